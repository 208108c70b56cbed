@testable import PermissionPrimer
import PrimerModel
@testable import PrimerMotion
@testable import PrimerTestSupport
import Testing

@Suite("Motion audit")
struct MotionAuditTests {
    static let fade = Curve.easeInOut(duration: 0.2)

    @Test("Each kind of bad track is caught, with its reason", arguments: [
        (Track(part: .symbol, change: .scale(from: 0.8, to: 1), curve: fade, start: 0.3),
         MotionProblem.Problem.moves(.scale)),
        (Track(part: .title, change: .offset(from: Offset(y: 8), to: .zero), curve: fade), .moves(.offset)),
        (Track(part: .symbol, change: .rotation(from: 0, to: 90), curve: fade), .moves(.rotation)),
        (Track(part: .symbol, change: .symbolReplace(from: "bell.badge", to: "checkmark.circle"), curve: fade),
         .moves(.symbolReplace)),
        (Track(part: .symbol, change: .symbolEffect("bounce"), curve: fade), .moves(.symbolEffect("bounce"))),
        (Track(part: .done, change: .appear(.move(.bottom)), curve: fade), .moves(.transition(.move(.bottom)))),
        (Track(part: .error, change: .disappear(.slide), curve: fade), .moves(.transition(.slide))),
        (Track(part: .done, change: .appear(.scale), curve: fade), .moves(.transition(.scale))),
        (Track(part: .title, change: .text, curve: .easeInOut(duration: 0.35)), .tooLong(duration: 0.35, limit: 0.2)),
    ])
    func catchesBadTrack(track: Track, problem: MotionProblem.Problem) {
        let timeline = Timeline(tracks: [track], cues: [Cue(.haptic(.success))])
        #expect(MotionAudit.audit(timeline, fadeLimit: 0.2) == [MotionProblem(track: track, problem: problem)])
    }

    @Test("A bouncing spring is caught twice: it bounces and it runs longer than a fade")
    func bouncingSpring() {
        let track = Track(part: .symbol, change: .opacity(from: 0, to: 1), curve: .bouncy)
        #expect(MotionAudit.audit(Timeline(tracks: [track]), fadeLimit: 0.2) == [
            MotionProblem(track: track, problem: .moves(.bouncingSpring(bounce: 0.3))),
            MotionProblem(track: track, problem: .tooLong(duration: Curve.bouncy.duration, limit: 0.2)),
        ])
    }

    @Test("A repeating track is caught under Reduce Motion, even a short fade; with its movements first", arguments: [
        (Track(part: .symbol, change: .opacity(from: 0.5, to: 0), curve: fade, repetition: .forever(every: 2.71)),
         [MotionProblem.Problem.repeats(.forever(every: 2.71))]),
        (Track(part: .title, change: .color(from: .accent, to: .success), curve: fade, repetition: .times(3, every: 1)),
         [.repeats(.times(3, every: 1))]),
        (Track(part: .symbol, change: .scale(from: 1, to: 1.7), curve: .easeOut(duration: 2), repetition: .forever(every: 2.71)),
         [.moves(.scale), .repeats(.forever(every: 2.71)), .tooLong(duration: 2, limit: 0.2)]),
    ])
    func repeatingTrack(track: Track, problems: [MotionProblem.Problem]) {
        let findings = MotionAudit.audit(Timeline(tracks: [track]), fadeLimit: 0.2)
        #expect(findings == problems.map { MotionProblem(track: track, problem: $0) })
        #expect(findings.allSatisfy { $0.severity == .error })
    }

    @Test("A repetition reads as its count and period")
    func repeatsDescription() {
        #expect(MotionProblem.Problem.repeats(.forever(every: 2.71)).description
            == "repeats forever every 2.71 s (Apple: reduce repeating animation)")
        let finding = MotionProblem(track: Track(part: .symbol, change: .opacity(from: 0, to: 1), curve: Self.fade, start: 0.7,
                                                repetition: .times(3, every: 1)),
                                   problem: .repeats(.times(3, every: 1)))
        #expect(finding.description == "0.70 symbol: repeats 3 times every 1.00 s (Apple: reduce repeating animation)")
    }

    @Test("Fades, colour, opacity, words and progress within the limit pass", arguments: [
        Change.fade(from: "bell", to: "checkmark"), .color(from: .textPrimary, to: .success), .opacity(from: 0, to: 1),
        .text, .progress(shown: true), .appear(.opacity), .disappear(.opacity),
    ])
    func fadesPass(change: Change) {
        let track = Track(part: .symbol, change: change, curve: Self.fade, start: 0.3)
        #expect(MotionAudit.audit(Timeline(tracks: [track]), fadeLimit: 0.2) == [])
    }

    @Test("Findings read as the track's time, part and reason")
    func descriptions() {
        let finding = MotionProblem(
            track: Track(part: .symbol, change: .symbolReplace(from: "a", to: "b"), curve: Self.fade, start: 0.3),
            problem: .moves(.symbolReplace))
        #expect(finding.description == "0.30 symbol: symbol replace effect scales the symbols")
        let tooLong = MotionProblem(track: Track(part: .title, change: .text, curve: .easeInOut),
                                   problem: .tooLong(duration: 0.35, limit: 0.2))
        #expect(tooLong.description == "0.00 title: runs 0.35 s, longer than the 0.20 s fade limit")
    }

    @Test("Full-motion timelines are not Reduce Motion timelines: the audit flags the granted sequence")
    func fullMotionFails() throws {
        let planned = try #require(PlannedCase.find(.notifications, .requesting, .granted, via: .answer))
        let findings = MotionAudit.audit(planned.plan(reduceMotion: false))
        #expect(findings.contains { $0.track.part == .symbol && $0.problem == .moves(.symbolReplace) })
        #expect(findings.contains { $0.problem == .moves(.bouncingSpring(bounce: 0.15)) })
    }
}
