@testable import PrimerMotion
@testable import PrimerReports
@testable import PrimerSpec
@testable import PrimerSyntax
@testable import PrimerTestSupport
import Testing

/// The text report: errors first, then each rule with results, with its severity and references,
/// its findings, passes and rules that do not apply; then the summary and `N passed, M failed`.
@Suite("Audit text report")
struct AuditTextReportTests {
    static let checks: [any Rule<AuditSubject>] = [
        WayOutCheck(), OneHeadingCheck(), DecorativeImageHiddenCheck(), OneWayOnCheck(), TrackingPrimerCheck(),
    ]

    /// The fixture's report with five rules only (given out of catalogue order).
    static func report() throws -> AuditReport {
        let full = try AuditReportFixture.report()
        let auditor = Auditor(checks: checks)
        let spec = try AuditTest.resolved(AuditReportFixture.spec, model: AuditReportFixture.model,
                                          path: AuditReportFixture.path)
        let clean = SpecAudit(path: nil, block: AuditTest.block, subject: "audit fake",
                              results: auditor.audit(AuditTest.subject(AuditFakeModel.clean)))
        return AuditReport(audits: [SpecAudit.of(spec, auditor: auditor), clean], errors: full.errors)
    }

    @Test func groupsByRuleInCatalogueOrderAndEndsWithTheCounts() throws {
        let title = "Scan <receipts> & \"more\""
        expectSameLines(TextReporter().render(try Self.report()), [
            "Specs/broken.primerspec:1:1: error: cannot read the file",
            "",
            "one-heading: One heading (error; WCAG 1.3.1 Info and Relationships (A); WCAG 2.4.6 Headings and Labels (AA))",
            "  FAIL Specs/a.primerspec:1:1 audit-fake title (ready): the title \"\(title)\" reads as \"\(title)\", "
                + "without \"Heading.\"; needs one heading",
            "  pass: audit-fake",
            "",
            "decorative-image-hidden: Decorative image hidden (error; WCAG 1.1.1 Non-text Content (A))",
            "  ACCEPTED Specs/a.primerspec:2:1 audit-fake symbol (ready): VoiceOver reads the symbol symbol as "
                + "\"doc. Image.\"; a decorative image needs to be hidden",
            "    accepted: the symbol names the document",
            "  pass: audit-fake",
            "",
            "one-way-on: One way on (warning; Apple Human Interface Guidelines, Privacy, Requesting permission: a custom "
                + "screen before the alert has one button, and no way to close or cancel it)",
            "  WARN Specs/a.primerspec:1:1 audit-fake later (ready): the asking screen offers \"Not now\" beside go; "
                + "needs one button",
            "  pass: audit-fake",
            "",
            "tracking-primer: Tracking primer (error; App Review Guidelines 5.1.2(i); Apple Human Interface Guidelines, "
                + "Privacy, Tracking requests)",
            "  not applicable: audit-fake ×2 (the block does not prime tracking)",
            "",
            "a-way-out: A way out (error; Platform practice; App Review Guidelines 5.1.1(iv): respect the person's choice)",
            "  FAIL Specs/a.primerspec:3:1 audit-fake: accept a-way-out later matches no finding; remove the line or "
                + "name the part the finding is about",
            "  pass: audit-fake ×2",
            "",
            "audit: 2 failed, 1 warning, 1 accepted, 5 passed, 2 not applicable",
            "5 passed, 2 failed",
            "",
        ])
    }

    /// Every rule of the catalogue has a group when every rule has results, in catalogue order.
    @Test func theWholeCatalogueInOrder() throws {
        let report = try AuditReportFixture.report()
        let lines = SpecTest.lines(TextReporter().render(report))
        let groups = lines.compactMap { line in RuleCatalogue.rules.first { line.hasPrefix($0.id + ": ") }?.id }
        #expect(groups == RuleCatalogue.rules.map(\.id))
        #expect(lines.suffix(2) == ["29 passed, 2 failed", ""])
        #expect(lines.dropLast().last?.wholeMatch(of: /\d+ passed, \d+ failed/) != nil)
    }

    /// A finding names where (location, block, part), in what (state, environment) and what.
    @Test func aFindingLineNamesItsSettings() {
        let result = AuditTest.finding(TextContrastCheck(), part: AuditFakeModel.body, state: "ready",
                                       environment: FindingEnvironment(dynamicTypeSize: .accessibility5, appearance: .dark,
                                                                     reduceMotion: true),
                                       message: "3.10:1, needs 4.5:1", location: SpecTest.location("7:1"))
        #expect(TextReporter.line(result)
            == "FAIL s.primerspec:7:1 audit-fake body (ready, accessibility5, dark, reduce motion): 3.10:1, needs 4.5:1")
        var plain = result
        plain.finding = Finding(severity: .error, range: nil, message: "m", rule: "text-contrast")
        plain.outcome = .warning
        #expect(TextReporter.line(plain) == "WARN audit-fake: m")
    }
}
