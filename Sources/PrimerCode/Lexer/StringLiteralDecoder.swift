/// Turns a string literal's source (between its delimiters) into its value, as the Swift compiler
/// does (The Swift Programming Language, "Strings and Characters"): escapes `\0 \\ \t \n \r \" \'`
/// and `\u{…}` (behind as many `#`s as the raw literal has), a multi-line literal's indentation (the
/// closing delimiter's) removed from every line with its first and last line breaks, and a `\` at a
/// line's end joining the lines. An escape the compiler would reject is kept as written.
package enum StringLiteralDecoder {
    /// The value of a literal's content bytes, delimited by `hashes` `#`s.
    package static func decode(_ content: ArraySlice<UInt8>, hashes: Int, multiLine: Bool) -> String {
        let text = multiLine ? dedented(content) : Array(content)
        var scalars = String.UnicodeScalarView()
        var output: [UInt8] = []
        output.reserveCapacity(text.count)
        var index = 0
        while index < text.count {
            let byte = text[index]
            guard byte == UInt8(ascii: "\\"), escapeHashes(text, at: index + 1, count: hashes) else {
                output.append(byte)
                index += 1
                continue
            }
            let at = index + 1 + hashes
            guard at < text.count else {
                output.append(contentsOf: text[index...])
                break
            }
            switch text[at] {
            case UInt8(ascii: "0"): output.append(0)
            case UInt8(ascii: "\\"): output.append(UInt8(ascii: "\\"))
            case UInt8(ascii: "t"): output.append(0x09)
            case UInt8(ascii: "n"): output.append(0x0A)
            case UInt8(ascii: "r"): output.append(0x0D)
            case UInt8(ascii: "\""): output.append(UInt8(ascii: "\""))
            case UInt8(ascii: "'"): output.append(UInt8(ascii: "'"))
            case 0x0A where multiLine:
                // A line continuation: the line break is not part of the value.
                break
            case UInt8(ascii: "u"):
                if let (scalar, end) = unicodeEscape(text, at: at + 1) {
                    scalars.removeAll()
                    scalars.append(scalar)
                    output.append(contentsOf: Array(String(scalars).utf8))
                    index = end
                    continue
                }
                output.append(contentsOf: text[index...at])
            default:
                output.append(contentsOf: text[index...at])
            }
            index = at + 1
        }
        return String(decoding: output, as: UTF8.self)
    }

    private static func escapeHashes(_ text: [UInt8], at start: Int, count: Int) -> Bool {
        guard start + count <= text.count else { return false }
        return text[start..<(start + count)].allSatisfy { $0 == UInt8(ascii: "#") }
    }

    /// `{1F600}` after `\u`: the scalar and the index past `}`; nil when it is not one.
    private static func unicodeEscape(_ text: [UInt8], at start: Int) -> (Unicode.Scalar, Int)? {
        guard start < text.count, text[start] == UInt8(ascii: "{") else { return nil }
        var value: UInt32 = 0
        var index = start + 1
        var digits = 0
        while index < text.count, text[index] != UInt8(ascii: "}") {
            guard digits < 8, let digit = hexValue(text[index]) else { return nil }
            value = value * 16 + digit
            digits += 1
            index += 1
        }
        guard index < text.count, digits > 0, let scalar = Unicode.Scalar(value) else { return nil }
        return (scalar, index + 1)
    }

    private static func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    /// A multi-line literal's lines without the line break after `"""`, the last line (the closing
    /// delimiter's indentation) and that indentation at the start of each line; CR LF read as LF.
    static func dedented(_ content: ArraySlice<UInt8>) -> [UInt8] {
        var lines: [[UInt8]] = [[]]
        var index = content.startIndex
        while index < content.endIndex {
            let byte = content[index]
            if byte == 0x0D || byte == 0x0A {
                if byte == 0x0D, index + 1 < content.endIndex, content[index + 1] == 0x0A { index += 1 }
                lines.append([])
            } else {
                lines[lines.count - 1].append(byte)
            }
            index += 1
        }
        // The first line is what follows `"""` on its own line (nothing); the last is the indentation.
        let indentation = lines.count > 1 ? lines.removeLast() : []
        if lines.count > 1 || lines.first?.isEmpty == true { lines.removeFirst() }
        let body = lines.map { line -> [UInt8] in
            line.starts(with: indentation) ? Array(line.dropFirst(indentation.count)) : line
        }
        return Array(body.joined(separator: [0x0A]))
    }
}
