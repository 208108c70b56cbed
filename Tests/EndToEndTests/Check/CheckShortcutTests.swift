@testable import BlockTestSupport
import Foundation
import PrimerMotion
@testable import PrimerSpec
@testable import PrimerSyntax
@testable import PrimerTestSupport
import Testing

/// What the checker keeps or skips to go faster must not change an outcome, on every bundled spec
/// and on each with lines changed: passing sections' lines let go before they are worked out, motion
/// lines read once by the resolver.
@Suite("Check shortcuts on the bundled specs")
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
}
