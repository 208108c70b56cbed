/// The tokens of one line, as produced by ``LineLexer``.
struct LexedLine: Hashable, Sendable {
    /// Leading spaces, in columns.
    var indent: Int
    /// The byte offset of the first byte after the leading spaces (0 on a blank line).
    var start: Int
    /// The words and strings, in order.
    var tokens: [Token]
    /// The comment text from `#` to the end of the line, if any.
    var comment: String?
    /// The UTF-8 offset of the comment's `#` in the line, if it has a comment.
    var commentStart: Int? = nil
    /// The byte offset just past the line's last byte.
    var end: Int
    /// The character columns of the line.
    var columns: LineColumns

    /// The line from its first character after the indentation to its end, in bytes.
    func range(file: String, line: Int) -> SourceRange {
        SourceRange(file: file, line: line, utf8Range: start..<max(start, end), columns: columns)
    }

    /// The column just past the line's last character.
    var endColumn: Int {
        columns.column(at: end)
    }

    /// Whether the line has no tokens and no comment.
    var isBlank: Bool {
        tokens.isEmpty && comment == nil
    }

    /// Whether the line has a comment and no tokens.
    var isCommentOnly: Bool {
        tokens.isEmpty && comment != nil
    }

    /// Lines are equal when their indentation, tokens, comment and end column are.
    static func == (lhs: LexedLine, rhs: LexedLine) -> Bool {
        lhs.indent == rhs.indent && lhs.tokens == rhs.tokens && lhs.comment == rhs.comment && lhs.endColumn == rhs.endColumn
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(indent)
        hasher.combine(tokens)
        hasher.combine(comment)
        hasher.combine(endColumn)
    }
}
