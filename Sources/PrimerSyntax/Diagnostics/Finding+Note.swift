extension Finding {
    /// A remark attached to a finding, optionally pointing at another place in a file.
    public struct Note: Hashable, Sendable, CustomStringConvertible {
        /// Where the note points, if anywhere.
        public var location: SourceLocation?
        /// The text of the note.
        public var message: String

        /// Creates a note, optionally located.
        public init(_ message: String, at location: SourceLocation? = nil) {
            self.message = message
            self.location = location
        }

        /// The note as `file:line:column: note: message`, or `note: message` without a location.
        public var description: String {
            guard let location else {
                return "note: \(message)"
            }
            return "\(location.prefix)note: \(message)"
        }
    }
}
