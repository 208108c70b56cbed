import PrimerModel
@testable import PrimerSpec
@testable import PrimerSyntax
@testable import PrimerTestSupport
import Testing

/// A warning a team has judged is accepted in the spec with its reason, as audit findings are: it
/// stays in the outcome as a note giving the reason, and an acceptance that outlives its warning is
/// itself a warning.
@Suite("Accepting a check's warnings")
struct WarningAcceptanceTests {
    static let ring = "0.00  +2.00  symbol  scale 1 -> 1.7  easeOut(2)  repeat forever every 2.71"
    static let checker = Checker(blocks: CardSpec.blocks, rules: [ReduceMotionRule()])

    static func outcome(_ accept: String) -> FileOutcome {
        checker.check(Array("reminders daily\n\(accept)\n\nmotion ready -> on\n  \(ring)\n".utf8),
                      path: SpecTest.path)
    }

    @Test(arguments: ["accept automatic-motion-can-stop symbol \"the pulse is the design's\"",
                      "accept automatic-motion-can-stop * \"the pulse is the design's\""])
    func anAcceptedWarningBecomesANoteGivingTheReasonAtTheAcceptLine(_ accept: String) throws {
        let outcome = Self.outcome(accept)
        let finding = try #require(outcome.sections.first?.findings.first)
        #expect(finding.severity == .note)
        #expect(finding.rule == "automatic-motion-can-stop")
        #expect(finding.notes == [Finding.Note("accepted: the pulse is the design's",
                                               at: SourceLocation(file: SpecTest.path, line: 2, column: 1))])
        #expect(outcome.warnings.isEmpty)
        #expect(outcome.sections.allSatisfy { $0.status == .passed })
    }

    @Test func anAcceptanceOfAnotherPartLeavesTheWarning() throws {
        let outcome = Self.outcome("accept automatic-motion-can-stop title \"not this one\"")
        #expect(outcome.sections.first?.findings.map(\.severity) == [.warning])
        // The audit holds its own rule's acceptances to account, not the check.
        #expect(outcome.warnings.isEmpty)
    }

    @Test func anAcceptanceOfACheckOnlyRuleThatMatchesNothingIsAWarningAtItsLine() {
        let outcome = Self.outcome("accept model-assumption - \"iOS 16's words\"")
        #expect(outcome.warnings == [Finding(
            severity: .warning, range: SourceRange(at: SourceLocation(file: SpecTest.path, line: 2, column: 1)),
            message: "accept model-assumption - matches no warning; remove the line or name the part the warning is about",
            expected: "a warning of model-assumption about -", rule: "model-assumption")])
    }

    @Test func aBlocksAssumptionCanBeAccepted() throws {
        let text = "reminders daily\nassumes \"the card's words on iOS 16\"\n"
            + "accept model-assumption - \"we ship on iOS 17\"\n\nvoiceover ready\n"
        let checker = Checker(blocks: CardSpec.blocks, rules: [])
        let outcome = checker.check(Array(text.utf8), path: SpecTest.path)
        let warning = try #require(outcome.warnings.first)
        #expect(outcome.warnings.count == 1)
        #expect(warning.severity == .note)
        #expect(warning.rule == Checker.assumptionRule.id)
        #expect(warning.message == "assumption: the card's words on iOS 16")
        #expect(warning.notes.map(\.message) == ["accepted: we ship on iOS 17"])
        // Without the acceptance it is a warning, and the audit does not count the check's rule against it.
        let plain = checker.check(Array(text.replacingOccurrences(of: "accept model-assumption - \"we ship on iOS 17\"\n", with: "").utf8),
                                  path: SpecTest.path)
        #expect(plain.warnings.map(\.severity) == [.warning])
        #expect(plain.warnings.map(\.location) == [SpecTest.location("2:1")])
        let spec = try #require(try CardSpec.resolve(text).spec)
        let audit = SpecAudit.of(spec)
        #expect(!audit.results.contains { $0.rule == Checker.assumptionRule.id })
    }

    @Test func anUnknownRuleNamesTheCheckOnlyRulesAmongTheValidOnes() throws {
        let outcome = Self.outcome("accept model-asumption - \"typo\"")
        let error = try #require(outcome.errors.first)
        #expect(error.message.hasPrefix("unknown rule 'model-asumption'; expected one of "))
        #expect(error.message.contains("model-assumption"))
        #expect(error.message.contains("automatic-motion-can-stop"))
    }
}
