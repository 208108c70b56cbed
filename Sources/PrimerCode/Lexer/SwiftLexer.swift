/// Splits Swift source into ``SwiftToken``s, leaving out comments (`//`, and `/* */` nested as Swift
/// nests them) and treating every string literal (`"…"`, multi-line `"""…"""`, raw `#"…"#` with any
/// number of `#`, interpolation `\( … )` with parentheses, strings and comments inside) as one token,
/// so that a call written in a comment or a string is never taken for code. A literal's value is
/// decoded as the Swift compiler decodes it (``StringLiteralDecoder``). Never traps: any bytes,
/// including unterminated comments and strings and invalid UTF-8, give tokens up to the end.
///
/// The interpolated expressions' own tokens are not given (a request written inside `\( … )` is not
/// found); regular expression literals are read as operators and names. Both are choices, documented
/// in `Docs/Scan.md`.
package struct SwiftLexer: Sendable {
    private let bytes: [UInt8]
    private var index = 0
    private var line = 1
    private var column = 1
    /// How many interpolations the current position is inside.
    private var interpolations = 0

    /// How deeply interpolations nest before a deeper `\(` reads as the string's own characters: a
    /// choice, far deeper than code is written, and shallow enough that reading a string inside an
    /// interpolation inside a string (the lexer recurses for each) never exhausts the stack.
    package static let interpolationLimit = 64

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

    /// Reads a string literal whose opening `"` is at the current byte, after `hashes` `#`s; returns
    /// its decoded value, or the empty string and `interpolated` when it interpolates.
    private mutating func readString(hashes: Int) -> (value: String, interpolated: Bool) {
        let multiLine = peek(1) == UInt8(ascii: "\"") && peek(2) == UInt8(ascii: "\"")
        let quotes = multiLine ? 3 : 1
        for _ in 0..<quotes { advance() }
        let start = index
        var interpolated = false
        while index < bytes.count {
            let byte = bytes[index]
            if !multiLine, byte == 0x0A || byte == 0x0D {
                // A single-line string ends at the line's end, whatever follows.
                return ("", interpolated)
            }
            if byte == UInt8(ascii: "\\"), hashesFollow(hashes, at: index + 1) {
                let after = index + 1 + hashes
                if after < bytes.count, bytes[after] == UInt8(ascii: "(") { interpolated = true }
                for _ in 0...hashes { advance() }
                if after < bytes.count, bytes[after] == UInt8(ascii: "("), interpolations < Self.interpolationLimit {
                    advance()
                    interpolations += 1
                    skipInterpolation(singleLine: !multiLine)
                    interpolations -= 1
                } else {
                    advance()
                }
                continue
            }
            if byte == UInt8(ascii: "\""), closes(quotes: quotes, hashes: hashes) {
                let end = index
                for _ in 0..<(quotes + hashes) { advance() }
                if interpolated { return ("", true) }
                return (StringLiteralDecoder.decode(bytes[start..<end], hashes: hashes, multiLine: multiLine), false)
            }
            advance()
        }
        return ("", interpolated)
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

    /// Skips an interpolation's expression after its `(`, up to the matching `)`: parentheses nest,
    /// and strings and comments inside are skipped whole. In a single-line string the expression
    /// ends at the line's end too, so an unbalanced one does not swallow the rest of the file.
    private mutating func skipInterpolation(singleLine: Bool) {
        var depth = 1
        while index < bytes.count {
            let byte = bytes[index]
            if singleLine, byte == 0x0A || byte == 0x0D { return }
            switch byte {
            case UInt8(ascii: "("): depth += 1; advance()
            case UInt8(ascii: ")"):
                depth -= 1
                advance()
                if depth == 0 { return }
            case UInt8(ascii: "\""): _ = readString(hashes: 0)
            case UInt8(ascii: "#"):
                var hashes = 0
                while peek(hashes) == UInt8(ascii: "#") { hashes += 1 }
                if peek(hashes) == UInt8(ascii: "\"") {
                    for _ in 0..<hashes { advance() }
                    _ = readString(hashes: hashes)
                } else {
                    advance()
                }
            case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "*"): skipBlockComment()
            case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "/"): skipLineComment()
            default: advance()
            }
        }
    }

    static func isIdentifierStart(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z") || byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")
            || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "$") || byte >= 0xC0
    }

    static func isIdentifierByte(_ byte: UInt8) -> Bool {
        isIdentifierStart(byte) || byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") || byte >= 0x80
    }
}
