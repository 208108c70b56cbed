/// An indented line inside a section's body.
package struct BodyLine: Hashable, Sendable {
    /// What a body line says, by section kind. Its cases' tokens are boxed (`indirect`): inline, the
    /// largest case (two tokens) made every body line, comment lines too, about 180 bytes larger.
    package indirect enum Content: Hashable, Sendable {
        /// A comment-only line.
        case comment
        /// In `voiceover`: `"TEXT"`, one accessibility element as VoiceOver reads it.
        case element(Token)
        /// In `voiceover`: `hint "TEXT"`, the hint of the element line just above.
        case hint(Token)
        /// In `announce`: `"TEXT" priority PRIORITY`.
        case announcement(text: Token, priority: Token)
        /// In `motion`: any tokens, kept in ``BodyLine/tokens`` for the checker.
        case motion
        /// In `sizes`: any tokens, kept in ``BodyLine/tokens`` for the checker.
        case sizes
    }

    /// The 1-based line number.
    package var line: Int
    /// The line's words and strings, in order.
    package var tokens: [Token]
    /// From the first character after the indentation to the end of the line.
    package var range: SourceRange
    /// The number of leading spaces.
    package var indent: Int
    /// The line's meaning.
    package var content: Content
    /// The comment at the end of the line (or the whole comment line), `#` included, if any.
    package var comment: String?

    /// Whether the line is a comment-only line.
    package var isComment: Bool {
        content == .comment
    }

    /// The tokens in canonical form separated by single spaces; indentation and comments dropped.
    package var canonicalText: String {
        CanonicalText.joined(tokens)
    }
}

extension BodyLine {
    /// Creates a body line (handed to the memberwise initializer: Docs/Performance.md, "Notes on the code").
    package init(line: Int, tokens: [Token], range: SourceRange, indent: Int, comment: String?, content: Content) {
        self.init(line: line, tokens: tokens, range: range, indent: indent, content: content, comment: comment)
    }
}
