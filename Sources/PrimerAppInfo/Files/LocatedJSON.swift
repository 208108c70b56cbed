import PrimerModel
import PrimerSyntax

/// A JSON value (RFC 8259) with the line and column each value starts at, for readers whose messages
/// point into a JSON file (String Catalogs: `InfoPlist.xcstrings`, `Localizable.xcstrings`).
package indirect enum LocatedJSON: Hashable, Sendable {
    /// An object's members in file order.
    case object([Member], at: SourceLocation)
    /// An array.
    case array([LocatedJSON], at: SourceLocation)
    /// A string, its escapes decoded.
    case string(String, at: SourceLocation)
    /// A number, as written.
    case number(String, at: SourceLocation)
    /// `true` or `false`.
    case bool(Bool, at: SourceLocation)
    /// `null`.
    case null(at: SourceLocation)

    /// One `"name": value` of an object.
    package struct Member: Hashable, Sendable {
        /// The name.
        package var name: String
        /// Where the name's opening quote is.
        package var nameLocation: SourceLocation
        /// The value.
        package var value: LocatedJSON
    }

    /// How deeply objects and arrays may nest (a String Catalog nests about eight levels). A choice.
    package static let maximumDepth = 100

    /// Where the value starts.
    package var location: SourceLocation {
        switch self {
        case .object(_, let at), .array(_, let at), .string(_, let at), .number(_, let at), .bool(_, let at), .null(let at): at
        }
    }

    /// The members, if this is an object.
    package var members: [Member]? {
        if case .object(let members, _) = self { return members }
        return nil
    }

    /// The string, if this is one.
    package var string: String? {
        if case .string(let text, _) = self { return text }
        return nil
    }

    /// The value of a member (the last one of that name, as most JSON readers keep); nil otherwise.
    package subscript(name: String) -> LocatedJSON? {
        members?.last { $0.name == name }?.value
    }

    /// What the value is, for messages: `an object`, `a string`, …
    package var kindName: String {
        switch self {
        case .object: "an object"
        case .array: "an array"
        case .string: "a string"
        case .number: "a number"
        case .bool: "a boolean"
        case .null: "null"
        }
    }

    /// Parses a whole JSON text (UTF-8, a byte order mark allowed, or UTF-16 with one); every error
    /// names its line and column in `file`, the offending text and what was expected. One pass.
    package static func parse(_ bytes: [UInt8], file: String) -> Result<LocatedJSON, Finding> {
        TextScalars.decode(bytes, file: file, noun: "JSON file").flatMap { scalars in
            var parser = JSONParser(scalars: scalars, file: file)
            return Result { () throws(Finding) -> LocatedJSON in
                parser.skipWhitespace()
                guard parser.current != nil else {
                    throw parser.error("the file is empty", offending: "", expected: "a JSON value, such as { … }")
                }
                let value = try parser.value(depth: 0)
                parser.skipWhitespace()
                if parser.current != nil {
                    throw parser.error("unexpected \(parser.describeCurrent()) after the JSON value",
                                       offending: parser.restOfLine(), expected: "the end of the file")
                }
                return value
            }
        }
    }
}

/// RFC 8259's grammar over decoded scalars.
private struct JSONParser: ScalarWalking {
    let scalars: [Unicode.Scalar]
    let file: String
    var index = 0
    var position = TextScalars.Position()

    init(scalars: [Unicode.Scalar], file: String) {
        self.scalars = scalars
        self.file = file
    }


    mutating func skipWhitespace() {
        while let scalar = current, scalar == " " || scalar == "\t" || scalar == "\n" || scalar == "\r" { advance() }
    }

    mutating func value(depth: Int) throws(Finding) -> LocatedJSON {
        guard depth < LocatedJSON.maximumDepth else {
            throw error("objects and arrays nest deeper than \(LocatedJSON.maximumDepth) levels", offending: restOfLine(),
                        expected: "JSON as Xcode writes it")
        }
        let start = here
        switch current {
        case "{": return try object(depth: depth, start: start)
        case "[": return try array(depth: depth, start: start)
        case "\"": return .string(try string(), at: start)
        case "t": try literal("true"); return .bool(true, at: start)
        case "f": try literal("false"); return .bool(false, at: start)
        case "n": try literal("null"); return .null(at: start)
        case let scalar? where scalar == "-" || ("0"..."9").contains(scalar): return .number(try number(), at: start)
        default:
            throw error(current == nil ? "the file ends where a value should be" : "unexpected \(describeCurrent())",
                        offending: restOfLine(), expected: "a JSON value: an object, array, string, number, true, false or null")
        }
    }

    mutating func object(depth: Int, start: SourceLocation) throws(Finding) -> LocatedJSON {
        advance()
        var members: [LocatedJSON.Member] = []
        skipWhitespace()
        if current == "}" { advance(); return .object(members, at: start) }
        while true {
            skipWhitespace()
            guard current == "\"" else {
                throw error(current == nil ? "the object opened at line \(start.line), column \(start.column) is not closed"
                                : "unexpected \(describeCurrent()) in an object", offending: restOfLine(),
                            expected: "a member name in double quotes")
            }
            let nameLocation = here
            let name = try string()
            skipWhitespace()
            guard current == ":" else {
                throw error("missing ':' after the member name \"\(TextExcerpt.shown(name, limit: TextExcerpt.wordLimit))\"",
                            offending: restOfLine(), expected: "\"NAME\": VALUE")
            }
            advance()
            skipWhitespace()
            let value = try value(depth: depth + 1)
            members.append(.init(name: name, nameLocation: nameLocation, value: value))
            skipWhitespace()
            switch current {
            case ",": advance()
            case "}": advance(); return .object(members, at: start)
            default:
                throw error(current == nil ? "the object opened at line \(start.line), column \(start.column) is not closed"
                                : "unexpected \(describeCurrent()) after a member's value", offending: restOfLine(),
                            expected: "',' or '}'")
            }
        }
    }

    mutating func array(depth: Int, start: SourceLocation) throws(Finding) -> LocatedJSON {
        advance()
        var values: [LocatedJSON] = []
        skipWhitespace()
        if current == "]" { advance(); return .array(values, at: start) }
        while true {
            skipWhitespace()
            values.append(try value(depth: depth + 1))
            skipWhitespace()
            switch current {
            case ",": advance()
            case "]": advance(); return .array(values, at: start)
            default:
                throw error(current == nil ? "the array opened at line \(start.line), column \(start.column) is not closed"
                                : "unexpected \(describeCurrent()) after an array element", offending: restOfLine(),
                            expected: "',' or ']'")
            }
        }
    }

    /// A string in double quotes: `\" \\ \/ \b \f \n \r \t` and `\u` with four hex digits (surrogate
    /// pairs joined); control characters must be escaped.
    mutating func string() throws(Finding) -> String {
        let start = here
        let startIndex = index
        advance()
        var text = String.UnicodeScalarView()
        while let scalar = current {
            switch scalar {
            case "\"":
                advance()
                return String(text)
            case "\\":
                let escapeStart = here
                advance()
                guard let escaped = current else { break }
                advance()
                switch escaped {
                case "\"", "\\", "/": text.append(escaped)
                case "b": text.append("\u{8}")
                case "f": text.append("\u{C}")
                case "n": text.append("\n")
                case "r": text.append("\r")
                case "t": text.append("\t")
                case "u":
                    let unit = try hexUnit(escapeStart)
                    if (0xD800...0xDBFF).contains(unit) {
                        guard current == "\\", index + 1 < scalars.count, scalars[index + 1] == "u" else {
                            throw loneSurrogate(unit, at: escapeStart)
                        }
                        let lowStart = here
                        advance()
                        advance()
                        let low = try hexUnit(lowStart)
                        guard (0xDC00...0xDFFF).contains(low) else { throw loneSurrogate(unit, at: escapeStart) }
                        if let pair = Unicode.Scalar(0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)) { text.append(pair) }
                    } else if (0xDC00...0xDFFF).contains(unit) {
                        throw loneSurrogate(unit, at: escapeStart)
                    } else if let decoded = Unicode.Scalar(unit) {
                        text.append(decoded)
                    }
                default:
                    throw Self.error("unknown escape '\\\(TextExcerpt.shown(String(Character(escaped))))'", at: escapeStart,
                                     offending: "\\" + String(Character(escaped)),
                                     expected: "one of \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX")
                }
                continue
            case _ where scalar.value < 0x20:
                throw error("a control character (U+\(String(scalar.value, radix: 16, uppercase: true))) inside a string",
                            offending: String(Character(scalar)), expected: "control characters escaped, such as \\n")
            default:
                text.append(scalar)
                advance()
                continue
            }
            break
        }
        throw Self.error("the string opened at line \(start.line), column \(start.column) is not closed", at: start,
                         offending: lineText(from: startIndex), expected: "a closing '\"'")
    }

    mutating func hexUnit(_ escapeStart: SourceLocation) throws(Finding) -> UInt32 {
        let (value, digits) = hexDigits(upTo: 4)
        guard digits.count == 4 else {
            throw Self.error("the escape '\\u\(digits)' has \(digits.count) hex digits", at: escapeStart,
                             offending: "\\u" + digits, expected: "\\u and four hex digits, such as \\u2019")
        }
        return value
    }

    mutating func number() throws(Finding) -> String {
        let startIndex = index
        var text = ""
        func digits(_ parser: inout JSONParser, into text: inout String) -> Int {
            var count = 0
            while let scalar = parser.current, ("0"..."9").contains(scalar) {
                text.unicodeScalars.append(scalar)
                parser.advance()
                count += 1
            }
            return count
        }
        if current == "-" { text.append("-"); advance() }
        let integer = digits(&self, into: &text)
        let bad = integer == 0 || (integer > 1 && text.hasPrefix("0")) || (integer > 1 && text.hasPrefix("-0"))
        var malformed = bad
        if !malformed, current == "." {
            text.append(".")
            advance()
            malformed = digits(&self, into: &text) == 0
        }
        if !malformed, current == "e" || current == "E" {
            text.append("e")
            advance()
            if current == "+" || current == "-" { text.unicodeScalars.append(current!); advance() }
            malformed = digits(&self, into: &text) == 0
        }
        if malformed {
            throw Self.error("malformed number", at: location(ofIndex: startIndex), offending: lineText(from: startIndex),
                             expected: "a JSON number, such as 1, -2.5 or 1e3")
        }
        return text
    }

    mutating func literal(_ word: String) throws(Finding) {
        let startIndex = index
        for expected in word.unicodeScalars {
            guard current == expected else {
                throw Self.error("unexpected \(describeCurrent())", at: location(ofIndex: startIndex),
                                 offending: lineText(from: startIndex), expected: "'\(word)'")
            }
            advance()
        }
    }

    /// The location of an index on the current line at or before here.
    func location(ofIndex target: Int) -> SourceLocation {
        SourceLocation(file: file, line: position.line, column: max(1, position.column - (index - target)))
    }

    func describeCurrent() -> String {
        guard let scalar = current else { return "end of file" }
        return "'\(TextExcerpt.shown(String(Character(scalar))))'"
    }

    func loneSurrogate(_ unit: UInt32, at location: SourceLocation) -> Finding {
        let hex = String(unit, radix: 16, uppercase: true)
        return Self.error("the escape '\\u\(hex)' is half of a UTF-16 surrogate pair without its other half", at: location,
                          offending: "\\u" + hex, expected: "a high surrogate \\uD800–\\uDBFF followed by a low one \\uDC00–\\uDFFF")
    }

    func error(_ message: String, offending: String, expected: String) -> Finding {
        Self.error(message, at: here, offending: offending, expected: expected)
    }

    static func error(_ message: String, at location: SourceLocation, offending: String, expected: String) -> Finding {
        .error("\(message); expected \(expected)", at: SourceRange(at: location), offendingText: TextExcerpt.shown(offending),
               expected: expected)
    }
}
