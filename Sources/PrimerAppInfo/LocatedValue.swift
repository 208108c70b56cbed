import PrimerSyntax

/// A string read from a file (or given on the command line), with where it was written.
public struct LocatedValue: Hashable, Sendable {
    /// The text.
    public var value: String
    /// Where the text starts in its file; nil when it came from the command line or a binary file.
    public var location: SourceLocation?

    /// Creates a value.
    public init(_ value: String, at location: SourceLocation? = nil) {
        self.value = value
        self.location = location
    }
}
