/// A word or a string on a spec file line, with its place on the line and its source text.
///
/// A *word* is a run of characters other than whitespace, `"` and `#` (for example
/// `primer`, `->`, `+0.20`, `onGranted(granted)`). A *string* is double-quoted; its
/// ``value`` is the decoded contents and its ``text`` the source including quotes and escapes.
///
/// A token keeps where it is as UTF-8 byte offsets in its line (``utf8Range``) and the line's
/// ``LineColumns``; so does its ``range``, whose character columns are worked out when a message,
/// a report or an editor reads them.
package struct Token: Hashable, Sendable, CustomStringConvertible {
    /// What kind of token this is.
    package enum Kind: String, Hashable, Sendable {
        /// An unquoted word.
        case word
        /// A double-quoted string.
        case string
    }

    // Stored compactly (72 bytes, not 88): a body line keeps an array of its tokens, and a long body
    // holds a million of them. Line numbers and offsets in a line are kept in 32 bits; a spec line
    // or a spec of two gigabytes could not be read into memory anyway.
    /// The token's source text exactly as written (for strings: quotes and escapes included).
    package var text: String
    /// The token's value: the word itself, or the decoded contents of a string.
    package var value: String
    /// The path of the file the token is in.
    package var file: String
    /// The character columns of the token's line.
    package var columns: LineColumns
    private var lineNumber: Int32
    private var lowerOffset: Int32
    private var upperOffset: Int32
    /// Whether the token is a word or a string.
    package var kind: Kind

    /// The 1-based line the token is on.
    package var line: Int {
        get { Int(lineNumber) }
        set { lineNumber = Int32(clamping: newValue) }
    }

    /// Where the token's source text is in its line's content, in UTF-8 bytes.
    package var utf8Range: Range<Int> {
        get { Int(lowerOffset)..<Int(upperOffset) }
        set {
            lowerOffset = Int32(clamping: newValue.lowerBound)
            upperOffset = Int32(clamping: newValue.upperBound)
        }
    }

    /// Creates a token at a byte range of a line.
    package init(kind: Kind, text: String, value: String, file: String, line: Int, utf8Range: Range<Int>,
                columns: LineColumns) {
        self.kind = kind
        self.text = text
        self.value = value
        self.file = file
        self.lineNumber = Int32(clamping: line)
        self.lowerOffset = Int32(clamping: utf8Range.lowerBound)
        self.upperOffset = Int32(clamping: utf8Range.upperBound)
        self.columns = columns
    }

    /// Creates a token at a range of one line (a test's, or a placeholder at a line's start): it keeps
    /// the range's byte offsets and its lower bound's line columns (one byte a character for a range
    /// made from columns).
    package init(kind: Kind, text: String, value: String, range: SourceRange) {
        let lower = range.lowerBound
        self.init(kind: kind, text: text, value: value, file: lower.file, line: lower.line,
                  utf8Range: lower.utf8Offset..<max(lower.utf8Offset, range.upperBound.utf8Offset), columns: lower.columns)
    }

    /// Where the token is, from its first character to just past its last: its byte range and its
    /// line's columns, which give character columns when read.
    package var range: SourceRange {
        SourceRange(file: file, line: line, utf8Range: utf8Range, columns: columns)
    }

    /// The range from the token's first character to just past the last character of `last`, a token
    /// at or after it: on one line of the same columns, the bytes between them.
    package func range(through last: Token) -> SourceRange {
        guard last.line == line, last.utf8Range.upperBound >= utf8Range.lowerBound, last.columns == columns,
              last.file == file
        else { return SourceRange(lowerBound: range.lowerBound, upperBound: last.range.upperBound) }
        return SourceRange(file: file, line: line, utf8Range: utf8Range.lowerBound..<last.utf8Range.upperBound, columns: columns)
    }

    /// Whether the token is a word.
    package var isWord: Bool {
        kind == .word
    }

    /// Whether the token is a string.
    package var isString: Bool {
        kind == .string
    }

    /// Whether the token is the word `keyword` exactly (a string never is).
    package func isKeyword(_ keyword: String) -> Bool {
        kind == .word && value == keyword
    }

    /// The token's source text.
    package var description: String {
        text
    }

    /// Tokens are equal when their kind, text, value and place (in characters) are: how the place is
    /// held, byte offsets of a line or columns given, does not matter.
    package static func == (lhs: Token, rhs: Token) -> Bool {
        lhs.kind == rhs.kind && lhs.text == rhs.text && lhs.value == rhs.value && lhs.line == rhs.line
            && lhs.file == rhs.file
            && lhs.columns.column(at: lhs.utf8Range.lowerBound) == rhs.columns.column(at: rhs.utf8Range.lowerBound)
            && lhs.columns.column(at: lhs.utf8Range.upperBound) == rhs.columns.column(at: rhs.utf8Range.upperBound)
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(kind)
        hasher.combine(text)
        hasher.combine(value)
        hasher.combine(range)
    }
}
