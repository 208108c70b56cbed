import PrimerModel
import PrimerMotion
import PrimerScreen
import PrimerSpec
import PrimerSyntax
@testable import PrimerTestSupport
import Testing

/// The screen's timelines as PermissionPrimerScreen animates them: rings pulsing for ever, staggered spring
/// benefits, and PermissionPrimerScreen's own Reduce Motion variant.
@Suite("Primer screen: motion")
struct ScreenMotionTests {
    static func appear(_ model: PrimerScreenModel = Screen.sample, reduceMotion: Bool = false) -> Timeline {
        model.timeline(for: Screen.transition("appear"), environment: PrimerEnvironment(reduceMotion: reduceMotion))
    }

    static let spring = Curve.spring(duration: 0.5, bounce: 0.2)

    @Test func theFullAppearTimeline() {
        expectSameLines(Self.appear().lines, [
            "0.00  +2.00  ring.0     scale 1 -> 1.7      easeOut(2)        repeat forever every 2.71",
            "0.00  +2.00  ring.0     opacity 0.5 -> 0    easeOut(2)        repeat forever every 2.71",
            "0.20  +0.67  benefit.0  opacity 0 -> 1      spring(0.5, 0.2)",
            "0.20  +0.67  benefit.0  offset 0,18 -> 0,0  spring(0.5, 0.2)",
            "0.32  +0.67  benefit.1  opacity 0 -> 1      spring(0.5, 0.2)",
            "0.32  +0.67  benefit.1  offset 0,18 -> 0,0  spring(0.5, 0.2)",
            "0.44  +0.67  benefit.2  opacity 0 -> 1      spring(0.5, 0.2)",
            "0.44  +0.67  benefit.2  offset 0,18 -> 0,0  spring(0.5, 0.2)",
            "0.70  +2.00  ring.1     scale 1 -> 1.7      easeOut(2)        repeat forever every 2.71",
            "0.70  +2.00  ring.1     opacity 0.5 -> 0    easeOut(2)        repeat forever every 2.71",
            "2.70  +0.01  ring.0     scale 1.7 -> 1      linear(0.01)      repeat forever every 2.71",
            "2.70  +0.01  ring.0     opacity 0 -> 0.5    linear(0.01)      repeat forever every 2.71",
            "2.70  +0.01  ring.1     scale 1.7 -> 1      linear(0.01)      repeat forever every 2.71",
            "2.70  +0.01  ring.1     opacity 0 -> 0.5    linear(0.01)      repeat forever every 2.71",
        ])
    }

    @Test("Each ring widens, then snaps back, for ever every 2.71 s", arguments: [(0, 0.0), (1, 0.7)])
    func ring(_ ring: Int, widenStart: Double) {
        let tracks = Self.appear().tracks.filter { $0.part == .ring(ring) }
        let forever = Repetition.forever(every: 2.71)
        let widen = Curve.easeOut(duration: 2)
        let snap = Curve.linear(duration: 0.01)
        #expect(tracks == [
            Track(part: .ring(ring), change: .scale(from: 1, to: 1.7), curve: widen, start: widenStart, repetition: forever),
            Track(part: .ring(ring), change: .opacity(from: 0.5, to: 0), curve: widen, start: widenStart, repetition: forever),
            Track(part: .ring(ring), change: .scale(from: 1.7, to: 1), curve: snap, start: 2.7, repetition: forever),
            Track(part: .ring(ring), change: .opacity(from: 0, to: 0.5), curve: snap, start: 2.7, repetition: forever),
        ])
        // Each track's own run fits in the period: 2 s widening + 0.7 s wait + 0.01 s snap.
        #expect(tracks.allSatisfy { $0.duration <= ($0.repetition?.period ?? 0) })
    }

    @Test("Benefit i starts at 0.2 + 0.12 × i on spring(0.5, 0.2)", arguments: 0..<3)
    func benefit(_ index: Int) {
        let tracks = Self.appear().tracks.filter { $0.part == .screenBenefit(index) }
        let start = 0.2 + 0.12 * Double(index)
        #expect(tracks == [
            Track(part: .screenBenefit(index), change: .opacity(from: 0, to: 1), curve: Self.spring, start: start),
            Track(part: .screenBenefit(index), change: .offset(from: Offset(y: 18), to: .zero), curve: Self.spring,
                  start: start),
        ])
        #expect(tracks.allSatisfy { !$0.repeats })
    }

    @Test func theBenefitSpringSettlesByItsPhysics() throws {
        let track = try #require(Self.appear().tracks.first { $0.part == .screenBenefit(0) })
        #expect(track.duration == Self.spring.duration)
        #expect(track.duration > 0.5 && track.duration < 1.0)
        #expect(track.curve.bounces)
    }

    @Test func reduceMotionDrawsNoRingsAndFadesEveryBenefitAtOnce() {
        let timeline = Self.appear(reduceMotion: true)
        #expect(!timeline.tracks.contains { $0.part.name == "ring" })
        #expect(timeline.tracks == (0..<3).map { index in
            Track(part: .screenBenefit(index), change: .opacity(from: 0, to: 1), curve: .easeInOut(duration: 0.2))
        })
        #expect(!timeline.tracks.contains { if case .offset = $0.change { true } else { false } })
        #expect(timeline.cues.isEmpty)
        expectSameLines(timeline.lines, [
            "0.00  +0.20  benefit.0  opacity 0 -> 1  easeInOut(0.2)",
            "0.00  +0.20  benefit.1  opacity 0 -> 1  easeInOut(0.2)",
            "0.00  +0.20  benefit.2  opacity 0 -> 1  easeInOut(0.2)",
        ])
    }

    @Test func theReduceMotionTimelinePassesTheMotionAudit() {
        #expect(MotionAudit.audit(Self.appear(reduceMotion: true)).isEmpty)
    }

    @Test func theFullMotionRingsNeedAWayToPause() {
        let findings = PauseStopHideAudit.audit(Self.appear())
        #expect(Set(findings.map(\.track.part)) == [.ring(0), .ring(1)])
        #expect(findings.count == 8)
        #expect(findings.allSatisfy { $0.severity == .warning })
        #expect(findings.allSatisfy { $0.problem == .needsPause(lasts: .infinity, limit: 5) })
    }

    @Test("Continue and skip only call their closures", arguments: [
        ("continue", "onContinue"), ("skip", "onSkip"),
    ])
    func buttons(_ event: String, _ callback: String) {
        for reduceMotion in [false, true] {
            let timeline = Screen.sample.timeline(for: Screen.transition(event),
                                                  environment: PrimerEnvironment(reduceMotion: reduceMotion))
            #expect(timeline.tracks.isEmpty)
            #expect(timeline.cues == [Cue(.call(Callback(callback)))])
        }
    }

    @Test func withoutSkipThereIsNoSkipTransition() {
        let model = Screen.withoutSkip
        #expect(model.transitions.map(\.via) == ["appear", "continue"])
        #expect(model.transitions(from: "ready", to: "ready", via: "skip").isEmpty)
        #expect(model.timeline(for: Screen.transition("skip"), environment: .standard).isEmpty)
    }

    @Test func withSkipEveryEventIsATransition() {
        #expect(Screen.sample.transitions.map(\.description) == [
            "ready -> ready via appear", "ready -> ready via continue", "ready -> ready via skip",
        ])
    }

    @Test func theRingsRepeatSoTheTimelineIsEndless() {
        #expect(Self.appear().isEndless)
        #expect(!Self.appear(reduceMotion: true).isEndless)
    }
}
