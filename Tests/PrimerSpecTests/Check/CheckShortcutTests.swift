@testable import BlockTestSupport
import Foundation
@testable import PermissionPrimer
@testable import PermissionPriming
@testable import PrimerCLI
import PrimerMotion
@testable import PrimerSpec
@testable import PrimerSyntax
@testable import PrimerTestSupport
import Testing

/// What the checker keeps or skips to go faster must not change an outcome: passing sections' lines
/// let go before they are worked out, motion lines read once by the resolver, models that keep their
/// transitions.
@Suite("Check shortcuts")
struct CheckShortcutTests {
    /// Every bundled spec, and each with some body lines changed (so that sections fail).
    static func specs() throws -> [(path: String, bytes: [UInt8])] {
        try SpecTest.bundledSpecs().flatMap { spec -> [(path: String, bytes: [UInt8])] in
            let path = SpecTest.repositoryRoot + "/" + spec
            let text = try TemporaryFiles.text(at: path)
            let changed = SpecTest.lines(text).enumerated().map { index, line in
                line.hasPrefix("  ") && index % 3 == 0 ? line.replacingOccurrences(of: "0", with: "1") : line
            }.joined(separator: "\n")
            return [(path, Array(text.utf8)), (path, Array(changed.utf8))]
        }
    }

    @Test func lettingPassingLinesGoUpFrontGivesTheOutcomeWithoutThem() throws {
        let checker = Checker(workingDirectory: SpecTest.repositoryRoot)
        var failed = 0
        for (path, bytes) in try Self.specs() {
            let full = checker.check(bytes, path: path)
            let slim = checker.check(owning: bytes, path: path, keepsPassingLines: false)
            #expect(slim == full.withoutPassingLines(), "\(path)")
            #expect(checker.check(owning: bytes, path: path, keepsPassingLines: true) == full, "\(path)")
            failed += full.sections.filter { $0.status == .failed }.count
        }
        #expect(failed > 0)
    }

    @Test func theReduceMotionRuleFindsTheSameWithOrWithoutTheResolversEntries() throws {
        var sections = 0
        for (path, bytes) in try Self.specs() {
            let (resolved, _) = SpecLoader.load(bytes, path: path, workingDirectory: SpecTest.repositoryRoot)
            guard let spec = resolved else { continue }
            for section in spec.sections {
                guard case .motion = section.target else { continue }
                #expect(section.motionEntries?.count == section.syntax.contentLines.count)
                // Each entry is what the line's source text reads as, though lines met before are not read again.
                let fresh = section.syntax.contentLines.map {
                    TimelineFormat.parse(MotionLines.sourceText(of: $0, in: spec.file) ?? "", vocabulary: spec.model.vocabulary,
                                         checksDurations: false)
                }
                #expect(section.motionEntries.map { $0.map { .success($0) } } == fresh)
                var unread = section
                unread.motionEntries = nil
                let actual = SectionGenerator.lines(for: section.target, in: spec)
                let read = SectionContext(section: section, actual: actual, file: spec.file, vocabulary: spec.model.vocabulary)
                let reading = SectionContext(section: unread, actual: actual, file: spec.file, vocabulary: spec.model.vocabulary)
                #expect(ReduceMotionRule().evaluate(read).findings == ReduceMotionRule().evaluate(reading).findings)
                sections += 1
            }
        }
        #expect(sections > 10)
    }

    @Test func aPrimerModelsTransitionsFollowItsMachine() {
        var model = PermissionPrimerModel(kind: .camera, content: .standard(for: .camera, appName: "Reminders"),
                                          machine: PrimerMachine(kind: .camera))
        let fresh = { (model: PermissionPrimerModel) in
            PermissionPrimerModel(kind: model.kind, content: model.content, machine: model.machine,
                                  errorMessage: model.errorMessage, listsEitherRequest: model.listsEitherRequest)
        }
        #expect(model.transitions == fresh(model).transitions)
        model.machine.hasCustomRequest = true
        #expect(model.transitions == fresh(model).transitions)
        #expect(model.transitions.contains { $0.to == "failed" })
        model.errorMessage = "Something else went wrong."
        #expect(model.machineTransitions == fresh(model).machineTransitions)
        model.listsEitherRequest = true
        model.machine.hasCustomRequest = false
        #expect(model.machineTransitions == fresh(model).machineTransitions)
        model.kind = .photos
        model.machine = PrimerMachine(kind: .photos)
        #expect(model.machineTransitions == fresh(model).machineTransitions)
    }

    @Test func aPrimingModelsTransitionsFollowItsMachine() {
        var model = PermissionPrimingModel.standard(.camera)
        #expect(model.gateTransitions == model.machine.transitions())
        model.machine.checkStatuses = [.denied]
        #expect(model.gateTransitions == model.machine.transitions())
        model.machine = GateMachine(type: .contacts)
        #expect(model.gateTransitions == model.machine.transitions())
    }

    @Test(arguments: [
        "", " ", "Done", "Done.", "Done  ", "Done \t\n", "Done.\u{A0}", "Done\u{3000}", "“Hi.” ", "Say e\u{301} ", "\u{301} ",
        "Done \u{301}", "Done\r\n", "Done?\u{2029}", "  ", "👋🏽 ",
        // The last-bytes shortcut: ASCII endings, ASCII after other text, closing marks, controls.
        "a", ".", "?", "!", "Hi!", "Allow “Maps” to use your location?", "Maps shows what is near",
        "“Maps”", "“Maps”.", "(see)", "[x]", "'q'", "\"q\"", "x\u{1F}", "x\r", "x\u{7F}", "é.", "é", "\u{600}1",
        "\u{600}.", "a\u{301}.", "Done\u{85}",
    ])
    func sentencesEndAsBefore(_ text: String) {
        // The rule as it was: trailing whitespace dropped by reversing the characters twice.
        let trimmed = String(text.reversed().drop(while: \.isWhitespace).reversed())
        let before = Sentence.isEnded(trimmed) ? trimmed : trimmed + "."
        #expect(Sentence.ended(text).unicodeScalars.elementsEqual(before.unicodeScalars))
    }
}
