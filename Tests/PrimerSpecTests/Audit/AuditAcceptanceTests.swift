import PrimerAccessibility
import PrimerModel
@testable import PrimerMotion
@testable import PrimerReports
@testable import PrimerSpec
@testable import PrimerSyntax
@testable import PrimerTestSupport
import Testing

/// `accept RULE PART "why"`: a finding the spec accepts is reported as accepted with the reason;
/// an acceptance that matches nothing fails at its own line; an unknown rule does not resolve.
@Suite("Audit acceptances")
struct AuditAcceptanceTests {
    typealias Fake = AuditFakeModel

    /// Two symbols read, a title that is no heading, a purpose string missing.
    static let model = AuditFakeModel.clean {
        $0.elements[Fake.ready] = [Fake.text(Fake.title, "Scan receipts", style: .title), Fake.image(Fake.symbol, "doc"),
                                   Fake.image(Fake.ring, "circle"), Fake.button(Fake.go, "Continue")]
        $0.facts.purposeStrings = [AuditFacts.PurposeString(key: "NSCameraUsageDescription", value: .missing)]
    }

    static func audit(_ header: String...) throws -> (SpecAudit, text: String) {
        let text = (["block audit-fake"] + header).joined(separator: "\n") + "\n"
        return (SpecAudit.of(try AuditTest.resolved(text, model: model)), text)
    }

    static func at(_ line: Int) -> PrimerSyntax.SourceLocation { SpecTest.location("\(line):1") }

    /// A header line's span, as findings at it are marked: from its first character to just past its
    /// last (`block audit-fake` on line 1 unless `lines` are given).
    static func span(_ line: Int, _ lines: [String] = ["block audit-fake"]) -> SourceRange {
        SourceRange(lowerBound: at(line), upperBound: SpecTest.location("\(line):\(lines[line - 1].count + 1)"))
    }

    static func findings(_ audit: SpecAudit, _ rule: String) -> [AuditResult] {
        audit.results.filter { $0.rule == rule }
    }

    @Test func aNamedPartIsAcceptedWithItsReasonAndNothingElseChanges() throws {
        let (plain, _) = try Self.audit()
        let (audit, text) = try Self.audit("accept decorative-image-hidden ring \"the ring is a progress picture\"")
        var expected = plain.results
        let index = try #require(expected.firstIndex { $0.rule == "decorative-image-hidden" && $0.subject.part == Fake.ring })
        expected[index].outcome = .accepted(reason: "the ring is a progress picture")
        // The spec has no section for the finding, so it is marked at the `accept` line that accepts it.
        expected[index].finding.range = Self.span(2, text.components(separatedBy: "\n"))
        #expect(audit.results == expected)
        #expect(Self.findings(audit, "decorative-image-hidden").map(\.outcome) == [
            .fail, .accepted(reason: "the ring is a progress picture"),
        ])
        #expect(expected[index].location == Self.at(2))
        #expect(expected[index].finding == Finding(
            severity: .error, range: Self.span(2, text.components(separatedBy: "\n")),
            message: "VoiceOver reads the symbol ring as \"circle. Image.\"; a decorative image needs to be hidden",
            rule: "decorative-image-hidden", subject: FindingSubject(part: Fake.ring, state: Fake.ready)))
    }

    @Test func aStarAcceptsEveryPartOfTheRule() throws {
        let (audit, _) = try Self.audit("accept decorative-image-hidden * \"the design reads its symbols\"")
        #expect(Self.findings(audit, "decorative-image-hidden").map(\.outcome) == [
            .accepted(reason: "the design reads its symbols"), .accepted(reason: "the design reads its symbols"),
        ])
        #expect(Self.findings(audit, "one-heading").map(\.outcome) == [.fail])
    }

    @Test func aDashAcceptsOnlyFindingsAboutNoPart() throws {
        let (audit, text) = try Self.audit("accept purpose-string - \"the app's plist is checked elsewhere\"",
                                           "accept one-heading - \"not about the title\"")
        #expect(Self.findings(audit, "purpose-string") == [
            AuditResult(outcome: .accepted(reason: "the app's plist is checked elsewhere"), block: AuditTest.block,
                        finding: .error("NSCameraUsageDescription is missing; needs the reason in words",
                                        at: Self.span(2, text.components(separatedBy: "\n")), rule: "purpose-string")),
        ])
        // one-heading's finding is about the title, so `-` leaves it failing and matches nothing.
        #expect(Self.findings(audit, "one-heading").map(\.outcome) == [.fail, .fail])
        #expect(audit.results.last == AuditResult(
            outcome: .fail, block: AuditTest.block,
            finding: .error("accept one-heading - matches no finding; remove the line or name the part the finding "
                            + "is about", at: Self.span(3, text.components(separatedBy: "\n")), rule: "one-heading")))
    }

    /// Acceptances that match nothing (a part with no finding, a rule that passes, one that does
    /// not apply, a warning rule) are failing errors at their own lines, after every rule's results.
    @Test func anAcceptanceThatMatchesNothingFailsAtItsLine() throws {
        let (audit, text) = try Self.audit("accept decorative-image-hidden go \"go is a button\"",
                                           "accept text-contrast * \"nothing to accept\"",
                                           "accept tracking-primer * \"not a tracking primer\"",
                                           "accept one-way-on later \"no such button\"")
        let unmatched = [("decorative-image-hidden", "go", 2), ("text-contrast", "*", 3), ("tracking-primer", "*", 4),
                         ("one-way-on", "later", 5)].map { (rule: String, part: String, line: Int) in
            AuditResult(outcome: .fail, block: AuditTest.block,
                        finding: .error("accept \(rule) \(part) matches no finding; remove the line or name the part "
                                        + "the finding is about", at: Self.span(line, text.components(separatedBy: "\n")),
                                        rule: rule))
        }
        #expect(Array(audit.results.suffix(4)) == unmatched)
        #expect(audit.results.dropLast(4).allSatisfy { !$0.isAccepted })
        #expect(Array(audit.results.dropLast(4)) == (try Self.audit()).0.results)
    }

    @Test func acceptingEveryErrorLeavesTheAuditGreen() throws {
        let (audit, _) = try Self.audit("accept one-heading title \"seed\"", "accept decorative-image-hidden * \"seed\"",
                                        "accept purpose-string - \"seed\"")
        #expect(AuditReport(audits: [audit]).exitCode == .success)
        #expect(audit.results.filter(\.isAccepted).count == 4)
        let (partly, _) = try Self.audit("accept one-heading title \"seed\"", "accept decorative-image-hidden * \"seed\"")
        #expect(AuditReport(audits: [partly]).exitCode == .mismatch)
    }

    @Test func acceptancesAreReadFromTheHeaderWithTheirLines() throws {
        let spec = try AuditTest.resolved("# why\nblock audit-fake\naccept one-heading title \"the design's title\"\n"
                                          + "accept decorative-image-hidden * \"symbols\"\n")
        #expect(spec.acceptances == [
            AuditAcceptance(rule: "one-heading", part: "title", reason: "the design's title", location: Self.at(3)),
            AuditAcceptance(rule: "decorative-image-hidden", part: "*", reason: "symbols", location: Self.at(4)),
        ])
    }

    @Test(arguments: [
        ("one-headin", " (did you mean 'one-heading'?)"), ("text-contrst", " (did you mean 'text-contrast'?)"),
        ("decorative-image-hiden", " (did you mean 'decorative-image-hidden'?)"), ("contrast", ""),
    ])
    func anUnknownRuleIsALocatedErrorWithDidYouMean(_ rule: String, _ suggestion: String) throws {
        let text = "block audit-fake\naccept \(rule) title \"why\"\n"
        let (spec, diagnostics) = try AuditTest.resolve(text)
        #expect(spec == nil)
        // The audit's rules, then those only the check reports (whose warnings a spec may accept too).
        let ids = (RuleCatalogue.rules + Checker.checkOnlyRules).map(\.id).joined(separator: ", ")
        #expect(diagnostics == [
            SpecTest.error("2:8-2:\(8 + rule.count)",
                           "unknown rule '\(rule)'; expected one of \(ids)\(suggestion)",
                           offending: rule, expected: ids),
        ])
    }

    @Test func anUnknownRuleMakesTheAuditCommandFailWithTheLocatedError() throws {
        let folder = try makeTemporaryFolder()
        try TemporaryFiles.write("block audit-fake\n# why\naccept one-headin title \"seed\"\n",
                                 to: "Specs/a.primerspec", in: folder)
        let result = AuditTest.run("audit", in: folder)
        #expect(result.exitCode == .badInput)
        #expect(SpecTest.lines(result.output).first?.hasPrefix("Specs/a.primerspec:3:8: error: unknown rule "
                                                               + "'one-headin'; expected one of ") == true)
        #expect(result.output.contains("(did you mean 'one-heading'?)"))
    }
}
