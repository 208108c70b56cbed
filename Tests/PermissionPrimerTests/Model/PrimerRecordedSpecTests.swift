@testable import BlockTestSupport
@testable import PrimerSpec
@testable import PrimerTestSupport
import Testing

/// What the permission primer's builders write into a spec's sections, as `check --record` writes
/// them, and what its specs check: a notifications spec recorded from empty sections, the parts
/// and caps of its `sizes` sections, and its assumption about a release's alert words. (The
/// checker and the recorder themselves are tested on the tests' reminder card in PrimerSpecTests.)
@Suite("Permission primer specs as recorded")
struct PrimerRecordedSpecTests {
    /// Sections left empty, for the recorder to fill.
    static let empty = """
        primer notifications

        voiceover ready

        announce requesting -> granted

        motion requesting -> granted reduce-motion

        motion requesting -> denied

        """

    /// The recorded spec, line by line (line N of the file is `base[N - 1]`).
    static let base = SpecTest.recordedNotifications

    static var baseText: String { base.joined(separator: "\n") }

    @Test func theBaseSpecIsWhatRecordingWritesAndItPasses() throws {
        expectSameLines(try SpecTest.recorded(Self.empty), Self.base)
        let outcome = SpecTest.check(Self.baseText)
        #expect(outcome.errors.isEmpty)
        #expect(outcome.sections.map(\.status) == [.passed, .passed, .passed, .passed])
        #expect(outcome.sections.map(\.line) == [3, 13, 16, 30])
        #expect(outcome.sections.map(\.title) == [
            "voiceover ready", "announce requesting -> granted", "motion requesting -> granted reduce-motion",
            "motion requesting -> denied",
        ])
        #expect(outcome.sections.allSatisfy { $0.findings.isEmpty && !$0.diff.hasDifferences })
        #expect(CheckReport(files: [outcome]).exitCode == .success)
        #expect(CheckReport(files: [outcome]).summary == "4 passed, 0 failed")
    }

    @Test func recordsEveryPartWithTheCapsOfTheSymbolAndTheSampleAlert() throws {
        let text = try SpecTest.recorded("primer camera\npurpose \"Scans codes.\"\n\nsizes requesting dynamic-type accessibility5\n")
        expectSameLines(text, [
            "primer camera",
            "purpose \"Scans codes.\"",
            "",
            "sizes requesting dynamic-type accessibility5",
            "  symbol              largeTitle   61.18pt  hidden",
            "  title               title        58pt",
            "  reason              subheadline  49pt",
            "  benefit.0           subheadline  49pt",
            "  benefitDetail.0     footnote     44pt  combined",
            "  benefit.1           subheadline  49pt",
            "  benefitDetail.1     footnote     44pt  combined",
            "  sampleAlert         footnote     19pt",
            "  sampleAlertCaption  caption      18pt  combined",
            "  continue            headline     53pt",
            "  notNow              body         53pt",
            "",
        ])
    }

    /// Once answered, the sample alert has left the screen: neither read nor sized.
    @Test(arguments: ["granted", "denied"])
    func theSampleAlertIsGoneOnceAnswered(_ state: String) throws {
        let text = try SpecTest.recorded("primer camera\npurpose \"Scans codes.\"\n\nsizes \(state)\n")
        #expect(!text.contains("sampleAlert"))
        #expect(text.contains("benefitDetail.1"))
    }

    @Test func aBlocksAssumptionCanBeAccepted() throws {
        let text = "primer camera\napp \"Receipts\"\npurpose \"Receipts reads receipts.\"\nios 16\n"
            + "accept model-assumption - \"we ship on iOS 17\"\n\nvoiceover ready\n"
        let outcome = Checker(rules: []).check(Array(text.utf8), path: SpecTest.path)
        let warning = try #require(outcome.warnings.first)
        #expect(outcome.warnings.count == 1)
        #expect(warning.severity == .note)
        #expect(warning.rule == Checker.assumptionRule.id)
        #expect(warning.message.hasPrefix("assumption: the camera alert's words on iOS 16.0 are not on record"))
        #expect(warning.notes.map(\.message) == ["accepted: we ship on iOS 17"])
        // Without the acceptance it is a warning, and the audit does not count the check's rule against it.
        let plain = Checker(rules: []).check(Array(text.replacingOccurrences(of: "accept model-assumption - \"we ship on iOS 17\"\n", with: "").utf8),
                                              path: SpecTest.path)
        #expect(plain.warnings.map(\.severity) == [.warning])
        let spec = try #require(try SpecTest.resolve(text).spec)
        let audit = SpecAudit.of(spec)
        #expect(!audit.results.contains { $0.rule == Checker.assumptionRule.id })
    }
}
