import PrimerModel
import PrimerSyntax

/// Reads an old-style text property list (Xcode's `project.pbxproj`): dictionaries, arrays, quoted
/// and unquoted strings, data, and `//` and `/* */` comments. Every error names its line and column;
/// lines end at `\n`, `\r\n` or a lone `\r`, and messages quote the file's text with `TextExcerpt.shown`.
///
/// One pass over the characters; nesting deeper than ``maximumDepth`` is refused rather than risking
/// the stack on hostile input.
package struct TextPropertyListParser {
    /// How deeply dictionaries and arrays may nest (a project nests four or five levels).
    package static let maximumDepth = 64

    private let characters: [Character]
    private let file: String
    private var index = 0
    private var line = 1
    private var column = 1

    /// Parses a whole file: one value (a project's root dictionary), then nothing but comments.
    package static func parse(_ text: String, file: String) -> Result<TextPropertyList, Finding> {
        var parser = TextPropertyListParser(characters: Array(text), file: file)
        return Result { () throws(Finding) -> TextPropertyList in
            try parser.skipTrivia()
            guard !parser.atEnd else { throw parser.error("the file is empty", expected: "a property list, such as { … }") }
            let value = try parser.value(depth: 0)
            try parser.skipTrivia()
            if !parser.atEnd {
                throw parser.error("unexpected \(parser.describeCurrent()) after the property list",
                                   expected: "end of file", offending: parser.currentShown)
            }
            return value
        }
    }

    private init(characters: [Character], file: String) {
        self.characters = characters
        self.file = file
        // A byte order mark is not part of the text.
        if characters.first == "\u{FEFF}" { index = 1 }
    }

    private var atEnd: Bool { index >= characters.count }
    private var current: Character? { atEnd ? nil : characters[index] }
    private var here: SourceLocation { SourceLocation(file: file, line: line, column: column) }

    private mutating func advance() {
        guard let character = current else { return }
        index += 1
        if Self.isLineEnd(character) {
            line += 1
            column = 1
        } else {
            column += 1
        }
    }

    /// A line ends at a line feed, a carriage return, or both (one character in Swift): Xcode reads
    /// project files written with any of the three, and an old Mac editor writes carriage returns alone.
    static func isLineEnd(_ character: Character) -> Bool {
        character == "\n" || character == "\r" || character == "\r\n"
    }

    private func peek(_ offset: Int) -> Character? {
        index + offset < characters.count ? characters[index + offset] : nil
    }

    /// Whitespace and comments.
    private mutating func skipTrivia() throws(Finding) {
        while let character = current {
            if character.isWhitespace {
                advance()
            } else if character == "/", peek(1) == "/" {
                while let next = current, !Self.isLineEnd(next) { advance() }
            } else if character == "/", peek(1) == "*" {
                let start = here
                advance()
                advance()
                var closed = false
                while !atEnd {
                    if current == "*", peek(1) == "/" {
                        advance()
                        advance()
                        closed = true
                        break
                    }
                    advance()
                }
                if !closed {
                    throw Self.error("unterminated comment '/*'", at: start, expected: "'*/' to close the comment",
                                     offending: "/*")
                }
            } else {
                return
            }
        }
    }

    private mutating func value(depth: Int) throws(Finding) -> TextPropertyList {
        guard depth < Self.maximumDepth else {
            throw error("nesting deeper than \(Self.maximumDepth) levels", expected: "a property list as Xcode writes it")
        }
        let start = here
        switch current {
        case "{": return try dictionary(depth: depth, start: start)
        case "(": return try array(depth: depth, start: start)
        case "<": return try data(start: start)
        case "\"", "'": return .string(try quoted(), at: start)
        case let character? where Self.isUnquoted(character): return .string(unquoted(), at: start)
        default:
            throw error("unexpected \(describeCurrent())", expected: "a value: a string, ( array ), { dictionary } or <data>",
                        offending: currentShown)
        }
    }

    private mutating func dictionary(depth: Int, start: SourceLocation) throws(Finding) -> TextPropertyList {
        advance()
        var entries: [TextPropertyList.Entry] = []
        while true {
            try skipTrivia()
            guard let character = current else {
                throw Self.error("unterminated dictionary", at: here,
                                 expected: "'}' to close the dictionary opened at line \(start.line), column \(start.column)")
            }
            if character == "}" { advance(); return .dictionary(entries, at: start) }
            let keyLocation = here
            let key: String
            if character == "\"" || character == "'" {
                key = try quoted()
            } else if Self.isUnquoted(character) {
                key = unquoted()
            } else {
                throw error("unexpected \(describeCurrent()) in a dictionary", expected: "a key, or '}'",
                            offending: currentShown)
            }
            try skipTrivia()
            guard current == "=" else {
                throw error("missing '=' after the key '\(Self.shown(key, limit: TextExcerpt.wordLimit))'", expected: "key = value;", offending: currentShown)
            }
            advance()
            try skipTrivia()
            let value = try value(depth: depth + 1)
            try skipTrivia()
            guard current == ";" else {
                throw error("missing ';' after the value of '\(Self.shown(key, limit: TextExcerpt.wordLimit))'", expected: "';' after each key = value",
                            offending: currentShown)
            }
            advance()
            entries.append(.init(key: key, keyLocation: keyLocation, value: value))
        }
    }

    private mutating func array(depth: Int, start: SourceLocation) throws(Finding) -> TextPropertyList {
        advance()
        var values: [TextPropertyList] = []
        while true {
            try skipTrivia()
            guard let character = current else {
                throw Self.error("unterminated array", at: here,
                                 expected: "')' to close the array opened at line \(start.line), column \(start.column)")
            }
            if character == ")" { advance(); return .array(values, at: start) }
            values.append(try value(depth: depth + 1))
            try skipTrivia()
            if current == "," { advance(); continue }
            guard current == ")" else {
                throw error("unexpected \(describeCurrent()) in an array", expected: "',' or ')'",
                            offending: currentShown)
            }
        }
    }

    private mutating func data(start: SourceLocation) throws(Finding) -> TextPropertyList {
        advance()
        var digits = ""
        while let character = current, character != ">" {
            if character.isHexDigit {
                digits.append(character)
            } else if !character.isWhitespace {
                throw error("unexpected \(describeCurrent()) in data", expected: "hex digits and '>'", offending: currentShown)
            }
            advance()
        }
        guard current == ">" else {
            throw Self.error("unterminated data", at: start, expected: "'>' to close the data", offending: "<")
        }
        advance()
        return .data(digits, at: start)
    }

    /// A quoted string with its escapes: `\"`, `\\`, `\n`, `\t`, `\r`, `\U` and four hex digits, octal.
    private mutating func quoted() throws(Finding) -> String {
        let start = here
        guard let quote = current else { return "" }
        advance()
        var text = ""
        while let character = current {
            if character == quote {
                advance()
                return text
            }
            if character == "\\" {
                advance()
                guard let escaped = current else { break }
                switch escaped {
                case "n": text.append("\n"); advance()
                case "t": text.append("\t"); advance()
                case "r": text.append("\r"); advance()
                case "a": text.append("\u{7}"); advance()
                case "b": text.append("\u{8}"); advance()
                case "f": text.append("\u{C}"); advance()
                case "v": text.append("\u{B}"); advance()
                case "U":
                    advance()
                    var hex = ""
                    while hex.count < 4, let digit = current, digit.isHexDigit { hex.append(digit); advance() }
                    if let value = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(value) {
                        text.unicodeScalars.append(scalar)
                    } else {
                        throw error("malformed escape '\\U\(hex)'", expected: "\\U and four hex digits", offending: "\\U" + hex)
                    }
                case "0"..."7":
                    var octal = ""
                    while octal.count < 3, let digit = current, ("0"..."7").contains(digit) { octal.append(digit); advance() }
                    if let value = UInt32(octal, radix: 8), let scalar = Unicode.Scalar(value) {
                        text.unicodeScalars.append(scalar)
                    }
                default:
                    // `\"`, `\\`, `\'` and anything else stand for the character itself.
                    text.append(escaped)
                    advance()
                }
                continue
            }
            text.append(character)
            advance()
        }
        throw Self.error("unterminated string", at: start,
                         expected: "a closing \(quote == "\"" ? "'\"'" : "\"'\"") before the end of the file",
                         offending: String(quote))
    }

    private mutating func unquoted() -> String {
        var text = ""
        while let character = current, Self.isUnquoted(character) {
            text.append(character)
            advance()
        }
        return text
    }

    /// The characters an unquoted string may hold.
    static func isUnquoted(_ character: Character) -> Bool {
        guard character.isASCII else { return false }
        return character.isLetter || character.isNumber || "_$+/:.-".contains(character)
    }

    private func describeCurrent() -> String {
        guard let shown = currentShown else { return "end of file" }
        return "'\(shown)'"
    }

    /// The current character as messages quote it (a NUL as `\u{0}`, a character of a million
    /// combining marks cut), or nil at the end.
    private var currentShown: String? { current.map { Self.shown(String($0), limit: TextExcerpt.wordLimit) } }

    /// Text from the file as messages quote it (``TextExcerpt/shown(_:limit:)``): a key or a character
    /// as a word (40 characters).
    private static func shown(_ text: String, limit: Int) -> String { TextExcerpt.shown(text, limit: limit) }

    private func error(_ message: String, expected: String, offending: String? = nil) -> Finding {
        Self.error(message, at: here, expected: expected, offending: offending)
    }

    private static func error(_ message: String, at location: SourceLocation, expected: String,
                              offending: String? = nil) -> Finding {
        .error("\(message); expected \(expected)", at: SourceRange(at: location), offendingText: offending, expected: expected)
    }
}
