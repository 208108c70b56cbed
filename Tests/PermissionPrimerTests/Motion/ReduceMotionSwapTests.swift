@testable import PermissionPrimer
import PrimerModel
@testable import PrimerMotion
@testable import PrimerTestSupport
import Testing

@Suite("Reduce Motion swap")
struct ReduceMotionSwapTests {
    @Test("Every movement becomes a fade; changes that do not move stay", arguments: [
        (Change.symbolReplace(from: "bell", to: "checkmark"), Change?.some(.fade(from: "bell", to: "checkmark"))),
        (.scale(from: 0.8, to: 1), .fade(from: "scale(0.8)", to: "scale(1)")),
        (.offset(from: Offset(x: 0, y: 8), to: .zero), .fade(from: "offset(0,8)", to: "offset(0,0)")),
        (.rotation(from: 0, to: 90), .fade(from: "rotation(0)", to: "rotation(90)")),
        (.appear(.move(.bottom)), .appear(.opacity)), (.appear(.scale), .appear(.opacity)),
        (.disappear(.slide), .disappear(.opacity)), (.disappear(.push(.top)), .disappear(.opacity)),
        (.symbolEffect("bounce"), nil),
        (.color(from: .textPrimary, to: .success), .color(from: .textPrimary, to: .success)),
        (.opacity(from: 0, to: 1), .opacity(from: 0, to: 1)), (.text, .text),
        (.progress(shown: true), .progress(shown: true)), (.appear(.opacity), .appear(.opacity)),
        (.fade(from: "a", to: "b"), .fade(from: "a", to: "b")),
    ])
    func changes(change: Change, expected: Change?) {
        #expect(ReduceMotionSwap.standard.swap(change) == expected)
        #expect(expected?.movement == nil)
    }

    @Test("Springs become easeInOut(0.2); longer eases shorten; shorter eases stay", arguments: [
        (Curve.smooth, Curve.easeInOut(duration: 0.2)), (.bouncy, .easeInOut(duration: 0.2)),
        (.default, .easeInOut(duration: 0.2)), (.easeIn, .easeIn(duration: 0.2)), (.linear, .linear(duration: 0.2)),
        (.easeOut(duration: 0.1), .easeOut(duration: 0.1)),
    ])
    func curves(curve: Curve, expected: Curve) {
        #expect(ReduceMotionSwap.standard.swap(curve) == expected)
    }

    @Test("The fade is at most 0.3 s", arguments: [(0.25, 0.25), (1.0, 0.3), (-1.0, 0.0), (Double.nan, 0.2)])
    func clamped(requested: Double, actual: Double) {
        #expect(ReduceMotionSwap(fadeDuration: requested).fadeDuration == actual)
        #expect(ReduceMotionSwap.standardFade <= ReduceMotionSwap.maximumFade)
    }

    @Test("Tracks keep their part and start; cues are untouched; symbol effects are removed")
    func timeline() {
        let cues = [Cue(.haptic(.success)), Cue(.call(.onGranted(.granted)), at: 1)]
        let timeline = Timeline(tracks: [
            Track(part: .symbol, change: .symbolReplace(from: "a", to: "b"), curve: .bouncy, start: 0.3),
            Track(part: .symbol, change: .symbolEffect("bounce"), curve: .snappy, start: 0.5),
        ], cues: cues)
        #expect(ReduceMotionSwap.standard.apply(to: timeline) == Timeline(tracks: [
            Track(part: .symbol, change: .fade(from: "a", to: "b"), curve: .easeInOut(duration: 0.2), start: 0.3),
        ], cues: cues))
    }

    @Test("A repeating track is removed, whether it moves or only fades; the rest keeps its times", arguments: [
        Track(part: .symbol, change: .scale(from: 1, to: 1.7), curve: .easeOut(duration: 2), repetition: .forever(every: 2.71)),
        Track(part: .symbol, change: .symbolReplace(from: "a", to: "b"), curve: .smooth, repetition: .times(3, every: 1)),
        Track(part: .title, change: .offset(from: Offset(y: 4), to: .zero), curve: .bouncy, start: 0.3,
              repetition: .times(2, every: 0.82)),
        Track(part: .symbol, change: .opacity(from: 0.5, to: 0), curve: .easeOut(duration: 2), repetition: .forever(every: 2.71)),
        Track(part: .symbol, change: .color(from: .accent, to: .success), curve: .easeInOut(duration: 0.2),
              repetition: .times(2, every: 0.2)),
    ])
    func repeatingRemoved(track: Track) {
        #expect(ReduceMotionSwap.standard.swap(track) == nil)
        let kept = Track(part: .title, change: .text, curve: .smooth, start: 0.3)
        let cues = [Cue(.haptic(.success))]
        let swapped = ReduceMotionSwap.standard.apply(to: Timeline(tracks: [track, kept], cues: cues))
        #expect(swapped == Timeline(tracks: [Track(part: .title, change: .text, curve: .easeInOut(duration: 0.2), start: 0.3)],
                                    cues: cues))
        #expect(MotionAudit.audit(swapped).isEmpty && !swapped.isEndless)
    }

    @Test("PermissionPrimerScreen's rings are gone under Reduce Motion: they stand still")
    func designRings() {
        let swapped = ReduceMotionSwap.standard.apply(to: RepetitionFormatTests.rings)
        #expect(swapped.isEmpty)
        #expect(PauseStopHideAudit.audit(swapped).isEmpty)
    }

    @Test("Swapping twice changes nothing more", arguments: PlannedCase.all)
    func idempotent(planned: PlannedCase) {
        let reduced = planned.plan(reduceMotion: true)
        #expect(ReduceMotionSwap.standard.apply(to: reduced) == reduced)
    }
}
