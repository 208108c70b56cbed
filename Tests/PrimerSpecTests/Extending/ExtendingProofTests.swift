import PrimerModel
import PrimerReports
@testable import PrimerSpec
import PrimerSyntax
@testable import PrimerTestSupport
import Testing

/// Docs/Extending.md says what a new block, output format and audit rule each touch. This suite adds
/// all three as the page says (the tests' ``FakeBlock``, ``ShortLabelRule`` and ``ReportFormat/tally``,
/// each in its own file of the test-support target and nowhere else) and runs them through the
/// library's one pipeline (``SpecRun``), as `primer-spec check` and `audit` do.
@Suite("Extending: a block, a format and a rule, added as the page says")
struct ExtendingProofTests {
    static let path = "Specs/wave.primerspec"

    /// A spec of the added block with a label longer than the added rule allows.
    static func spec(label: String) -> [UInt8] {
        Array("""
        block fake
        label "\(label)"

        voiceover ready
          "\(label). Button."

        """.utf8)
    }

    static let run = SpecRun(blocks: FakeBlock.registry,
                             auditor: Auditor(checks: RuleCatalogue.checks + [ShortLabelRule(limit: 10)]))

    struct Case: Sendable, CustomTestStringConvertible {
        var label: String
        var check: String
        var audit: String
        var testDescription: String { label }
    }

    static let cases = [
        // The block's section passes; the added rule passes; the catalogue finds no heading (the block has none).
        Case(label: "Wave", check: "total: 0\n", audit: "one-heading: 1\ntotal: 1\n"),
        // The rule finds the long label, at the section it is about; the check is unchanged.
        Case(label: "Wave to everyone here", check: "total: 0\n",
             audit: "one-heading: 1\nshort-label: 1\ntotal: 2\n"),
    ]

    @Test(arguments: cases)
    func theAddedPiecesRunThroughThePipeline(_ example: Case) {
        let loaded = Self.run.load(Self.spec(label: example.label), path: Self.path)
        #expect(loaded.errors == [])
        let check = CheckReport(files: [Self.run.check(loaded)])
        #expect(check.exitCode == .success)
        #expect(ReportFormat.tally.render(check, usesColor: false) == example.check)
        let audit = FileAudit.report([Self.run.audit(loaded)])
        #expect(ReportFormat.tally.render(audit) == example.audit)
    }

    /// The rule's finding is a whole `Finding`: its rule, severity, place (the section), message and
    /// subject, as every rule's is.
    @Test func theRulesFindingIsLocatedAtItsSection() throws {
        let loaded = Self.run.load(Self.spec(label: "Wave to everyone here"), path: Self.path)
        let audit = try #require(Self.run.audit(loaded).audit)
        let found = audit.results.filter { $0.rule == "short-label" && $0.isFinding }.map(\.finding)
        #expect(found == [Finding(
            severity: .warning, range: SpecTest.range("4:1-4:16", file: Self.path),
            message: "the label \"Wave to everyone here\" has 21 characters; needs 10 or fewer", rule: "short-label",
            subject: FindingSubject(part: FakeModel.badge, state: "ready"))])
    }

    /// The format renders a scan's report too, with no other change.
    @Test func theFormatRendersAScan() {
        let report = Report(
            findings: [Finding(severity: .error, range: nil, message: "no key", rule: "usage-key-missing",
                               subject: .permission("camera"))],
            target: "App", rules: [], command: .scan, document: "Docs/Scan.md")
        #expect(ReportFormat.tally.render(report) == "usage-key-missing: 1\ntotal: 1\n")
    }
}
