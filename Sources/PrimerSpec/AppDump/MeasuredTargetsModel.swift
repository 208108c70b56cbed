import PrimerAccessibility
import PrimerModel
import PrimerMotion
import PrimerSyntax

/// A block model whose touch targets, in one state, are the frames an app's dump measured; every
/// other answer is the spec's model. Fed to the rule audit's touch-target rule, it judges the
/// shipped screen's real sizes rather than the sizes the design sets.
package struct MeasuredTargetsModel: BlockModel {
    /// The spec's model.
    package var base: any BlockModel
    /// The state the dump was taken in: the only state this model has.
    package var state: String
    /// The measured targets: each interactive element's frame, as a minimum of its own size.
    package var measured: [TouchTarget]

    /// Creates a model.
    package init(base: any BlockModel, state: String, measured: [TouchTarget]) {
        self.base = base
        self.state = state
        self.measured = measured
    }

    package var displayName: String { "\(base.displayName) as the app's dump shows it" }
    package var stateNames: [String] { [state] }
    package var eventNames: [String] { [] }
    package var transitions: [TransitionName] { [] }
    package var vocabulary: TimelineVocabulary { base.vocabulary }

    package func problem(withState state: String) -> StateProblem? {
        state == self.state ? nil : StateProblem("the dump shows the \(self.state) state only",
                                                 expected: "state '\(self.state)'")
    }

    package func tree(state: String, environment: PrimerEnvironment) -> AccessibilityTree {
        base.tree(state: state, environment: environment)
    }

    package func announcements(for transition: TransitionName) -> [Announcement] { [] }

    package func timeline(for transition: TransitionName, environment: PrimerEnvironment) -> Timeline { Timeline() }

    /// The measured targets, whatever the size: a frame in a dump is one size, taken at one setting.
    package func targets(state: String, environment: PrimerEnvironment) -> [TouchTarget] {
        state == self.state ? measured : []
    }

    package func contrast(appearance: Appearance) -> [ContrastPair] { [] }
}
