import PrimerModel
import Testing
@testable import PrimerMotion

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

    @Test("Swapping twice changes nothing more", arguments: PlannedCase.all)
    func idempotent(planned: PlannedCase) {
        let reduced = planned.plan(reduceMotion: true)
        #expect(ReduceMotionSwap.standard.apply(to: reduced) == reduced)
    }
}
