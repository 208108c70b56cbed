@testable import PrimerReports
@testable import PrimerSpec
@testable import PrimerSyntax
@testable import PrimerTestSupport
import Testing

/// The GitHub Actions annotations: one per finding at its spec line, then the summary.
@Suite("Audit GitHub annotations")
struct AuditGitHubReportTests {
    static func lines() throws -> [String] {
        SpecTest.lines(GitHubReporter().render(try AuditReportFixture.report()))
    }

    @Test func oneAnnotationPerFindingThenTheSummary() throws {
        let lines = try Self.lines()
        #expect(lines.map { $0.prefix(while: { $0 != " " }) } == [
            "::error", "::error", "::warning", "::error", "audit:", "",
        ])
        #expect(lines[1].hasPrefix("::error file=Specs/a.primerspec,line=1,col=1,title=primer-spec audit%3A one-heading::"))
        #expect(lines[2].hasPrefix("::warning file=Specs/a.primerspec,line=1,col=1,title=primer-spec audit%3A one-way-on::"))
        #expect(lines[3].hasPrefix("::error file=Specs/a.primerspec,line=3,col=1,title=primer-spec audit%3A a-way-out::"))
        #expect(lines[4] == "audit: 2 failed, 1 warning, 1 accepted, 29 passed, 2 not applicable")
    }

    /// The runner unescapes `%3A` and `%2C` in properties only; in the message they stay as written.
    /// The check's reporter escapes a message's `%`, CR and LF only; the audit's escapes `:` and `,`
    /// too, so its annotations read "Specs/a.primerspec%3A1%3A1 … (ready)%3A the title …".
    @Test func theMessageIsEscapedAsMessageData() throws {
        let lines = try Self.lines()
        let report = try AuditReportFixture.report()
        let finding = try #require(report.results.first { $0.rule == "one-heading" && $0.isFinding })
        let message = try #require(lines[1].components(separatedBy: "::").last)
        #expect(message == WorkflowCommand.data(TextReporter.line(finding)))
    }
}
