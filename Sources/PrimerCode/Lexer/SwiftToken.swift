/// One token of Swift source as the code readers need it: names, punctuation and literals, each
/// with its 1-based line and column (columns count Unicode scalars, as Xcode's do) and its bytes.
public struct SwiftToken: Hashable, Sendable {
    /// What the token is.
    public enum Kind: Hashable, Sendable {
        /// An identifier or keyword, backticks removed: `requestAccess`, `let`, `self`.
        case identifier
        /// A string literal of any form; ``SwiftToken/text`` is its value (escapes decoded, a
        /// multi-line literal's indentation removed) when it has no interpolation, else the empty string.
        case string
        /// A number literal.
        case number
        /// One punctuation or operator character: `.`, `(`, `)`, `[`, `]`, `{`, `}`, `:`, `,`, `=`, …
        case punctuation
    }

    /// What the token is.
    public var kind: Kind
    /// The identifier's name, the punctuation character, the number's digits, or a string's value.
    public var text: String
    /// The 1-based line the token starts on.
    public var line: Int
    /// The 1-based column the token starts at.
    public var column: Int
    /// Whether a string literal interpolates (`"Hi, \(name)"`): its value is known only at run time.
    public var isInterpolated: Bool
    /// Where the token's source text is in the file, in UTF-8 bytes (quotes and `#`s included).
    public var utf8Range: Range<Int>

    /// Creates a token.
    public init(_ kind: Kind, _ text: String, line: Int, column: Int, isInterpolated: Bool = false,
                utf8Range: Range<Int> = 0..<0) {
        self.kind = kind
        self.text = text
        self.line = line
        self.column = column
        self.isInterpolated = isInterpolated
        self.utf8Range = utf8Range
    }

    /// Whether the token is the punctuation character `character`.
    public func isPunctuation(_ character: String) -> Bool { kind == .punctuation && text == character }

    /// Whether the token is the identifier `name`.
    public func isIdentifier(_ name: String) -> Bool { kind == .identifier && text == name }
}
