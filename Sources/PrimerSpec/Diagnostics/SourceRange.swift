/// A half-open span of source text: from `lowerBound` up to, but not including, `upperBound`.
///
/// Both bounds use the same conventions as ``SourceLocation`` (1-based lines, columns in
/// characters). An empty range (`lowerBound == upperBound`) marks a position, for example
/// the end of a line where an argument is missing.
public struct SourceRange: Hashable, Sendable, CustomStringConvertible {
    /// The first character of the range.
    public var lowerBound: SourceLocation
    /// The position just past the last character of the range.
    public var upperBound: SourceLocation

    /// Creates a range from its bounds; `upperBound` is exclusive.
    public init(lowerBound: SourceLocation, upperBound: SourceLocation) {
        self.lowerBound = lowerBound
        self.upperBound = upperBound
    }

    /// Creates an empty range positioned at `location`.
    public init(at location: SourceLocation) {
        self.init(lowerBound: location, upperBound: location)
    }

    /// Whether the range covers no characters.
    public var isEmpty: Bool {
        lowerBound == upperBound
    }

    /// The range as `file:line:column-line:column`, e.g. `a.primerspec:3:11-3:17`.
    public var description: String {
        "\(lowerBound)-\(upperBound.line):\(upperBound.column)"
    }
}
