import PrimerModel

extension Token {
    /// The token in canonical form, for comparing lines regardless of how they were written.
    ///
    /// A word is itself. A string is re-quoted from its decoded ``value``: `"` and `\` are
    /// escaped as `\"` and `\\`, newline and tab as `\n` and `\t`, any other control
    /// character and U+2028/U+2029 as `\u{…}` (uppercase hex); every other character,
    /// including curly quotes, emoji and right-to-left text, is written verbatim.
    public var canonicalText: String {
        switch kind {
        case .word: value
        case .string: Token.quoted(value)
        }
    }

    /// `value` as a canonical string literal, quotes included.
    public static func quoted(_ value: String) -> String {
        StringLiteral.quoted(value)
    }
}
