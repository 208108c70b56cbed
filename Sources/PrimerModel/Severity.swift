/// How serious a finding is, for every tool that reports one: the parser, the checker, the motion
/// audits, the rule audit and the dump comparison. It lives in the lowest module whose findings have
/// one (PrimerMotion's ``MotionProblem``).
public enum Severity: String, Hashable, Sendable, Codable, CaseIterable, CustomStringConvertible {
    /// Something is wrong: the spec cannot be used until it is fixed, or the check or audit fails.
    case error
    /// Something is suspicious or worth a look, but fails nothing.
    case warning
    /// Additional information, usually attached to another finding (SARIF's `note`).
    case note

    /// The lowercase name used in rendered findings: `error`, `warning` or `note`.
    public var description: String {
        rawValue
    }
}
