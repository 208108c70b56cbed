/// Splits Swift source into ``SwiftToken``s, leaving out comments (`//`, and `/* */` nested as Swift
/// nests them) and treating every string literal (`"…"`, multi-line `"""…"""`, raw `#"…"#` with any
/// number of `#`, interpolation `\( … )` with parentheses, strings and comments inside, nested to any
/// depth without recursion) as one token, so that a call written in a comment or a string is never
/// taken for code. A literal's value is decoded as the Swift compiler decodes it
/// (``StringLiteralDecoder``). Never traps: any bytes, including unterminated comments and strings
/// and invalid UTF-8, give tokens up to the end.
///
/// The interpolated expressions' own tokens are not given (a request written inside `\( … )` is not
/// found); regular expression literals are read as operators and names. Both are choices, documented
/// in `Docs/Scan.md`.
package struct SwiftLexer: Sendable {
    private let bytes: [UInt8]
    private var index = 0
    private var line = 1
    private var column = 1

    /// Creates a lexer over UTF-8 bytes.
    package init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// Every token of `bytes`, in order.
    package static func tokens(_ bytes: [UInt8]) -> [SwiftToken] {
        var lexer = SwiftLexer(bytes)
        return lexer.all()
    }

    /// Every token from the current position to the end.
    package mutating func all() -> [SwiftToken] {
        var tokens: [SwiftToken] = []
        tokens.reserveCapacity(bytes.count / 6)
        while let token = next() { tokens.append(token) }
        return tokens
    }

    /// The next token, or nil at the end.
    package mutating func next() -> SwiftToken? {
        while index < bytes.count {
            let byte = bytes[index]
            let startLine = line, startColumn = column, start = index
            func token(_ kind: SwiftToken.Kind, _ text: String, interpolated: Bool = false) -> SwiftToken {
                SwiftToken(kind, text, line: startLine, column: startColumn, isInterpolated: interpolated,
                           utf8Range: start..<index)
            }
            switch byte {
            case 0x20, 0x09, 0x0A, 0x0D, 0x0B, 0x0C, 0x00:
                advance()
            case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "/"):
                skipLineComment()
            case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "*"):
                skipBlockComment()
            case UInt8(ascii: "\""):
                let literal = readString(hashes: 0)
                return token(.string, literal.value, interpolated: literal.interpolated)
            case UInt8(ascii: "#"):
                var hashes = 0
                while peek(hashes) == UInt8(ascii: "#") { hashes += 1 }
                if peek(hashes) == UInt8(ascii: "\"") {
                    for _ in 0..<hashes { advance() }
                    let literal = readString(hashes: hashes)
                    return token(.string, literal.value, interpolated: literal.interpolated)
                }
                advance()
                // `#available`, `#if`, `#selector`: the word after `#` is an identifier of its own.
                return token(.punctuation, "#")
            case UInt8(ascii: "`"):
                advance()
                let name = readWhile(Self.isIdentifierByte)
                if peek(0) == UInt8(ascii: "`") { advance() }
                return token(.identifier, name)
            case _ where Self.isIdentifierStart(byte):
                let name = readWhile(Self.isIdentifierByte)
                return token(.identifier, name)
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                var digits = readWhile(Self.isIdentifierByte)
                // A fraction: `0.5`, `1.25e3` (a `.` then a digit; `1.foo` stays a member access).
                if peek(0) == UInt8(ascii: "."), let next = peek(1), next >= UInt8(ascii: "0"), next <= UInt8(ascii: "9") {
                    advance()
                    digits += "." + readWhile(Self.isIdentifierByte)
                }
                return token(.number, digits)
            default:
                advance()
                if byte < 0x80 {
                    return token(.punctuation, String(UnicodeScalar(byte)))
                }
                // A byte of a non-ASCII operator or stray character: skipped with the rest of its scalar.
                while index < bytes.count, bytes[index] & 0xC0 == 0x80 { advance() }
            }
        }
        return nil
    }

    // MARK: - Pieces

    private func peek(_ offset: Int) -> UInt8? {
        index + offset < bytes.count ? bytes[index + offset] : nil
    }

    /// Moves one byte on, counting lines (LF, CR, CR LF) and scalar columns.
    private mutating func advance() {
        guard index < bytes.count else { return }
        let byte = bytes[index]
        index += 1
        if byte == 0x0A || byte == 0x0D && peek(0) != 0x0A {
            line += 1
            column = 1
        } else if byte & 0xC0 != 0x80 && byte != 0x0D {
            column += 1
        }
    }

    private mutating func readWhile(_ accepts: (UInt8) -> Bool) -> String {
        let start = index
        while index < bytes.count, accepts(bytes[index]) { advance() }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    private mutating func skipLineComment() {
        while index < bytes.count, bytes[index] != 0x0A, bytes[index] != 0x0D { advance() }
    }

    /// Skips `/* … */`, nested comments included; an unterminated comment runs to the end.
    private mutating func skipBlockComment() {
        var depth = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "*") {
                depth += 1
                advance(); advance()
            } else if bytes[index] == UInt8(ascii: "*"), peek(1) == UInt8(ascii: "/") {
                depth -= 1
                advance(); advance()
                if depth == 0 { return }
            } else {
                advance()
            }
        }
    }

    /// Where the lexer is inside a string literal: in a string's own characters, or in one of its
    /// interpolations' expressions. Nested literals and interpolations are kept on an explicit stack
    /// (``readString(hashes:)``), so any depth of nesting reads without recursion.
    private enum Nesting {
        /// Inside a string's characters.
        case string(OpenString)
        /// Inside `\( … )`: whether the enclosing string is single-line, and how many `(` are open.
        case interpolation(singleLine: Bool, parentheses: Int)
    }

    /// A string literal being read: its `#`s, its form, where its characters start, and whether it
    /// has interpolated so far.
    private struct OpenString {
        let hashes: Int
        let multiLine: Bool
        let start: Int
        var interpolated = false

        var quotes: Int { multiLine ? 3 : 1 }
    }

    /// What reading a string's characters stopped at.
    private enum StringStop {
        /// A `\(` (with the string's `#`s): the cursor is past its `(`.
        case interpolation
        /// The string's end (its closing quotes, its line's end when single-line, or the input's end).
        case end(value: String, interpolated: Bool)
    }

    /// What reading an interpolation's expression stopped at.
    private enum InterpolationStop {
        /// The opening `"` of a string literal inside the expression, after `hashes` `#`s.
        case string(hashes: Int)
        /// The matching `)` (the cursor past it), the line's end in a single-line string, or the
        /// input's end.
        case end
    }

    /// Reads a string literal whose opening `"` is at the current byte, after `hashes` `#`s; returns
    /// its decoded value, or the empty string and `interpolated` when it interpolates. Strings inside
    /// interpolations inside strings, to any depth, are read with an explicit stack, never recursion.
    private mutating func readString(hashes: Int) -> (value: String, interpolated: Bool) {
        var stack: [Nesting] = [.string(openString(hashes: hashes))]
        var outermost: (value: String, interpolated: Bool) = ("", false)
        while let innermost = stack.popLast() {
            switch innermost {
            case .string(var string):
                switch readCharacters(of: &string) {
                case .interpolation:
                    stack.append(.string(string))
                    stack.append(.interpolation(singleLine: !string.multiLine, parentheses: 1))
                case .end(let value, let interpolated):
                    if stack.isEmpty { outermost = (value, interpolated) }
                }
            case .interpolation(let singleLine, var parentheses):
                switch readExpression(singleLine: singleLine, parentheses: &parentheses) {
                case .string(let hashes):
                    stack.append(.interpolation(singleLine: singleLine, parentheses: parentheses))
                    stack.append(.string(openString(hashes: hashes)))
                case .end:
                    break
                }
            }
        }
        return outermost
    }

    /// Moves past a string's opening quotes (one or three), the cursor at the first `"`.
    private mutating func openString(hashes: Int) -> OpenString {
        let multiLine = peek(1) == UInt8(ascii: "\"") && peek(2) == UInt8(ascii: "\"")
        for _ in 0..<(multiLine ? 3 : 1) { advance() }
        return OpenString(hashes: hashes, multiLine: multiLine, start: index)
    }

    /// Reads a string's characters from the cursor up to its end or its next interpolation.
    private mutating func readCharacters(of string: inout OpenString) -> StringStop {
        while index < bytes.count {
            let byte = bytes[index]
            if !string.multiLine, byte == 0x0A || byte == 0x0D {
                // A single-line string ends at the line's end, whatever follows.
                return .end(value: "", interpolated: string.interpolated)
            }
            if byte == UInt8(ascii: "\\"), hashesFollow(string.hashes, at: index + 1) {
                let after = index + 1 + string.hashes
                let opens = after < bytes.count && bytes[after] == UInt8(ascii: "(")
                if opens { string.interpolated = true }
                // The `\`, its `#`s, and the `(` or the escaped character.
                for _ in 0...string.hashes { advance() }
                advance()
                if opens { return .interpolation }
                continue
            }
            if byte == UInt8(ascii: "\""), closes(quotes: string.quotes, hashes: string.hashes) {
                let end = index
                for _ in 0..<(string.quotes + string.hashes) { advance() }
                if string.interpolated { return .end(value: "", interpolated: true) }
                let value = StringLiteralDecoder.decode(bytes[string.start..<end], hashes: string.hashes,
                                                        multiLine: string.multiLine)
                return .end(value: value, interpolated: false)
            }
            advance()
        }
        return .end(value: "", interpolated: string.interpolated)
    }

    /// Reads an interpolation's expression from the cursor up to its matching `)` or the next string
    /// literal inside it: parentheses nest, and comments inside are skipped whole. In a single-line
    /// string the expression ends at the line's end too, so an unbalanced one does not swallow the
    /// rest of the file.
    private mutating func readExpression(singleLine: Bool, parentheses: inout Int) -> InterpolationStop {
        while index < bytes.count {
            let byte = bytes[index]
            if singleLine, byte == 0x0A || byte == 0x0D { return .end }
            switch byte {
            case UInt8(ascii: "("): parentheses += 1; advance()
            case UInt8(ascii: ")"):
                parentheses -= 1
                advance()
                if parentheses == 0 { return .end }
            case UInt8(ascii: "\""): return .string(hashes: 0)
            case UInt8(ascii: "#"):
                var hashes = 0
                while peek(hashes) == UInt8(ascii: "#") { hashes += 1 }
                if peek(hashes) == UInt8(ascii: "\"") {
                    for _ in 0..<hashes { advance() }
                    return .string(hashes: hashes)
                }
                advance()
            case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "*"): skipBlockComment()
            case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "/"): skipLineComment()
            default: advance()
            }
        }
        return .end
    }

    private func hashesFollow(_ hashes: Int, at position: Int) -> Bool {
        var offset = 0
        while offset < hashes {
            guard position + offset < bytes.count, bytes[position + offset] == UInt8(ascii: "#") else { return false }
            offset += 1
        }
        return true
    }

    private func closes(quotes: Int, hashes: Int) -> Bool {
        for offset in 0..<quotes where peek(offset) != UInt8(ascii: "\"") { return false }
        return hashesFollow(hashes, at: index + quotes)
    }

    static func isIdentifierStart(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z") || byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")
            || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "$") || byte >= 0xC0
    }

    static func isIdentifierByte(_ byte: UInt8) -> Bool {
        isIdentifierStart(byte) || byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") || byte >= 0x80
    }
}
