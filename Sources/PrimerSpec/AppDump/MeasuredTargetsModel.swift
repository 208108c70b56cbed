import PrimerAccessibility
import PrimerModel
import PrimerMotion
import PrimerSyntax

/// A block model whose touch targets, in one state, are the frames an app's dump measured; every
/// other answer is the spec's model. Fed to the rule audit's touch-target rule, it judges the
/// shipped screen's real sizes rather than the sizes the design sets.
public struct MeasuredTargetsModel: BlockModel {
    /// The spec's model.
    public var base: any BlockModel
    /// The state the dump was taken in: the only state this model has.
    public var state: String
    /// The measured targets: each interactive element's frame, as a minimum of its own size.
    public var measured: [TouchTarget]

    /// Creates a model.
    public init(base: any BlockModel, state: String, measured: [TouchTarget]) {
        self.base = base
        self.state = state
        self.measured = measured
    }

    public var displayName: String { "\(base.displayName) as the app's dump shows it" }
    public var stateNames: [String] { [state] }
    public var eventNames: [String] { [] }
    public var transitions: [TransitionName] { [] }
    public var vocabulary: TimelineVocabulary { base.vocabulary }

    public func problem(withState state: String) -> StateProblem? {
        state == self.state ? nil : StateProblem("the dump shows the \(self.state) state only",
                                                 expected: "state '\(self.state)'")
    }

    public func tree(state: String, environment: PrimerEnvironment) -> AccessibilityTree {
        base.tree(state: state, environment: environment)
    }

    public func announcements(for transition: TransitionName) -> [Announcement] { [] }

    public func timeline(for transition: TransitionName, environment: PrimerEnvironment) -> Timeline { Timeline() }

    /// The measured targets, whatever the size: a frame in a dump is one size, taken at one setting.
    public func targets(state: String, environment: PrimerEnvironment) -> [TouchTarget] {
        state == self.state ? measured : []
    }

    public func contrast(appearance: Appearance) -> [ContrastPair] { [] }
}
