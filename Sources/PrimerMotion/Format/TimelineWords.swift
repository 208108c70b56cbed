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
/// text holds spaces or tabs (that are characters of their own), as the text does. Positions are byte
/// offsets; errors name the character column the caller's `column` gives for one.
struct TimelineTokens: TimelineWordReader {
    /// The line's source text, from its first token to its last, as UTF-8.
    private let bytes: [UInt8]
    /// Each word: its bytes, and for the first word of a string token the string's value and end.
    private let words: [(range: Range<Int>, string: (value: String, end: Int)?)]
    /// The 1-based character column of a byte offset of ``bytes`` (up to its count).
    private let column: (Int) -> Int
    /// The next word.
    private var index = 0

    /// The words of `tokens` of `source`; `column` gives the character column of a byte offset.
    /// Tokens outside the source are left out (they come from the same line, so there are none).
    init(source: String, tokens: [TimelineToken], column: @escaping (Int) -> Int) {
        let bytes = Array(source.utf8)
        self.bytes = bytes
        self.column = column
        var words: [(range: Range<Int>, string: (value: String, end: Int)?)] = []
        words.reserveCapacity(tokens.count)
        for token in tokens where token.utf8Range.lowerBound >= 0 && token.utf8Range.upperBound <= bytes.count {
            guard let value = token.stringValue else {
                words.append((token.utf8Range, nil))
                continue
            }
            var start = token.utf8Range.lowerBound
            var first = true
            for offset in token.utf8Range where Self.isSpace(bytes[offset]) && column(offset + 1) != column(offset) {
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

    private static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 }

    private var endColumn: Int { column(bytes.count) }

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
        return .success(LineScanner.Word(text: text(range), column: column(range.lowerBound)))
    }

    mutating func rest(expecting expected: String) -> Result<LineScanner.Word, TimelineParseError> {
        guard index < words.count else {
            return .failure(TimelineParseError(column: endColumn, expected: expected, found: TimelineParseError.endOfLine))
        }
        let start = words[index].range.lowerBound
        index = words.count
        return .success(LineScanner.Word(text: text(start..<bytes.count), column: column(start)))
    }

    mutating func rest(before stop: String, expecting expected: String) -> Result<LineScanner.Word, TimelineParseError> {
        let first = index
        while index < words.count, !bytes[words[index].range].elementsEqual(stop.utf8) { index += 1 }
        guard index > first else {
            let errorColumn = first < words.count ? column(words[first].range.lowerBound) : endColumn
            let found = index < words.count ? stop : TimelineParseError.endOfLine
            return .failure(TimelineParseError(column: errorColumn, expected: expected, found: found))
        }
        let start = words[first].range.lowerBound
        return .success(LineScanner.Word(text: text(start..<words[index - 1].range.upperBound), column: column(start)))
    }

    mutating func string(expecting expected: String) -> Result<LineScanner.Word, TimelineParseError> {
        guard index < words.count else {
            return .failure(TimelineParseError(column: endColumn, expected: expected, found: TimelineParseError.endOfLine))
        }
        let word = words[index]
        guard let string = word.string else {
            return .failure(TimelineParseError(column: column(word.range.lowerBound), expected: expected, found: text(word.range)))
        }
        while index < words.count, words[index].range.lowerBound < string.end { index += 1 }
        return .success(LineScanner.Word(text: string.value, column: column(word.range.lowerBound)))
    }
}
