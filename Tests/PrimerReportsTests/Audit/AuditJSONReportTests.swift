import Foundation
@testable import PrimerCLI
import PrimerMotion
@testable import PrimerReports
@testable import PrimerSpec
@testable import PrimerSyntax
@testable import PrimerTestSupport
import Testing

/// The JSON report: one object with the tool, the rules, every result and a summary.
@Suite("Audit JSON report")
struct AuditJSONReportTests {
    static func object() throws -> [String: Any] {
        let text = JSONReporter().render(try AuditReportFixture.report())
        #expect(text.hasSuffix("}\n"))
        return try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    @Test func hasTheToolTheRulesTheResultsAndASummary() throws {
        let object = try Self.object()
        #expect(Set(object.keys) == ["version", "tool", "rules", "results", "errors", "summary"])
        #expect(object["version"] as? Int == JSONReporter.formatVersion)
        let tool = try #require(object["tool"] as? [String: Any])
        #expect(tool["name"] as? String == "primer-spec")
        #expect(tool["version"] as? String == ToolVersion.current)
        let rules = try #require(object["rules"] as? [[String: Any]])
        #expect(rules.compactMap { $0["id"] as? String } == RuleCatalogue.rules.map(\.id))
        for (json, rule) in zip(rules, RuleCatalogue.rules) {
            #expect(json["title"] as? String == rule.title)
            #expect(json["severity"] as? String == rule.severity.rawValue)
            #expect(json["category"] as? String == rule.category.rawValue)
            // A page a person can open, not a file of this repository.
            #expect(json["help"] == nil)
            #expect(json["helpUri"] as? String == rule.references.compactMap(\.url).first)
            #expect(json["tags"] as? [String] == rule.tags)
            #expect((json["references"] as? [[String: Any]])?.compactMap { $0["text"] as? String }
                == rule.references.map(\.description))
        }
        #expect(object["errors"] as? [String] == ["Specs/broken.primerspec:1:1: error: cannot read the file"])
    }

    @Test func everyResultHasAnOutcomeAndTheSummaryCountsThem() throws {
        let object = try Self.object()
        let results = try #require(object["results"] as? [[String: Any]])
        let outcomes = results.compactMap { $0["outcome"] as? String }
        #expect(outcomes.count == results.count)
        #expect(Set(outcomes) == ["fail", "warning", "pass", "not-applicable", "accepted"])
        #expect(results.allSatisfy { ["rule", "severity", "block", "message"].allSatisfy($0.keys.contains) })
        let summary = try #require(object["summary"] as? [String: Int])
        #expect(summary == ["fail": 2, "warning": 1, "accepted": 1, "pass": 29, "notApplicable": 8])
        #expect(summary.values.reduce(0, +) == results.count)
        for (key, outcome) in [("fail", "fail"), ("warning", "warning"), ("accepted", "accepted"), ("pass", "pass"),
                               ("notApplicable", "not-applicable")] {
            #expect(summary[key] == outcomes.filter { $0 == outcome }.count)
        }
    }

    @Test func aResultCarriesWhereWhatAndWhy() throws {
        let results = try #require(try Self.object()["results"] as? [[String: Any]])
        let heading = try #require(results.first { $0["rule"] as? String == "one-heading" })
        #expect(heading["outcome"] as? String == "fail")
        #expect(heading["severity"] as? String == "error")
        #expect(heading["block"] as? String == AuditTest.block)
        #expect(heading["part"] as? String == "title")
        #expect(heading["state"] as? String == "ready")
        #expect(heading["file"] as? String == AuditReportFixture.path)
        #expect(heading["line"] as? Int == 1)
        #expect(heading["column"] as? Int == 1)
        #expect(heading["message"] as? String == "the title \"Scan <receipts> & \"more\"\" reads as "
            + "\"Scan <receipts> & \"more\"\", without \"Heading.\"; needs one heading")
        let accepted = try #require(results.first { $0["outcome"] as? String == "accepted" })
        #expect(accepted["reason"] as? String == AuditReportFixture.reason)
        #expect(accepted["part"] as? String == "symbol")
        // A `--block` result has no file, line or column.
        let last = try #require(results.last)
        #expect(last["file"] == nil && last["line"] == nil)
    }

    @Test func theEnvironmentIsAnObjectOfWhatWasSet() throws {
        let model = AuditFakeModel.clean {
            $0.pairs[.dark]?[0] = AuditFakeModel.pair(AuditFakeModel.title, .text(.body, bold: false), "gray", on: "black", 2)
            $0.reducedMotion[AuditFakeModel.tap] = Timeline(tracks: [AuditFakeModel.fade(AuditFakeModel.symbol, 0.5)])
        }
        let report = AuditReport(audits: [SpecAudit(path: nil, block: AuditTest.block, subject: "audit fake",
                                                    results: Auditor().audit(AuditTest.subject(model)))])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(JSONReporter().render(report).utf8))
            as? [String: Any])
        let results = try #require(object["results"] as? [[String: Any]])
        let contrast = try #require(results.first { $0["rule"] as? String == "text-contrast" })
        #expect(contrast["environment"] as? [String: String] == ["appearance": "dark"])
        let fade = try #require(results.first { $0["rule"] as? String == "fades-are-short" })
        #expect(fade["environment"] as? [String: Bool] == ["reduceMotion": true])
        #expect(fade["transition"] as? String == "ready -> done via tap")
        #expect(results.first { $0["rule"] as? String == "element-has-label" }?["environment"] == nil)
    }
}
