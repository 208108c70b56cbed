import PrimerModel

/// The namespace of the parser's diagnostics.
///
/// Each rule declares the messages it emits right beside its code, as `static func`s in an
/// `extension SyntaxError` in the rule's own file (the lexer's in `LineLexer.swift`, the
/// header's in `DirectiveParser.swift`, and so on). Every factory returns a complete
/// error ``Finding`` whose message names the offending text and what was expected.
package enum SyntaxError: Sendable {
    /// An error diagnostic whose message is `problem; expected expectation`.
    package static func make(
        _ problem: String,
        expected expectation: String,
        at range: SourceRange,
        offendingText: String?,
        notes: [Finding.Note] = []
    ) -> Finding {
        .error(
            "\(problem); expected \(expectation)",
            at: range,
            offendingText: offendingText,
            expected: expectation,
            notes: notes
        )
    }

    /// How a token is named in a message: `'word'` for a word, `string "text"` for a string.
    static func describe(_ token: Token) -> String {
        switch token.kind {
        case .word: "'\(abbreviate(token.text))'"
        case .string: "string \(abbreviate(token.text))"
        }
    }

    /// How a token is named after "after" in a message: its source text, quoted if a word.
    package static func name(_ token: Token) -> String {
        switch token.kind {
        case .word: "'\(abbreviate(token.text))'"
        case .string: abbreviate(token.text)
        }
    }

    /// `text` shortened to its first 40 characters, an ellipsis and its length when longer, with
    /// invisible characters written as `\u{…}` (``TextExcerpt``).
    static func abbreviate(_ text: String) -> String {
        TextExcerpt.shown(text, limit: TextExcerpt.wordLimit)
    }
}
