import PrimerModel
import PrimerSyntax

/// Reads an old-style text property list (Xcode's `project.pbxproj`): dictionaries, arrays, quoted
/// and unquoted strings, data, and `//` and `/* */` comments. Every error names its line and column;
/// lines end at `\n`, `\r\n` or a lone `\r`, and messages quote the file's text with `TextExcerpt.shown`.
///
/// One pass over the UTF-8 bytes, a character at a time: an ASCII byte followed by another is a
/// character of its own (``TextColumns``), so only the characters around non-ASCII text are built as
/// `Character`s, and columns count characters as everywhere else. Nesting deeper than
/// ``maximumDepth`` is refused rather than risking the stack on hostile input.
package struct TextPropertyListParser {
    /// How deeply dictionaries and arrays may nest (a project nests four or five levels).
    package static let maximumDepth = 64

    private let text: String
    private let bytes: [UInt8]
    private let file: String
    /// The byte offset of the current character.
    private var index = 0
    private var line = 1
    private var column = 1

    /// Parses a whole file: one value (a project's root dictionary), then nothing but comments.
    package static func parse(_ text: String, file: String) -> Result<TextPropertyList, Finding> {
        var parser = TextPropertyListParser(text: text, file: file)
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

    private init(text: String, file: String) {
        self.text = text
        self.bytes = Array(text.utf8)
        self.file = file
        // A byte order mark is not part of the text.
        if text.first == "\u{FEFF}" { index = "\u{FEFF}".utf8.count }
    }

    private var atEnd: Bool { index >= bytes.count }
    private var here: SourceLocation { SourceLocation(file: file, line: line, column: column) }

    // MARK: Characters

    private static let carriageReturn = UInt8(ascii: "\r"), lineFeed = UInt8(ascii: "\n")

    /// The current character when it is one ASCII byte (or CR LF, given as its CR), else nil: at the
    /// end, or at a character that holds non-ASCII text.
    private var ascii: UInt8? { ascii(at: index) }

    /// The character at `offset` (a character boundary) when it is one ASCII byte (or CR LF, given as
    /// its CR). Between two ASCII bytes there is a boundary, and CR and LF stand alone; only before a
    /// non-ASCII byte is the character built to see whether that byte joins it.
    private func ascii(at offset: Int) -> UInt8? {
        guard offset < bytes.count else { return nil }
        let byte = bytes[offset]
        guard byte < 0x80 else { return nil }
        if offset + 1 == bytes.count || bytes[offset + 1] < 0x80 || byte == Self.carriageReturn || byte == Self.lineFeed {
            return byte
        }
        return character(at: offset)?.utf8.count == 1 ? byte : nil
    }

    /// The character at `offset` (a character boundary) built from the text, or nil at the end.
    private func character(at offset: Int) -> Character? {
        guard offset < bytes.count else { return nil }
        let utf8 = text.utf8
        let start = utf8.index(utf8.startIndex, offsetBy: offset)
        return Substring(text.unicodeScalars[start...]).first
    }

    /// The current character built from the text (one that holds non-ASCII text), or nil at the end.
    private var slowCharacter: Character? { character(at: index) }

    /// The current character, or nil at the end.
    private var current: Character? {
        guard let byte = ascii else { return slowCharacter }
        return isCRLF ? "\r\n" : Character(Unicode.Scalar(byte))
    }

    /// Whether the current character is CR LF.
    private var isCRLF: Bool {
        index + 1 < bytes.count && bytes[index] == Self.carriageReturn && bytes[index + 1] == Self.lineFeed
    }

    /// The bytes of the current character.
    private var characterLength: Int {
        if ascii != nil { return isCRLF ? 2 : 1 }
        return slowCharacter?.utf8.count ?? 0
    }

    private mutating func advance() {
        guard !atEnd else { return }
        if let byte = ascii {
            let crlf = isCRLF
            index += crlf ? 2 : 1
            if crlf || byte == Self.carriageReturn || byte == Self.lineFeed {
                line += 1
                column = 1
            } else {
                column += 1
            }
            return
        }
        // A character that holds non-ASCII text is never a line end: CR and LF stand alone.
        index += characterLength
        column += 1
    }

    /// A line ends at a line feed, a carriage return, or both (one character in Swift): Xcode reads
    /// project files written with any of the three, and an old Mac editor writes carriage returns alone.
    private var atLineEnd: Bool {
        ascii == Self.lineFeed || ascii == Self.carriageReturn
    }

    /// Whether the character after the current one (a one-byte character) is the ASCII byte `byte`.
    private func next(is byte: UInt8) -> Bool {
        guard ascii != nil, !isCRLF else { return false }
        return ascii(at: index + 1) == byte
    }

    /// Whether the current character is whitespace (a line end too), as `Character.isWhitespace` says.
    private var atWhitespace: Bool {
        if let byte = ascii { return byte == 0x20 || (0x09...0x0D).contains(byte) }
        return slowCharacter?.isWhitespace ?? false
    }

    /// Whether the current character is a hex digit, as `Character.isHexDigit` says.
    private var atHexDigit: Bool {
        if let byte = ascii {
            return ASCIIByte.isDigit(byte) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte | 0x20)
        }
        return slowCharacter?.isHexDigit ?? false
    }

    /// Whether the current character may be part of an unquoted string.
    private var atUnquoted: Bool {
        guard let byte = ascii, !isCRLF else { return false }
        return Self.isUnquoted(byte)
    }

    /// Skips whitespace and comments.
    private mutating func skipTrivia() throws(Finding) {
        while !atEnd {
            if atWhitespace {
                advance()
            } else if ascii == UInt8(ascii: "/"), next(is: UInt8(ascii: "/")) {
                while !atEnd, !atLineEnd { advance() }
            } else if ascii == UInt8(ascii: "/"), next(is: UInt8(ascii: "*")) {
                let start = here
                advance()
                advance()
                var closed = false
                while !atEnd {
                    if ascii == UInt8(ascii: "*"), next(is: UInt8(ascii: "/")) {
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

    // MARK: Values

    private mutating func value(depth: Int) throws(Finding) -> TextPropertyList {
        guard depth < Self.maximumDepth else {
            throw error("nesting deeper than \(Self.maximumDepth) levels", expected: "a property list as Xcode writes it")
        }
        let start = here
        switch ascii {
        case UInt8(ascii: "{"): return try dictionary(depth: depth, start: start)
        case UInt8(ascii: "("): return try array(depth: depth, start: start)
        case UInt8(ascii: "<"): return try data(start: start)
        case UInt8(ascii: "\""), UInt8(ascii: "'"): return .string(try quoted(), at: start)
        case _ where atUnquoted: return .string(unquoted(), at: start)
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
            if atEnd {
                throw Self.error("unterminated dictionary", at: here,
                                 expected: "'}' to close the dictionary opened at line \(start.line), column \(start.column)")
            }
            if ascii == UInt8(ascii: "}") { advance(); return .dictionary(entries, at: start) }
            let keyLocation = here
            let key: String
            if ascii == UInt8(ascii: "\"") || ascii == UInt8(ascii: "'") {
                key = try quoted()
            } else if atUnquoted {
                key = unquoted()
            } else {
                throw error("unexpected \(describeCurrent()) in a dictionary", expected: "a key, or '}'",
                            offending: currentShown)
            }
            try skipTrivia()
            guard ascii == UInt8(ascii: "=") else {
                throw error("missing '=' after the key '\(Self.shown(key, limit: TextExcerpt.wordLimit))'", expected: "key = value;", offending: currentShown)
            }
            advance()
            try skipTrivia()
            let value = try value(depth: depth + 1)
            try skipTrivia()
            guard ascii == UInt8(ascii: ";") else {
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
            if atEnd {
                throw Self.error("unterminated array", at: here,
                                 expected: "')' to close the array opened at line \(start.line), column \(start.column)")
            }
            if ascii == UInt8(ascii: ")") { advance(); return .array(values, at: start) }
            values.append(try value(depth: depth + 1))
            try skipTrivia()
            if ascii == UInt8(ascii: ",") { advance(); continue }
            guard ascii == UInt8(ascii: ")") else {
                throw error("unexpected \(describeCurrent()) in an array", expected: "',' or ')'",
                            offending: currentShown)
            }
        }
    }

    private mutating func data(start: SourceLocation) throws(Finding) -> TextPropertyList {
        advance()
        var digits: [UInt8] = []
        while !atEnd, ascii != UInt8(ascii: ">") {
            if atHexDigit {
                digits.append(contentsOf: bytes[index..<(index + characterLength)])
            } else if !atWhitespace {
                throw error("unexpected \(describeCurrent()) in data", expected: "hex digits and '>'", offending: currentShown)
            }
            advance()
        }
        guard ascii == UInt8(ascii: ">") else {
            throw Self.error("unterminated data", at: start, expected: "'>' to close the data", offending: "<")
        }
        advance()
        return .data(String(decoding: digits, as: UTF8.self), at: start)
    }

    /// A quoted string with its escapes: `\"`, `\\`, `\n`, `\t`, `\r`, `\U` and four hex digits, octal.
    private mutating func quoted() throws(Finding) -> String {
        let start = here
        guard let quote = ascii else { return "" }
        advance()
        var decoded: [UInt8] = []
        while !atEnd {
            let byte = ascii
            if byte == quote {
                advance()
                return String(decoding: decoded, as: UTF8.self)
            }
            if byte == UInt8(ascii: "\\") {
                advance()
                guard !atEnd else { break }
                let escape: UInt8? = switch ascii {
                case UInt8(ascii: "n"): 0x0A
                case UInt8(ascii: "t"): 0x09
                case UInt8(ascii: "r"): 0x0D
                case UInt8(ascii: "a"): 0x07
                case UInt8(ascii: "b"): 0x08
                case UInt8(ascii: "f"): 0x0C
                case UInt8(ascii: "v"): 0x0B
                default: nil
                }
                if let escape {
                    decoded.append(escape)
                    advance()
                } else if ascii == UInt8(ascii: "U") {
                    advance()
                    var hex = ""
                    while hex.count < 4, !atEnd, atHexDigit, let digit = current { hex.append(digit); advance() }
                    if let value = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(value) {
                        decoded.append(contentsOf: String(scalar).utf8)
                    } else {
                        throw error("malformed escape '\\U\(hex)'", expected: "\\U and four hex digits", offending: "\\U" + hex)
                    }
                } else if let digit = ascii, (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(digit) {
                    var octal = ""
                    while octal.count < 3, let digit = ascii, (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(digit) {
                        octal.append(Character(Unicode.Scalar(digit)))
                        advance()
                    }
                    if let value = UInt32(octal, radix: 8), let scalar = Unicode.Scalar(value) {
                        decoded.append(contentsOf: String(scalar).utf8)
                    }
                } else {
                    // `\"`, `\\`, `\'` and anything else stand for the character itself.
                    decoded.append(contentsOf: bytes[index..<(index + characterLength)])
                    advance()
                }
                continue
            }
            decoded.append(contentsOf: bytes[index..<(index + characterLength)])
            advance()
        }
        let shownQuote = Character(Unicode.Scalar(quote))
        throw Self.error("unterminated string", at: start,
                         expected: "a closing \(shownQuote == "\"" ? "'\"'" : "\"'\"") before the end of the file",
                         offending: String(shownQuote))
    }

    private mutating func unquoted() -> String {
        let start = index
        while atUnquoted { advance() }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    /// The bytes an unquoted string may hold: ASCII letters and digits, and `_$+/:.-`.
    private static let unquotedBytes: [Bool] = (0..<128).map { byte in
        ASCIIByte.isLetter(UInt8(byte)) || ASCIIByte.isDigit(UInt8(byte)) || Array("_$+/:.-".utf8).contains(UInt8(byte))
    }

    /// Whether an ASCII byte may be part of an unquoted string.
    static func isUnquoted(_ byte: UInt8) -> Bool {
        byte < 0x80 && unquotedBytes[Int(byte)]
    }

    // MARK: Errors

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
