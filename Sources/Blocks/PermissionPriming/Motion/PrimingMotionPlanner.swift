import PrimerModel
import PrimerMotion
import PrimerSpec

/// The timelines of the Permission Priming templates' gate. The templates declare no animation anywhere (no `withAnimation`,
/// no `.animation`, no transition), so every change is instant (`Curve.instant`) and nothing moves:
///
/// - a screen change is the old view going and the new one coming, each `opacity` (SwiftUI's
///   default transition, which plays no animation outside one) and instant;
/// - Enable's title giving way to its progress view, and back when the priming view stays, is an
///   instant `progress` change of `enable`;
/// - the request, the closures and Open Settings are cues at 0.00; the status reads between them
///   take no time on this clock (**choice**: their latency is the system's).
///
/// With Reduce Motion on, the timeline is the same: the templates read no Reduce Motion setting, and
/// nothing in it moves. What the system animates itself (its alert, the Health sheet, a dismissed
/// sheet or navigation pop, the progress view's spin) is not the templates' and not on the timeline.
///
/// A copy of the templates that animates the gate (``PrimingDesign/ScreenChange``: an `.animation(…, value:)`
/// on the gate's `Group`, with the views' transitions) changes the screen changes it animates: the
/// old view goes and the new one comes with their transitions, on the animation's curve. Under
/// Reduce Motion the planner takes the copy's reduced change, the same one unless the copy reads
/// `accessibilityReduceMotion` around it.
public struct PrimingMotionPlanner: Hashable, Sendable {
    /// The design: the published templates' (nothing animates) or a copy's.
    public var design: PrimingDesign

    /// Creates a planner.
    public init(design: PrimingDesign = .published) {
        self.design = design
    }

    /// The timeline of a transition.
    public func plan(_ transition: GateTransition, environment: PrimerEnvironment) -> Timeline {
        var tracks: [Track] = []
        let from = transition.from.screen
        let to = transition.to.screen
        let fromView = PrimingPart.view(of: from)
        let toView = PrimingPart.view(of: to)
        if fromView != toView {
            if let change = design.screenChange(reduceMotion: environment.reduceMotion),
               change.animates(from: from, to: to) {
                tracks.append(Track(part: fromView, change: .disappear(change.transition(of: fromView)), curve: change.curve))
                tracks.append(Track(part: toView, change: .appear(change.transition(of: toView)), curve: change.curve))
            } else {
                tracks.append(Track(part: fromView, change: .disappear(.opacity), curve: .instant))
                tracks.append(Track(part: toView, change: .appear(.opacity), curve: .instant))
            }
        } else if from != to {
            tracks.append(Track(part: PrimingPart.enable, change: .progress(shown: to == .requesting), curve: .instant))
        }
        let cues = transition.effects.compactMap { effect -> Cue? in
            switch effect {
            case .request(let request, _): Cue(.request(request.token))
            case .call(let callback): Cue(.call(callback.callback))
            case .openSettings: Cue(.openURL(GateEffect.settingsURL))
            case .readStatus, .requestNeverReturns: nil
            }
        }
        return Timeline(tracks: tracks, cues: cues)
    }
}
