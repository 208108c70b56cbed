import PrimerModel

/// A rule's check: a small unit the auditor runs in a list, each over every state, size, appearance
/// and motion setting it cares about.
public protocol AuditCheck: Sendable {
    /// The rule, as data.
    var rule: AuditRule { get }
    /// What the rule sees in a subject: not applicable (with why), or every finding (none: pass).
    func evaluate(_ subject: AuditSubject) -> AuditEvaluation
}

/// What a check found.
public enum AuditEvaluation: Hashable, Sendable {
    /// The block lacks what the rule checks; the reason is shown.
    case notApplicable(String)
    /// Every problem seen, each a finding of the rule; none means the rule passes.
    case checked([Finding])
}

extension AuditCheck {
    /// A finding of this rule, at its rule's severity: where (part, state, transition, environment),
    /// the measured value against the limit in `message` (`3.44:1, needs 4.5:1`), located at the spec
    /// section it is about (``AuditSubject/location(of:)``).
    public func finding(in subject: AuditSubject, part: PartID? = nil, state: String? = nil,
                        transition: TransitionName? = nil, environment: FindingEnvironment = .any, message: String,
                        section: SectionTarget? = nil) -> Finding {
        Finding(severity: rule.severity, range: subject.location(of: section).map { SourceRange(at: $0) } ?? Finding.nowhere,
                message: message, rule: rule.id,
                subject: FindingSubject(part: part, state: state, transition: transition, environment: environment))
    }
}
