import Foundation
import PrimerModel

/// A cursor over one line's UTF-8 bytes.
///
/// The lexer looks at bytes: everything that structures a line (spaces, tabs, `"`, `#`, `\`, the
/// control characters) is ASCII, and a UTF-8 byte below 0x80 is always a whole scalar, so plain
/// text is scanned without decoding a single scalar. The few non-ASCII scalars the lexer must
/// notice (C1 controls, U+2028, U+2029, U+FEFF) are recognised by their byte sequences (see
/// ``ScalarClass``). A `"` followed by a combining mark is still a quote, as it was when the
/// lexer walked scalars.
///
/// Positions are byte offsets, and the tokens, locations and ranges it makes keep them with the line's
/// ``LineColumns`` (built once, empty for plain ASCII), which turns them into character columns when
/// they are read.
///
/// The cursor borrows the bytes of a string for the duration of ``LineLexer/lex(_:file:line:)``
/// (inside `String.withUTF8`), so it is neither `Sendable` nor kept: it must not outlive that call.
struct LineCursor {
    let file: String
    let line: Int
    /// The line's UTF-8 bytes, borrowed from the string being lexed.
    private let bytes: UnsafeBufferPointer<UInt8>
    /// The character column of each byte offset, shared with the tokens of the line.
    let columns: LineColumns
    /// The current position: a byte offset, always at the start of a scalar.
    private(set) var position: Int = 0

    /// A cursor at the start of `bytes`, which are the UTF-8 of `text` (borrowed, see above).
    init(bytes: UnsafeBufferPointer<UInt8>, of text: String, file: String, line: Int) {
        self.file = file
        self.line = line
        self.bytes = bytes
        self.columns = LineColumns(bytes: bytes, of: text)
    }

    // MARK: - Reading

    /// The number of bytes in the line.
    var count: Int { bytes.count }

    /// Whether the cursor is past the last byte.
    var isAtEnd: Bool { position >= bytes.count }

    /// The byte at `offset`, or `nil` past the end.
    func byte(at offset: Int) -> UInt8? {
        offset < bytes.count ? bytes[offset] : nil
    }

    /// The byte under the cursor, or `nil` at the end of the line.
    var currentByte: UInt8? { byte(at: position) }

    /// The scalar starting at `offset` (which must be the start of one, before the end).
    /// Used only to word errors: the hot loops look at bytes.
    func scalar(at offset: Int) -> Unicode.Scalar {
        var iterator = bytes[offset...].makeIterator()
        var decoder = UTF8()
        if case .scalarValue(let scalar) = decoder.decode(&iterator) { return scalar }
        return "\u{FFFD}"  // not reached: the bytes come from a String, which is valid UTF-8
    }

    /// The offset just past the scalar that starts at `offset` (`offset` itself at the end).
    func offset(afterScalarAt offset: Int) -> Int {
        guard offset < bytes.count else { return offset }
        return min(bytes.count, offset + ScalarClass.utf8Length(lead: bytes[offset]))
    }

    /// Whether the scalar at `offset` may not appear raw (see ``ScalarClass/needsEscape(_:)``).
    func needsEscape(at offset: Int) -> Bool {
        ScalarClass.needsEscape(in: bytes, at: offset)
    }

    /// Whether the scalar at `offset` is the byte order mark U+FEFF.
    func isByteOrderMark(at offset: Int) -> Bool {
        ScalarClass.isByteOrderMark(in: bytes, at: offset)
    }

    // MARK: - Moving

    /// Moves to the next scalar (no-op at the end).
    mutating func advance() {
        position = offset(afterScalarAt: position)
    }

    // The two scans below step a byte at a time, also through non-ASCII text: the scalars they stop
    // at are ASCII or recognised by their lead byte (0xC2, 0xE2, 0xEF), and no continuation byte
    // (0x80–0xBF) is ASCII or a lead byte, so they stop only at the start of a scalar.

    /// Moves to the end of the word at the cursor: the first space, tab, `"`, `#`, character that
    /// must be escaped (``ScalarClass/needsEscape(_:)``) or byte order mark, or the end of the line.
    mutating func skipWord() {
        var offset = position
        while offset < bytes.count {
            let byte = bytes[offset]
            if byte < 0x80 {
                // Letters and most signs (0x40–0x7E) go on with one test; below 0x40
                // the bytes that end a word are looked up in a mask: space, tab and the other control
                // characters (all at most 0x20), `"` and `#`.
                if byte >= 0x40 {
                    if byte == 0x7F { break }
                } else if Self.endsWordBelow0x40 & (1 << UInt64(byte)) != 0 {
                    break
                }
            } else if ScalarClass.needsEscape(in: bytes, at: offset) || ScalarClass.isByteOrderMark(in: bytes, at: offset) {
                break
            }
            offset += 1
        }
        position = offset
    }

    /// The bytes below 0x40 that end a word, as bits: 0x00–0x20, `"` (0x22) and `#` (0x23).
    private static var endsWordBelow0x40: UInt64 { ((1 << 0x21) - 1) | (1 << 0x22) | (1 << 0x23) }

    /// Moves over the plain text of a string: to the first `"`, `\`, character that must be escaped
    /// other than a tab, or the end of the line.
    mutating func skipStringContent() {
        var offset = position
        // Eight bytes at a time while none of them can stop the scan (strings are the long tokens);
        // the chunk that may holds a stop is then stepped through a byte at a time, as before.
        if let base = bytes.baseAddress {
            let raw = UnsafeRawPointer(base)
            while offset + 8 <= bytes.count, Self.isPlainStringContent(raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) {
                offset += 8
            }
        }
        while offset < bytes.count {
            let byte = bytes[offset]
            if byte < 0x80 {
                if byte == 0x22 || byte == 0x5C || byte == 0x7F || (byte < 0x20 && byte != 0x09) { break }
            } else if ScalarClass.needsEscape(in: bytes, at: offset) {
                break
            }
            offset += 1
        }
        position = offset
    }

    /// Whether eight bytes, read as one UInt64, are all ASCII from 0x20 to 0x7E other than `"` and `\`:
    /// then none of them stops ``skipStringContent()`` (which also passes tabs and most non-ASCII
    /// text, found a byte at a time). The usual bit tricks on all eight bytes at once: a byte is
    /// ASCII when its top bit is clear; for ASCII bytes, `(x - 0x20 in every byte) & ~x` sets a top
    /// bit only below a byte under 0x20 (and borrows only past such a byte, so a chunk with none sets
    /// none), and a byte equals `c` when `x ^ c` has a zero byte, which the same test for "under 1"
    /// finds; 0x7F is the one ASCII byte whose sum with 1 has its top bit set.
    private static func isPlainStringContent(_ chunk: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let high: UInt64 = 0x8080_8080_8080_8080
        if chunk & high != 0 { return false }
        func hasByte(below limit: UInt64, in value: UInt64) -> Bool {
            (value &- ones &* limit) & ~value & high != 0
        }
        return !hasByte(below: 0x20, in: chunk)
            && !hasByte(below: 1, in: chunk ^ (ones &* 0x22))
            && !hasByte(below: 1, in: chunk ^ (ones &* 0x5C))
            && (chunk &+ ones) & high == 0
    }

    // MARK: - Locations and text

    /// The 1-based column of the character that holds the byte at `offset`.
    func column(at offset: Int) -> Int {
        columns.column(at: offset)
    }

    /// A token from `start` to the current position.
    func token(_ kind: Token.Kind, text: String, value: String, from start: Int) -> Token {
        Token(kind: kind, text: text, value: value, file: file, line: line, utf8Range: start..<position, columns: columns)
    }

    /// The range from `start` to `end` (default: the current position).
    func range(from start: Int, to end: Int? = nil) -> SourceRange {
        SourceRange(file: file, line: line, utf8Range: start..<max(start, end ?? position), columns: columns)
    }

    /// The range of the one scalar at `offset`.
    func range(ofScalarAt offset: Int) -> SourceRange {
        range(from: offset, to: self.offset(afterScalarAt: offset))
    }

    /// The range of the scalar under the cursor.
    var rangeOfCurrent: SourceRange {
        range(ofScalarAt: position)
    }

    /// The source text from `start` to `end` (default: the current position), copied from the bytes.
    func text(from start: Int, to end: Int? = nil) -> String {
        let upper = end ?? position
        guard start < upper else { return "" }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<upper]), as: UTF8.self)
    }

    /// The bytes from `start` to `end`, for building a string's value.
    func bytes(from start: Int, to end: Int) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(rebasing: bytes[start..<max(start, end)])
    }
}
