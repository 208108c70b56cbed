import PrimerAccessibility
import PrimerModel
@testable import PrimerMotion
@testable import PrimerSpec
@testable import PrimerSyntax
@testable import PrimerTestSupport
import Testing

/// The rules about asking: the purpose string, the primer's wording, one way on, the tracking
/// primer, and a way out that leaves.
@Suite("Audit rules: asking for permission")
struct PrivacyRuleTests {
    typealias Fake = AuditFakeModel
    static let key = "NSCameraUsageDescription"

    static func purposes(_ values: AuditFacts.PurposeString.Value...) -> AuditFakeModel {
        .clean { model in
            model.facts.purposeStrings = values.enumerated().map { index, value in
                AuditFacts.PurposeString(key: index == 0 ? key : "NSKey\(index)UsageDescription", value: value)
            }
        }
    }

    static let purpose = PurposeStringCheck()
    @Test(arguments: [
        RuleCase(name: "the reason in words", model: .clean, expected: [AuditTest.pass(purpose)]),
        RuleCase(name: "missing, and one not known", model: purposes(.missing, .unknown), expected: [
            AuditTest.finding(purpose, message: "\(key) is missing; needs the reason in words"),
        ]),
        RuleCase(name: "empty", model: purposes(.given(" \t")), expected: [
            AuditTest.finding(purpose, message: "\(key) is empty; needs the reason in words"),
        ]),
        RuleCase(name: "build-setting placeholders", model: purposes(.given("$(PRODUCT_NAME) scans"), .given("${APP}")),
                 expected: [
                     AuditTest.finding(purpose, message: "\(key) is a build-setting placeholder ($(PRODUCT_NAME) scans); "
                                           + "needs the reason in words"),
                     AuditTest.finding(purpose, message: "NSKey1UsageDescription is a build-setting placeholder (${APP}); "
                                           + "needs the reason in words"),
                 ]),
        RuleCase(name: "no purpose string needed", model: purposes(), expected: [
            AuditTest.notApplicable(purpose, "the request needs no purpose string"),
        ]),
        RuleCase(name: "no Info.plist given", model: purposes(.unknown), expected: [
            AuditTest.notApplicable(purpose, "no Info.plist given: the purpose string cannot be checked"),
        ]),
    ])
    func purposeString(_ rule: RuleCase) {
        expectResults(AuditTest.results(Self.purpose, rule.model), rule.expected)
    }

    static func primary(_ label: String) -> AuditFakeModel {
        .clean { $0.elements[Fake.ready]?[2] = Fake.button(Fake.go, label) }
    }

    static let wording = PrimerWordingCheck()
    static func wordingFinding(_ label: String, _ word: String) -> AuditResult {
        AuditTest.finding(wording, part: Fake.go, state: Fake.ready,
                          message: "go reads \"\(label)\", which starts with \"\(word)\": before the system's question a button must not word the answer "
                              + "for the person (App Review 5.1.1(iv)); expected \"Continue\" or \"Next\", as Apple's Human "
                              + "Interface Guidelines title it")
    }

    @Test(arguments: [
        RuleCase(name: "Continue", model: .clean, expected: [AuditTest.pass(wording)]),
        RuleCase(name: "Allowance is not Allow", model: primary("Allowance plan"), expected: [AuditTest.pass(wording)]),
        RuleCase(name: "Allow Camera Access", model: primary("Allow Camera Access"),
                 expected: [wordingFinding("Allow Camera Access", "allow")]),
        RuleCase(name: "Turn On Notifications", model: primary("Turn On Notifications"),
                 expected: [wordingFinding("Turn On Notifications", "turn on")]),
        RuleCase(name: "OK", model: primary("OK"), expected: [wordingFinding("OK", "ok")]),
        RuleCase(name: "no button leads to the question", model: .clean { $0.facts.primaryButton = nil }, expected: [
            AuditTest.notApplicable(wording, "the block names no button that leads to the system's question"),
        ]),
    ])
    func primerWording(_ rule: RuleCase) {
        expectResults(AuditTest.results(Self.wording, rule.model), rule.expected)
    }

    /// The rule matches a word followed by a space only: punctuation right after the answer word
    /// ("Allow…", "OK!", "Enable,") words the answer just as much and passes.
    @Test(arguments: ["Allow…", "OK!", "Enable, please"])
    func primerWordingSeesPunctuatedAnswers(_ label: String) {
        let results = AuditTest.results(Self.wording, Self.primary(label))
        #expect(results.map(\.outcome) == [.fail])
    }

    static let wayOn = OneWayOnCheck()
    @Test(arguments: [
        RuleCase(name: "one button", model: .clean, expected: [AuditTest.pass(wayOn)]),
        RuleCase(name: "a second button, dimmed", model: .clean {
            $0.elements[Fake.ready]?.append(Fake.button(Fake.later, "Not now", traits: [.button, .notEnabled]))
        }, expected: [AuditTest.pass(wayOn)]),
        RuleCase(name: "Not now beside Continue", model: .clean {
            $0.elements[Fake.ready]?.append(Fake.button(Fake.later, "Not now"))
        }, expected: [
            AuditTest.finding(wayOn, part: Fake.later, state: Fake.ready,
                              message: "the asking screen offers \"Not now\" beside go; needs one button"),
        ]),
        RuleCase(name: "no asking screen named", model: .clean { $0.facts.askingStates = [] }, expected: [
            AuditTest.notApplicable(wayOn, "the block names no asking screen"),
        ]),
    ])
    func oneWayOn(_ rule: RuleCase) {
        expectResults(AuditTest.results(Self.wayOn, rule.model), rule.expected)
    }

    static let tracking = TrackingPrimerCheck()
    @Test(arguments: [
        RuleCase(name: "a tracking primer that explains", model: .clean { $0.facts.primesTracking = true },
                 expected: [AuditTest.pass(tracking)]),
        RuleCase(name: "a reward and a picture of the alert", model: .clean {
            $0.facts.primesTracking = true
            $0.facts.showsAlertPicture = true
            $0.elements[Fake.ready]?[1] = Fake.text(Fake.body, "Allow tracking and earn 100 coins.")
        }, expected: [
            AuditTest.finding(tracking, message: "the screen draws a picture of the tracking alert; needs none"),
            AuditTest.finding(tracking, part: Fake.body, state: Fake.ready,
                              message: "body offers \"coins\" (\"Allow tracking and earn 100 coins.\"); needs no "
                                  + "incentive to allow tracking"),
        ]),
        RuleCase(name: "not a tracking primer", model: .clean { $0.facts.showsAlertPicture = true }, expected: [
            AuditTest.notApplicable(tracking, "the block does not prime tracking"),
        ]),
    ])
    func trackingPrimer(_ rule: RuleCase) {
        expectResults(AuditTest.results(Self.tracking, rule.model), rule.expected)
    }

    static let wayOut = WayOutCheck()
    static let stay = TransitionName(from: Fake.ready, to: Fake.ready, via: "later")
    @Test(arguments: [
        RuleCase(name: "the way out leaves", model: .clean, expected: [AuditTest.pass(wayOut)]),
        RuleCase(name: "Not now brings the same screen back", model: .clean {
            $0.transitionList.append(stay)
            $0.facts.exits.append(AuditFacts.Exit(part: Fake.later, transition: stay, leaves: false))
        }, expected: [
            AuditTest.finding(wayOut, part: Fake.later, state: Fake.ready, transition: stay,
                              message: "later (ready -> ready via later) brings the same screen back; needs to leave it"),
        ]),
        RuleCase(name: "no way out", model: .clean { $0.facts.exits = [] }, expected: [
            AuditTest.notApplicable(wayOut, "the block offers no way out besides the request"),
        ]),
        RuleCase(name: "an exit the block cannot take", model: .clean {
            $0.facts.exits = [AuditFacts.Exit(part: Fake.later, transition: stay, leaves: false)]
        }, expected: [AuditTest.notApplicable(wayOut, "the block offers no way out besides the request")]),
    ])
    func aWayOut(_ rule: RuleCase) {
        expectResults(AuditTest.results(Self.wayOut, rule.model), rule.expected)
    }
}
