/// Reads one element line of a dump, from the first character of its type to the end of the line.
///
/// The line is `TYPE, 0xADDRESS, {{x, y}, {width, height}}, identifier: '…', label: '…',
/// placeholderValue: '…', value: …, FLAGS` (FACTS.md §13), each part optional after the type; the
/// application's line carries `pid: N`, and older dumps a `traits: N` mask.
///
/// The dump does not escape quotes: a label may hold `'` and even `', '`. A quoted value ends at the
/// first `'` after which the rest of the line still reads as attributes in their documented order
/// (identifier, label, placeholderValue, value, flags) and flags. `value:` is not quoted: it runs
/// to the end of the line, less the known flags (`Selected`, `Disabled`, `Keyboard Focused`) after it.
/// The line is read in one pass from its end, so a long or hostile line costs linear time.
enum DumpLineParser {
    /// Reads the element written from `start` (an offset into `characters`) to the end of the line.
    static func parse(_ characters: [Character], from start: Int, file: String,
                      line: Int) -> Result<DumpElement, Diagnostic> {
        var reader = DumpLineParser.Reader(characters: characters, file: file, line: line)
        return reader.parse(from: start)
    }

    /// A line's characters and the tables of the one backward pass.
    struct Reader {
        let characters: [Character]
        let file: String
        let line: Int
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
            case unknown(end: Int)
        }

        init(characters: [Character], file: String, line: Int) {
            self.characters = characters
            self.file = file
            self.line = line
        }

        mutating func parse(from start: Int) -> Result<DumpElement, Diagnostic> {
            var typeEnd = start
            while typeEnd < count, !isBoundary(typeEnd) { typeEnd += 1 }
            let typeText = String(characters[start..<typeEnd])
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

        func readHead(_ position: inout Int, into element: inout DumpElement) -> Result<Void, Diagnostic> {
            while isBoundary(position) {
                let start = position + 2
                let end = nextBoundary(from: start)
                let text = String(characters[start..<end])
                if element.address == nil, element.frame == nil, Self.isAddress(text) {
                    element.address = text
                } else if element.processID == nil, element.frame == nil, text.hasPrefix("pid: "),
                          let pid = Int(text.dropFirst(5)), pid >= 0 {
                    element.processID = pid
                } else if element.traitsMask == nil, element.frame == nil, text.hasPrefix("traits: "),
                          text.dropFirst(8).allSatisfy(\.isASCII), text.dropFirst(8).allSatisfy(\.isNumber),
                          text.count > 8 {
                    element.traitsMask = String(text.dropFirst(8))
                } else if element.frame == nil, characters[start...].starts(with: "{{") {
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

        /// `{{x, y}, {width, height}}` from `start`, and the offset after it (a boundary or the end).
        func frame(at start: Int) -> Result<(DumpFrame, Int), Diagnostic> {
            var index = start + 2
            var numbers: [Double] = []
            let separators: [String] = [", ", "}, {", ", ", "}}"]
            for separator in separators {
                let numberStart = index
                while index < count, "0123456789.-+eE".contains(characters[index]) { index += 1 }
                guard let number = Double(String(characters[numberStart..<index])), number.isFinite,
                      characters[index...].starts(with: separator) else {
                    return .failure(badFrame(from: start))
                }
                numbers.append(number)
                index += separator.count
            }
            guard index == count || isBoundary(index), numbers[2] >= 0, numbers[3] >= 0 else {
                return .failure(badFrame(from: start))
            }
            return .success((DumpFrame(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3]), index))
        }

        func badFrame(from start: Int) -> Diagnostic {
            var end = start
            while end < count, !characters[..<end].reversed().starts(with: "}}") { end += 1 }
            let text = String(characters[start..<end])
            return AppDumpError.make("malformed frame \(AppDumpError.quote(text))",
                                     expected: "{{x, y}, {width, height}}, numbers in points, width and height not negative",
                                     at: range(start, end), offendingText: text)
        }

        // MARK: Helpers

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
            AppDumpError.range(file: file, line: line, from: start, to: end)
        }

        /// The type and qualifier of `Window (Main)`; nil when the text is not an element type.
        static func type(_ text: String) -> (String, String?)? {
            guard let first = text.first, first.isLetter, first.isASCII,
                  text.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || " ()_-".contains($0)) }) else { return nil }
            guard text.hasSuffix(")"), let open = text.range(of: " (") else {
                return text.contains(" ") || text.contains("(") ? nil : (text, nil)
            }
            let type = String(text[..<open.lowerBound])
            let qualifier = String(text[open.upperBound...].dropLast())
            guard !type.contains(" "), !qualifier.isEmpty, !qualifier.contains("("), !qualifier.contains(")") else {
                return nil
            }
            return (type, qualifier)
        }

        /// `0x` and hex digits.
        static func isAddress(_ text: String) -> Bool {
            text.hasPrefix("0x") && text.count > 2 && text.dropFirst(2).allSatisfy(\.isHexDigit)
        }

        /// A bare flag: capitalised words of letters separated by single spaces, such as `Keyboard Focused`.
        static func isFlag(_ text: ArraySlice<Character>) -> Bool {
            guard let first = text.first, first.isASCII, first.isUppercase, text.count <= 40, text.last != " " else {
                return false
            }
            var previousSpace = false
            for character in text {
                if character == " " {
                    if previousSpace { return false }
                    previousSpace = true
                } else if character.isASCII, character.isLetter {
                    previousSpace = false
                } else {
                    return false
                }
            }
            return true
        }
    }
}
