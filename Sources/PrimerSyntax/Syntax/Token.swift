/// A word or a string on a spec file line, with its location and source text.
///
/// A *word* is a run of characters other than whitespace, `"` and `#` (for example
/// `primer`, `->`, `+0.20`, `onGranted(granted)`). A *string* is double-quoted; its
/// ``value`` is the decoded contents and its ``text`` the source including quotes and escapes.
public struct Token: Hashable, Sendable, CustomStringConvertible {
    /// What kind of token this is.
    public enum Kind: String, Hashable, Sendable {
        /// An unquoted word.
        case word
        /// A double-quoted string.
        case string
    }

    /// Whether the token is a word or a string.
    public var kind: Kind
    /// The token's source text exactly as written (for strings: quotes and escapes included).
    public var text: String
    /// The token's value: the word itself, or the decoded contents of a string.
    public var value: String
    /// Where the token is, from its first character to just past its last.
    public var range: SourceRange

    /// Creates a token.
    public init(kind: Kind, text: String, value: String, range: SourceRange) {
        self.kind = kind
        self.text = text
        self.value = value
        self.range = range
    }

    /// Whether the token is a word.
    public var isWord: Bool {
        kind == .word
    }

    /// Whether the token is a string.
    public var isString: Bool {
        kind == .string
    }

    /// Whether the token is the word `keyword` exactly (a string never is).
    public func isKeyword(_ keyword: String) -> Bool {
        kind == .word && value == keyword
    }

    /// The token's source text.
    public var description: String {
        text
    }
}
