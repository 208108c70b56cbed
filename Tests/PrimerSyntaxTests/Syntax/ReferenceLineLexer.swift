@testable import PrimerSpec
@testable import PrimerSyntax
@testable import PrimerTestSupport

// The lexer as it was before it scanned UTF-8 bytes (scalar by scalar, with a cursor over the
// line's Unicode scalars), kept verbatim as the reference `LineLexerEquivalenceTests` holds the
// byte lexer to: same tokens, same columns, same errors, for ASCII and non-ASCII lines alike.

/// A value-type cursor over one line's Unicode scalars that knows each scalar's column.
///
/// The lexer works on scalars, so that a `"` followed by a combining mark is still a quote,
/// while locations are reported in characters (grapheme clusters), as ``SourceLocation``
/// documents: each scalar gets the column of the character that contains it.
///
/// The cursor walks the line's own storage and copies nothing per scalar: a position is a
/// ``Mark`` (the scalar's number and its index in the text), and columns come from a sorted list
/// of the characters made of several scalars (an accent on a letter, an emoji sequence), one entry
/// a character however many scalars it holds, and empty for plain text. Lexing a line is linear in
/// its length in time, and needs memory only for such characters.
struct ReferenceLineCursor: Sendable {
    /// A position in the line: the scalar's number (from 0) and its index in the text.
    struct Mark: Sendable {
        var ordinal: Int
        var index: String.Index
    }

    let file: String
    let line: Int
    private let text: String
    /// The characters of more than one scalar, in order.
    private let clusters: [Cluster]
    /// The current position.
    private(set) var mark: Mark

    init(text: String, file: String, line: Int) {
        self.file = file
        self.line = line
        self.text = text
        self.clusters = Self.clusters(in: text)
        self.mark = Mark(ordinal: 0, index: text.unicodeScalars.startIndex)
    }

    /// A character of several scalars: the number of its second scalar, how many scalars follow its
    /// first, and how many scalars continued the characters before it.
    private struct Cluster: Sendable {
        var secondScalar: Int
        var continuing: Int
        var continuingBefore: Int
    }

    /// The characters of several scalars. A line holds no line feed, so plain ASCII (where the only
    /// such character is CR LF) has none, and is not walked character by character.
    private static func clusters(in text: String) -> [Cluster] {
        if text.utf8.allSatisfy({ $0 < 0x80 }) { return [] }
        var result: [Cluster] = []
        var ordinal = 0
        var continuingBefore = 0
        for character in text {
            let count = character.unicodeScalars.count
            if count > 1 {
                result.append(Cluster(secondScalar: ordinal + 1, continuing: count - 1, continuingBefore: continuingBefore))
                continuingBefore += count - 1
            }
            ordinal += count
        }
        return result
    }

    /// The number of the current scalar.
    var index: Int { mark.ordinal }

    /// The scalar under the cursor, or `nil` at the end of the line.
    var current: Unicode.Scalar? {
        mark.index < text.unicodeScalars.endIndex ? text.unicodeScalars[mark.index] : nil
    }

    /// Whether the cursor is past the last scalar.
    var isAtEnd: Bool {
        mark.index >= text.unicodeScalars.endIndex
    }

    /// Moves to the next scalar (no-op at the end).
    mutating func advance() {
        guard !isAtEnd else { return }
        mark = Mark(ordinal: mark.ordinal + 1, index: text.unicodeScalars.index(after: mark.index))
    }

    /// The position after the current scalar (the current one at the end).
    var markAfterCurrent: Mark {
        guard !isAtEnd else { return mark }
        return Mark(ordinal: mark.ordinal + 1, index: text.unicodeScalars.index(after: mark.index))
    }

    /// The location of a position (default: the current one).
    func location(at position: Mark? = nil) -> SourceLocation {
        let ordinal = (position ?? mark).ordinal
        return SourceLocation(file: file, line: line, column: ordinal + 1 - continuationCount(upTo: ordinal))
    }

    /// How many scalars that continue a character have a number of at most `ordinal` (a binary search
    /// for the last character of several scalars that starts before it).
    private func continuationCount(upTo ordinal: Int) -> Int {
        var low = 0
        var high = clusters.count
        while low < high {
            let middle = (low + high) / 2
            if clusters[middle].secondScalar <= ordinal { low = middle + 1 } else { high = middle }
        }
        guard low > 0 else { return 0 }
        let cluster = clusters[low - 1]
        return cluster.continuingBefore + min(cluster.continuing, ordinal - cluster.secondScalar + 1)
    }

    /// The range from `start` to `end` (default: the current position).
    func range(from start: Mark, to end: Mark? = nil) -> SourceRange {
        SourceRange(lowerBound: location(at: start), upperBound: location(at: end ?? mark))
    }

    /// The range of the current scalar alone.
    var rangeOfCurrent: SourceRange {
        range(from: mark, to: markAfterCurrent)
    }

    /// The range of the one scalar at `position`.
    func range(ofScalarAt position: Mark) -> SourceRange {
        guard position.index < text.unicodeScalars.endIndex else { return range(from: position, to: position) }
        let after = Mark(ordinal: position.ordinal + 1, index: text.unicodeScalars.index(after: position.index))
        return range(from: position, to: after)
    }

    /// The source text from `start` to `end` (default: the current position).
    func text(from start: Mark, to end: Mark? = nil) -> String {
        let upper = end ?? mark
        guard start.index <= upper.index else { return "" }
        return String(text.unicodeScalars[start.index..<upper.index])
    }
}

/// Splits one decoded line into words, strings and a trailing comment.
///
/// Rules (see `Docs/SpecFormat.md`): leading whitespace is indentation and may hold only
/// spaces; tokens are separated by spaces or tabs; `#` outside a string starts a comment;
/// strings are double-quoted with the escapes `\"`, `\\`, `\n`, `\t` and `\u{1-8 hex}`;
/// control characters are not allowed raw (a tab is allowed inside strings).
/// The first problem on a line is thrown; the caller skips the line.
enum ReferenceLineLexer: Sendable {
    static func lex(_ text: String, file: String, line: Int) throws(Finding) -> LexedLine {
        var cursor = ReferenceLineCursor(text: text, file: file, line: line)
        var firstTab: ReferenceLineCursor.Mark?
        while let scalar = cursor.current, ScalarClass.isSeparator(scalar) {
            if scalar == "\t", firstTab == nil { firstTab = cursor.mark }
            cursor.advance()
        }
        if cursor.isAtEnd {
            return LexedLine(indent: 0, tokens: [], comment: nil, endColumn: cursor.location().column)
        }
        if let firstTab {
            throw SyntaxError.tabInIndentation(at: cursor.range(ofScalarAt: firstTab))
        }
        let indent = cursor.location().column - 1
        var tokens: [Token] = []
        var comment: String?
        while let scalar = cursor.current {
            if ScalarClass.isSeparator(scalar) {
                cursor.advance()
            } else if scalar == "#" {
                comment = try lexComment(&cursor)
            } else if ScalarClass.needsEscape(scalar) {
                throw SyntaxError.invisibleCharacter(scalar, at: cursor.rangeOfCurrent)
            } else if scalar == ScalarClass.byteOrderMark {
                throw SyntaxError.misplacedByteOrderMark(at: cursor.rangeOfCurrent)
            } else if scalar == "\"" {
                tokens.append(try lexString(&cursor))
            } else {
                tokens.append(try lexWord(&cursor))
            }
        }
        return LexedLine(indent: indent, tokens: tokens, comment: comment, endColumn: cursor.location().column)
    }

    /// Reads a comment, from `#` to the end of the line. Tabs are fine in it; other control
    /// characters and a carriage return are errors here as anywhere (a file with old Mac line
    /// endings is one long line, and its first `#` would otherwise hide every line after it).
    private static func lexComment(_ cursor: inout ReferenceLineCursor) throws(Finding) -> String {
        let start = cursor.mark
        while let scalar = cursor.current {
            if scalar != "\t", ScalarClass.needsEscape(scalar) {
                throw SyntaxError.invisibleCharacter(scalar, at: cursor.rangeOfCurrent)
            }
            cursor.advance()
        }
        return cursor.text(from: start)
    }

    private static func lexWord(_ cursor: inout ReferenceLineCursor) throws(Finding) -> Token {
        let start = cursor.mark
        while let scalar = cursor.current, !ScalarClass.isSeparator(scalar), scalar != "\"", scalar != "#",
            !ScalarClass.needsEscape(scalar), scalar != ScalarClass.byteOrderMark
        {
            cursor.advance()
        }
        let text = cursor.text(from: start)
        let token = Token(kind: .word, text: text, value: text, range: cursor.range(from: start))
        if cursor.current == "\"" {
            throw SyntaxError.missingSpace(after: token, at: cursor.rangeOfCurrent)
        }
        return token
    }

    private static func lexString(_ cursor: inout ReferenceLineCursor) throws(Finding) -> Token {
        let start = cursor.mark
        cursor.advance()
        // The value is built from runs of plain text copied whole, with each escape decoded between them.
        var value = ""
        var run = cursor.mark
        while true {
            guard let scalar = cursor.current else {
                throw SyntaxError.unterminatedString(cursor.text(from: start), at: cursor.range(from: start))
            }
            if scalar == "\"" {
                value += cursor.text(from: run)
                cursor.advance()
                break
            }
            if scalar == "\\" {
                value += cursor.text(from: run)
                value.unicodeScalars.append(try lexEscape(&cursor, stringStart: start))
                run = cursor.mark
            } else if scalar != "\t", ScalarClass.needsEscape(scalar) {
                throw SyntaxError.invisibleCharacter(scalar, at: cursor.rangeOfCurrent)
            } else {
                cursor.advance()
            }
        }
        let token = Token(
            kind: .string,
            text: cursor.text(from: start),
            value: value,
            range: cursor.range(from: start)
        )
        if let next = cursor.current, !ScalarClass.isSeparator(next), next != "#", !ScalarClass.needsEscape(next),
           next != ScalarClass.byteOrderMark {
            throw SyntaxError.missingSpace(after: token, at: cursor.rangeOfCurrent)
        }
        return token
    }

    /// Lexes the escape at the cursor (which is on the backslash) and returns its scalar.
    private static func lexEscape(_ cursor: inout ReferenceLineCursor, stringStart: ReferenceLineCursor.Mark) throws(Finding) -> Unicode.Scalar {
        let start = cursor.mark
        cursor.advance()
        guard let scalar = cursor.current else {
            throw SyntaxError.unterminatedString(cursor.text(from: stringStart), at: cursor.range(from: stringStart))
        }
        cursor.advance()
        switch scalar {
        case "\"": return "\""
        case "\\": return "\\"
        case "n": return "\n"
        case "r": return "\r"
        case "t": return "\t"
        case "u": break
        default:
            throw SyntaxError.unknownEscape(cursor.text(from: start), at: cursor.range(from: start))
        }
        var closed = false
        if cursor.current == "{" {
            cursor.advance()
            while let next = cursor.current, next != "}", next != "\"" {
                cursor.advance()
            }
            if cursor.current == "}" {
                cursor.advance()
                closed = true
            }
        }
        let escape = cursor.text(from: start)
        let digits = escape.dropFirst(3).dropLast()
        guard closed, (1...8).contains(digits.count), digits.allSatisfy(\.isHexDigit),
            let number = UInt32(digits, radix: 16)
        else {
            throw SyntaxError.malformedUnicodeEscape(escape, at: cursor.range(from: start))
        }
        guard let decoded = Unicode.Scalar(number) else {
            throw SyntaxError.invalidUnicodeScalar(escape, at: cursor.range(from: start))
        }
        return decoded
    }
}

extension LexedLine {
    /// A lexed line from columns, as the reference lexer finds them (equal to the byte lexer's
    /// line when its columns are).
    init(indent: Int, tokens: [Token], comment: String?, endColumn: Int) {
        self.init(indent: indent, start: indent, tokens: tokens, comment: comment, end: endColumn - 1,
                  columns: .oneBytePerCharacter)
    }
}
