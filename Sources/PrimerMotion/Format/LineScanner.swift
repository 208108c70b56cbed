import PrimerModel

/// Reads a timeline line that is not in a spec file word by word, keeping 1-based columns for errors.
///
/// Columns count characters (grapheme clusters). The scanner reads the line's UTF-8 bytes and knows
/// where each character starts: for a line of ASCII without a carriage return (nearly every line)
/// each byte is a character, and nothing is worked out; otherwise the start of every character is
/// listed once. Words are copied from the bytes whole, not built character by character.
struct LineScanner {
    /// The line's UTF-8.
    private let bytes: [UInt8]
    /// Where each character starts in ``bytes``, then ``bytes``'s count; empty when every byte is a
    /// character (see ``start(of:)``).
    private let starts: [Int]
    /// The number of characters.
    private let count: Int
    /// The character the scanner is at.
    private var index = 0

    init(_ line: String) {
        bytes = Array(line.utf8)
        if bytes.withUnsafeBufferPointer(TextColumns.isOneBytePerCharacter) {
            starts = []
            count = bytes.count
        } else {
            var starts: [Int] = []
            starts.reserveCapacity(bytes.count + 1)
            var offset = 0
            for character in line {
                starts.append(offset)
                offset += character.utf8.count
            }
            starts.append(offset)
            self.starts = starts
            count = starts.count - 1
        }
    }

    /// A word and the column it starts at.
    struct Word {
        var text: String
        var column: Int
    }

    /// The column of the next non-space character, or one past the end.
    mutating func nextColumn() -> Int {
        skipSpaces()
        return index + 1
    }

    /// Whether only spaces remain.
    mutating func atEnd() -> Bool {
        skipSpaces()
        return index >= count
    }

    /// The next run of non-space characters, or an error expecting `expected` at the end of the line
    /// (worked out only then: some name every form a word may take).
    mutating func word(expecting expected: @autoclosure () -> String) -> Result<Word, TimelineParseError> {
        skipSpaces()
        let start = index
        while index < count, !isSpace(index) { index += 1 }
        guard index > start else {
            return .failure(TimelineParseError(column: start + 1, expected: expected(), found: TimelineParseError.endOfLine))
        }
        return .success(Word(text: text(start..<index), column: start + 1))
    }

    /// Everything left, without surrounding spaces, or an error expecting `expected` if nothing is left.
    mutating func rest(expecting expected: String) -> Result<Word, TimelineParseError> {
        skipSpaces()
        let start = index
        index = count
        let text = trimmedText(start..<index)
        guard !text.isEmpty else {
            return .failure(TimelineParseError(column: start + 1, expected: expected, found: TimelineParseError.endOfLine))
        }
        return .success(Word(text: text, column: start + 1))
    }

    /// Everything up to the whole word `stop`, or to the end of the line, without surrounding spaces;
    /// the scanner is left before `stop`. An error expecting `expected` if nothing comes first (found
    /// is `stop` when the line goes on with it, `end of line` otherwise).
    mutating func rest(before stop: String, expecting expected: String) -> Result<Word, TimelineParseError> {
        skipSpaces()
        let start = index
        while index < count {
            var wordEnd = index
            while wordEnd < count, !isSpace(wordEnd) { wordEnd += 1 }
            // The same bytes are the same word; a String compares canonical equivalents equal too.
            let word = bytes[self.start(of: index)..<self.start(of: wordEnd)]
            if word.elementsEqual(stop.utf8) || (word.contains { $0 >= 0x80 } && text(index..<wordEnd) == stop) {
                break
            }
            index = wordEnd
            skipSpaces()
        }
        let text = trimmedText(start..<index)
        guard !text.isEmpty else {
            let found = index < count ? stop : TimelineParseError.endOfLine
            return .failure(TimelineParseError(column: start + 1, expected: expected, found: found))
        }
        return .success(Word(text: text, column: start + 1))
    }

    /// A double-quoted string with `\"`, `\\`, `\n`, `\r` and `\t` escapes, unescaped.
    mutating func string(expecting expected: String) -> Result<Word, TimelineParseError> {
        skipSpaces()
        let start = index
        guard index < count else {
            return .failure(TimelineParseError(column: start + 1, expected: expected, found: TimelineParseError.endOfLine))
        }
        guard isCharacter(index, "\"") else {
            let found = (try? word(expecting: expected).get())?.text ?? TimelineParseError.endOfLine
            return .failure(TimelineParseError(column: start + 1, expected: expected, found: found))
        }
        index += 1
        var text: [UInt8] = []
        while index < count {
            let character = index
            index += 1
            if isCharacter(character, "\"") {
                return .success(Word(text: String(decoding: text, as: UTF8.self), column: start + 1))
            }
            guard isCharacter(character, "\\") else {
                text += bytes[self.start(of: character)..<self.start(of: character + 1)]
                continue
            }
            guard index < count else { continue }
            let escaped = index
            if isCharacter(escaped, "\"") {
                text.append(UInt8(ascii: "\""))
            } else if isCharacter(escaped, "\\") {
                text.append(UInt8(ascii: "\\"))
            } else if isCharacter(escaped, "n") {
                text.append(UInt8(ascii: "\n"))
            } else if isCharacter(escaped, "r") {
                text.append(UInt8(ascii: "\r"))
            } else if isCharacter(escaped, "t") {
                text.append(UInt8(ascii: "\t"))
            } else if isCharacter(escaped, "u") {
                guard let (scalar, end) = unicodeEscape(at: index) else {
                    return .failure(TimelineParseError(
                        column: index, expected: #"a Unicode escape like \u{2019}"#, found: "\\u"))
                }
                UTF8.encode(scalar) { text.append($0) }
                index = end
                continue
            } else {
                return .failure(TimelineParseError(
                    column: index, expected: #"an escape: \", \\, \n, \r, \t or \u{…}"#,
                    found: "\\" + self.text(escaped..<escaped + 1)))
            }
            index += 1
        }
        return .failure(TimelineParseError(
            column: count + 1, expected: "a closing \" for the text opened at column \(start + 1)",
            found: TimelineParseError.endOfLine))
    }

    /// The scalar of `u{HEX}` starting at character `index` (on the `u`), and the character just past the `}`.
    private func unicodeEscape(at index: Int) -> (Unicode.Scalar, Int)? {
        guard index + 1 < count, isCharacter(index + 1, "{"),
              let close = (index + 2..<count).first(where: { isCharacter($0, "}") })
        else { return nil }
        let digits = text(index + 2..<close)
        guard (1...8).contains(digits.count), digits.allSatisfy(\.isHexDigit),
              let value = UInt32(digits, radix: 16), let scalar = Unicode.Scalar(value)
        else { return nil }
        return (scalar, close + 1)
    }

    /// Where character `character` (or, at ``count``, the end of the line) starts in ``bytes``.
    private func start(of character: Int) -> Int {
        starts.isEmpty ? character : starts[character]
    }

    /// Whether character `character` is `ascii` alone (a character is equal to an ASCII one only
    /// when it is that one scalar, with no mark on it).
    private func isCharacter(_ character: Int, _ ascii: Unicode.Scalar) -> Bool {
        let offset = start(of: character)
        return bytes[offset] == UInt8(ascii: ascii) && start(of: character + 1) == offset + 1
    }

    /// The characters in `range`, as a string.
    private func text(_ range: Range<Int>) -> String {
        String(decoding: bytes[start(of: range.lowerBound)..<start(of: range.upperBound)], as: UTF8.self)
    }

    /// The characters in `range` without the spaces and tabs at either end.
    private func trimmedText(_ range: Range<Int>) -> String {
        var lower = range.lowerBound
        var upper = range.upperBound
        while lower < upper, isSpace(lower) { lower += 1 }
        while upper > lower, isSpace(upper - 1) { upper -= 1 }
        return text(lower..<upper)
    }

    private mutating func skipSpaces() {
        while index < count, isSpace(index) { index += 1 }
    }

    private func isSpace(_ character: Int) -> Bool { isCharacter(character, " ") || isCharacter(character, "\t") }
}
