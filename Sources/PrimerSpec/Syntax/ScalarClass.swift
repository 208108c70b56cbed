import PrimerModel

/// Character classes the lexer and the canonical form share.
///
/// Each class has a scalar form and a UTF-8 form that the lexer uses on bytes; tests hold the two
/// to the same answers for every scalar.
enum ScalarClass: Sendable {
    /// Control characters (Unicode category Cc) and the line/paragraph separators, which may
    /// not appear raw in a spec file: inside strings they must be written as escapes.
    static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        StringLiteral.needsEscape(scalar)
    }

    /// U+FEFF, the byte order mark: allowed once at the very start of a file (the splitter removes
    /// it) and inside strings; anywhere else an error that names it, since it is invisible.
    static let byteOrderMark: Unicode.Scalar = "\u{FEFF}"

    /// Whitespace that separates tokens: space and tab.
    static func isSeparator(_ scalar: Unicode.Scalar) -> Bool {
        scalar == " " || scalar == "\t"
    }

    // MARK: - The same classes on UTF-8 bytes

    /// Whether a byte is a space or a tab (``isSeparator(_:)`` on bytes: both are ASCII).
    static func isSeparator(byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09
    }

    /// The length of the UTF-8 sequence that starts with `lead` (1 for ASCII).
    static func utf8Length(lead: UInt8) -> Int {
        switch lead {
        case ..<0x80: 1
        case ..<0xE0: 2
        case ..<0xF0: 3
        default: 4
        }
    }

    /// ``needsEscape(_:)`` for the scalar whose UTF-8 starts at `offset` in valid UTF-8 `bytes`:
    /// U+0000–U+001F and U+007F are single bytes, U+0080–U+009F are `C2 80`–`C2 9F`, and U+2028
    /// and U+2029 are `E2 80 A8` and `E2 80 A9`. Any other lead byte starts a scalar that is fine.
    static func needsEscape(in bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> Bool {
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

    /// Whether the scalar whose UTF-8 starts at `offset` is the byte order mark (`EF BB BF`).
    static func isByteOrderMark(in bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> Bool {
        offset + 2 < bytes.count && bytes[offset] == 0xEF && bytes[offset + 1] == 0xBB && bytes[offset + 2] == 0xBF
    }
}
