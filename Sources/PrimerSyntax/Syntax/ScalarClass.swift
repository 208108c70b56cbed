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

    /// ``needsEscape(_:)`` for the scalar whose UTF-8 starts at `offset` in valid UTF-8 `bytes`
    /// (see ``StringLiteral/needsEscape(in:at:)``).
    static func needsEscape(in bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> Bool {
        StringLiteral.needsEscape(in: bytes, at: offset)
    }

    /// Whether the scalar whose UTF-8 starts at `offset` is the byte order mark (`EF BB BF`).
    static func isByteOrderMark(in bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> Bool {
        offset + 2 < bytes.count && bytes[offset] == 0xEF && bytes[offset + 1] == 0xBB && bytes[offset + 2] == 0xBF
    }
}
