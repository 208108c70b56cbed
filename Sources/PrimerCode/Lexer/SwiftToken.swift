/// One token of Swift source as the code readers need it: names, punctuation and literals, each
/// with its 1-based line and column (columns count Unicode scalars, as Xcode's do) and its bytes.
package struct SwiftToken: Hashable, Sendable {
    /// What the token is.
    package enum Kind: Hashable, Sendable {
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
    package var kind: Kind
    /// The identifier's name, the punctuation character, the number's digits, or a string's value.
    package var text: String
    /// The 1-based line the token starts on.
    package var line: Int
    /// The 1-based column the token starts at.
    package var column: Int
    /// Whether a string literal interpolates (`"Hi, \(name)"`): its value is known only at run time.
    package var isInterpolated: Bool
    /// Where the token's source text is in the file, in UTF-8 bytes (quotes and `#`s included).
    package var utf8Range: Range<Int>

    /// Creates a token.
    package init(_ kind: Kind, _ text: String, line: Int, column: Int, isInterpolated: Bool = false,
                utf8Range: Range<Int> = 0..<0) {
        self.kind = kind
        self.text = text
        self.line = line
        self.column = column
        self.isInterpolated = isInterpolated
        self.utf8Range = utf8Range
    }

    /// Whether the token is the punctuation character `character`.
    package func isPunctuation(_ character: String) -> Bool { kind == .punctuation && text == character }

    /// Whether the token is the identifier `name`.
    package func isIdentifier(_ name: String) -> Bool { kind == .identifier && text == name }
}
