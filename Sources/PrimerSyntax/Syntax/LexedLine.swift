/// The tokens of one line, as produced by ``LineLexer``.
struct LexedLine: Hashable, Sendable {
    /// Leading spaces, in columns.
    var indent: Int
    /// The words and strings, in order.
    var tokens: [Token]
    /// The comment text from `#` to the end of the line, if any.
    var comment: String?
    /// The column just past the line's last character.
    var endColumn: Int

    /// Whether the line has no tokens and no comment.
    var isBlank: Bool {
        tokens.isEmpty && comment == nil
    }

    /// Whether the line has a comment and no tokens.
    var isCommentOnly: Bool {
        tokens.isEmpty && comment != nil
    }
}
