import Foundation
@testable import PrimerCLI
@testable import PrimerMotion
@testable import PrimerReports
@testable import PrimerSpec
@testable import PrimerSyntax
@testable import PrimerTestSupport
import Testing

/// The SARIF 2.1.0 log GitHub code scanning reads: the rules with help (references linked) and WCAG
/// tags, and each open finding with its rule, level, message, fingerprint and the span it is about.
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
            // GitHub shows the Markdown: it names every reference, links each that has a page, and
            // points at no file an adopter does not have.
            let markdown = try #require((object["help"] as? [String: Any])?["markdown"] as? String)
            #expect(markdown.hasPrefix(rule.explanation))
            for reference in rule.references {
                let text = SARIFReporter.markdownEscaped(reference.description)
                #expect(markdown.contains(reference.url.map { "[\(text)](\($0))" } ?? text))
            }
            #expect(!markdown.contains("Docs/"))
            let helpUri = try #require(object["helpUri"] as? String, "\(rule.id) has no helpUri")
            #expect(helpUri.hasPrefix("https://") && helpUri == rule.references.compactMap(\.url).first)
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
         "https://developer.apple.com/design/human-interface-guidelines/accessibility"),
        ("one-heading", ["voiceover", "wcag131", "wcag-a", "wcag246", "wcag-aa"],
         "https://www.w3.org/WAI/WCAG22/Understanding/info-and-relationships.html"),
        ("automatic-motion-can-stop", ["motion", "wcag222", "wcag-a"],
         "https://www.w3.org/WAI/WCAG22/Understanding/pause-stop-hide.html"),
        ("primer-wording", ["privacy", "platform"], "https://developer.apple.com/design/human-interface-guidelines/privacy"),
        ("label-not-redundant", ["voiceover", "platform"], "https://github.com/google/GTXiLib"),
        ("purpose-string", ["privacy", "platform"],
         "https://developer.apple.com/app-store/review/guidelines/#data-collection-and-storage"),
    ] as [(String, [String], String?)])
    func wcagTagsAndHelpLinks(_ id: String, _ tags: [String], _ helpUri: String?) throws {
        let rule = try #require(try Self.rules().first { $0["id"] as? String == id })
        #expect((rule["properties"] as? [String: Any])?["tags"] as? [String] == tags)
        #expect(rule["helpUri"] as? String == helpUri)
    }

    /// The driver names no home page the project does not have.
    @Test func theDriverHasNoInformationUri() throws {
        let driver = try #require((try Self.run()["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["informationUri"] == nil)
    }

    @Test func openFindingsAreResultsAtTheirSpecSpans() throws {
        let report = try AuditReportFixture.report()
        // The spec that could not be read comes last, as a `spec-error` result.
        let results = try Self.results().filter { $0["ruleId"] as? String != "spec-error" }
        let reported = report.results.filter(\.isFinding)
        #expect(results.count == reported.count)
        #expect(results.compactMap { $0["ruleId"] as? String } == reported.map(\.rule))
        #expect(results.compactMap { $0["level"] as? String } == ["error", "warning", "error"])
        let ids = RuleCatalogue.rules.map(\.id)
        for (object, result) in zip(results, reported) {
            #expect(object["ruleIndex"] as? Int == ids.firstIndex(of: result.rule))
            #expect((object["message"] as? [String: Any])?["text"] as? String == SARIFReporter.message(result))
            let locations = try #require(object["locations"] as? [[String: Any]])
            let physical = try #require(locations.first?["physicalLocation"] as? [String: Any])
            let artifact = try #require(physical["artifactLocation"] as? [String: Any])
            #expect(artifact["uri"] as? String == AuditReportFixture.path)
            #expect(artifact["uriBaseId"] as? String == "%SRCROOT%")
            let region = try #require(physical["region"] as? [String: Any])
            let range = result.finding.range
            #expect(region["startLine"] as? Int == range.lowerBound.line)
            #expect(region["startColumn"] as? Int == range.lowerBound.column)
            #expect(region["endLine"] as? Int == range.upperBound.line)
            #expect(region["endColumn"] as? Int == range.upperBound.column)
            #expect(range.upperBound.column > range.lowerBound.column)
            let fingerprint = (object["partialFingerprints"] as? [String: String])?[SARIFReporter.fingerprintKey]
            #expect(fingerprint?.wholeMatch(of: /[0-9a-f]{32}:[0-9]+/) != nil)
        }
    }

    /// GitHub's code scanning does not read `suppressions`: an accepted finding written with one
    /// would be an open alert. Accepted findings are left out (Docs/Outputs.md).
    @Test func acceptedFindingsAreLeftOut() throws {
        let results = try Self.results()
        #expect(results.allSatisfy { $0["suppressions"] == nil })
        #expect(try AuditReportFixture.report().results.contains(where: \.isAccepted))
        #expect(!results.contains { $0["ruleId"] as? String == "decorative-image-hidden" })
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

    /// However the spec's path was typed, the log names it relative to the repository root, and
    /// percent-encodes what RFC 3986 does not allow in a path.
    @Test(arguments: [
        ("/repo/Specs/a.primerspec", "Specs/a.primerspec", true),
        ("./Specs/a.primerspec", "Specs/a.primerspec", true),
        ("Specs/../Specs/a.primerspec", "Specs/a.primerspec", true),
        ("Specs/b,c:d é.primerspec", "Specs/b%2Cc%3Ad%20%C3%A9.primerspec", true),
        ("/elsewhere/a.primerspec", "file:///elsewhere/a.primerspec", false),
    ])
    func pathsAreRelativeToTheRootAndEncoded(_ typed: String, _ uri: String, _ relative: Bool) throws {
        var report = try AuditReportFixture.report()
        report.errors = []
        for index in report.audits.indices {
            report.audits[index].results = report.audits[index].results.map { result in
                var result = result
                var range = result.finding.range
                if result.finding.isLocated {
                    range.lowerBound.file = typed
                    result.finding.range = range
                }
                return result
            }
        }
        let text = SARIFReporter(paths: ReportPaths(root: "/repo")).render(report)
        let log = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let results = try #require(((log["runs"] as? [[String: Any]])?.first)?["results"] as? [[String: Any]])
        #expect(!results.isEmpty)
        for result in results {
            let physical = (result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any]
            let artifact = try #require(physical?["artifactLocation"] as? [String: Any])
            #expect(artifact["uri"] as? String == uri)
            #expect((artifact["uriBaseId"] as? String == "%SRCROOT%") == relative)
        }
    }
}
