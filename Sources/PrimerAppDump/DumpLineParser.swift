import PrimerModel
import PrimerSyntax

/// Reads one element line of a dump, from the first character of its type to the end of the line.
///
/// The line is `TYPE, 0xADDRESS, {{x, y}, {width, height}}, identifier: '…', label: '…',
/// placeholderValue: '…', value: …, FLAGS` (XCUITest's debugDescription format (Docs/AppDumps.md)), each part optional after the type; the
/// application's line carries `pid: N`, and older dumps a `traits: N` mask. Xcode 26 writes no
/// address and the frame as `{x, y, width, height}` after the quoted attributes
/// (`Button, identifier: 'go', label: 'Go', {24.0, 702.0, 345.0, 54.0}`): a frame of either form
/// is read before the attributes or after any of them, once a line.
///
/// The dump does not escape quotes: a label may hold `'` and even `', '`. A quoted value ends at the
/// first `'` after which the rest of the line still reads as attributes in their documented order
/// (identifier, label, placeholderValue, value, flags) and flags. `value:` is not quoted: it runs
/// to the end of the line, less the known flags (`Selected`, `Disabled`, `Keyboard Focused`) after it.
/// The line is read in one pass from its end, so a long or hostile line costs linear time.
enum DumpLineParser {
    /// Reads the element written from `start` (an offset into `characters`, the characters of `text`)
    /// to the end of the line.
    ///
    /// `text` may be several lines joined with `\n` (an element whose label, identifier or value
    /// holds a line break, which XCUITest writes raw): `lineStarts` holds the offset each line's
    /// text starts at (the first 0), so every range is located at its own line and column.
    static func parse(_ characters: DumpCharacters, from start: Int, file: String,
                      line: Int, lineStarts: [Int] = [0]) -> Result<DumpElement, Finding> {
        var reader = DumpLineParser.Reader(characters: characters, file: file, line: line, lineStarts: lineStarts)
        return reader.parse(from: start)
    }

    /// A line's characters and the tables of the one backward pass.
    struct Reader {
        let characters: DumpCharacters
        let file: String
        let line: Int
        /// The offset each physical line's text starts at, the first 0 (more than one when the
        /// element's text goes on over lines).
        let lineStarts: [Int]
        var count: Int { characters.count }

        /// The states of the attribute order: what was read last.
        enum Order: Int, CaseIterable {
            case start, identifier, label, placeholderValue, value, flags
        }

        /// What an attribute starting at an offset looks like.
        enum Shape {
            case quoted(key: String, valueStart: Int)
            case value
            case flag(end: Int)
            /// A frame after the attributes, where Xcode 26 writes it.
            case frame(end: Int)
            case unknown(end: Int)
        }

        init(characters: DumpCharacters, file: String, line: Int, lineStarts: [Int] = [0]) {
            self.characters = characters
            self.file = file
            self.line = line
            self.lineStarts = lineStarts.isEmpty ? [0] : lineStarts
        }

        mutating func parse(from start: Int) -> Result<DumpElement, Finding> {
            var typeEnd = start
            while typeEnd < count, !isBoundary(typeEnd) { typeEnd += 1 }
            let typeText = text(start, typeEnd)
            guard let (type, qualifier) = Self.type(typeText) else {
                return .failure(AppDumpError.make(
                    "unexpected \(AppDumpError.quote(typeText)) where the element type goes",
                    expected: "an element type such as Button, StaticText or Window (Main), then " + AppDumpError.elementShape,
                    at: range(start, typeEnd), offendingText: typeText))
            }
            var element = DumpElement(type: type, qualifier: qualifier, depth: 0, range: range(start, count))
            var position = typeEnd
            if case .failure(let error) = readHead(&position, into: &element) { return .failure(error) }
            if case .failure(let error) = readTail(from: position, into: &element) { return .failure(error) }
            return .success(element)
        }

        // MARK: Head: address, pid, traits, frame

        func readHead(_ position: inout Int, into element: inout DumpElement) -> Result<Void, Finding> {
            while isBoundary(position) {
                let start = position + 2
                let end = nextBoundary(from: start)
                let text = self.text(start, end)
                if element.address == nil, element.frame == nil, Self.isAddress(text) {
                    element.address = text
                } else if element.processID == nil, element.frame == nil, text.hasPrefix("pid: "),
                          let pid = Int(text.dropFirst(5)), pid >= 0 {
                    element.processID = pid
                } else if element.traitsMask == nil, element.frame == nil, text.hasPrefix("traits: "),
                          text.dropFirst(8).allSatisfy(\.isASCII), text.dropFirst(8).allSatisfy(\.isNumber),
                          text.count > 8 {
                    element.traitsMask = String(text.dropFirst(8))
                } else if element.frame == nil, start < count, characters[start] == "{" {
                    switch frame(at: start) {
                    case .success(let (frame, frameEnd)):
                        element.frame = frame
                        position = frameEnd
                        continue
                    case .failure(let error):
                        return .failure(error)
                    }
                } else {
                    return .success(())
                }
                position = end
            }
            return .success(())
        }

        /// A frame from `start`, and the offset after it (a boundary or the end): `{{x, y}, {width, height}}`
        /// as XCUITest wrote it before Xcode 26, or `{x, y, width, height}` as Xcode 26 writes it.
        func frame(at start: Int) -> Result<(DumpFrame, Int), Finding> {
            guard let found = parseFrame(at: start) else { return .failure(badFrame(from: start)) }
            return .success(found)
        }

        /// The frame from `start` and the offset after it, or nil when none reads there (no message
        /// is built: the attribute pass asks this at every `, {`).
        func parseFrame(at start: Int) -> (DumpFrame, Int)? {
            guard start < count, characters[start] == "{" else { return nil }
            let nested = characters[start...].starts(with: Self.frameOpening)
            let separators = nested ? Self.frameSeparators : Self.flatFrameSeparators
            var index = start + (nested ? 2 : 1)
            var numbers: [Double] = []
            for separator in separators {
                let numberStart = index
                while index < count, index - numberStart <= Self.longestNumber, Self.isNumberCharacter(characters[index]) {
                    index += 1
                }
                guard let number = Double(text(numberStart, index)), number.isFinite,
                      characters[index...].starts(with: separator) else {
                    return nil
                }
                numbers.append(number)
                index += separator.count
            }
            guard index == count || isBoundary(index), numbers[2] >= 0, numbers[3] >= 0 else { return nil }
            return (DumpFrame(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3]), index)
        }

        /// Whether a frame that reads ends at `end`, starting at `start`.
        func isFrame(from start: Int, to end: Int) -> Bool {
            parseFrame(at: start)?.1 == end
        }

        func badFrame(from start: Int) -> Finding {
            var end = start
            let closing = characters[start...].starts(with: Self.frameOpening) ? Self.frameClosing : Self.flatFrameClosing
            while end < count, end - start < 200, !characters[..<end].reversed().starts(with: closing) { end += 1 }
            let text = self.text(start, end)
            return AppDumpError.make("malformed frame \(AppDumpError.quote(text))",
                                     expected: "{{x, y}, {width, height}} (or, from Xcode 26, {x, y, width, height}), "
                                        + "numbers in points, width and height not negative",
                                     at: range(start, end), offendingText: text)
        }

        // MARK: Helpers

        /// The text from one offset to another.
        func text(_ start: Int, _ end: Int) -> String {
            characters.text(start, end)
        }

        /// What a frame's parts start, end and are separated by, as characters (compared with a
        /// string, a slice of characters walked the string's characters anew each time).
        static let frameOpening = DumpCharacters.of("{{")
        static let frameClosing = DumpCharacters.of("}}")
        static let frameSeparators = [", ", "}, {", ", ", "}}"].map(DumpCharacters.of)
        /// Xcode 26's frame, `{x, y, width, height}`.
        static let flatFrameSeparators = [", ", ", ", ", ", "}"].map(DumpCharacters.of)
        static let flatFrameClosing = DumpCharacters.of("}")
        /// The most characters a frame's number may have (a `Double` printed in full is at most 24): a
        /// bound, so a hostile run of digits is not walked from every boundary. A choice.
        static let longestNumber = 32

        /// Whether a character may be part of a number in a frame: digits, `.`, signs and exponents.
        static func isNumberCharacter(_ character: DumpCharacter) -> Bool {
            guard let byte = character.ascii else { return false }
            return switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "."), UInt8(ascii: "-"), UInt8(ascii: "+"),
                 UInt8(ascii: "e"), UInt8(ascii: "E"): true
            default: false
            }
        }

        /// Whether `, ` starts at an offset.
        func isBoundary(_ index: Int) -> Bool {
            index >= 0 && index + 1 < count && characters[index] == "," && characters[index + 1] == " "
        }

        func nextBoundary(from index: Int) -> Int {
            var end = index
            while end < count, !isBoundary(end) { end += 1 }
            return end
        }

        func range(_ start: Int, _ end: Int) -> SourceRange {
            guard lineStarts.count > 1 else { return AppDumpError.range(file: file, line: line, from: start, to: end) }
            return SourceRange(lowerBound: location(start), upperBound: location(max(start, end)))
        }

        /// The 1-based location of an offset into a text joined from several lines.
        func location(_ offset: Int) -> SourceLocation {
            // The last line starting at or before the offset (the lines are few: walked from the end).
            let index = lineStarts.lastIndex { $0 <= offset } ?? 0
            return SourceLocation(file: file, line: line + index, column: offset - lineStarts[index] + 1)
        }

        /// The type and qualifier of `Window (Main)`; nil when the text is not an element type.
        ///
        /// Read on the UTF-8 bytes: every character it allows is ASCII, and an ASCII letter or digit
        /// is one byte (a `Character` property look-up was a fifth of reading a dump).
        static func type(_ text: String) -> (String, String?)? {
            let bytes = Array(text.utf8)
            guard let first = bytes.first, ASCIIByte.isLetter(first),
                  bytes.allSatisfy({ ASCIIByte.isLetter($0) || ASCIIByte.isDigit($0) || Self.typePunctuation.contains($0) })
            else { return nil }
            let space = UInt8(ascii: " "), open = UInt8(ascii: "("), close = UInt8(ascii: ")")
            guard bytes.last == close, let openAt = bytes.indices.dropLast().first(where: { bytes[$0] == space && bytes[$0 + 1] == open })
            else {
                return bytes.contains(space) || bytes.contains(open) ? nil : (text, nil)
            }
            let type = bytes[..<openAt]
            let qualifier = bytes[(openAt + 2)..<(bytes.count - 1)]
            guard !type.contains(space), !qualifier.isEmpty, !qualifier.contains(open), !qualifier.contains(close) else {
                return nil
            }
            return (String(decoding: type, as: UTF8.self), String(decoding: qualifier, as: UTF8.self))
        }

        /// The punctuation an element type may hold besides letters and digits: `Window (Main)`, `_`, `-`.
        static let typePunctuation = Array(" ()_-".utf8)

        /// Whether a character is an ASCII letter or digit (`Character.isLetter` looks up Unicode
        /// properties, even for ASCII).
        static func isASCIILetterOrDigit(_ character: DumpCharacter) -> Bool {
            guard let byte = character.ascii else { return false }
            return ASCIIByte.isLetter(byte) || ASCIIByte.isDigit(byte)
        }

        /// `0x` and hex digits.
        static func isAddress(_ text: String) -> Bool {
            text.hasPrefix("0x") && text.count > 2 && text.dropFirst(2).allSatisfy(\.isHexDigit)
        }

        /// A bare flag: capitalised words of letters separated by single spaces, such as `Keyboard Focused`.
        static func isFlag(_ text: DumpCharacters.SubSequence) -> Bool {
            guard let first = text.first, let firstByte = first.ascii, ASCIIByte.isUppercase(firstByte),
                  text.count <= 40, text.last != " " else {
                return false
            }
            var previousSpace = false
            for character in text {
                if character == " " {
                    if previousSpace { return false }
                    previousSpace = true
                } else if let byte = character.ascii, ASCIIByte.isLetter(byte) {
                    previousSpace = false
                } else {
                    return false
                }
            }
            return true
        }
    }
}
