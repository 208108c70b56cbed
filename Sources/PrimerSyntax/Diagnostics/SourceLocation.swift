/// A position in a spec file: the file's path, a 1-based line and a 1-based column.
///
/// Lines are physical lines as split by `\n` (a `\r\n` pair counts as one line ending).
/// Columns count *characters* (extended grapheme clusters) from the start of the line,
/// after any byte order mark: an emoji, a flag or a letter with combining accents is one
/// column, and a tab is one column. Column 1 is the first character of the line.
/// A location one past the last character of a line (column = character count + 1) marks
/// "end of line", which is where "missing …" diagnostics point.
public struct SourceLocation: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The path of the file as given to the parser, e.g. `Specs/notifications.primerspec`.
    public var file: String
    /// The 1-based physical line number.
    public var line: Int
    /// The 1-based column, counted in characters (grapheme clusters).
    public var column: Int

    /// Creates a location from a file path, a 1-based line and a 1-based column.
    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// Orders locations by file path, then line, then column.
    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
    }

    /// The location as `file:line:column`, the form editors and terminals link to.
    public var description: String {
        "\(file):\(line):\(column)"
    }
}
