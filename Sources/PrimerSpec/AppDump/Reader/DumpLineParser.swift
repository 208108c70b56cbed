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

        private func readHead(_ position: inout Int, into element: inout DumpElement) -> Result<Void, Diagnostic> {
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
        private func frame(at start: Int) -> Result<(DumpFrame, Int), Diagnostic> {
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

        private func badFrame(from start: Int) -> Diagnostic {
            var end = start
            while end < count, !characters[..<end].reversed().starts(with: "}}") { end += 1 }
            let text = String(characters[start..<end])
            return AppDumpError.make("malformed frame \(AppDumpError.quote(text))",
                                     expected: "{{x, y}, {width, height}}, numbers in points, width and height not negative",
                                     at: range(start, end), offendingText: text)
        }

        // MARK: Tail: quoted attributes, value, flags

        private func readTail(from tailStart: Int, into element: inout DumpElement) -> Result<Void, Diagnostic> {
            guard tailStart < count else { return .success(()) }
            var tables = Tables(count: count)
            var index = count - 1
            while index >= tailStart {
                if isBoundary(index) {
                    let item = shape(at: index + 2)
                    for order in Order.allCases {
                        tables.setValid(isValid(item, order: order, tables: tables), at: index, order)
                    }
                }
                let closes = characters[index] == "'" && (index + 1 == count || isBoundary(index + 1))
                for order in Order.allCases {
                    tables.setClosing(closes && tables.valid(at: index + 1, order) ? index : tables.closing(at: index + 1, order),
                                      at: index, order)
                }
                index -= 1
            }
            guard tables.valid(at: tailStart, .start) else { return .failure(diagnose(from: tailStart)) }
            var position = tailStart
            var order = Order.start
            while position < count {
                let start = position + 2
                switch shape(at: start) {
                case .quoted(let key, let valueStart):
                    let next = Self.order(after: key, from: order) ?? order
                    guard let end = tables.closing(at: valueStart, next) else { return .failure(diagnose(from: tailStart)) }
                    assign(key: key, text: String(characters[valueStart..<end]), range: range(valueStart, end), to: &element)
                    order = next
                    position = end + 1
                case .value:
                    readValue(from: start + 7, into: &element)
                    position = count
                case .flag(let end):
                    element.flags.append(String(characters[start..<end]))
                    order = .flags
                    position = end
                case .unknown:
                    return .failure(diagnose(from: tailStart))
                }
            }
            return .success(())
        }

        /// The tables of the backward pass, flat: one row of order states an offset.
        ///
        /// `valid(at: p, r)`: from the boundary at p, in order state r, the rest of the line reads as
        /// attributes. `closing(at: i, r)`: the first `'` at or after i that a boundary (or the end)
        /// follows, where the rest then reads as attributes in state r.
        struct Tables {
            static let states = Order.allCases.count
            private var validCells: [Bool]
            private var closingCells: [Int]

            init(count: Int) {
                validCells = [Bool](repeating: false, count: (count + 1) * Self.states)
                closingCells = [Int](repeating: -1, count: (count + 2) * Self.states)
                for order in 0..<Self.states { validCells[count * Self.states + order] = true }
            }

            func valid(at index: Int, _ order: Order) -> Bool { validCells[index * Self.states + order.rawValue] }

            mutating func setValid(_ value: Bool, at index: Int, _ order: Order) {
                validCells[index * Self.states + order.rawValue] = value
            }

            func closing(at index: Int, _ order: Order) -> Int? {
                let value = closingCells[index * Self.states + order.rawValue]
                return value < 0 ? nil : value
            }

            mutating func setClosing(_ value: Int?, at index: Int, _ order: Order) {
                closingCells[index * Self.states + order.rawValue] = value ?? -1
            }
        }

        private func isValid(_ item: Shape, order: Order, tables: Tables) -> Bool {
            switch item {
            case .quoted(let key, let valueStart):
                guard let next = Self.order(after: key, from: order) else { return false }
                return tables.closing(at: valueStart, next) != nil
            case .value:
                return order.rawValue < Order.value.rawValue
            case .flag(let end):
                return tables.valid(at: end, .flags)
            case .unknown:
                return false
            }
        }

        /// The value runs to the end of the line, less the known flags after it.
        private func readValue(from start: Int, into element: inout DumpElement) {
            var end = count
            var trailing: [String] = []
            var found = true
            while found {
                found = false
                for flag in DumpElement.knownFlags {
                    let suffix = Array(", " + flag)
                    if end - suffix.count >= start, Array(characters[(end - suffix.count)..<end]) == suffix {
                        trailing.insert(flag, at: 0)
                        end -= suffix.count
                        found = true
                        break
                    }
                }
            }
            element.value = String(characters[start..<end])
            element.valueRange = range(start, end)
            element.flags += trailing
        }

        private func assign(key: String, text: String, range: SourceRange, to element: inout DumpElement) {
            switch key {
            case "identifier": element.identifier = text
            case "label":
                element.label = text
                element.labelRange = range
            case "placeholderValue": element.placeholderValue = text
            default: element.otherAttributes.append(DumpAttribute(key: key, value: text))
            }
        }

        /// The order state after an attribute, or nil when it may not come here: identifier, label and
        /// placeholderValue in that order, any other quoted attribute anywhere before the value.
        static func order(after key: String, from order: Order) -> Order? {
            guard order.rawValue < Order.value.rawValue else { return nil }
            let rank: Order? = switch key {
            case "identifier": .identifier
            case "label": .label
            case "placeholderValue": .placeholderValue
            default: nil
            }
            guard let rank else { return order }
            return rank.rawValue > order.rawValue ? rank : nil
        }

        private func shape(at start: Int) -> Shape {
            guard start < count else { return .unknown(end: start) }
            if characters[start...].starts(with: "value: ") { return .value }
            var keyEnd = start
            while keyEnd < count, characters[keyEnd].isASCII, characters[keyEnd].isLetter || characters[keyEnd].isNumber {
                keyEnd += 1
            }
            if keyEnd > start, characters[keyEnd...].starts(with: ": '") {
                return .quoted(key: String(characters[start..<keyEnd]), valueStart: keyEnd + 3)
            }
            let end = nextBoundary(from: start)
            return Self.isFlag(characters[start..<end]) ? .flag(end: end) : .unknown(end: end)
        }

        /// The first error on a line that does not read, walking as far as it does.
        private func diagnose(from tailStart: Int) -> Diagnostic {
            var position = tailStart
            var order = Order.start
            var previous = "the frame"
            while position < count {
                let start = position + 2
                guard start < count else {
                    return AppDumpError.make("nothing after the last ', '", expected: AppDumpError.attributeShape,
                                             at: range(position, count), offendingText: ",")
                }
                switch shape(at: start) {
                case .quoted(let key, let valueStart):
                    guard let next = Self.order(after: key, from: order) else {
                        return AppDumpError.make("'\(key)' after \(previous)",
                                                 expected: "the order identifier, label, placeholderValue, value, flags",
                                                 at: range(start, valueStart - 3), offendingText: key)
                    }
                    var end = valueStart
                    while end < count, !(characters[end] == "'" && (end + 1 == count || isBoundary(end + 1))) { end += 1 }
                    guard end < count else {
                        return AppDumpError.make("the value of '\(key)' has no closing quote",
                                                 expected: "\(key): 'TEXT' followed by ', ' or the end of the line",
                                                 at: range(start, count), offendingText: String(characters[start..<count]))
                    }
                    order = next
                    previous = "'\(key)'"
                    position = end + 1
                case .value:
                    return AppDumpError.make("'value' after \(previous)",
                                             expected: "the order identifier, label, placeholderValue, value, flags",
                                             at: range(start, start + 5), offendingText: "value")
                case .flag(let end):
                    order = .flags
                    previous = "the flag '\(String(characters[start..<end]))'"
                    position = end
                case .unknown(let end):
                    let text = String(characters[start..<end])
                    return AppDumpError.make("unexpected \(AppDumpError.quote(text)) after \(previous)",
                                             expected: AppDumpError.attributeShape, at: range(start, end),
                                             offendingText: text)
                }
            }
            return AppDumpError.make("the attributes do not read", expected: AppDumpError.attributeShape,
                                     at: range(tailStart, count), offendingText: nil)
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
