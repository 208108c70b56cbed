import PrimerModel
@testable import PrimerSpec
@testable import PrimerTestSupport
import Testing

/// The catalogue as data: twenty rules with stable kebab-case ids, each with a title, a
/// severity, what it rests on, an explanation and its `Docs/Rules.md` anchor.
@Suite("Audit rule catalogue")
struct RuleCatalogueTests {
    static let ids = [
        "element-has-label", "label-not-redundant", "one-heading", "decorative-image-hidden", "touch-target",
        "text-contrast", "non-text-contrast", "text-scales", "result-announced", "no-movement-under-reduce-motion",
        "fades-are-short", "automatic-motion-can-stop", "purpose-string", "primer-wording", "one-way-on",
        "tracking-primer", "a-way-out", "translation-missing", "text-never-localized", "purpose-string-localized",
    ]

    @Test func twentyRulesInReportOrder() {
        #expect(RuleCatalogue.rules.map(\.id) == Self.ids)
        #expect(Set(Self.ids).count == 20)
        #expect(Self.ids.allSatisfy { $0.wholeMatch(of: /[a-z]+(-[a-z]+)*/) != nil })
        #expect(Self.ids.allSatisfy { RuleCatalogue.rule($0)?.id == $0 })
        #expect(RuleCatalogue.rule("one-headings") == nil)
    }

    @Test(arguments: RuleCatalogue.rules)
    func everyRuleIsDescribed(_ rule: RuleDefinition) {
        #expect(!rule.title.isEmpty)
        #expect(rule.explanation.count > 80)
        #expect(!rule.references.isEmpty)
        #expect(rule.anchor == "Docs/Rules.md#\(rule.id)")
        #expect(rule.tags.first == rule.category.rawValue)
    }

    @Test(arguments: [
        ("element-has-label", Severity.error, ["4.1.2"]), ("label-not-redundant", .warning, []),
        ("one-heading", .error, ["1.3.1", "2.4.6"]), ("decorative-image-hidden", .error, ["1.1.1"]),
        ("touch-target", .error, ["2.5.5", "2.5.8"]), ("text-contrast", .error, ["1.4.3"]),
        ("non-text-contrast", .error, ["1.4.11"]), ("text-scales", .error, ["1.4.4"]),
        ("result-announced", .error, ["4.1.3"]), ("no-movement-under-reduce-motion", .error, ["2.3.3"]),
        ("fades-are-short", .warning, []), ("automatic-motion-can-stop", .warning, ["2.2.2"]),
        ("purpose-string", .error, []), ("primer-wording", .error, []), ("one-way-on", .warning, []),
        ("tracking-primer", .error, []), ("a-way-out", .error, []),
    ] as [(String, Severity, [String])])
    func severityAndWCAGCriteria(_ id: String, _ severity: Severity, _ criteria: [String]) throws {
        let rule = try #require(RuleCatalogue.rule(id))
        #expect(rule.severity == severity)
        let numbers = rule.references.compactMap { reference -> String? in
            if case .wcag(let number, _, _) = reference { number } else { nil }
        }
        #expect(numbers == criteria)
        // A rule without a WCAG criterion rests on a platform source.
        #expect(criteria.isEmpty == rule.references.allSatisfy { if case .platform = $0 { true } else { false } })
    }
}
