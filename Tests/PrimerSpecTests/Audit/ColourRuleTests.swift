import PrimerAccessibility
import PrimerModel
@testable import PrimerMotion
@testable import PrimerSpec
@testable import PrimerSyntax
@testable import PrimerTestSupport
import Testing

/// The contrast rules, in light and dark: text (4.5:1, 3:1 when large) and control shapes (3:1).
@Suite("Audit rules: contrast")
struct ColourRuleTests {
    typealias Fake = AuditFakeModel

    static let text = TextContrastCheck()
    @Test(arguments: [
        RuleCase(name: "black on white, white on black", model: .clean, expected: [AuditTest.pass(text)]),
        RuleCase(name: "exactly 4.5:1", model: .clean {
            $0.pairs[.light]?.append(Fake.pair(Fake.body, .text(.body, bold: false), "grey", on: "white", 4.5))
        }, expected: [AuditTest.pass(text)]),
        RuleCase(name: "secondary text at 3.44:1 in light only", model: .clean {
            $0.pairs[.light]?.append(Fake.pair(Fake.body, .text(.body, bold: false), "secondaryLabel",
                                               on: "systemBackground", 3.44))
            $0.pairs[.dark]?.append(Fake.pair(Fake.body, .text(.body, bold: false), "secondaryLabel",
                                              on: "systemBackground", 6.1))
        }, expected: [
            AuditTest.finding(text, part: Fake.body, environment: FindingEnvironment(appearance: .light),
                              message: "body (body 17pt, text): secondaryLabel on systemBackground is 3.44:1, needs 4.5:1"),
        ]),
        RuleCase(name: "large bold text below 3:1, in both appearances", model: .clean {
            $0.pairs[.light]?[0] = Fake.pair(Fake.title, .text(.title, bold: true), "gray", on: "white", 2.9)
            $0.pairs[.dark]?[0] = Fake.pair(Fake.title, .text(.title, bold: true), "gray", on: "black", 2.999)
        }, expected: [Appearance.light, .dark].map { appearance in
            AuditTest.finding(text, part: Fake.title, environment: FindingEnvironment(appearance: appearance),
                              message: "title (title 28pt bold, large text): gray on \(appearance == .light ? "white" : "black") "
                                  + "is \(appearance == .light ? "2.90" : "3.00"):1, needs 3:1")
        }),
        RuleCase(name: "no colours stated", model: .clean { $0.pairs = [:] }, expected: [
            AuditTest.notApplicable(text, "the block states no colours (no contrast sections)"),
        ]),
        RuleCase(name: "only shapes stated", model: .clean {
            $0.pairs = [.light: [Fake.pair(Fake.go, .shape, "blue", on: "white", 4.02)]]
        }, expected: [AuditTest.notApplicable(text, "the block states no colours (no contrast sections)")]),
    ])
    func textContrast(_ rule: RuleCase) {
        expectResults(AuditTest.results(Self.text, rule.model), rule.expected)
    }

    static let nonText = NonTextContrastCheck()
    @Test(arguments: [
        RuleCase(name: "the button's fill at 4.02:1 and 5.2:1", model: .clean, expected: [AuditTest.pass(nonText)]),
        RuleCase(name: "exactly 3:1; a decorative symbol at 1.2:1", model: .clean {
            $0.pairs[.light] = [Fake.pair(Fake.go, .shape, "teal", on: "white", 3),
                                Fake.pair(Fake.symbol, .decorative, "mint", on: "white", 1.2)]
        }, expected: [AuditTest.pass(nonText)]),
        RuleCase(name: "a fill and a graphic below 3:1", model: .clean {
            $0.pairs[.dark] = [Fake.pair(Fake.go, .shape, "indigo", on: "black", 2.5),
                               Fake.pair(Fake.symbol, .graphic, "gray", on: "black", 2.98)]
        }, expected: [
            AuditTest.finding(nonText, part: Fake.go, environment: FindingEnvironment(appearance: .dark),
                              message: "go's shape: indigo on black is 2.50:1, needs 3:1"),
            AuditTest.finding(nonText, part: Fake.symbol, environment: FindingEnvironment(appearance: .dark),
                              message: "symbol's graphic: gray on black is 2.98:1, needs 3:1"),
        ]),
        RuleCase(name: "only text and decoration stated", model: .clean {
            $0.pairs = [.light: [Fake.pair(Fake.title, .text(.title, bold: true), "black", on: "white", 21),
                                 Fake.pair(Fake.symbol, .decorative, "mint", on: "white", 1.2)]]
        }, expected: [AuditTest.notApplicable(nonText, "the block states no colours of control shapes or graphics")]),
    ])
    func nonTextContrast(_ rule: RuleCase) {
        expectResults(AuditTest.results(Self.nonText, rule.model), rule.expected)
    }
}
