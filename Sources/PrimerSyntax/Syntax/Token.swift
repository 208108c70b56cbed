/// A word or a string on a spec file line, with its place on the line and its source text.
///
/// A *word* is a run of characters other than whitespace, `"` and `#` (for example
/// `primer`, `->`, `+0.20`, `onGranted(granted)`). A *string* is double-quoted; its
/// ``value`` is the decoded contents and its ``text`` the source including quotes and escapes.
///
/// A token keeps where it is as UTF-8 byte offsets in its line (``utf8Range``); its ``range``, in
/// character columns, is worked out from the line's ``LineColumns`` when it is read.
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
    /// The path of the file the token is in.
    public var file: String
    /// The 1-based line the token is on.
    public var line: Int
    /// Where the token's source text is in its line's content, in UTF-8 bytes.
    public var utf8Range: Range<Int>
    /// The character columns of the token's line.
    public var columns: LineColumns

    /// Creates a token at a byte range of a line.
    public init(kind: Kind, text: String, value: String, file: String, line: Int, utf8Range: Range<Int>,
                columns: LineColumns) {
        self.kind = kind
        self.text = text
        self.value = value
        self.file = file
        self.line = line
        self.utf8Range = utf8Range
        self.columns = columns
    }

    /// Creates a token that was not read from a line's bytes (a test's, or a placeholder at a line's
    /// start): its columns are kept as they are, as byte offsets of one byte a character.
    public init(kind: Kind, text: String, value: String, range: SourceRange) {
        self.init(kind: kind, text: text, value: value, file: range.lowerBound.file, line: range.lowerBound.line,
                  utf8Range: (range.lowerBound.column - 1)..<max(range.lowerBound.column, range.upperBound.column) - 1,
                  columns: .oneBytePerCharacter)
    }

    /// Where the token is, from its first character to just past its last, in character columns.
    public var range: SourceRange {
        SourceRange(lowerBound: SourceLocation(file: file, line: line, column: columns.column(at: utf8Range.lowerBound)),
                    upperBound: SourceLocation(file: file, line: line, column: columns.column(at: utf8Range.upperBound)))
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

    /// Tokens are equal when their kind, text, value and place (in characters) are: how the place is
    /// held, byte offsets of a line or columns given, does not matter.
    public static func == (lhs: Token, rhs: Token) -> Bool {
        lhs.kind == rhs.kind && lhs.text == rhs.text && lhs.value == rhs.value && lhs.line == rhs.line
            && lhs.file == rhs.file
            && lhs.columns.column(at: lhs.utf8Range.lowerBound) == rhs.columns.column(at: rhs.utf8Range.lowerBound)
            && lhs.columns.column(at: lhs.utf8Range.upperBound) == rhs.columns.column(at: rhs.utf8Range.upperBound)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(kind)
        hasher.combine(text)
        hasher.combine(value)
        hasher.combine(range)
    }
}
