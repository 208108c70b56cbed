/// A rule's check: a small unit the auditor runs in a list, each over every state, size, appearance
/// and motion setting it cares about.
public protocol AuditCheck: Sendable {
    /// The rule, as data.
    var rule: AuditRule { get }
    /// What the rule sees in a subject: not applicable (with why), or every observation (none: pass).
    func evaluate(_ subject: AuditSubject) -> AuditEvaluation
}

/// What a check found.
public enum AuditEvaluation: Hashable, Sendable {
    /// The block lacks what the rule checks; the reason is shown.
    case notApplicable(String)
    /// Every problem seen; none means the rule passes.
    case checked([AuditObservation])
}
