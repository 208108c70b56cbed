/// One token of Swift source as the request finder needs it: names, punctuation and literals, each
/// with its 1-based line and column (columns count Unicode scalars, as Xcode's do).
public struct SwiftToken: Hashable, Sendable {
    /// What the token is.
    public enum Kind: Hashable, Sendable {
        /// An identifier or keyword, backticks removed: `requestAccess`, `let`, `self`.
        case identifier
        /// A string literal of any form; ``SwiftToken/text`` is its content when it has no
        /// interpolation and no escapes, else the empty string.
        case string
        /// A number literal.
        case number
        /// One punctuation or operator character: `.`, `(`, `)`, `[`, `]`, `{`, `}`, `:`, `,`, `=`, …
        case punctuation
    }

    /// What the token is.
    public var kind: Kind
    /// The identifier's name, the punctuation character, the number's digits, or a plain string's content.
    public var text: String
    /// The 1-based line the token starts on.
    public var line: Int
    /// The 1-based column the token starts at.
    public var column: Int

    /// Creates a token.
    public init(_ kind: Kind, _ text: String, line: Int, column: Int) {
        self.kind = kind
        self.text = text
        self.line = line
        self.column = column
    }

    /// Whether the token is the punctuation character `character`.
    public func isPunctuation(_ character: String) -> Bool { kind == .punctuation && text == character }

    /// Whether the token is the identifier `name`.
    public func isIdentifier(_ name: String) -> Bool { kind == .identifier && text == name }
}
