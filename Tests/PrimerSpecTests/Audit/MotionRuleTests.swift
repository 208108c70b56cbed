import PrimerModel
import PrimerMotion
@testable import PrimerSpec
@testable import PrimerSyntax
@testable import PrimerTestSupport
import Testing

/// The motion rules: nothing moves under Reduce Motion, its fades are short, and motion that runs
/// by itself for over 5 s can be stopped.
@Suite("Audit rules: motion")
struct MotionRuleTests {
    typealias Fake = AuditFakeModel

    static let reduced = FindingEnvironment(reduceMotion: true)
    static let full = FindingEnvironment(reduceMotion: false)
    static let reducedSection = SectionTarget.motion(Fake.tap, environment: PrimerEnvironment(reduceMotion: true))
    static let fullSection = SectionTarget.motion(Fake.tap, environment: PrimerEnvironment(reduceMotion: false))

    static let noMovement = NoMovementUnderReduceMotionCheck()
    @Test(arguments: [
        RuleCase(name: "a fade under Reduce Motion; the scale only in full motion", model: .clean,
                 expected: [AuditTest.pass(noMovement)]),
        RuleCase(name: "a scale and a bouncing spring under Reduce Motion", model: .clean {
            $0.reducedMotion[Fake.tap] = Timeline(tracks: [
                Track(part: Fake.symbol, change: .scale(from: 0.8, to: 1), curve: .easeOut(duration: 0.2)),
                Track(part: Fake.go, change: .opacity(from: 0, to: 1), curve: .bouncy, start: 0.1),
            ])
        }, expected: [
            AuditTest.finding(noMovement, part: Fake.symbol, state: Fake.done, transition: Fake.tap,
                              environment: reduced, message: "under Reduce Motion, 0.00 symbol: scales"),
            AuditTest.finding(noMovement, part: Fake.go, state: Fake.done, transition: Fake.tap, environment: reduced,
                              message: "under Reduce Motion, 0.10 go: spring bounces (bounce 0.3)"),
        ]),
        RuleCase(name: "a fade that repeats under Reduce Motion", model: .clean {
            $0.reducedMotion[Fake.tap] = Timeline(tracks: [
                Track(part: Fake.ring, change: .opacity(from: 1, to: 0), curve: .linear(duration: 0.2),
                      repetition: .times(2, every: 0.5)),
            ])
        }, expected: [
            AuditTest.finding(noMovement, part: Fake.ring, state: Fake.done, transition: Fake.tap, environment: reduced,
                              message: "under Reduce Motion, 0.00 ring: repeats 2 times every 0.50 s "
                                  + "(Apple: reduce repeating animation)"),
        ]),
    ])
    func noMovementUnderReduceMotion(_ rule: RuleCase) {
        expectResults(AuditTest.results(Self.noMovement, rule.model), rule.expected)
    }

    static let fades = FadesAreShortCheck()
    @Test(arguments: [
        RuleCase(name: "a 0.2 s fade", model: .clean, expected: [AuditTest.pass(fades)]),
        RuleCase(name: "a 0.35 s fade, and a movement the other rule judges", model: .clean {
            $0.reducedMotion[Fake.tap] = Timeline(tracks: [
                Fake.fade(Fake.symbol, 0.35),
                Track(part: Fake.go, change: .scale(from: 0.8, to: 1), curve: .easeOut(duration: 0.2)),
            ])
        }, expected: [
            AuditTest.finding(fades, part: Fake.symbol, state: Fake.done, transition: Fake.tap, environment: reduced,
                              message: "under Reduce Motion, 0.00 symbol: runs 0.35 s, longer than the 0.20 s fade limit"),
        ]),
        RuleCase(name: "a long fade in full motion only", model: .clean {
            $0.fullMotion[Fake.tap] = Timeline(tracks: [Fake.fade(Fake.symbol, 1)])
        }, expected: [AuditTest.pass(fades)]),
    ])
    func fadesAreShort(_ rule: RuleCase) {
        expectResults(AuditTest.results(Self.fades, rule.model), rule.expected)
    }

    static let canStop = AutomaticMotionCanStopCheck()
    static let pauseAdvice = "; needs a way to pause, stop or hide it, or to end within 5 s"
    @Test(arguments: [
        RuleCase(name: "motion that plays once", model: .clean, expected: [AuditTest.pass(canStop)]),
        RuleCase(name: "a pulse that repeats within 5 s", model: .clean {
            $0.fullMotion[Fake.tap] = Timeline(tracks: [
                Track(part: Fake.ring, change: .scale(from: 1, to: 1.2), curve: .easeInOut(duration: 0.5),
                      repetition: .times(3, every: 2)),
            ])
        }, expected: [AuditTest.pass(canStop)]),
        RuleCase(name: "rings that pulse for ever, on two transitions: found once", model: .clean {
            let rings = Timeline(tracks: [
                Track(part: Fake.ring, change: .scale(from: 1, to: 1.4), curve: .easeOut(duration: 2.5),
                      repetition: .forever(every: 2.71)),
            ])
            $0.fullMotion = [Fake.tap: rings, Fake.leave: rings]
        }, expected: [
            AuditTest.finding(canStop, part: Fake.ring, state: Fake.done, transition: Fake.tap, environment: full,
                              message: "ring moves or blinks on repeat for ever" + pauseAdvice),
        ]),
        RuleCase(name: "a blink that repeats for 5.5 s", model: .clean {
            $0.fullMotion[Fake.tap] = Timeline(tracks: [
                Track(part: Fake.go, change: .opacity(from: 1, to: 0.5), curve: .linear(duration: 0.5),
                      repetition: .times(3, every: 2.5)),
            ])
        }, expected: [
            AuditTest.finding(canStop, part: Fake.go, state: Fake.done, transition: Fake.tap, environment: full,
                              message: "go moves or blinks on repeat for 5.50 s" + pauseAdvice),
        ]),
    ])
    func automaticMotionCanStop(_ rule: RuleCase) {
        expectResults(AuditTest.results(Self.canStop, rule.model), rule.expected)
    }
}
