import PrimerModel

/// Why a timeline line could not be read: where, what was expected there, and what was found.
public struct TimelineParseError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The 1-based column (in characters) where the offending text starts.
    public var column: Int
    /// What the line format expects at that column.
    public var expected: String
    /// The offending text, or `end of line`.
    public var found: String

    /// What ``found`` holds when the line ended too early.
    public static let endOfLine = "end of line"

    /// Creates an error.
    public init(column: Int, expected: String, found: String) {
        self.column = column
        self.expected = expected
        self.found = found
    }

    /// For example `column 7: expected a duration with two decimals, like +0.70; found '+0.7'`.
    public var description: String {
        let shown = found == Self.endOfLine ? found : "'\(TextExcerpt.shown(found, limit: TextExcerpt.wordLimit))'"
        return "column \(column): expected \(expected); found \(shown)"
    }
}
