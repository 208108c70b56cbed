import PrimerAccessibility
@testable import PrimerAppDump
import PrimerModel
@testable import PrimerMotion
@testable import PrimerSpec
@testable import PrimerSyntax
@testable import PrimerTestSupport
import Testing

/// The rules about size: touch targets at every Dynamic Type size, and text that keeps growing.
@Suite("Audit rules: targets and text size")
struct LayoutRuleTests {
    typealias Fake = AuditFakeModel

    static let target = TouchTargetCheck()
    static func targets(_ size: DynamicTypeSize) -> SectionTarget {
        .targets(state: Fake.ready, environment: PrimerEnvironment(dynamicTypeSize: size))
    }

    @Test(arguments: [
        RuleCase(name: "50 pt by the full width", model: .clean, expected: [AuditTest.pass(target)]),
        RuleCase(name: "exactly 44 × 44 pt", model: .clean {
            $0.targets = [TouchTarget(part: Fake.go, height: .atLeast(44), width: .atLeast(44))]
        }, expected: [AuditTest.pass(target)]),
        RuleCase(name: "40 pt high, at every size: found once, at the first", model: .clean {
            $0.targets = [TouchTarget(part: Fake.go, height: .atLeast(40), width: .fullWidth)]
        }, expected: [
            AuditTest.finding(target, part: Fake.go, state: Fake.ready,
                              environment: FindingEnvironment(dynamicTypeSize: .xSmall),
                              message: "go: its height is at least 40pt; needs at least 44pt × 44pt"),
        ]),
        RuleCase(name: "no minimum either way", model: .clean {
            $0.targets = [TouchTarget(part: Fake.go, height: .unset, width: .unset)]
        }, expected: [
            AuditTest.finding(target, part: Fake.go, state: Fake.ready,
                              environment: FindingEnvironment(dynamicTypeSize: .xSmall),
                              message: "go: its height has no minimum (it follows the text and padding) and its width "
                                  + "has no minimum (it follows the text and padding); needs at least 44pt × 44pt"),
        ]),
        RuleCase(name: "too narrow at accessibility5 only", model: .clean {
            $0.targetsBySize[.accessibility5] = [TouchTarget(part: Fake.go, height: .atLeast(50), width: .atLeast(43.5))]
        }, expected: [
            AuditTest.finding(target, part: Fake.go, state: Fake.ready,
                              environment: FindingEnvironment(dynamicTypeSize: .accessibility5),
                              message: "go: its width is at least 43.5pt; needs at least 44pt × 44pt"),
        ]),
    ])
    func touchTarget(_ rule: RuleCase) {
        expectResults(AuditTest.results(Self.target, rule.model), rule.expected)
    }

    /// A block whose buttons state no touch target passes, where the contrast rules, lacking
    /// colours, say they do not apply: a pass nothing was measured for.
    @Test func buttonsWithNoStatedTargetDoNotPass() {
        let results = AuditTest.results(Self.target, AuditFakeModel.clean { $0.targets = [] })
        #expect(results.count == 1)
        #expect(results.map(\.outcome) == [.notApplicable])
    }

    static let scales = TextScalesCheck()
    static func sizes(_ size: DynamicTypeSize) -> SectionTarget {
        .sizes(state: Fake.ready, environment: PrimerEnvironment(dynamicTypeSize: size))
    }

    @Test(arguments: [
        RuleCase(name: "every text grows; the hidden symbol is fixed", model: .clean, expected: [AuditTest.pass(scales)]),
        RuleCase(name: "an image VoiceOver reads may stop growing", model: .clean {
            $0.elements[Fake.ready]?.append(Fake.image(Fake.symbol, "Receipt"))
        }, expected: [AuditTest.pass(scales)]),
        RuleCase(name: "text capped at xxxLarge", model: .clean { $0.caps[Fake.body] = .xxxLarge }, expected: [
            AuditTest.finding(scales, part: Fake.body, state: Fake.ready,
                              environment: FindingEnvironment(dynamicTypeSize: .accessibility1),
                              message: "body stops growing at xxxLarge: 23pt there and 23pt at accessibility1; "
                                  + "text needs to keep growing"),
        ]),
        RuleCase(name: "text capped at accessibility3", model: .clean { $0.caps[Fake.go] = .accessibility3 }, expected: [
            AuditTest.finding(scales, part: Fake.go, state: Fake.ready,
                              environment: FindingEnvironment(dynamicTypeSize: .accessibility4),
                              message: "go stops growing at accessibility3: 40pt there and 40pt at accessibility4; "
                                  + "text needs to keep growing"),
        ]),
        RuleCase(name: "text of a fixed size", model: .clean {
            $0.elements[Fake.ready]?[1] = AccessibilityElement(id: Fake.body, label: "We read the total for you.",
                                                               traits: [.staticText], textStyle: .body, pointSize: 17,
                                                               scalesWithDynamicType: false)
        }, expected: [
            AuditTest.finding(scales, part: Fake.body, state: Fake.ready,
                              environment: FindingEnvironment(dynamicTypeSize: .accessibility1),
                              message: "body stops growing at xxxLarge: 17pt there and 17pt at accessibility1; "
                                  + "text needs to keep growing"),
        ]),
        RuleCase(name: "combined text is text; decoration is not", model: .clean {
            $0.hidden[Fake.ready] = [
                HiddenPart(id: Fake.symbol, reason: .decorative, textStyle: .body, pointSize: 0),
                HiddenPart(id: Fake.later, reason: .combined, textStyle: .footnote, pointSize: 0),
            ]
            $0.caps[Fake.symbol] = .xxxLarge
            $0.caps[Fake.later] = .accessibility2
        }, expected: [
            AuditTest.finding(scales, part: Fake.later, state: Fake.ready,
                              environment: FindingEnvironment(dynamicTypeSize: .accessibility3),
                              message: "later stops growing at accessibility2: 27pt there and 27pt at accessibility3; "
                                  + "text needs to keep growing"),
        ]),
    ])
    func textScales(_ rule: RuleCase) {
        expectResults(AuditTest.results(Self.scales, rule.model), rule.expected)
    }
}
