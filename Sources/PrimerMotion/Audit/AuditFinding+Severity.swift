extension AuditFinding {
    /// How a caller should report a finding.
    public enum Severity: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
        /// The timeline breaks what it promises (a Reduce Motion timeline that still moves or repeats).
        case error
        /// A concern to look at: the timeline alone cannot tell whether the screen meets the
        /// requirement (whether a way to pause, stop or hide endless motion exists).
        case warning

        /// `error` or `warning`.
        public var description: String { rawValue }
    }
}
