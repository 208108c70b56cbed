import PrimerAccessibility
import PrimerModel
import PrimerMotion
import PrimerSpec
import PrimerSyntax

/// The primer screen's timelines, as the PermissionPrimerScreen's code animates them.
///
/// On appear, two rings behind the hero pulse for ever (`phaseAnimator`): ring r widens with
/// `easeOut(2).delay(r × 0.7)` and snaps back with `linear(0.01).delay((1 − r) × 0.7)`, so both
/// repeat every 2.71 s, the second 0.7 s behind the first. Each benefit fades in and rises 18 pt
/// with `spring(duration: 0.5, bounce: 0.2)` after 0.2 + 0.12 × index s. Continue and skip only
/// call their closures.
///
/// Under Reduce Motion PermissionPrimerScreen has its own variant, planned here rather than swapped: the rings
/// are not drawn at all (absent, not faded), and the benefits fade in together with
/// `easeInOut(0.2)`, without rising.
public struct ScreenMotionPlanner: Hashable, Sendable {
    /// Creates a planner.
    public init() {}

    /// The timeline of a transition; an unknown one has none.
    public func plan(_ transition: TransitionName, content: ScreenContent, environment: PrimerEnvironment) -> Timeline {
        switch transition.via {
        case "appear":
            return environment.reduceMotion ? reducedAppear(content) : appear(content)
        case "continue":
            return Timeline(cues: [Cue(.call(ScreenCallbacks.onContinue))])
        case "skip":
            return Timeline(cues: [Cue(.call(ScreenCallbacks.onSkip))])
        default:
            return .empty
        }
    }

    /// The rings' and benefits' tracks with full motion.
    private func appear(_ content: ScreenContent) -> Timeline {
        Timeline(tracks: (0..<ScreenMetrics.ringCount).flatMap(ringTracks)
                 + content.benefits.indices.flatMap(benefitTracks))
    }

    /// Under Reduce Motion: no rings; every benefit fades in at once.
    private func reducedAppear(_ content: ScreenContent) -> Timeline {
        let fade = Curve.easeInOut(duration: ScreenMetrics.reduceMotionFade)
        return Timeline(tracks: content.benefits.indices.map { index in
            Track(part: .screenBenefit(index), change: .opacity(from: 0, to: 1), curve: fade)
        })
    }

    /// One ring widening and fading out, then snapping back, for ever.
    private func ringTracks(_ ring: Int) -> [Track] {
        let delay = Double(ring) * ScreenMetrics.ringStagger
        let widen = Curve.easeOut(duration: ScreenMetrics.ringWiden)
        let snap = Curve.linear(duration: ScreenMetrics.ringSnap)
        let snapDelay = Double(ScreenMetrics.ringCount - 1 - ring) * ScreenMetrics.ringStagger
        let snapStart = delay + ScreenMetrics.ringWiden + snapDelay
        // One cycle: the delay before widening, the widening, the delay before snapping, the snap.
        let period = delay + ScreenMetrics.ringWiden + snapDelay + ScreenMetrics.ringSnap
        let repetition = Repetition.forever(every: period)
        let (rest, wide) = ScreenMetrics.ringScale
        let (shown, gone) = ScreenMetrics.ringOpacity
        return [
            Track(part: .ring(ring), change: .scale(from: rest, to: wide), curve: widen, start: delay,
                  repetition: repetition),
            Track(part: .ring(ring), change: .opacity(from: shown, to: gone), curve: widen, start: delay,
                  repetition: repetition),
            Track(part: .ring(ring), change: .scale(from: wide, to: rest), curve: snap, start: snapStart,
                  repetition: repetition),
            Track(part: .ring(ring), change: .opacity(from: gone, to: shown), curve: snap, start: snapStart,
                  repetition: repetition),
        ]
    }

    /// A benefit row fading in and rising into place on its spring, after its stagger.
    private func benefitTracks(_ index: Int) -> [Track] {
        let spring = Curve.spring(duration: ScreenMetrics.benefitSpring.duration,
                                  bounce: ScreenMetrics.benefitSpring.bounce)
        let start = ScreenMetrics.benefitDelay + ScreenMetrics.benefitStagger * Double(index)
        return [
            Track(part: .screenBenefit(index), change: .opacity(from: 0, to: 1), curve: spring, start: start),
            Track(part: .screenBenefit(index), change: .offset(from: Offset(y: ScreenMetrics.benefitRise), to: .zero),
                  curve: spring, start: start),
        ]
    }
}
