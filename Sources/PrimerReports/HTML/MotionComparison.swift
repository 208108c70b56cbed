import PrimerModel
import PrimerMotion
import PrimerSpec
import PrimerSyntax

/// A transition's timeline with full motion beside its Reduce Motion counterpart, at one Dynamic
/// Type size, so a page can draw the swap on one time scale.
public struct MotionComparison: Hashable, Sendable {
    /// The transition.
    public var transition: TransitionName
    /// The Dynamic Type size both timelines are planned at.
    public var dynamicTypeSize: DynamicTypeSize
    /// Whether the section checks the Reduce Motion timeline (else the full-motion one).
    public var checksReduceMotion: Bool
    /// The timeline with Reduce Motion off.
    public var fullMotion: Timeline
    /// The timeline with Reduce Motion on.
    public var reduceMotion: Timeline

    /// Creates a comparison from its values.
    public init(transition: TransitionName, dynamicTypeSize: DynamicTypeSize, checksReduceMotion: Bool,
                fullMotion: Timeline, reduceMotion: Timeline) {
        self.transition = transition
        self.dynamicTypeSize = dynamicTypeSize
        self.checksReduceMotion = checksReduceMotion
        self.fullMotion = fullMotion
        self.reduceMotion = reduceMotion
    }

    /// Plans both timelines of a transition with a model, in the section's environment.
    public init(transition: TransitionName, environment: PrimerEnvironment, model: any BlockModel) {
        let size = environment.dynamicTypeSize
        self.init(transition: transition, dynamicTypeSize: size, checksReduceMotion: environment.reduceMotion,
                  fullMotion: model.timeline(for: transition, environment: PrimerEnvironment(dynamicTypeSize: size)),
                  reduceMotion: model.timeline(for: transition,
                                               environment: PrimerEnvironment(dynamicTypeSize: size, reduceMotion: true)))
    }
}
