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
        var firstTab: LineCursor.Mark?
        while let scalar = cursor.current, ScalarClass.isSeparator(scalar) {
            if scalar == "\t", firstTab == nil { firstTab = cursor.mark }
            cursor.advance()
        }
        if cursor.isAtEnd {
            return LexedLine(indent: 0, tokens: [], comment: nil, endColumn: cursor.location().column)
        }
        if let firstTab {
            throw SyntaxError.tabInIndentation(at: cursor.range(ofScalarAt: firstTab))
        }
        let indent = cursor.location().column - 1
        var tokens: [Token] = []
        var comment: String?
        while let scalar = cursor.current {
            if ScalarClass.isSeparator(scalar) {
                cursor.advance()
            } else if scalar == "#" {
                comment = try lexComment(&cursor)
            } else if ScalarClass.needsEscape(scalar) {
                throw SyntaxError.invisibleCharacter(scalar, at: cursor.rangeOfCurrent)
            } else if scalar == ScalarClass.byteOrderMark {
                throw SyntaxError.misplacedByteOrderMark(at: cursor.rangeOfCurrent)
            } else if scalar == "\"" {
                tokens.append(try lexString(&cursor))
            } else {
                tokens.append(try lexWord(&cursor))
            }
        }
        return LexedLine(indent: indent, tokens: tokens, comment: comment, endColumn: cursor.location().column)
    }

    /// Reads a comment, from `#` to the end of the line. Tabs are fine in it; other control
    /// characters and a carriage return are errors here as anywhere (a file with old Mac line
    /// endings is one long line, and its first `#` would otherwise hide every line after it).
    private static func lexComment(_ cursor: inout LineCursor) throws(Diagnostic) -> String {
        let start = cursor.mark
        while let scalar = cursor.current {
            if scalar != "\t", ScalarClass.needsEscape(scalar) {
                throw SyntaxError.invisibleCharacter(scalar, at: cursor.rangeOfCurrent)
            }
            cursor.advance()
        }
        return cursor.text(from: start)
    }

    private static func lexWord(_ cursor: inout LineCursor) throws(Diagnostic) -> Token {
        let start = cursor.mark
        while let scalar = cursor.current, !ScalarClass.isSeparator(scalar), scalar != "\"", scalar != "#",
            !ScalarClass.needsEscape(scalar), scalar != ScalarClass.byteOrderMark
        {
            cursor.advance()
        }
        let text = cursor.text(from: start)
        let token = Token(kind: .word, text: text, value: text, range: cursor.range(from: start))
        if cursor.current == "\"" {
            throw SyntaxError.missingSpace(after: token, at: cursor.rangeOfCurrent)
        }
        return token
    }

    private static func lexString(_ cursor: inout LineCursor) throws(Diagnostic) -> Token {
        let start = cursor.mark
        cursor.advance()
        // The value is built from runs of plain text copied whole, with each escape decoded between them.
        var value = ""
        var run = cursor.mark
        while true {
            guard let scalar = cursor.current else {
                throw SyntaxError.unterminatedString(cursor.text(from: start), at: cursor.range(from: start))
            }
            if scalar == "\"" {
                value += cursor.text(from: run)
                cursor.advance()
                break
            }
            if scalar == "\\" {
                value += cursor.text(from: run)
                value.unicodeScalars.append(try lexEscape(&cursor, stringStart: start))
                run = cursor.mark
            } else if scalar != "\t", ScalarClass.needsEscape(scalar) {
                throw SyntaxError.invisibleCharacter(scalar, at: cursor.rangeOfCurrent)
            } else {
                cursor.advance()
            }
        }
        let token = Token(
            kind: .string,
            text: cursor.text(from: start),
            value: value,
            range: cursor.range(from: start)
        )
        if let next = cursor.current, !ScalarClass.isSeparator(next), next != "#", !ScalarClass.needsEscape(next),
           next != ScalarClass.byteOrderMark {
            throw SyntaxError.missingSpace(after: token, at: cursor.rangeOfCurrent)
        }
        return token
    }

    /// Lexes the escape at the cursor (which is on the backslash) and returns its scalar.
    private static func lexEscape(_ cursor: inout LineCursor, stringStart: LineCursor.Mark) throws(Diagnostic) -> Unicode.Scalar {
        let start = cursor.mark
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

    static func misplacedByteOrderMark(at range: SourceRange) -> Diagnostic {
        make(
            "byte order mark U+FEFF is not allowed here",
            expected: "it only as the very first character of the file, once (inside a string write it as \\u{FEFF})",
            at: range,
            offendingText: "\u{FEFF}"
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
