/// An indented line inside a section's body.
///
/// A long body holds a value of this type for each of its lines, so it is stored compactly (about 64
/// bytes, Docs/Reliability.md): its range as byte offsets in the line, what the line says as a
/// ``Kind`` whose tokens stay in ``tokens``, and where its comment starts rather than the comment's text.
package struct BodyLine: Hashable, Sendable {
    /// What a body line says, by section kind, with the tokens that say it.
    package enum Content: Hashable, Sendable {
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

    /// What a body line says without its tokens: the case of ``Content``. The tokens a case names are
    /// at fixed places in ``BodyLine/tokens``, as the body's grammar puts them: an element's string
    /// first, a hint's text second (after `hint`), an announcement's text first and its priority third.
    package enum Kind: UInt8, Hashable, Sendable {
        case comment, element, hint, announcement, motion, sizes
    }

    /// The 1-based line number.
    package var line: Int
    /// The line's words and strings, in order.
    package var tokens: [Token]
    /// The path of the file, for ``range``.
    private var file: String
    /// ``range`` as UTF-8 byte offsets in the line.
    private var start: Int32
    private var end: Int32
    /// The line's character columns, for ``range``.
    private var columns: LineColumns
    /// The number of leading spaces.
    private var indentWidth: Int32
    /// The UTF-8 offset in the line of the `#` that starts its comment; -1 for a line without one.
    private var commentStart: Int32
    /// What the line says.
    package private(set) var kind: Kind

    /// Creates a body line. `content` names tokens at their places in `tokens` (``Kind``); `range`
    /// runs on the line, from the first character after the indentation to the end of the line;
    /// `commentStart` is the UTF-8 offset in the line of the `#` of its comment, if it has one.
    package init(line: Int, tokens: [Token], range: SourceRange, indent: Int, commentStart: Int?, kind: Kind) {
        self.line = line
        self.tokens = tokens
        self.file = range.lowerBound.file
        self.start = Int32(clamping: range.lowerBound.utf8Offset)
        self.end = Int32(clamping: max(range.lowerBound.utf8Offset, range.upperBound.utf8Offset))
        self.columns = range.lowerBound.columns
        self.indentWidth = Int32(clamping: indent)
        self.commentStart = commentStart.map { Int32(clamping: $0) } ?? -1
        self.kind = kind
    }

    /// Creates a body line from the parts of its range: its file, its bytes on the line from the first
    /// character after the indentation to the end, and the line's columns; otherwise as
    /// ``init(line:tokens:range:indent:commentStart:kind:)``.
    init(line: Int, tokens: [Token], file: String, utf8Range: Range<Int>, columns: LineColumns, indent: Int,
         commentStart: Int?, kind: Kind) {
        self.line = line
        self.tokens = tokens
        self.file = file
        self.start = Int32(clamping: utf8Range.lowerBound)
        self.end = Int32(clamping: utf8Range.upperBound)
        self.columns = columns
        self.indentWidth = Int32(clamping: indent)
        self.commentStart = commentStart.map { Int32(clamping: $0) } ?? -1
        self.kind = kind
    }

    /// From the first character after the indentation to the end of the line.
    package var range: SourceRange {
        SourceRange(file: file, line: line, utf8Range: Int(start)..<Int(end), columns: columns)
    }

    /// The number of leading spaces.
    package var indent: Int { Int(indentWidth) }

    /// The line's meaning, with its tokens.
    package var content: Content {
        switch kind {
        case .comment: .comment
        case .motion: .motion
        case .sizes: .sizes
        case .element: tokens.first.map(Content.element) ?? .motion
        case .hint: tokens.count > 1 ? .hint(tokens[1]) : .motion
        case .announcement: tokens.count > 2 ? .announcement(text: tokens[0], priority: tokens[2]) : .motion
        }
    }

    /// Whether the line has a comment, at its end or as the whole line.
    package var hasComment: Bool { commentStart >= 0 }

    /// The comment at the end of the line (or the whole comment line), `#` included, read from the
    /// line's text in `file`; nil when the line has none.
    package func comment(in file: SpecFile) -> String? {
        guard commentStart >= 0, let text = file.line(line)?.text else { return nil }
        let utf8 = text.utf8
        guard let from = utf8.index(utf8.startIndex, offsetBy: Int(commentStart), limitedBy: utf8.endIndex) else { return nil }
        return String(decoding: utf8[from...], as: UTF8.self)
    }

    /// Whether the line is a comment-only line.
    package var isComment: Bool {
        kind == .comment
    }

    /// The tokens in canonical form separated by single spaces; indentation and comments dropped.
    package var canonicalText: String {
        CanonicalText.joined(tokens)
    }

    /// The same line `delta` lines further down (up when negative), its tokens moved with it.
    func moved(by delta: Int, tokens moved: [Token]) -> BodyLine {
        var copy = self
        copy.line += delta
        copy.tokens = moved
        return copy
    }
}

extension BodyLine.Content {
    /// The case, without its tokens.
    package var kind: BodyLine.Kind {
        switch self {
        case .comment: .comment
        case .element: .element
        case .hint: .hint
        case .announcement: .announcement
        case .motion: .motion
        case .sizes: .sizes
        }
    }
}
