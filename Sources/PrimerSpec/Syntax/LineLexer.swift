/// Splits one decoded line into words, strings and a trailing comment.
///
/// Rules (see `Docs/SpecFormat.md`): leading whitespace is indentation and may hold only
/// spaces; tokens are separated by spaces or tabs; `#` outside a string starts a comment;
/// strings are double-quoted with the escapes `\"`, `\\`, `\n`, `\t` and `\u{1-8 hex}`;
/// control characters are not allowed raw (a tab is allowed inside strings).
/// The first problem on a line is thrown; the caller skips the line.
enum LineLexer: Sendable {
    static func lex(_ text: String, file: String, line: Int) throws(Diagnostic) -> LexedLine {
        var cursor = LineCursor(text: text, file: file, line: line)
        var firstTab: Int?
        while let scalar = cursor.current, ScalarClass.isSeparator(scalar) {
            if scalar == "\t", firstTab == nil { firstTab = cursor.index }
            cursor.advance()
        }
        if cursor.isAtEnd {
            return LexedLine(indent: 0, tokens: [], comment: nil, endColumn: cursor.location().column)
        }
        if let firstTab {
            throw SyntaxError.tabInIndentation(at: cursor.range(from: firstTab, to: firstTab + 1))
        }
        let indent = cursor.location().column - 1
        var tokens: [Token] = []
        var comment: String?
        while let scalar = cursor.current {
            if ScalarClass.isSeparator(scalar) {
                cursor.advance()
            } else if scalar == "#" {
                let start = cursor.index
                while !cursor.isAtEnd { cursor.advance() }
                comment = cursor.text(from: start)
            } else if ScalarClass.needsEscape(scalar) {
                throw SyntaxError.invisibleCharacter(scalar, at: cursor.range(from: cursor.index, to: cursor.index + 1))
            } else if scalar == "\"" {
                tokens.append(try lexString(&cursor))
            } else {
                tokens.append(try lexWord(&cursor))
            }
        }
        return LexedLine(indent: indent, tokens: tokens, comment: comment, endColumn: cursor.location().column)
    }

    private static func lexWord(_ cursor: inout LineCursor) throws(Diagnostic) -> Token {
        let start = cursor.index
        while let scalar = cursor.current, !ScalarClass.isSeparator(scalar), scalar != "\"", scalar != "#",
            !ScalarClass.needsEscape(scalar)
        {
            cursor.advance()
        }
        let text = cursor.text(from: start)
        let token = Token(kind: .word, text: text, value: text, range: cursor.range(from: start))
        if cursor.current == "\"" {
            throw SyntaxError.missingSpace(after: token, at: cursor.range(from: cursor.index, to: cursor.index + 1))
        }
        return token
    }

    private static func lexString(_ cursor: inout LineCursor) throws(Diagnostic) -> Token {
        let start = cursor.index
        cursor.advance()
        var value = String.UnicodeScalarView()
        while true {
            guard let scalar = cursor.current else {
                throw SyntaxError.unterminatedString(cursor.text(from: start), at: cursor.range(from: start))
            }
            if scalar == "\"" {
                cursor.advance()
                break
            }
            if scalar == "\\" {
                value.append(try lexEscape(&cursor, stringStart: start))
            } else if scalar != "\t", ScalarClass.needsEscape(scalar) {
                throw SyntaxError.invisibleCharacter(scalar, at: cursor.range(from: cursor.index, to: cursor.index + 1))
            } else {
                value.append(scalar)
                cursor.advance()
            }
        }
        let token = Token(
            kind: .string,
            text: cursor.text(from: start),
            value: String(value),
            range: cursor.range(from: start)
        )
        if let next = cursor.current, !ScalarClass.isSeparator(next), next != "#", !ScalarClass.needsEscape(next) {
            throw SyntaxError.missingSpace(after: token, at: cursor.range(from: cursor.index, to: cursor.index + 1))
        }
        return token
    }

    /// Lexes the escape at the cursor (which is on the backslash) and returns its scalar.
    private static func lexEscape(_ cursor: inout LineCursor, stringStart: Int) throws(Diagnostic) -> Unicode.Scalar {
        let start = cursor.index
        cursor.advance()
        guard let scalar = cursor.current else {
            throw SyntaxError.unterminatedString(cursor.text(from: stringStart), at: cursor.range(from: stringStart))
        }
        cursor.advance()
        switch scalar {
        case "\"": return "\""
        case "\\": return "\\"
        case "n": return "\n"
        case "r": return "\r"
        case "t": return "\t"
        case "u": break
        default:
            throw SyntaxError.unknownEscape(cursor.text(from: start), at: cursor.range(from: start))
        }
        var closed = false
        if cursor.current == "{" {
            cursor.advance()
            while let next = cursor.current, next != "}", next != "\"" {
                cursor.advance()
            }
            if cursor.current == "}" {
                cursor.advance()
                closed = true
            }
        }
        let escape = cursor.text(from: start)
        let digits = escape.dropFirst(3).dropLast()
        guard closed, (1...8).contains(digits.count), digits.allSatisfy(\.isHexDigit),
            let number = UInt32(digits, radix: 16)
        else {
            throw SyntaxError.malformedUnicodeEscape(escape, at: cursor.range(from: start))
        }
        guard let decoded = Unicode.Scalar(number) else {
            throw SyntaxError.invalidUnicodeScalar(escape, at: cursor.range(from: start))
        }
        return decoded
    }
}

extension SyntaxError {
    static func tabInIndentation(at range: SourceRange) -> Diagnostic {
        .error(
            "tabs are not allowed in indentation; indent with spaces",
            at: range,
            offendingText: "\t",
            expected: "spaces"
        )
    }

    static func invisibleCharacter(_ scalar: Unicode.Scalar, at range: SourceRange) -> Diagnostic {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        if scalar == "\r" {
            return make(
                "lone carriage return '\\r'",
                expected: "lines to end with '\\n' or '\\r\\n'",
                at: range,
                offendingText: "\r"
            )
        }
        let name = scalar.properties.generalCategory == .control ? "control character" : "line separator"
        let padded = String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        return make(
            "\(name) U+\(padded) is not allowed",
            expected: "visible text (inside a string write it as \\u{\(hex)})",
            at: range,
            offendingText: String(scalar)
        )
    }

    static func missingSpace(after token: Token, at range: SourceRange) -> Diagnostic {
        make(
            "missing space after \(name(token))",
            expected: "whitespace between tokens",
            at: range,
            offendingText: token.text
        )
    }

    static func unterminatedString(_ text: String, at range: SourceRange) -> Diagnostic {
        make(
            "unterminated string \(abbreviate(text))",
            expected: "a closing '\"' before the end of the line",
            at: range,
            offendingText: text
        )
    }

    static func unknownEscape(_ escape: String, at range: SourceRange) -> Diagnostic {
        make(
            "unknown escape '\(escape)' in string",
            expected: "one of \\\" \\\\ \\n \\r \\t \\u{…}",
            at: range,
            offendingText: escape
        )
    }

    static func malformedUnicodeEscape(_ escape: String, at range: SourceRange) -> Diagnostic {
        make(
            "malformed escape '\(abbreviate(escape))'",
            expected: "\\u{…} with 1 to 8 hex digits",
            at: range,
            offendingText: escape
        )
    }

    static func invalidUnicodeScalar(_ escape: String, at range: SourceRange) -> Diagnostic {
        make(
            "escape '\(escape)' is not a Unicode scalar value",
            expected: "a value up to 10FFFF outside the surrogates D800–DFFF",
            at: range,
            offendingText: escape
        )
    }
}
