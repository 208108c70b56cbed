import Foundation
@testable import PrimerCLI
import PrimerModel
@testable import PrimerMotion
@testable import PrimerReports
@testable import PrimerSpec
@testable import PrimerSyntax
@testable import PrimerTestSupport
import Testing

/// `check --format sarif`: a SARIF 2.1.0 log of every finding of every file, each under the rule
/// that reported it, at its spec line (the audit's log has its own tests, SARIFReportTests).
@Suite("Check SARIF report")
struct SARIFReporterTests {
    static func log(_ report: CheckReport = CardReportFixtures.report) throws -> [String: Any] {
        let text = SARIFReporter().render(report)
        #expect(text.hasSuffix("}\n"))
        return try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    static func run(_ log: [String: Any]) throws -> [String: Any] {
        let runs = try #require(log["runs"] as? [[String: Any]])
        #expect(runs.count == 1)
        return try #require(runs.first)
    }

    static func driver(_ run: [String: Any]) throws -> [String: Any] {
        try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
    }

    /// One line a result: `ruleId ruleIndex level file:line:column message`.
    static func summary(_ result: [String: Any]) throws -> String {
        let locations = try #require(result["locations"] as? [[String: Any]])
        #expect(locations.count == 1)
        let physical = try #require(locations.first?["physicalLocation"] as? [String: Any])
        let uri = try #require((physical["artifactLocation"] as? [String: Any])?["uri"] as? String)
        let region = try #require(physical["region"] as? [String: Any])
        let line = try #require(region["startLine"] as? Int)
        let column = try #require(region["startColumn"] as? Int)
        let message = try #require((result["message"] as? [String: Any])?["text"] as? String)
        let index = (result["ruleIndex"] as? Int).map(String.init) ?? "-"
        return "\(result["ruleId"] as? String ?? "?") \(index) \(result["level"] as? String ?? "?") "
            + "\(uri):\(line):\(column) \(message)"
    }

    @Test func isSARIF210InShape() throws {
        let log = try Self.log()
        #expect(Set(log.keys) == ["$schema", "version", "runs"])
        #expect(log["$schema"] as? String == "https://json.schemastore.org/sarif-2.1.0.json")
        #expect(log["version"] as? String == "2.1.0")
        let run = try Self.run(log)
        #expect(Set(run.keys) == ["tool", "results", "originalUriBaseIds", "automationDetails", "columnKind"])
        // URIs are relative to the repository root, which the consumer supplies (GitHub: the checkout).
        #expect((run["originalUriBaseIds"] as? [String: Any]).map { Set($0.keys) } == ["%SRCROOT%"])
        // A category of its own, so a check's upload does not replace an audit's.
        #expect((run["automationDetails"] as? [String: Any])?["id"] as? String == "primer-spec-check/")
        let driver = try Self.driver(run)
        #expect(driver["name"] as? String == "primer-spec")
        #expect(driver["version"] as? String == ToolVersion.current)
        // The project has no home page of its own to name.
        #expect(driver["informationUri"] == nil)
    }

    @Test func theRulesAreTheCheckersThenTheSpecErrorPseudoRule() throws {
        let rules = try #require(try Self.driver(try Self.run(try Self.log()))["rules"] as? [[String: Any]])
        // The check's warnings are reported under the audit's rules for endless motion and a missing
        // translation and under the check's own rule for a model's assumption, so a spec can accept them.
        #expect(rules.compactMap { $0["id"] as? String } == ["lines-match", "reduce-motion", "app-dump",
                                                             "automatic-motion-can-stop", "translation-missing",
                                                             "model-assumption", "design-copy", "spec-error"])
        for (object, rule) in zip(rules, Checker.ruleDescriptions) {
            #expect((object["shortDescription"] as? [String: Any])?["text"] as? String == rule.title)
            #expect((object["fullDescription"] as? [String: Any])?["text"] as? String == rule.explanation)
            #expect((object["defaultConfiguration"] as? [String: Any])?["level"] as? String
                    == (rule.severity == .warning ? "warning" : "error"))
        }
    }

    /// Every finding is a result, in file order: the failing sections' mismatches, then the parse error.
    @Test func everyFindingIsAResultAtItsSpecLine() throws {
        let results = try #require(try Self.run(try Self.log())["results"] as? [[String: Any]])
        #expect(try results.map(Self.summary) == [
            "lines-match 0 error Specs/b%2Cc%3Ad.primerspec:9:3 the spec says \"Reminders & <off> 'now'\" priority low, "
                + "but the builder generates \"Reminders are off\" priority high",
            "lines-match 0 error Specs/b%2Cc%3Ad.primerspec:14:3 the spec says \"Allow, Button.\", but the builder "
                + "generates \"Allow. Button.\"",
            "spec-error 7 error Specs/broken.primerspec:2:1 " + (CardReportFixtures.report.errors.first?.message ?? ""),
        ])
    }

    @Test(arguments: [(Severity.error, "error"), (.warning, "warning"), (.note, "note")])
    func aFindingsSeverityIsItsLevelAndItsNotesFollowItsMessage(_ severity: Severity, _ level: String) throws {
        let at = PrimerSyntax.SourceLocation(file: "s.primerspec", line: 4, column: 3)
        let finding = Finding(severity: severity, range: SourceRange(at: at), message: "m",
                              notes: [.init("first here", at: PrimerSyntax.SourceLocation(file: "s.primerspec", line: 2, column: 1))],
                              rule: "reduce-motion")
        let outcome = SectionOutcome(file: "s.primerspec", line: 3, title: "motion", status: .passed,
                                     diff: LineDiff(expected: [], actual: []), expectedLineNumbers: [],
                                     findings: [finding])
        let results = try #require(try Self.run(try Self.log(CheckReport(files: [
            FileOutcome(path: "s.primerspec", sections: [outcome]),
        ])))["results"] as? [[String: Any]])
        #expect(try results.map(Self.summary) == ["reduce-motion 1 \(level) s.primerspec:4:3 m\ns.primerspec:2:1: note: first here"])
    }
}
