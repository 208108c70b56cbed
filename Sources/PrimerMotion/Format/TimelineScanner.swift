import PrimerModel

/// Reads one timeline line word by word, keeping 1-based character columns for errors: the one
/// tokeniser of motion lines, in a spec's motion sections (from the line's source text) and outside
/// a spec (`primer-spec motion`'s output, the round-trip tests).
///
/// Words are separated by runs of spaces and tabs, as the spec lexer separates a line's tokens: a
/// space or tab that starts a character separates even when a combining mark sits on it (the mark
/// then starts the next word, at the column of the character it is part of). Columns count
/// characters (grapheme clusters). The scanner reads the line's UTF-8 bytes: for a line of ASCII
/// without a carriage return (nearly every line) each byte is a character and nothing is worked out;
/// otherwise the character of every byte is listed once. Words are copied from the bytes whole.
struct TimelineScanner {
    /// The line's UTF-8.
    private let bytes: [UInt8]
    /// The 0-based character of each byte of ``bytes``, then the number of characters; empty when
    /// every byte is a character (see ``character(at:)``).
    private let characters: [Int]
    /// The byte the scanner is at.
    private var index = 0

    init(_ line: String) {
        bytes = Array(line.utf8)
        if bytes.withUnsafeBufferPointer(TextColumns.isOneBytePerCharacter) {
            characters = []
        } else {
            var characters: [Int] = []
            characters.reserveCapacity(bytes.count + 1)
            var number = 0
            for character in line {
                characters.append(contentsOf: repeatElement(number, count: character.utf8.count))
                number += 1
            }
            characters.append(number)
            self.characters = characters
        }
    }

    /// A scanner of the line `utf8` holds (a slice of a longer text, read without making a string of
    /// it first): its bytes copied when each is a character, otherwise the string they decode to
    /// read as ``init(_:)`` reads it.
    init(utf8: UnsafeBufferPointer<UInt8>) {
        guard TextColumns.isOneBytePerCharacter(utf8) else {
            self.init(String(decoding: utf8, as: UTF8.self))
            return
        }
        self.init(oneBytePerCharacter: Array(utf8))
    }

    /// A scanner of `bytes`, each of them one character.
    private init(oneBytePerCharacter bytes: [UInt8]) {
        self.bytes = bytes
        characters = []
    }

    /// A word and the column it starts at.
    struct Word {
        var text: String
        var column: Int
    }

    /// The column of the next word, or one past the end.
    mutating func nextColumn() -> Int {
        skipSpaces()
        return column(index)
    }

    /// Whether only spaces remain.
    mutating func atEnd() -> Bool {
        skipSpaces()
        return index >= bytes.count
    }

    /// The next run of bytes up to a separating space, or an error expecting `expected` at the end of
    /// the line (worked out only then: some name every form a word may take).
    mutating func word(expecting expected: @autoclosure () -> String) -> Result<Word, TimelineParseError> {
        skipSpaces()
        let start = index
        while index < bytes.count, !isSeparator(index) { index += 1 }
        guard index > start else {
            return .failure(TimelineParseError(column: column(start), expected: expected(), found: TimelineParseError.endOfLine))
        }
        return .success(Word(text: text(start..<index), column: column(start)))
    }

    /// Everything left, without surrounding spaces, or an error expecting `expected` if nothing is left.
    mutating func rest(expecting expected: String) -> Result<Word, TimelineParseError> {
        skipSpaces()
        let start = index
        index = bytes.count
        guard let text = trimmedText(start..<index) else {
            return .failure(TimelineParseError(column: column(start), expected: expected, found: TimelineParseError.endOfLine))
        }
        return .success(Word(text: text, column: column(start)))
    }

    /// Everything up to the whole word `stop`, or to the end of the line, without surrounding spaces;
    /// the scanner is left before `stop`. An error expecting `expected` if nothing comes first (found
    /// is `stop` when the line goes on with it, `end of line` otherwise).
    mutating func rest(before stop: String, expecting expected: String) -> Result<Word, TimelineParseError> {
        skipSpaces()
        let start = index
        while index < bytes.count {
            var wordEnd = index
            while wordEnd < bytes.count, !isSeparator(wordEnd) { wordEnd += 1 }
            // The same bytes are the same word; a String compares canonical equivalents equal too.
            let word = bytes[index..<wordEnd]
            if word.elementsEqual(stop.utf8) || (word.contains { $0 >= 0x80 } && text(index..<wordEnd) == stop) {
                break
            }
            index = wordEnd
            skipSpaces()
        }
        guard let text = trimmedText(start..<index) else {
            let found = index < bytes.count ? stop : TimelineParseError.endOfLine
            return .failure(TimelineParseError(column: column(start), expected: expected, found: found))
        }
        return .success(Word(text: text, column: column(start)))
    }

    /// A double-quoted string with `\"`, `\\`, `\n`, `\r` and `\t` escapes, unescaped.
    mutating func string(expecting expected: String) -> Result<Word, TimelineParseError> {
        skipSpaces()
        let start = index
        guard index < bytes.count else {
            return .failure(TimelineParseError(column: column(start), expected: expected, found: TimelineParseError.endOfLine))
        }
        guard isCharacter(index, "\"") else {
            let found = (try? word(expecting: expected).get())?.text ?? TimelineParseError.endOfLine
            return .failure(TimelineParseError(column: column(start), expected: expected, found: found))
        }
        index += 1
        var text: [UInt8] = []
        while index < bytes.count {
            let character = index
            index = end(ofCharacterAt: character)
            if isCharacter(character, "\"") {
                return .success(Word(text: String(decoding: text, as: UTF8.self), column: column(start)))
            }
            guard isCharacter(character, "\\") else {
                text += bytes[character..<index]
                continue
            }
            guard index < bytes.count else { continue }
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
                        column: column(character), expected: #"a Unicode escape like \u{2019}"#, found: "\\u"))
                }
                UTF8.encode(scalar) { text.append($0) }
                index = end
                continue
            } else {
                return .failure(TimelineParseError(
                    column: column(character), expected: #"an escape: \", \\, \n, \r, \t or \u{…}"#,
                    found: "\\" + self.text(escaped..<end(ofCharacterAt: escaped))))
            }
            index = end(ofCharacterAt: escaped)
        }
        return .failure(TimelineParseError(
            column: column(bytes.count), expected: "a closing \" for the text opened at column \(column(start))",
            found: TimelineParseError.endOfLine))
    }

    /// The scalar of `u{HEX}` starting at byte `index` (on the `u`), and the byte just past the `}`.
    private func unicodeEscape(at index: Int) -> (Unicode.Scalar, Int)? {
        guard index + 1 < bytes.count, isCharacter(index + 1, "{") else { return nil }
        var close = index + 2
        while close < bytes.count, !isCharacter(close, "}") { close = end(ofCharacterAt: close) }
        guard close < bytes.count else { return nil }
        let digits = text(index + 2..<close)
        guard (1...8).contains(digits.count), digits.allSatisfy(\.isHexDigit),
              let value = UInt32(digits, radix: 16), let scalar = Unicode.Scalar(value)
        else { return nil }
        return (scalar, close + 1)
    }

    /// The 0-based character byte `offset` is part of (at the end, the number of characters).
    private func character(at offset: Int) -> Int {
        characters.isEmpty ? offset : characters[offset]
    }

    /// The 1-based column of the character byte `offset` is part of.
    private func column(_ offset: Int) -> Int { character(at: offset) + 1 }

    /// Whether byte `offset` starts a character.
    private func startsCharacter(_ offset: Int) -> Bool {
        characters.isEmpty || offset == 0 || characters[offset] != characters[offset - 1]
    }

    /// Where the next character starts after the one byte `offset` is in (a word that starts with
    /// the mark on a separating space starts within a character: its rest is read as one).
    private func end(ofCharacterAt offset: Int) -> Int {
        guard !characters.isEmpty else { return offset + 1 }
        var end = offset + 1
        while end < bytes.count, characters[end] == characters[offset] { end += 1 }
        return end
    }

    /// Whether byte `offset` is the character `ascii` alone (a character is equal to an ASCII one
    /// only when it is that one scalar, with no mark on it).
    private func isCharacter(_ offset: Int, _ ascii: Unicode.Scalar) -> Bool {
        bytes[offset] == UInt8(ascii: ascii) && startsCharacter(offset) && end(ofCharacterAt: offset) == offset + 1
    }

    /// The bytes in `range`, as a string.
    private func text(_ range: Range<Int>) -> String {
        String(decoding: bytes[range], as: UTF8.self)
    }

    /// The bytes in `range` without the separating spaces at either end; nil when nothing is left.
    private func trimmedText(_ range: Range<Int>) -> String? {
        var lower = range.lowerBound
        var upper = range.upperBound
        while lower < upper, isSeparator(lower) { lower += 1 }
        while upper > lower, isSeparator(upper - 1) { upper -= 1 }
        return lower < upper ? text(lower..<upper) : nil
    }

    private mutating func skipSpaces() {
        while index < bytes.count, isSeparator(index) { index += 1 }
    }

    /// Whether byte `offset` is a space or a tab that starts a character: one that separates words.
    private func isSeparator(_ offset: Int) -> Bool {
        (bytes[offset] == 0x20 || bytes[offset] == 0x09) && startsCharacter(offset)
    }
}
