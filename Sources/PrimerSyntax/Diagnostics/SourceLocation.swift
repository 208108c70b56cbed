/// A position in a spec file: the file's path, a 1-based line and a 1-based column.
///
/// Lines are physical lines as split by `\n` (a `\r\n` pair counts as one line ending).
/// Columns count *characters* (extended grapheme clusters) from the start of the line,
/// after any byte order mark: an emoji, a flag or a letter with combining accents is one
/// column, and a tab is one column. Column 1 is the first character of the line.
/// A location one past the last character of a line (column = character count + 1) marks
/// "end of line", which is where "missing …" diagnostics point.
///
/// A location keeps a UTF-8 byte offset in its line and the line's ``LineColumns``; the character
/// ``column`` is worked out from them when it is read (a message, an editor position, a report).
/// Locations are equal, hash and order by their character column, however they were made.
public struct SourceLocation: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The path of the file as given to the parser, e.g. `Specs/notifications.primerspec`.
    public var file: String
    /// The 1-based physical line number. Changing it keeps the byte offset and the columns: the same
    /// text moved to another line.
    public var line: Int
    /// Where the location is in its line, in UTF-8 bytes from the line's start (0 is column 1), as
    /// ``columns`` counts them.
    public private(set) var utf8Offset: Int
    /// The character columns of the location's line; one byte a character for a location made from
    /// a column.
    package private(set) var columns: LineColumns

    /// Creates a location from a file path, a 1-based line and a 1-based column in characters
    /// (kept as a line of one byte a character).
    public init(file: String, line: Int, column: Int) {
        self.init(file: file, line: line, utf8Offset: column - 1, columns: .oneBytePerCharacter)
    }

    /// Creates a location at a UTF-8 byte offset of a line whose character columns are `columns`.
    package init(file: String, line: Int, utf8Offset: Int, columns: LineColumns) {
        self.file = file
        self.line = line
        self.utf8Offset = utf8Offset
        self.columns = columns
    }

    /// The 1-based column, counted in characters (grapheme clusters).
    public var column: Int {
        columns.column(at: utf8Offset)
    }

    /// The location `count` characters to the right (to the left when negative) on the same line,
    /// made from its character column.
    public func advanced(byCharacters count: Int) -> SourceLocation {
        SourceLocation(file: file, line: line, column: column + count)
    }

    /// Locations are equal when their file, line and character column are.
    public static func == (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        lhs.line == rhs.line && lhs.column == rhs.column && lhs.file == rhs.file
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(file)
        hasher.combine(line)
        hasher.combine(column)
    }

    /// Orders locations by file path, then line, then column.
    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
    }

    /// The location as `file:line:column`, the form editors and terminals link to.
    public var description: String {
        "\(file):\(line):\(column)"
    }

    /// The location as a message's prefix shows it: `file:line:column`; the file alone for a place
    /// in a file at no line (line 0: a file that cannot be read, the command line), never `:0:0`;
    /// empty for no file at all.
    package var shown: String {
        guard line < 1 else { return description }
        return file
    }

    /// ``shown`` followed by `": "`, or nothing when it is empty: what a message line starts with.
    package var prefix: String {
        shown.isEmpty ? "" : shown + ": "
    }
}
