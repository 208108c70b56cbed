/// How much a rule's finding weighs: an error fails the audit (exit 1), a warning and a note do not.
public enum AuditSeverity: String, CaseIterable, Hashable, Sendable, Codable, CustomStringConvertible {
    case error
    case warning
    /// Worth knowing; SARIF's `note`.
    case info

    public var description: String { rawValue }
}
