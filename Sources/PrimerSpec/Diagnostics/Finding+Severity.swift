extension Finding {
    /// How serious a diagnostic is.
    public enum Severity: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
        /// The file is wrong; the spec cannot be checked until it is fixed.
        case error
        /// Something is suspicious but the spec can still be used.
        case warning
        /// Additional information, usually attached to another diagnostic.
        case note

        /// The lowercase name used in rendered diagnostics: `error`, `warning` or `note`.
        public var description: String {
            rawValue
        }
    }
}
