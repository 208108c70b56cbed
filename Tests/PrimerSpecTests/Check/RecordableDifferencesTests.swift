import Foundation
@testable import PrimerSpec
@testable import PrimerSyntax
@testable import PrimerTestSupport
import Testing

/// Differences that `--record` can fix are exit 1 with a diff, never a parse error that blocks
/// recording; a section that is empty or entirely different is one finding that suggests recording.
@Suite("Recordable differences")
struct RecordableDifferencesTests {
    static let denied = "motion ready -> off\n"

    /// The reminder card's declined motion section as recorded, with one duration changed.
    static func wrongDuration() throws -> String {
        let recorded = try CardSpec.recorded("reminders daily\n\n" + denied)
        return recorded.replacingOccurrences(of: "  0.00  +0.73  title", with: "  0.00  +0.70  title")
    }

    @Test func aWrongDurationIsAMismatchNotAParseError() throws {
        let text = try Self.wrongDuration()
        let outcome = CardSpec.check(text)
        #expect(outcome.errors.isEmpty)
        let section = try #require(outcome.sections.first)
        #expect(section.status == .failed)
        #expect(section.findings.map(\.message) == [
            "the spec says 0.00 +0.70 title text smooth, but the builder generates 0.00 +0.73 title text smooth",
        ])
        #expect(CheckReport(files: [outcome]).exitCode == .mismatch)
        // Recording fixes it.
        let fixed = try CardSpec.recorded(text)
        #expect(CardSpec.check(fixed).sections.map(\.status) == [.passed])
        #expect(fixed.contains("  0.00  +0.73  title"))
    }

    @Test func theCommandExitsOneAndRecordsTheFix() throws {
        let folder = try makeTemporaryFolder()
        let path = try TemporaryFiles.write(try Self.wrongDuration(), to: "Specs/n.primerspec", in: folder)
        #expect(runTool("check", blocks: CardSpec.blocks, in: folder).exitCode == .mismatch)
        let recorded = runTool("check", "--record", blocks: CardSpec.blocks, in: folder)
        #expect(recorded.exitCode == .success)
        #expect(recorded.output.hasPrefix("Specs/n.primerspec: recorded 1 section\n"))
        #expect(try TemporaryFiles.text(at: path).contains("  0.00  +0.73  title"))
        #expect(runTool("check", blocks: CardSpec.blocks, in: folder).exitCode == .success)
    }

    @Test func aSectionEntirelyDifferentIsOneFinding() throws {
        let text = "reminders daily\n\nannounce ready -> on\n  \"On\" priority low\n  \"Yes\" priority low\n"
        let outcome = CardSpec.check(text)
        let section = try #require(outcome.sections.first)
        #expect(section.findings == [
            SpecTest.error("4:3-4:20", "none of the section's 2 lines is what the builder generates (1 line); review the "
                           + "diff, or run primer-spec check --record to rewrite the section",
                           offending: "\"On\" priority low", expected: "the 1 line the builder generates", rule: "lines-match"),
        ])
    }

    @Test func aMistypedMotionWordSuggestsTheWordItMeant() throws {
        let (_, diagnostics) = try CardSpec.resolve("reminders daily\n\nmotion ready -> off\n"
                                                    + "  0.00         haptc         warning\n")
        #expect(diagnostics.map(\.message) == [
            "bad motion line: expected a duration like +0.70, or an event: haptic, announce, call, open or request; "
                + "found 'haptc' (did you mean 'haptic'?)",
        ])
    }

    @Test(arguments: ["json", "junit", "github"])
    func recordRefusesAnotherFormat(_ format: String) throws {
        let folder = try makeTemporaryFolder()
        try TemporaryFiles.write("reminders daily\n\n" + Self.denied, to: "Specs/n.primerspec", in: folder)
        let result = runTool("check", "--record", "--format", format, blocks: CardSpec.blocks, in: folder)
        #expect(result.exitCode == .badInput)
        #expect(result.output.isEmpty)
        #expect(SpecTest.lines(result.errorOutput).first == "error: --record reports what it writes as text; drop "
                + "--format \(format) (run check --format \(format) after recording)")
        #expect(try TemporaryFiles.text(at: folder + "/Specs/n.primerspec") == "reminders daily\n\n" + Self.denied)
    }
}
