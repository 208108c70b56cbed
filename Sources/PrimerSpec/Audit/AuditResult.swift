import PrimerModel

/// One outcome of the audit: a rule that failed (or warned) on a part, passed, did not apply to the
/// block, or failed but was accepted by the spec with a reason.
public struct AuditResult: Hashable, Sendable {
    /// What came of the rule.
    public enum Outcome: Hashable, Sendable, CustomStringConvertible {
        /// An error-level finding.
        case fail
        /// A warning- or info-level finding.
        case warning
        /// The rule found nothing wrong.
        case pass
        /// The rule does not apply to the block (it lacks what the rule checks).
        case notApplicable
        /// A finding the spec accepts, with the spec's reason.
        case accepted(reason: String)

        /// `fail`, `warning`, `pass`, `not-applicable`, `accepted`.
        public var description: String {
            switch self {
            case .fail: "fail"
            case .warning: "warning"
            case .pass: "pass"
            case .notApplicable: "not-applicable"
            case .accepted: "accepted"
            }
        }
    }

    /// The rule's id.
    public var rule: String
    /// What came of it.
    public var outcome: Outcome
    /// The severity a finding of the rule has.
    public var severity: Severity
    /// The block audited.
    public var block: String
    /// Where the finding is about: the spec section, else the spec's header; nil without a spec.
    public var location: SourceLocation?
    /// What the rule saw (for a pass or not-applicable, the part is nil and the message says why).
    public var observation: AuditObservation

    /// Creates a result.
    public init(rule: String, outcome: Outcome, severity: Severity, block: String, location: SourceLocation?,
                observation: AuditObservation) {
        self.rule = rule
        self.outcome = outcome
        self.severity = severity
        self.block = block
        self.location = location
        self.observation = observation
    }

    /// Whether the result is a finding that counts: a fail or a warning, not accepted.
    public var isFinding: Bool {
        switch outcome {
        case .fail, .warning: true
        default: false
        }
    }
}
