import PrimerAccessibility
import PrimerModel
@testable import PrimerMotion
@testable import PrimerSpec
@testable import PrimerSyntax
@testable import PrimerTestSupport
import Testing

/// The rules about what VoiceOver reads: each with a passing and a failing case, every result whole.
@Suite("Audit rules: VoiceOver")
struct VoiceOverRuleTests {
    typealias Fake = AuditFakeModel

    static let label = ElementHasLabelCheck()
    @Test(arguments: [
        RuleCase(name: "every element reads something", model: .clean, expected: [AuditTest.pass(label)]),
        RuleCase(name: "an empty button, in both states, is found once", model: .clean {
            $0.elements[Fake.ready]?[2] = Fake.button(Fake.go, "")
            $0.elements[Fake.done] = [Fake.button(Fake.go, "")]
        }, expected: [
            AuditTest.finding(label, part: Fake.go, state: Fake.ready, message: "go has no label: VoiceOver says only \"Button.\""),
        ]),
        RuleCase(name: "white space is no label", model: .clean { $0.elements[Fake.ready]?[1] = Fake.text(Fake.body, "  ") },
                 expected: [AuditTest.finding(label, part: Fake.body, state: Fake.ready,
                                              message: "body has no label: VoiceOver says only \"  \"")]),
    ])
    func elementHasLabel(_ rule: RuleCase) {
        expectResults(AuditTest.results(Self.label, rule.model), rule.expected)
    }

    static let redundant = LabelNotRedundantCheck()
    @Test(arguments: [
        RuleCase(name: "labels say what the element does", model: .clean {
            $0.elements[Fake.ready]?[2] = Fake.button(Fake.go, "Buttons and images")
        }, expected: [AuditTest.pass(redundant)]),
        RuleCase(name: "a button that says button, an image that says icon", model: .clean {
            $0.elements[Fake.ready] = [Fake.image(Fake.symbol, "Camera icon"), Fake.button(Fake.go, "Continue button")]
        }, expected: [
            AuditTest.finding(redundant, part: Fake.symbol, state: Fake.ready,
                              message: "symbol's label \"Camera icon\" says \"icon\", which VoiceOver already says: "
                                  + "\"Camera icon. Image.\""),
            AuditTest.finding(redundant, part: Fake.go, state: Fake.ready,
                              message: "go's label \"Continue button\" says \"button\", which VoiceOver already says: "
                                  + "\"Continue button. Button.\""),
        ]),
        RuleCase(name: "a heading that says heading", model: .clean {
            $0.elements[Fake.ready]?[0] = Fake.heading(Fake.title, "Heading: Scan")
        }, expected: [
            AuditTest.finding(redundant, part: Fake.title, state: Fake.ready,
                              message: "title's label \"Heading: Scan\" says \"heading\", which VoiceOver already says: "
                                  + "\"Heading: Scan. Heading.\""),
        ]),
    ])
    func labelNotRedundant(_ rule: RuleCase) {
        expectResults(AuditTest.results(Self.redundant, rule.model), rule.expected)
    }

    static let heading = OneHeadingCheck()
    @Test(arguments: [
        RuleCase(name: "the title is the one heading", model: .clean, expected: [AuditTest.pass(heading)]),
        RuleCase(name: "only the asking states count", model: .clean {
            $0.elements[Fake.done] = [Fake.text(Fake.title, "All set")]
        }, expected: [AuditTest.pass(heading)]),
        RuleCase(name: "the title is not a heading", model: .clean {
            $0.elements[Fake.ready]?[0] = Fake.text(Fake.title, "Scan receipts", style: .title)
        }, expected: [
            AuditTest.finding(heading, part: Fake.title, state: Fake.ready,
                              message: "the title \"Scan receipts\" reads as \"Scan receipts\", without \"Heading.\"; "
                                  + "needs one heading"),
        ]),
        RuleCase(name: "no heading and no title named: every state", model: .clean {
            $0.elements[Fake.ready]?[0] = Fake.text(Fake.title, "Scan receipts")
            $0.elements[Fake.done] = [Fake.text(Fake.title, "All set")]
            $0.facts.title = nil
            $0.facts.askingStates = []
        }, expected: [Fake.ready, Fake.done].map { state in
            AuditTest.finding(heading, state: state, message: "no element is read with \"Heading.\"; needs one heading")
        }),
        RuleCase(name: "two headings", model: .clean {
            $0.elements[Fake.ready]?[1] = Fake.heading(Fake.body, "We read the total for you.")
        }, expected: [
            AuditTest.finding(heading, part: Fake.body, state: Fake.ready, message: "2 headings (title, body); needs one"),
        ]),
    ])
    func oneHeading(_ rule: RuleCase) {
        expectResults(AuditTest.results(Self.heading, rule.model), rule.expected)
    }

    static let decorative = DecorativeImageHiddenCheck()
    @Test(arguments: [
        RuleCase(name: "the symbol is hidden", model: .clean, expected: [AuditTest.pass(decorative)]),
        RuleCase(name: "the symbol is read, in two states: found once", model: .clean {
            $0.elements[Fake.ready]?.insert(Fake.image(Fake.symbol, "bell badge fill"), at: 1)
            $0.elements[Fake.done]?.append(Fake.image(Fake.symbol, "bell badge fill"))
        }, expected: [
            AuditTest.finding(decorative, part: Fake.symbol, state: Fake.ready,
                              message: "VoiceOver reads the symbol symbol as \"bell badge fill. Image.\"; a decorative "
                                  + "image needs to be hidden"),
        ]),
    ])
    func decorativeImageHidden(_ rule: RuleCase) {
        expectResults(AuditTest.results(Self.decorative, rule.model), rule.expected)
    }

    static let announced = ResultAnnouncedCheck()
    @Test(arguments: [
        RuleCase(name: "the result is announced", model: .clean, expected: [AuditTest.pass(announced)]),
        RuleCase(name: "the result is silent", model: .clean { $0.announced = [:] }, expected: [
            AuditTest.finding(announced, state: Fake.done, transition: Fake.tap,
                              message: "ready -> done via tap changes what the screen says and announces nothing; "
                                  + "needs an announcement"),
        ]),
        RuleCase(name: "no result transition", model: .clean { $0.facts.resultTransitions = [] }, expected: [
            AuditTest.notApplicable(announced, "the block shows no result of its own (it does not learn the answer)"),
        ]),
        RuleCase(name: "a result transition the block does not make", model: .clean {
            $0.announced = [:]
            $0.facts.resultTransitions = [TransitionName(from: Fake.ready, to: "granted", via: "answer")]
        }, expected: [
            AuditTest.notApplicable(announced, "the block shows no result of its own (it does not learn the answer)"),
        ]),
    ])
    func resultAnnounced(_ rule: RuleCase) {
        expectResults(AuditTest.results(Self.announced, rule.model), rule.expected)
    }
}
