import Foundation
@testable import PrimerCLI
@testable import PrimerMotion
@testable import PrimerReports
@testable import PrimerSpec
@testable import PrimerSyntax
@testable import PrimerTestSupport
import Testing

/// The SARIF 2.1.0 log GitHub code scanning reads: the rules with help and WCAG tags, and each
/// finding with its rule, level, message and the spec line it is about.
@Suite("Audit SARIF report")
struct SARIFReportTests {
    static func log() throws -> [String: Any] {
        let text = SARIFReporter().render(try AuditReportFixture.report())
        return try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    static func run() throws -> [String: Any] {
        let runs = try #require(try log()["runs"] as? [[String: Any]])
        #expect(runs.count == 1)
        return try #require(runs.first)
    }

    static func rules() throws -> [[String: Any]] {
        let tool = try #require(try run()["tool"] as? [String: Any])
        let driver = try #require(tool["driver"] as? [String: Any])
        #expect(driver["name"] as? String == "primer-spec")
        #expect(driver["version"] as? String == ToolVersion.current)
        return try #require(driver["rules"] as? [[String: Any]])
    }

    static func results() throws -> [[String: Any]] {
        try #require(try run()["results"] as? [[String: Any]])
    }

    @Test func isSARIF210() throws {
        let log = try Self.log()
        #expect(log["version"] as? String == "2.1.0")
        #expect(log["$schema"] as? String == "https://json.schemastore.org/sarif-2.1.0.json")
    }

    @Test func everyRuleHasItsIdHelpAndTags() throws {
        let rules = try Self.rules()
        // Every rule of the catalogue, then the pseudo-rule of a spec that could not be audited.
        #expect(rules.compactMap { $0["id"] as? String } == RuleCatalogue.rules.map(\.id) + ["spec-error"])
        for (object, rule) in zip(rules, RuleCatalogue.rules) {
            #expect((object["shortDescription"] as? [String: Any])?["text"] as? String == rule.title)
            let help = try #require((object["help"] as? [String: Any])?["text"] as? String)
            #expect(help.hasPrefix(rule.explanation))
            #expect(rule.references.allSatisfy { help.contains($0.description) })
            let tags = try #require((object["properties"] as? [String: Any])?["tags"] as? [String])
            #expect(tags == rule.tags)
            #expect(tags.first == rule.category.rawValue)
            let level = (object["defaultConfiguration"] as? [String: Any])?["level"] as? String
            #expect(level == ["error": "error", "warning": "warning", "info": "note"][rule.severity.rawValue])
        }
    }

    @Test(arguments: [
        ("text-contrast", ["colour", "wcag143", "wcag-aa"], "https://www.w3.org/WAI/WCAG22/Understanding/contrast-minimum.html"),
        ("touch-target", ["layout", "platform", "wcag255", "wcag-aaa", "wcag258", "wcag-aa"],
         "https://www.w3.org/WAI/WCAG22/Understanding/target-size-enhanced.html"),
        ("one-heading", ["voiceover", "wcag131", "wcag-a", "wcag246", "wcag-aa"],
         "https://www.w3.org/WAI/WCAG22/Understanding/info-and-relationships.html"),
        ("automatic-motion-can-stop", ["motion", "wcag222", "wcag-a"],
         "https://www.w3.org/WAI/WCAG22/Understanding/pause-stop-hide.html"),
        ("primer-wording", ["privacy", "platform"], nil),
    ] as [(String, [String], String?)])
    func wcagTagsAndHelpLinks(_ id: String, _ tags: [String], _ helpUri: String?) throws {
        let rule = try #require(try Self.rules().first { $0["id"] as? String == id })
        #expect((rule["properties"] as? [String: Any])?["tags"] as? [String] == tags)
        #expect(rule["helpUri"] as? String == helpUri)
    }

    @Test func findingsAndAcceptedFindingsAreResultsAtTheirSpecLines() throws {
        let report = try AuditReportFixture.report()
        // The spec that could not be read comes last, as a `spec-error` result.
        let results = try Self.results().filter { $0["ruleId"] as? String != "spec-error" }
        let reported = report.results.filter { $0.isFinding || $0.isAccepted }
        #expect(results.count == reported.count)
        #expect(results.compactMap { $0["ruleId"] as? String } == reported.map(\.rule))
        #expect(results.compactMap { $0["level"] as? String } == ["error", "error", "warning", "error"])
        let ids = RuleCatalogue.rules.map(\.id)
        for (object, result) in zip(results, reported) {
            #expect(object["ruleIndex"] as? Int == ids.firstIndex(of: result.rule))
            #expect((object["message"] as? [String: Any])?["text"] as? String == TextReporter.line(result))
            let locations = try #require(object["locations"] as? [[String: Any]])
            let physical = try #require(locations.first?["physicalLocation"] as? [String: Any])
            #expect((physical["artifactLocation"] as? [String: Any])?["uri"] as? String == AuditReportFixture.path)
            let region = try #require(physical["region"] as? [String: Any])
            let line = try #require(region["startLine"] as? Int)
            #expect(line >= 1 && line == result.location?.line)
            #expect(region["startColumn"] as? Int == 1)
        }
    }

    @Test func acceptedFindingsCarryASuppressionWithTheReason() throws {
        let results = try Self.results()
        let suppressed = results.filter { $0["suppressions"] != nil }
        #expect(suppressed.compactMap { $0["ruleId"] as? String } == ["decorative-image-hidden"])
        let suppressions = try #require(suppressed.first?["suppressions"] as? [[String: Any]])
        #expect(suppressions.count == 1)
        #expect(suppressions.first?["kind"] as? String == "inSource")
        #expect(suppressions.first?["justification"] as? String == AuditReportFixture.reason)
    }

    /// Passes and rules that do not apply are left out; so are the results of a `--block` audit,
    /// which all pass here. A `--block` finding would carry no location (there is no spec).
    @Test func passesAreLeftOutAndABlockFindingHasNoLocation() throws {
        #expect(try Self.results().allSatisfy { ($0["message"] as? [String: Any])?["text"] as? String != nil })
        let model = AuditFakeModel.clean { $0.elements[AuditFakeModel.ready]?[0].label = "" }
        let report = AuditReport(audits: [SpecAudit(path: nil, block: AuditTest.block, subject: "audit fake",
                                                    results: Auditor().audit(AuditTest.subject(model)))])
        let log = try #require(try JSONSerialization.jsonObject(with: Data(SARIFReporter().render(report).utf8))
            as? [String: Any])
        let results = try #require(((log["runs"] as? [[String: Any]])?.first)?["results"] as? [[String: Any]])
        #expect(results.compactMap { $0["ruleId"] as? String } == ["element-has-label"])
        #expect(results.allSatisfy { $0["locations"] == nil })
    }

    /// A spec that could not be read makes the audit exit 2, but the SARIF log does not say so:
    /// code scanning shows nothing for it.
    @Test func aSpecThatCouldNotBeReadIsInTheLog() throws {
        let text = SARIFReporter().render(try AuditReportFixture.report())
        #expect(text.contains(AuditReportFixture.brokenPath))
    }
}
