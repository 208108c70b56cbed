import PrimerModel

/// What a rule saw wrong: where (part, state, transition, environment), the measured value against
/// the limit in a message, and the spec section it is about, if the spec has one.
public struct AuditObservation: Hashable, Sendable {
    /// The part, if the finding is about one.
    public var part: PartID?
    /// The state, if the finding is about one.
    public var state: String?
    /// The transition, if the finding is about one.
    public var transition: TransitionName?
    /// The settings it was seen in.
    public var environment: AuditEnvironment
    /// What is wrong, with the measured value and the limit: `3.44:1, needs 4.5:1`.
    public var message: String
    /// The section a spec would check this in, to locate the finding there when the spec has it.
    public var section: SectionTarget?

    /// Creates an observation.
    public init(part: PartID? = nil, state: String? = nil, transition: TransitionName? = nil,
                environment: AuditEnvironment = .any, message: String, section: SectionTarget? = nil) {
        self.part = part
        self.state = state
        self.transition = transition
        self.environment = environment
        self.message = message
        self.section = section
    }
}
