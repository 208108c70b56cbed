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
///
/// Every figure and gate comes from the ``ScreenDesign``: a copy whose rings are drawn under
/// Reduce Motion pulses there too, and one whose offset has no `reduceMotion` gate rises there.
public struct ScreenMotionPlanner: Hashable, Sendable {
    /// The design the screen's animations come from.
    public var design: ScreenDesign

    /// Creates a planner.
    public init(design: ScreenDesign = .published) {
        self.design = design
    }

    /// The timeline of a transition; an unknown one has none.
    public func plan(_ transition: TransitionName, content: ScreenContent, environment: PrimerEnvironment) -> Timeline {
        switch transition.via {
        case "appear":
            return appear(content, reduceMotion: environment.reduceMotion)
        case "continue":
            return Timeline(cues: [Cue(.call(ScreenCallbacks.onContinue))])
        case "skip":
            return Timeline(cues: [Cue(.call(ScreenCallbacks.onSkip))])
        default:
            return .empty
        }
    }

    /// The rings' and benefits' tracks. Under Reduce Motion the published design draws no rings and
    /// fades every benefit in at once.
    private func appear(_ content: ScreenContent, reduceMotion: Bool) -> Timeline {
        let rings = !reduceMotion || design.ringsUnderReduceMotion ? (0..<design.ringCount).flatMap(ringTracks) : []
        let entrance = reduceMotion ? design.benefitReducedEntrance : design.benefitEntrance
        let rise = reduceMotion ? design.benefitRiseUnderReduceMotion : design.benefitRise
        return Timeline(tracks: rings + content.benefits.indices.flatMap { benefitTracks($0, entrance: entrance, rise: rise) })
    }

    /// One ring widening and fading out, then snapping back, for ever.
    private func ringTracks(_ ring: Int) -> [Track] {
        let delay = Double(ring) * design.ringStagger
        let widen = design.ringWiden
        let snap = design.ringSnap
        let snapDelay = Double(design.ringCount - 1 - ring) * design.ringStagger
        let snapStart = delay + widen.duration + snapDelay
        // One cycle: the delay before widening, the widening, the delay before snapping, the snap.
        let period = delay + widen.duration + snapDelay + snap.duration
        let repetition = Repetition.forever(every: period)
        let (rest, wide) = (design.ringScale.lowerBound, design.ringScale.upperBound)
        let (shown, gone) = (design.ringOpacityRest, design.ringOpacityWide)
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

    /// A benefit row fading in and, when it rises, rising into place, after its stagger.
    private func benefitTracks(_ index: Int, entrance: ScreenDesign.Entrance, rise: Double) -> [Track] {
        let start = entrance.start(index)
        var tracks = [Track(part: .screenBenefit(index), change: .opacity(from: design.benefitHiddenOpacity, to: 1),
                            curve: entrance.curve, start: start)]
        if rise != 0 {
            tracks.append(Track(part: .screenBenefit(index), change: .offset(from: Offset(y: rise), to: .zero),
                                curve: entrance.curve, start: start))
        }
        return tracks
    }
}
