import PrimerModel
@testable import PrimerReports
@testable import PrimerSpec
@testable import PrimerSyntax
@testable import PrimerTestSupport
import Testing

/// The GitHub Actions annotations: one per place (file and line) with findings, the place's other
/// findings beneath the first, at most ten of a kind, a notice for the rest, then the summary.
@Suite("Audit GitHub annotations")
struct AuditGitHubReportTests {
    static func lines() throws -> [String] {
        SpecTest.lines(GitHubReporter().render(try AuditReportFixture.report()))
    }

    @Test func oneAnnotationPerPlaceThenTheSummary() throws {
        let lines = try Self.lines()
        #expect(lines.map { $0.prefix(while: { $0 != " " }) } == ["::error", "::error", "::error", "audit:", ""])
        // The error and the warning on line 1 are one annotation, the error's, with the warning beneath.
        #expect(lines[1].hasPrefix("::error file=Specs/a.primerspec,line=1,col=1,title=primer-spec audit%3A one-heading::"))
        #expect(lines[1].contains("(and 1 more finding here)%0A%0Aone-way-on (warning): audit-fake later (ready): "))
        #expect(lines[2].hasPrefix("::error file=Specs/a.primerspec,line=3,col=1,title=primer-spec audit%3A a-way-out::"))
        #expect(lines[3] == "audit: 2 failed, 1 warning, 1 accepted, 29 passed, 8 not applicable")
    }

    /// The runner unescapes `%3A` and `%2C` in properties only; a message escapes `%`, CR and LF.
    @Test func theMessageIsEscapedAsMessageData() throws {
        let lines = try Self.lines()
        let report = try AuditReportFixture.report()
        let finding = try #require(report.results.first { $0.rule == "a-way-out" && $0.isFinding })
        let message = try #require(lines[2].components(separatedBy: "::").last)
        #expect(message == WorkflowCommand.data(SARIFReporter.message(finding)))
    }

    /// GitHub shows ten annotations of a kind a step: the eleventh place and after are summarised
    /// in one closing notice that says how many and where to read them.
    @Test(arguments: [(9, 0), (10, 0), (11, 1), (40, 30)])
    func tenPlacesOfAKindThenANotice(_ places: Int, _ left: Int) {
        let results = (1...places).map { line in
            AuditResult(outcome: .warning, block: "b", finding: Finding(
                severity: .warning, range: SourceRange(at: PrimerSyntax.SourceLocation(file: "s.primerspec", line: line, column: 1)),
                message: "m", rule: "one-way-on"))
        }
        let output = GitHubReporter().render(AuditReport(audits: [SpecAudit(path: "s.primerspec", block: "b",
                                                                          subject: "b", results: results)]))
        let lines = SpecTest.lines(output)
        #expect(lines.filter { $0.hasPrefix("::warning ") }.count == min(places, 10))
        let notices = lines.filter { $0.hasPrefix("::notice ") }
        if left == 0 {
            #expect(notices.isEmpty)
        } else {
            #expect(notices.count == 1)
            #expect(notices.first?.contains("::\(left) more \(left == 1 ? "place" : "places") with findings "
                                            + "(\(left) with warnings) are not annotated") == true)
            #expect(notices.first?.contains("primer-spec audit --format sarif") == true)
        }
    }
}
