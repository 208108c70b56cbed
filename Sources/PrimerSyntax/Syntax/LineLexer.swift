/// Splits one decoded line into words, strings and a trailing comment.
///
/// Rules (see `Docs/SpecFormat.md`): leading whitespace is indentation and may hold only
/// spaces; tokens are separated by spaces or tabs; `#` outside a string starts a comment;
/// strings are double-quoted with the escapes `\"`, `\\`, `\n`, `\t` and `\u{1-8 hex}`;
/// control characters are not allowed raw (a tab is allowed inside strings).
/// The first problem on a line is thrown; the caller skips the line.
///
/// The line is scanned as UTF-8 bytes (see ``LineCursor``): every byte the rules name is ASCII,
/// and tokens are copied from the bytes whole rather than built scalar by scalar.
enum LineLexer: Sendable {
    static func lex(_ text: String, file: String, line: Int) throws(Finding) -> LexedLine {
        // A native string lends its own bytes; only a string that is not stored as contiguous UTF-8,
        // such as a bridged one, is copied. The cursor does not outlive the closure.
        //
        // The tokens are lexed into room on the stack and then moved (a move retains nothing, where a
        // copy would retain each token's strings) into an array of exactly their number, allocated
        // once (``TokenRun``): an array grown as tokens come was allocated and copied up to five times a
        // line, and a body line keeps its array, so room reserved ahead would stay allocated, empty, in
        // every comment line of a long body (Docs/Performance.md, "Memory, second round").
        //
        // The line's error is kept aside rather than returned in a `Result`: a `Result` takes a finding's
        // room (a few hundred bytes), copied whole several times a line on the way out. It is kept in a
        // box made only for a line with an error: an optional finding held here was set to nil and
        // destroyed again for every line.
        var failure: FailureBox?
        func lexBytes(_ bytes: UnsafeBufferPointer<UInt8>) -> LexedLine? {
            withUnsafeTemporaryAllocation(of: Token.self, capacity: TokenRun.stackCapacity) { room in
                var cursor = LineCursor(bytes: bytes, of: text, file: file, line: line)
                do throws(Finding) {
                    return try lex(&cursor, tokens: TokenRun(room: room))
                } catch {
                    failure = FailureBox(error)
                    return nil
                }
            }
        }
        let lexed: LexedLine?
        if let lent = text.utf8.withContiguousStorageIfAvailable(lexBytes) {
            lexed = lent
        } else {
            var storage = text
            lexed = storage.withUTF8(lexBytes)
        }
        guard let lexed else {
            // `lexBytes` returns nil only with `failure` set.
            throw failure?.finding ?? .error("the line could not be lexed", at: SourceRange(at: SourceLocation(file: file, line: line, column: 1)))
        }
        return lexed
    }

    /// The error of a line that does not lex, boxed (``lex(_:file:line:)``).
    private final class FailureBox {
        let finding: Finding
        init(_ finding: Finding) { self.finding = finding }
    }

    /// Lexes the line at `cursor` into `run` (which destroys the tokens read so far when it throws).
    private static func lex(_ cursor: inout LineCursor, tokens run: consuming TokenRun) throws(Finding) -> LexedLine {
        var firstTab: Int?
        while let byte = cursor.currentByte, ScalarClass.isSeparator(byte: byte) {
            if byte == ASCII.tab, firstTab == nil { firstTab = cursor.position }
            cursor.advance()
        }
        if cursor.isAtEnd {
            return LexedLine(indent: 0, start: 0, tokens: [], comment: nil, end: cursor.position, columns: cursor.columns)
        }
        if let firstTab {
            throw SyntaxError.tabInIndentation(at: cursor.range(ofScalarAt: firstTab))
        }
        let start = cursor.position
        let indent = cursor.column(at: start) - 1
        var comment: String?
        var commentStart: Int?
        while let byte = cursor.currentByte {
            if ScalarClass.isSeparator(byte: byte) {
                cursor.advance()
            } else if byte == ASCII.hash {
                commentStart = cursor.position
                comment = try lexComment(&cursor)
            } else if cursor.needsEscape(at: cursor.position) {
                throw SyntaxError.invisibleCharacter(cursor.scalar(at: cursor.position), at: cursor.rangeOfCurrent)
            } else if cursor.isByteOrderMark(at: cursor.position) {
                throw SyntaxError.misplacedByteOrderMark(at: cursor.rangeOfCurrent)
            } else if byte == ASCII.quote {
                run.append(try lexString(&cursor))
            } else {
                run.append(try lexWord(&cursor))
            }
        }
        return LexedLine(indent: indent, start: start, tokens: run.take(), comment: comment, commentStart: commentStart,
                         end: cursor.position, columns: cursor.columns)
    }

    /// The tokens of one line while it is lexed: in room lent by the caller (on the stack) and, past
    /// that, in room of their own on the heap, until ``take()`` moves them into an array of exactly
    /// their number. The run owns the tokens it holds: when lexing throws, its deinit destroys them
    /// (and frees the heap room), so none leaks and none is destroyed twice.
    struct TokenRun: ~Copyable {
        /// The tokens the caller's room holds: 14 of 72 bytes are under the 1,024 bytes up to which a
        /// temporary allocation is always on the stack (a larger one asks the runtime first). Lines of
        /// more tokens (rare: a motion line has up to 12) move to the heap.
        static let stackCapacity = 14

        /// Where the tokens are: the caller's room, or the heap room they moved to.
        private var room: UnsafeMutableBufferPointer<Token>
        /// Whether ``room`` is the run's own, on the heap.
        private var ownsRoom = false
        /// How many tokens the start of ``room`` holds.
        private var count = 0

        /// A run in `room`, uninitialized memory the caller lends for as long as the run lives.
        init(room: UnsafeMutableBufferPointer<Token>) {
            self.room = room
        }

        /// Adds the next token of the line.
        mutating func append(_ token: consuming Token) {
            if count == room.count {
                let larger = UnsafeMutableBufferPointer<Token>.allocate(capacity: max(2 * room.count, Self.stackCapacity))
                _ = UnsafeMutableBufferPointer(rebasing: larger[..<count])
                    .moveInitialize(fromContentsOf: UnsafeMutableBufferPointer(rebasing: room[..<count]))
                if ownsRoom { room.deallocate() }
                room = larger
                ownsRoom = true
            }
            room.initializeElement(at: count, to: token)
            count += 1
        }

        /// The tokens, moved into an array of exactly their number; the run ends.
        consuming func take() -> [Token] {
            var tokens: [Token] = []
            if count > 0 {
                // Reserved, then appended: `Array(unsafeUninitializedCapacity:)` allocates through the
                // standard library's unspecialized code, about half again as many instructions.
                tokens.reserveCapacity(count)
                for index in 0..<count {
                    tokens.append(room.moveElement(from: index))
                }
            }
            if ownsRoom { room.deallocate() }
            discard self
            return tokens
        }

        deinit {
            UnsafeMutableBufferPointer(rebasing: room[..<count]).deinitialize()
            if ownsRoom { room.deallocate() }
        }
    }

    /// The ASCII bytes the rules name.
    private enum ASCII {
        static let tab: UInt8 = 0x09
        static let quote: UInt8 = 0x22  // "
        static let hash: UInt8 = 0x23  // #
        static let backslash: UInt8 = 0x5C
        static let openBrace: UInt8 = 0x7B  // {
        static let closeBrace: UInt8 = 0x7D  // }
    }

    /// Reads a comment, from `#` to the end of the line. Tabs are fine in it; other control
    /// characters and a carriage return are errors here as anywhere (a file with old Mac line
    /// endings is one long line, and its first `#` would otherwise hide every line after it).
    private static func lexComment(_ cursor: inout LineCursor) throws(Finding) -> String {
        let start = cursor.position
        while let byte = cursor.currentByte {
            if byte != ASCII.tab, cursor.needsEscape(at: cursor.position) {
                throw SyntaxError.invisibleCharacter(cursor.scalar(at: cursor.position), at: cursor.rangeOfCurrent)
            }
            cursor.advance()
        }
        return cursor.text(from: start)
    }

    private static func lexWord(_ cursor: inout LineCursor) throws(Finding) -> Token {
        let start = cursor.position
        cursor.skipWord()
        let text = cursor.text(from: start)
        let token = cursor.token(.word, text: text, value: text, from: start)
        if cursor.currentByte == ASCII.quote {
            throw SyntaxError.missingSpace(after: token, at: cursor.rangeOfCurrent)
        }
        return token
    }

    private static func lexString(_ cursor: inout LineCursor) throws(Finding) -> Token {
        let start = cursor.position
        cursor.advance()
        // The value is the bytes between the quotes when there is no escape (the usual case);
        // otherwise it is built from runs of plain bytes copied whole, each escape decoded between them.
        var escaped: [UInt8]?
        var run = cursor.position
        while true {
            cursor.skipStringContent()
            guard let byte = cursor.currentByte else {
                throw SyntaxError.unterminatedString(cursor.text(from: start), at: cursor.range(from: start))
            }
            if byte == ASCII.quote {
                break
            }
            if byte == ASCII.backslash {
                var value = escaped ?? []
                value.append(contentsOf: cursor.bytes(from: run, to: cursor.position))
                value.append(contentsOf: String(try lexEscape(&cursor, stringStart: start)).utf8)
                escaped = value
                run = cursor.position
            } else {
                // `skipStringContent` stops only at a quote, a backslash or a character that must be escaped.
                throw SyntaxError.invisibleCharacter(cursor.scalar(at: cursor.position), at: cursor.rangeOfCurrent)
            }
        }
        let value: String
        if var bytes = escaped {
            bytes.append(contentsOf: cursor.bytes(from: run, to: cursor.position))
            value = String(decoding: bytes, as: UTF8.self)
        } else {
            value = cursor.text(from: run)
        }
        cursor.advance()
        let token = cursor.token(.string, text: cursor.text(from: start), value: value, from: start)
        if let next = cursor.currentByte, !ScalarClass.isSeparator(byte: next), next != ASCII.hash,
           !cursor.needsEscape(at: cursor.position), !cursor.isByteOrderMark(at: cursor.position) {
            throw SyntaxError.missingSpace(after: token, at: cursor.rangeOfCurrent)
        }
        return token
    }

    /// Lexes the escape at the cursor (which is on the backslash) and returns its scalar.
    private static func lexEscape(_ cursor: inout LineCursor, stringStart: Int) throws(Finding) -> Unicode.Scalar {
        let start = cursor.position
        cursor.advance()
        guard let byte = cursor.currentByte else {
            throw SyntaxError.unterminatedString(cursor.text(from: stringStart), at: cursor.range(from: stringStart))
        }
        cursor.advance()
        switch byte {
        case ASCII.quote: return "\""
        case ASCII.backslash: return "\\"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"): break
        default:
            throw SyntaxError.unknownEscape(cursor.text(from: start), at: cursor.range(from: start))
        }
        var closed = false
        if cursor.currentByte == ASCII.openBrace {
            cursor.advance()
            while let next = cursor.currentByte, next != ASCII.closeBrace, next != ASCII.quote {
                cursor.advance()
            }
            if cursor.currentByte == ASCII.closeBrace {
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
    static func tabInIndentation(at range: SourceRange) -> Finding {
        .error(
            "tabs are not allowed in indentation; indent with spaces",
            at: range,
            offendingText: "\t",
            expected: "spaces"
        )
    }

    static func invisibleCharacter(_ scalar: Unicode.Scalar, at range: SourceRange) -> Finding {
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

    static func misplacedByteOrderMark(at range: SourceRange) -> Finding {
        make(
            "byte order mark U+FEFF is not allowed here",
            expected: "it only as the very first character of the file, once (inside a string write it as \\u{FEFF})",
            at: range,
            offendingText: "\u{FEFF}"
        )
    }

    static func missingSpace(after token: Token, at range: SourceRange) -> Finding {
        make(
            "missing space after \(name(token))",
            expected: "whitespace between tokens",
            at: range,
            offendingText: token.text
        )
    }

    static func unterminatedString(_ text: String, at range: SourceRange) -> Finding {
        make(
            "unterminated string \(abbreviate(text))",
            expected: "a closing '\"' before the end of the line",
            at: range,
            offendingText: text
        )
    }

    static func unknownEscape(_ escape: String, at range: SourceRange) -> Finding {
        make(
            "unknown escape '\(escape)' in string",
            expected: "one of \\\" \\\\ \\n \\r \\t \\u{…}",
            at: range,
            offendingText: escape
        )
    }

    static func malformedUnicodeEscape(_ escape: String, at range: SourceRange) -> Finding {
        make(
            "malformed escape '\(abbreviate(escape))'",
            expected: "\\u{…} with 1 to 8 hex digits",
            at: range,
            offendingText: escape
        )
    }

    static func invalidUnicodeScalar(_ escape: String, at range: SourceRange) -> Finding {
        make(
            "escape '\(escape)' is not a Unicode scalar value",
            expected: "a value up to 10FFFF outside the surrogates D800–DFFF",
            at: range,
            offendingText: escape
        )
    }
}
