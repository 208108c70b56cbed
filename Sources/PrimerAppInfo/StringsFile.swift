import PrimerModel
import PrimerSyntax

/// Reads an old-style strings file (`InfoPlist.strings`): `"key" = "value";` pairs, unquoted keys and
/// values, `/* */` and `//` comments, the escapes of the old-style property-list format, in UTF-8 or
/// UTF-16 with a byte order mark. Every value keeps its line and column; every error names its place,
/// the offending text and what was expected.
///
/// The grammar is Foundation's (`swift-corelibs-foundation`, `CFOldStylePList.c`: a strings file is a
/// dictionary's content without the braces): unquoted strings hold only `A-Z a-z 0-9 _ $ / : . -`;
/// `"key";` alone means the key is its own value; the escapes are `\a \b \f \n \r \t \v \" \\`,
/// `\U` with up to four hex digits, and up to three octal digits; any other escaped character stands
/// for itself; a key given more than once keeps its last value, with a warning at each other
/// occurrence. One pass, linear in the file's length.
package enum StringsFile {
    /// The largest strings file read, in bytes: real `InfoPlist.strings` files are a few kilobytes. A choice.
    package static let sizeLimit = 4 << 20

    /// The file's values, or an error at `origin` (where the file was found from) when it cannot be
    /// read; `table` names the file's table in that error (`InfoPlist`, `Localizable`). A path the disk
    /// spells in other letter case is read as macOS reads it, with a note at `origin` naming `namedBy`
    /// (what gave the path, such as a project's file reference).
    package static func load(_ path: FilePath, language: String, origin: SourceRange,
                            table: String = "InfoPlist",
                            namedBy: String = "the strings file",
                            files: AppFileCache? = nil) -> Result<LocalizedTable, Finding> {
        let resolved = path.resolvingCase(namedBy: namedBy, written: path.display, at: origin.lowerBound)
        return files.value("strings", resolved.path, detail: language) {
            resolved.path.read(limit: sizeLimit, noun: "strings file", expected: "a readable \(table).strings", at: origin)
                .flatMap { parse($0, file: resolved.path.display, language: language) }
        }
            .map { table in
                var table = table
                if let note = resolved.note { table.warnings.insert(note, at: 0) }
                return table
            }
    }

    /// Parses the bytes of a strings file; locations name `file`.
    package static func parse(_ bytes: [UInt8], file: String, language: String) -> Result<LocalizedTable, Finding> {
        TextScalars.decode(bytes, file: file, noun: "strings file").flatMap { scalars in
            var parser = StringsParser(scalars: scalars, file: file)
            return Result { () throws(Finding) -> LocalizedTable in
                let values = try parser.entries()
                return LocalizedTable(file: file, language: language, values: values, warnings: parser.warnings)
            }
        }
    }
}

/// The strings-file grammar over decoded scalars.
private struct StringsParser: ScalarWalking {
    let scalars: [Unicode.Scalar]
    let file: String
    var index = 0
    var position = TextScalars.Position()
    var warnings: [Finding] = []

    init(scalars: [Unicode.Scalar], file: String) {
        self.scalars = scalars
        self.file = file
    }



    /// The whole file: entries, optionally inside one pair of braces (a dictionary property list).
    mutating func entries() throws(Finding) -> [String: LocatedValue] {
        skipTrivia()
        var braced: SourceLocation?
        if current == "{" {
            braced = here
            advance()
        }
        var values: [String: LocatedValue] = [:]
        // Where each key is written, in file order: a key given more than once warns at all but the last.
        var keyStarts: [String: [SourceLocation]] = [:]
        while true {
            skipTrivia()
            guard let scalar = current else { break }
            if scalar == "}", let open = braced {
                advance()
                skipTrivia()
                if current != nil {
                    throw error("unexpected \(describeCurrent()) after the dictionary's '}'", at: here,
                                offending: restOfLine(), expected: "the end of the file")
                }
                _ = open
                braced = nil
                break
            }
            let keyStart = here
            guard let key = try string(what: "a key") else {
                throw error("unexpected \(describeCurrent()) where an entry starts", at: here, offending: restOfLine(),
                            expected: "a key: \"KEY\" = \"VALUE\";")
            }
            skipTrivia()
            let value: LocatedValue
            switch current {
            case ";":
                value = LocatedValue(key, at: keyStart)
            case "=":
                advance()
                skipTrivia()
                let valueStart = here
                guard let text = try string(what: "a value") else {
                    throw error(current == nil ? "the file ends after '\(TextExcerpt.shown(key, limit: FilePath.quotedLimit))' =" :
                                    "unexpected \(describeCurrent()) after '\(TextExcerpt.shown(key, limit: FilePath.quotedLimit))' =",
                                at: here, offending: current == nil ? "=" : restOfLine(),
                                expected: "a quoted value: \"VALUE\";")
                }
                value = LocatedValue(text, at: valueStart)
                skipTrivia()
            default:
                throw error(current == nil ? "the file ends after the key '\(TextExcerpt.shown(key, limit: FilePath.quotedLimit))'" :
                                "unexpected \(describeCurrent()) after the key '\(TextExcerpt.shown(key, limit: FilePath.quotedLimit))'",
                            at: here, offending: current == nil ? key : restOfLine(),
                            expected: "'=' and a value, or ';'")
            }
            guard current == ";" else {
                throw error(current == nil ? "missing ';' at the end of the file, after the value of '\(TextExcerpt.shown(key, limit: FilePath.quotedLimit))'"
                                : "missing ';' after the value of '\(TextExcerpt.shown(key, limit: FilePath.quotedLimit))'",
                            at: here, offending: current == nil ? value.value : restOfLine(),
                            expected: "';' after each \"KEY\" = \"VALUE\"")
            }
            advance()
            keyStarts[key, default: []].append(keyStart)
            values[key] = value
        }
        if let open = braced {
            throw error("the dictionary opened with '{' is not closed", at: here, offending: "{",
                        expected: "'}' to close the '{' at line \(open.line), column \(open.column)")
        }
        warnings = (warnings + duplicates(keyStarts)).sortedByLocation()
        return values
    }

    /// A warning at each occurrence of a key given more than once but the last, which is read, as
    /// Foundation reads strings files; a note there at the one read.
    private func duplicates(_ keyStarts: [String: [SourceLocation]]) -> [Finding] {
        var found: [Finding] = []
        for (key, starts) in keyStarts where starts.count > 1 {
            guard let read = starts.last else { continue }
            let shown = TextExcerpt.shown(key, limit: FilePath.quotedLimit)
            for start in starts.dropLast() {
                found.append(Finding(
                    severity: .warning, range: SourceRange(at: start),
                    message: "'\(shown)' is given more than once; the last, at line \(read.line), is read, as Foundation "
                        + "reads strings files, so this one is never shown; expected each key once",
                    offendingText: shown, expected: "each key once",
                    notes: [.init("the '\(TextExcerpt.shown(key, limit: TextExcerpt.wordLimit))' that is read is here", at: read)]))
            }
        }
        return found
    }

    /// A quoted or unquoted string; nil (nothing consumed) when none starts here. A dictionary, array
    /// or data value is refused: an Info.plist's localized values are strings.
    mutating func string(what: String) throws(Finding) -> String? {
        guard let scalar = current else { return nil }
        if scalar == "\"" || scalar == "'" { return try quoted() }
        if Self.isUnquoted(scalar) {
            var text = String.UnicodeScalarView()
            while let next = current, Self.isUnquoted(next) {
                text.append(next)
                advance()
            }
            return String(text)
        }
        if scalar == "{" || scalar == "(" || scalar == "<" {
            let kind = scalar == "{" ? "a dictionary" : scalar == "(" ? "an array" : "data"
            throw error("\(what) is \(kind), not a string", at: here, offending: restOfLine(),
                        expected: "a quoted string: an Info.plist's localized values are strings")
        }
        return nil
    }

    /// A string in `"` or `'` quotes, with its escapes.
    mutating func quoted() throws(Finding) -> String {
        let start = here
        let startIndex = index
        guard let quote = current else { return "" }
        advance()
        var text = String.UnicodeScalarView()
        var pendingHigh: (unit: UInt32, at: SourceLocation)?
        while let scalar = current {
            if scalar == quote {
                if let high = pendingHigh { throw loneSurrogate(high.unit, at: high.at) }
                advance()
                return String(text)
            }
            guard scalar == "\\" else {
                if let high = pendingHigh { throw loneSurrogate(high.unit, at: high.at) }
                text.append(scalar)
                advance()
                continue
            }
            let escapeStart = here
            advance()
            guard let escaped = current else { break }
            if escaped == "U" {
                advance()
                let (value, digits) = hexDigits(upTo: 4)
                guard !digits.isEmpty else {
                    throw error("the escape '\\U' has no hex digits", at: escapeStart, offending: "\\U",
                                expected: "\\U and four hex digits, such as \\U2019")
                }
                if (0xD800...0xDBFF).contains(value) {
                    if let high = pendingHigh { throw loneSurrogate(high.unit, at: high.at) }
                    pendingHigh = (value, escapeStart)
                    continue
                }
                if (0xDC00...0xDFFF).contains(value) {
                    guard let high = pendingHigh else { throw loneSurrogate(value, at: escapeStart) }
                    pendingHigh = nil
                    let combined = 0x10000 + ((high.unit - 0xD800) << 10) + (value - 0xDC00)
                    if let pair = Unicode.Scalar(combined) { text.append(pair) }
                    continue
                }
                if let high = pendingHigh { throw loneSurrogate(high.unit, at: high.at) }
                if let decoded = Unicode.Scalar(value) { text.append(decoded) }
                continue
            }
            if let high = pendingHigh { throw loneSurrogate(high.unit, at: high.at) }
            if ("0"..."7").contains(escaped) {
                var value: UInt32 = 0
                var digits = ""
                while digits.count < 3, let digit = current, ("0"..."7").contains(digit) {
                    value = value << 3 | (digit.value - 0x30)
                    digits.unicodeScalars.append(digit)
                    advance()
                }
                // Foundation maps octal escapes through the NeXTSTEP Latin encoding, which matches ASCII
                // only below 0o200.
                guard value < 0o200, let decoded = Unicode.Scalar(value) else {
                    throw error("the octal escape '\\\(digits)' stands for a NeXTSTEP character, which PrimerSpec does "
                                + "not map", at: escapeStart, offending: "\\" + digits,
                                expected: "\\U and four hex digits for a character beyond ASCII")
                }
                text.append(decoded)
                continue
            }
            switch escaped {
            case "a": text.append("\u{7}")
            case "b": text.append("\u{8}")
            case "f": text.append("\u{C}")
            case "n": text.append("\n")
            case "r": text.append("\r")
            case "t": text.append("\t")
            case "v": text.append("\u{B}")
            default: text.append(escaped)
            }
            advance()
        }
        let opening = quote == "\"" ? "'\"'" : "\"'\""
        throw error("the string opened with \(opening) at line \(start.line), column \(start.column) is not closed",
                    at: start, offending: lineText(from: startIndex),
                    expected: "a closing \(opening) before the end of the file")
    }

    /// Whitespace (Foundation's: tab through carriage return, space, U+2028, U+2029) and comments. An
    /// unclosed `/*` runs to the end of the file, as Foundation reads it, with a warning.
    mutating func skipTrivia() {
        while let scalar = current {
            if (0x09...0x0D).contains(scalar.value) || scalar == " " || scalar == "\u{2028}" || scalar == "\u{2029}" {
                advance()
            } else if scalar == "/", peek(1) == "/" {
                while let next = current, next != "\n", next != "\r", next != "\u{2028}", next != "\u{2029}" { advance() }
            } else if scalar == "/", peek(1) == "*" {
                let start = here
                advance()
                advance()
                var closed = false
                while current != nil {
                    if current == "*", peek(1) == "/" {
                        advance()
                        advance()
                        closed = true
                        break
                    }
                    advance()
                }
                if !closed {
                    warnings.append(Finding(
                        severity: .warning, range: SourceRange(at: start),
                        message: "the comment opened with '/*' is not closed: it hides the rest of the file; expected '*/'",
                        offendingText: "/*", expected: "'*/' to close the comment"))
                }
            } else {
                return
            }
        }
    }

    /// Foundation's unquoted-string characters (`isValidUnquotedStringCharacter`).
    static func isUnquoted(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "a"..."z", "A"..."Z", "0"..."9", "_", "$", "/", ":", ".", "-": true
        default: false
        }
    }

    func describeCurrent() -> String {
        guard let scalar = current else { return "end of file" }
        return "'\(TextExcerpt.shown(String(Character(scalar))))'"
    }

    func loneSurrogate(_ unit: UInt32, at location: SourceLocation) -> Finding {
        let hex = String(unit, radix: 16, uppercase: true)
        return error("the escape '\\U\(hex)' is half of a UTF-16 surrogate pair without its other half", at: location,
                     offending: "\\U" + hex, expected: "a high surrogate \\UD800–\\UDBFF followed by a low one \\UDC00–\\UDFFF")
    }

    func error(_ message: String, at location: SourceLocation, offending: String, expected: String) -> Finding {
        .error("\(message); expected \(expected)", at: SourceRange(at: location), offendingText: TextExcerpt.shown(offending),
               expected: expected)
    }
}
