import PrimerModel
import PrimerMotion
import PrimerSpec
import PrimerSyntax

/// A transition's timeline with full motion beside its Reduce Motion counterpart, at one Dynamic
/// Type size, so a page can draw the swap on one time scale.
package struct MotionComparison: Hashable, Sendable {
    /// The transition.
    package var transition: TransitionName
    /// The Dynamic Type size both timelines are planned at.
    package var dynamicTypeSize: DynamicTypeSize
    /// Whether the section checks the Reduce Motion timeline (else the full-motion one).
    package var checksReduceMotion: Bool
    /// The timeline with Reduce Motion off.
    package var fullMotion: Timeline
    /// The timeline with Reduce Motion on.
    package var reduceMotion: Timeline

    /// Creates a comparison from its values.
    package init(transition: TransitionName, dynamicTypeSize: DynamicTypeSize, checksReduceMotion: Bool,
                fullMotion: Timeline, reduceMotion: Timeline) {
        self.transition = transition
        self.dynamicTypeSize = dynamicTypeSize
        self.checksReduceMotion = checksReduceMotion
        self.fullMotion = fullMotion
        self.reduceMotion = reduceMotion
    }

    /// Plans both timelines of a transition with a model, in the section's environment.
    package init(transition: TransitionName, environment: PrimerEnvironment, model: any BlockModel) {
        let size = environment.dynamicTypeSize
        self.init(transition: transition, dynamicTypeSize: size, checksReduceMotion: environment.reduceMotion,
                  fullMotion: model.timeline(for: transition, environment: PrimerEnvironment(dynamicTypeSize: size)),
                  reduceMotion: model.timeline(for: transition,
                                               environment: PrimerEnvironment(dynamicTypeSize: size, reduceMotion: true)))
    }
}
