import Foundation

/// The one way PrimerSpec's text formats (spec files, timeline lines) write a string in quotes.
///
/// `"` and `\` are escaped as `\"` and `\\`, line feed and tab as `\n` and `\t`, every other control
/// character and the line and paragraph separators (U+2028, U+2029) as `\u{HEX}` (uppercase hex);
/// every other character, curly quotes, emoji and right-to-left text included, is written as is.
public enum StringLiteral {
    /// `value` in double quotes, escaped.
    public static func quoted(_ value: String) -> String {
        // Most values need no escape: copy them whole rather than scalar by scalar.
        if !needsAnyEscape(value) {
            // One allocation, the bytes copied straight in (no appends, each of which checks capacity).
            let count = value.utf8.count
            return String(unsafeUninitializedCapacity: count + 2) { buffer in
                buffer[0] = 0x22
                _ = UnsafeMutableBufferPointer(rebasing: buffer[1..<(count + 1)]).initialize(from: value.utf8)
                buffer[count + 1] = 0x22
                return count + 2
            }
        }
        var result = "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            default:
                if needsEscape(scalar) {
                    result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }

    /// Whether `literal` is exactly ``quoted(_:)`` of `value` with nothing in it escaped: `"`, the
    /// bytes of `value`, `"`, and `value` holds nothing ``quoted(_:)`` escapes. Found without building
    /// the quoted string, so a caller holding the literal as written can give it back instead.
    public static func isQuoted(_ value: String, as literal: String) -> Bool {
        let count = value.utf8.count
        guard literal.utf8.count == count + 2 else { return false }
        // `withUTF8` lends a native string's own bytes, without a copy; compared with `memcmp`.
        var literal = literal, value = value
        let framed = literal.withUTF8 { bytes in
            bytes[0] == 0x22 && bytes[count + 1] == 0x22
                && value.withUTF8 { valueBytes in
                    guard count > 0, let base = bytes.baseAddress, let valueBase = valueBytes.baseAddress else { return true }
                    return memcmp(base + 1, valueBase, count) == 0
                }
        }
        return framed && !needsAnyEscape(value)
    }

    /// Whether anything in `value` is escaped by ``quoted(_:)``: `"`, `\` or a scalar that
    /// ``needsEscape(_:)``. Scans the UTF-8 bytes: checking every byte, continuation bytes included,
    /// is right because ``needsEscape(in:at:)`` is false for them (they are neither ASCII nor a lead
    /// byte it looks for).
    package static func needsAnyEscape(_ value: String) -> Bool {
        var value = value  // `withUTF8` lends the string's own bytes (a native string's, without a copy)
        return value.withUTF8 { bytes in
            guard let base = bytes.baseAddress else { return false }
            var offset = 0
            // Eight bytes at a time while they are all printable ASCII other than `"` and `\` (as
            // nearly all are): a word with any other byte is looked at byte by byte below.
            while offset + 8 <= bytes.count {
                let word = UnsafeRawPointer(base + offset).loadUnaligned(as: UInt64.self)
                if isPlainASCII(word) {
                    offset += 8
                    continue
                }
                for index in offset..<(offset + 8) where needsEscape(byte: bytes[index], in: bytes, at: index) {
                    return true
                }
                offset += 8
            }
            for index in offset..<bytes.count where needsEscape(byte: bytes[index], in: bytes, at: index) {
                return true
            }
            return false
        }
    }

    /// Whether the byte at `offset` starts something ``quoted(_:)`` escapes.
    @inline(__always)
    private static func needsEscape(byte: UInt8, in bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> Bool {
        // Printable ASCII other than `"` and `\` (most bytes) needs no escape: one test each.
        if byte >= 0x20, byte < 0x7F, byte != 0x22, byte != 0x5C { return false }
        return byte == 0x22 || byte == 0x5C || needsEscape(in: bytes, at: offset)
    }

    /// Whether each of the eight bytes of `word` is printable ASCII (0x20 to 0x7E) other than `"`
    /// (0x22) and `\` (0x5C), tested on the word at once: no byte has its high bit set, is below
    /// 0x20, or equals 0x7F, 0x22 or 0x5C. (Each test may mark the wrong byte, never the wrong word.)
    @inline(__always)
    static func isPlainASCII(_ word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        /// Whether some byte of `value` is zero.
        func hasZeroByte(_ value: UInt64) -> Bool { (value &- ones) & ~value & highs != 0 }
        if word & highs != 0 { return false }
        if (word &- 0x20 &* ones) & ~word & highs != 0 { return false }
        return !hasZeroByte(word ^ (0x7F &* ones)) && !hasZeroByte(word ^ (0x22 &* ones))
            && !hasZeroByte(word ^ (0x5C &* ones))
    }

    /// ``needsEscape(_:)`` for the scalar whose UTF-8 starts at `offset` in valid UTF-8 `bytes`:
    /// U+0000–U+001F and U+007F are single bytes, U+0080–U+009F are `C2 80`–`C2 9F`, and U+2028
    /// and U+2029 are `E2 80 A8` and `E2 80 A9`. Any other byte (a continuation byte included) is false.
    public static func needsEscape(in bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> Bool {
        let lead = bytes[offset]
        if lead < 0x80 { return lead < 0x20 || lead == 0x7F }
        switch lead {
        case 0xC2:
            return offset + 1 < bytes.count && bytes[offset + 1] < 0xA0
        case 0xE2:
            return offset + 2 < bytes.count && bytes[offset + 1] == 0x80
                && (bytes[offset + 2] == 0xA8 || bytes[offset + 2] == 0xA9)
        default:
            return false
        }
    }

    /// Whether a scalar may not appear raw inside quotes: control characters and U+2028/U+2029.
    ///
    /// The control characters (general category Cc) are exactly U+0000–U+001F and U+007F–U+009F, so
    /// the test compares values rather than looking the category up for every scalar.
    public static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        return value < 0x20 || (0x7F...0x9F).contains(value) || value == 0x2028 || value == 0x2029
    }
}
