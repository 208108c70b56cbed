import PrimerModel

/// Where the timeline parser reads a line's words from: the spec lexer's tokens of a body line
/// (``TimelineTokens``), or text that is not in a spec file (``LineScanner``).
protocol TimelineWordReader {
    /// Whether only spaces remain.
    mutating func atEnd() -> Bool
    /// The next run of non-space characters, or an error expecting `expected` at the end of the line.
    mutating func word(expecting expected: @autoclosure () -> String) -> Result<LineScanner.Word, TimelineParseError>
    /// Everything left, without surrounding spaces.
    mutating func rest(expecting expected: String) -> Result<LineScanner.Word, TimelineParseError>
    /// Everything up to the whole word `stop`, or to the end of the line, without surrounding spaces.
    mutating func rest(before stop: String, expecting expected: String) -> Result<LineScanner.Word, TimelineParseError>
    /// A double-quoted string, unescaped.
    mutating func string(expecting expected: String) -> Result<LineScanner.Word, TimelineParseError>
}

extension LineScanner: TimelineWordReader {}

/// A token of a spec body line, as the timeline parser takes it from the spec format's lexer.
public struct TimelineToken: Hashable, Sendable {
    /// Where the token's source text is in the line's source text, in UTF-8 bytes.
    public var utf8Range: Range<Int>
    /// The decoded value of a string token; nil for a word.
    public var stringValue: String?

    /// Creates a token.
    public init(utf8Range: Range<Int>, stringValue: String?) {
        self.utf8Range = utf8Range
        self.stringValue = stringValue
    }
}

/// The words of a line the spec lexer has tokenised, read as ``LineScanner`` reads the same text:
/// a word token is one word; a string token is one string, and as words it splits where its source
/// text holds spaces or tabs, as the text does.
///
/// Used for text of one byte a character (`TextColumns.isOneBytePerCharacter`), where
/// byte offsets are columns, and whose strings do not end with a space before the closing quote
/// (where the text's words would start a string at that quote); ``isReadable(_:tokens:)``.
struct TimelineTokens: TimelineWordReader {
    /// The line's source text, from its first token to its last, as UTF-8.
    private let bytes: [UInt8]
    /// Each word: its bytes, and for the first word of a string token the string's value and end.
    private let words: [(range: Range<Int>, string: (value: String, end: Int)?)]
    /// The next word.
    private var index = 0

    init(source: String, tokens: [TimelineToken]) {
        bytes = Array(source.utf8)
        var words: [(range: Range<Int>, string: (value: String, end: Int)?)] = []
        words.reserveCapacity(tokens.count)
        for token in tokens {
            guard let value = token.stringValue else {
                words.append((token.utf8Range, nil))
                continue
            }
            var start = token.utf8Range.lowerBound
            var first = true
            for offset in token.utf8Range where Self.isSpace(bytes[offset]) {
                if offset > start {
                    words.append((start..<offset, first ? (value, token.utf8Range.upperBound) : nil))
                    first = false
                }
                start = offset + 1
            }
            if token.utf8Range.upperBound > start {
                words.append((start..<token.utf8Range.upperBound, first ? (value, token.utf8Range.upperBound) : nil))
            }
        }
        self.words = words
    }

    /// Whether tokens of `source` read here as ``LineScanner`` reads `source` (see above).
    static func isReadable(_ source: String, tokens: [TimelineToken]) -> Bool {
        guard TextColumns.isOneBytePerCharacter(source) else { return false }
        let utf8 = Array(source.utf8)
        return !tokens.contains { token in
            token.stringValue != nil && token.utf8Range.count >= 3 && isSpace(utf8[token.utf8Range.upperBound - 2])
        }
    }

    private static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 }

    private var endColumn: Int { bytes.count + 1 }

    private func text(_ range: Range<Int>) -> String {
        String(decoding: bytes[range], as: UTF8.self)
    }

    mutating func atEnd() -> Bool {
        index >= words.count
    }

    mutating func word(expecting expected: @autoclosure () -> String) -> Result<LineScanner.Word, TimelineParseError> {
        guard index < words.count else {
            return .failure(TimelineParseError(column: endColumn, expected: expected(), found: TimelineParseError.endOfLine))
        }
        let range = words[index].range
        index += 1
        return .success(LineScanner.Word(text: text(range), column: range.lowerBound + 1))
    }

    mutating func rest(expecting expected: String) -> Result<LineScanner.Word, TimelineParseError> {
        guard index < words.count else {
            return .failure(TimelineParseError(column: endColumn, expected: expected, found: TimelineParseError.endOfLine))
        }
        let start = words[index].range.lowerBound
        index = words.count
        return .success(LineScanner.Word(text: text(start..<bytes.count), column: start + 1))
    }

    mutating func rest(before stop: String, expecting expected: String) -> Result<LineScanner.Word, TimelineParseError> {
        let first = index
        while index < words.count, !bytes[words[index].range].elementsEqual(stop.utf8) { index += 1 }
        guard index > first else {
            let column = first < words.count ? words[first].range.lowerBound + 1 : endColumn
            let found = index < words.count ? stop : TimelineParseError.endOfLine
            return .failure(TimelineParseError(column: column, expected: expected, found: found))
        }
        let start = words[first].range.lowerBound
        return .success(LineScanner.Word(text: text(start..<words[index - 1].range.upperBound), column: start + 1))
    }

    mutating func string(expecting expected: String) -> Result<LineScanner.Word, TimelineParseError> {
        guard index < words.count else {
            return .failure(TimelineParseError(column: endColumn, expected: expected, found: TimelineParseError.endOfLine))
        }
        let word = words[index]
        guard let string = word.string else {
            return .failure(TimelineParseError(column: word.range.lowerBound + 1, expected: expected, found: text(word.range)))
        }
        while index < words.count, words[index].range.lowerBound < string.end { index += 1 }
        return .success(LineScanner.Word(text: string.value, column: word.range.lowerBound + 1))
    }
}
