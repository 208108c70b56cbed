import PrimerSyntax

/// The attributes after an element line's frame: quoted attributes, the value and the flags, read in
/// one backward pass (see ``DumpLineParser``).
extension DumpLineParser.Reader {
    func readTail(from tailStart: Int, into element: inout DumpElement) -> Result<Void, Finding> {
        guard tailStart < count else { return .success(()) }
        var tables = Tables(count: count)
        var index = count - 1
        while index >= tailStart {
            if isBoundary(index) {
                let item = shape(at: index + 2)
                for order in Self.orders {
                    tables.setValid(isValid(item, order: order, tables: tables), at: index, order)
                }
            }
            let closes = characters[index] == "'" && (index + 1 == count || isBoundary(index + 1))
            for order in Self.orders {
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
                assign(key: key, text: text(valueStart, end), range: range(valueStart, end), to: &element)
                order = next
                position = end + 1
            case .value:
                readValue(from: start + 7, into: &element)
                position = count
            case .flag(let end):
                element.flags.append(text(start, end))
                order = .flags
                position = end
            case .frame(let end):
                guard element.frame == nil, let (frame, _) = parseFrame(at: start) else {
                    return .failure(secondFrame(at: start, end))
                }
                element.frame = frame
                position = end
            case .unknown:
                return .failure(diagnose(from: tailStart))
            }
        }
        return .success(())
    }

    /// The order states, listed once (`allCases` builds a new array each time it is read).
    static let orders = Order.allCases

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

    func isValid(_ item: Shape, order: Order, tables: Tables) -> Bool {
        switch item {
        case .quoted(let key, let valueStart):
            guard let next = Self.order(after: key, from: order) else { return false }
            return tables.closing(at: valueStart, next) != nil
        case .value:
            return order.rawValue < Order.value.rawValue
        case .flag(let end):
            return tables.valid(at: end, .flags)
        case .frame(let end):
            return tables.valid(at: end, order)
        case .unknown:
            return false
        }
    }

    /// A frame where the element already has one.
    func secondFrame(at start: Int, _ end: Int) -> Finding {
        AppDumpError.make("a second frame \(AppDumpError.quote(text(start, end)))",
                          expected: "one frame an element", at: range(start, end), offendingText: text(start, end))
    }

    /// The value runs to the end of the line, less the known flags after it.
    func readValue(from start: Int, into element: inout DumpElement) {
        var end = count
        var trailing: [String] = []
        var found = true
        while found {
            found = false
            for (flag, suffix) in Self.flagSuffixes {
                if end - suffix.count >= start, characters[(end - suffix.count)..<end].elementsEqual(suffix) {
                    trailing.insert(flag, at: 0)
                    end -= suffix.count
                    found = true
                    break
                }
            }
            if !found, element.frame == nil, let frameStart = trailingFrameStart(before: end, after: start),
               let (frame, _) = parseFrame(at: frameStart) {
                element.frame = frame
                end = frameStart - 2
                found = true
            }
        }
        element.value = text(start, end)
        element.valueRange = range(start, end)
        element.flags += trailing
    }

    /// Where a frame that ends at `end` starts, when `, {…}` ends the text there (Xcode 26 writes the
    /// frame after the attributes); looked for in the last ``longestFrame`` characters only.
    func trailingFrameStart(before end: Int, after start: Int) -> Int? {
        guard end > start, characters[end - 1] == "}" else { return nil }
        var index = end - 1
        while index >= start + 2, end - index <= Self.longestFrame {
            if characters[index] == "{", isBoundary(index - 2), isFrame(from: index, to: end) { return index }
            index -= 1
        }
        return nil
    }

    /// The most characters a frame may take: four numbers of ``longestNumber`` and their separators.
    static let longestFrame = 4 * longestNumber + 12

    /// Each known flag with the characters that end a line where it follows the value: `, FLAG`.
    static let flagSuffixes = DumpElement.knownFlags.map { ($0, DumpCharacters.of(", " + $0)) }

    /// What starts the value, and what separates a quoted attribute's key from its value.
    static let valuePrefix = DumpCharacters.of("value: ")
    static let keySeparator = DumpCharacters.of(": '")

    func assign(key: String, text: String, range: SourceRange, to element: inout DumpElement) {
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

    func shape(at start: Int) -> Shape {
        guard start < count else { return .unknown(end: start) }
        if characters[start...].starts(with: Self.valuePrefix) { return .value }
        var keyEnd = start
        while keyEnd < count, Self.isASCIILetterOrDigit(characters[keyEnd]) {
            keyEnd += 1
        }
        if keyEnd > start, characters[keyEnd...].starts(with: Self.keySeparator) {
            return .quoted(key: text(start, keyEnd), valueStart: keyEnd + 3)
        }
        if let (_, end) = parseFrame(at: start) { return .frame(end: end) }
        let end = nextBoundary(from: start)
        return Self.isFlag(characters[start..<end]) ? .flag(end: end) : .unknown(end: end)
    }

    /// The first error on a line that does not read, walking as far as it does.
    func diagnose(from tailStart: Int) -> Finding {
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
                                             at: range(start, count), offendingText: text(start, count))
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
                previous = "the flag '\(text(start, end))'"
                position = end
            case .frame(let end):
                previous = "the frame"
                position = end
            case .unknown(let end):
                let text = self.text(start, end)
                return AppDumpError.make("unexpected \(AppDumpError.quote(text)) after \(previous)",
                                         expected: AppDumpError.attributeShape, at: range(start, end),
                                         offendingText: text)
            }
        }
        return AppDumpError.make("the attributes do not read", expected: AppDumpError.attributeShape,
                                 at: range(tailStart, count), offendingText: nil)
    }
}
