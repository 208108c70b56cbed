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
public struct PrimingMotionPlanner: Hashable, Sendable {
    /// Creates a planner.
    public init() {}

    /// The timeline of a transition.
    public func plan(_ transition: GateTransition, environment: PrimerEnvironment) -> Timeline {
        var tracks: [Track] = []
        let from = transition.from.screen
        let to = transition.to.screen
        let fromView = PrimingPart.view(of: from)
        let toView = PrimingPart.view(of: to)
        if fromView != toView {
            tracks.append(Track(part: fromView, change: .disappear(.opacity), curve: .instant))
            tracks.append(Track(part: toView, change: .appear(.opacity), curve: .instant))
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
