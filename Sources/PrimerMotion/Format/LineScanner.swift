/// Reads a timeline line word by word, keeping 1-based columns for errors.
struct LineScanner {
    private let characters: [Character]
    private var index = 0

    init(_ line: String) { characters = Array(line) }

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
        return index >= characters.count
    }

    /// The next run of non-space characters, or an error expecting `expected` at the end of the line.
    mutating func word(expecting expected: String) -> Result<Word, TimelineParseError> {
        skipSpaces()
        let start = index
        while index < characters.count, !Self.isSpace(characters[index]) { index += 1 }
        guard index > start else {
            return .failure(TimelineParseError(column: start + 1, expected: expected, found: TimelineParseError.endOfLine))
        }
        return .success(Word(text: String(characters[start..<index]), column: start + 1))
    }

    /// Everything left, without surrounding spaces, or an error expecting `expected` if nothing is left.
    mutating func rest(expecting expected: String) -> Result<Word, TimelineParseError> {
        skipSpaces()
        let start = index
        index = characters.count
        let text = String(characters[start...]).trimmingSpaces
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
        while index < characters.count {
            var wordEnd = index
            while wordEnd < characters.count, !Self.isSpace(characters[wordEnd]) { wordEnd += 1 }
            if String(characters[index..<wordEnd]) == stop { break }
            index = wordEnd
            skipSpaces()
        }
        let text = String(characters[start..<index]).trimmingSpaces
        guard !text.isEmpty else {
            let found = index < characters.count ? stop : TimelineParseError.endOfLine
            return .failure(TimelineParseError(column: start + 1, expected: expected, found: found))
        }
        return .success(Word(text: text, column: start + 1))
    }

    /// A double-quoted string with `\"`, `\\`, `\n`, `\r` and `\t` escapes, unescaped.
    mutating func quoted(expecting expected: String) -> Result<Word, TimelineParseError> {
        skipSpaces()
        let start = index
        guard index < characters.count else {
            return .failure(TimelineParseError(column: start + 1, expected: expected, found: TimelineParseError.endOfLine))
        }
        guard characters[index] == "\"" else {
            let found = (try? word(expecting: expected).get())?.text ?? TimelineParseError.endOfLine
            return .failure(TimelineParseError(column: start + 1, expected: expected, found: found))
        }
        index += 1
        var text = ""
        while index < characters.count {
            let character = characters[index]
            index += 1
            switch character {
            case "\"":
                return .success(Word(text: text, column: start + 1))
            case "\\":
                guard index < characters.count else { continue }
                let escaped = characters[index]
                switch escaped {
                case "\"": text.append("\"")
                case "\\": text.append("\\")
                case "n": text.append("\n")
                case "r": text.append("\r")
                case "t": text.append("\t")
                case "u":
                    guard let (scalar, end) = Self.unicodeEscape(characters, at: index) else {
                        return .failure(TimelineParseError(
                            column: index, expected: #"a Unicode escape like \u{2019}"#, found: "\\u"))
                    }
                    text.unicodeScalars.append(scalar)
                    index = end
                    continue
                default:
                    return .failure(TimelineParseError(
                        column: index, expected: #"an escape: \", \\, \n, \r, \t or \u{…}"#, found: "\\\(escaped)"))
                }
                index += 1
            default:
                text.append(character)
            }
        }
        return .failure(TimelineParseError(
            column: characters.count + 1, expected: "a closing \" for the text opened at column \(start + 1)",
            found: TimelineParseError.endOfLine))
    }

    /// The scalar of `u{HEX}` starting at `index` (on the `u`), and the index just past the `}`.
    private static func unicodeEscape(_ characters: [Character], at index: Int) -> (Unicode.Scalar, Int)? {
        guard index + 1 < characters.count, characters[index + 1] == "{",
              let close = characters[(index + 2)...].firstIndex(of: "}")
        else { return nil }
        let digits = String(characters[(index + 2)..<close])
        guard (1...8).contains(digits.count), digits.allSatisfy(\.isHexDigit),
              let value = UInt32(digits, radix: 16), let scalar = Unicode.Scalar(value)
        else { return nil }
        return (scalar, close + 1)
    }

    private mutating func skipSpaces() {
        while index < characters.count, Self.isSpace(characters[index]) { index += 1 }
    }

    private static func isSpace(_ character: Character) -> Bool { character == " " || character == "\t" }
}
