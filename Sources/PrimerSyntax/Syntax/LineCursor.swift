import Foundation
import PrimerModel

/// A cursor over one line's UTF-8 bytes that knows each position's column.
///
/// The lexer looks at bytes: everything that structures a line (spaces, tabs, `"`, `#`, `\`, the
/// control characters) is ASCII, and a UTF-8 byte below 0x80 is always a whole scalar, so plain
/// text is scanned without decoding a single scalar. The few non-ASCII scalars the lexer must
/// notice (C1 controls, U+2028, U+2029, U+FEFF) are recognised by their byte sequences (see
/// ``ScalarClass``). A `"` followed by a combining mark is still a quote, as it was when the
/// lexer walked scalars.
///
/// Locations are reported in characters (grapheme clusters), as ``SourceLocation`` documents:
/// each byte gets the column of the character that contains it. A position is a byte offset, and
/// columns come from a sorted list of the characters of several bytes, one entry a character,
/// empty for plain ASCII (where every byte is a character: the only ASCII character of two
/// scalars is CR LF, and a line holds no line feed). Lexing a line is linear in its length in time,
/// and needs memory only for its non-ASCII characters.
///
/// The cursor borrows the bytes of a string for the duration of ``LineLexer/lex(_:file:line:)``
/// (inside `String.withUTF8`), so it is neither `Sendable` nor kept: it must not outlive that call.
struct LineCursor {
    let file: String
    let line: Int
    /// The line's UTF-8 bytes, borrowed from the string being lexed.
    private let bytes: UnsafeBufferPointer<UInt8>
    /// The characters of more than one byte, in order.
    private let clusters: [Cluster]
    /// The current position: a byte offset, always at the start of a scalar.
    private(set) var position: Int = 0

    /// A cursor at the start of `bytes`, which are the UTF-8 of `text` (borrowed, see above).
    init(bytes: UnsafeBufferPointer<UInt8>, of text: String, file: String, line: Int) {
        self.file = file
        self.line = line
        self.bytes = bytes
        self.clusters = Self.clusters(in: text, bytes: bytes)
    }

    /// A character of several bytes: the offset of its second byte, how many bytes follow its
    /// first, and how many bytes continued the characters before it.
    private struct Cluster {
        var secondByte: Int
        var continuing: Int
        var continuingBefore: Int
    }

    /// The characters of several bytes; none in plain ASCII, which is not walked character by character.
    ///
    /// In a line with non-ASCII text, only the stretches around it are walked: between two ASCII
    /// bytes there is always a character boundary, except inside CR LF (the Unicode rules join
    /// a character to its neighbours only through non-ASCII scalars). So each stretch starts one
    /// byte before a non-ASCII byte or a CR LF (a combining mark joins the letter before it) and
    /// ends at the first boundary between two ASCII bytes after it; characters are walked in that
    /// stretch alone, which gives the same characters as walking the whole line. (A line of plain
    /// ASCII keeps no entry even for a CR LF, as the lexer always did: it stops at the CR anyway.)
    private static func clusters(in text: String, bytes: UnsafeBufferPointer<UInt8>) -> [Cluster] {
        if TextColumns.isASCII(bytes) { return [] }
        var result: [Cluster] = []
        var continuingBefore = 0
        var done = 0  // a character boundary: the bytes before it are walked or plain ASCII
        while let trigger = TextColumns.firstNonASCIIOrCRLF(in: bytes, from: done) {
            let length = standaloneLength(in: bytes, at: trigger)
            if length > 0 {
                result.append(Cluster(secondByte: trigger + 1, continuing: length - 1, continuingBefore: continuingBefore))
                continuingBefore += length - 1
                done = trigger + length
                continue
            }
            let start = max(done, trigger - 1)
            var end = trigger + 1
            while end < bytes.count, !TextColumns.isBoundaryBetweenASCII(bytes, at: end) { end += 1 }
            let utf8 = text.utf8
            let stretch = text.unicodeScalars[utf8.index(utf8.startIndex, offsetBy: start)..<utf8.index(utf8.startIndex, offsetBy: end)]
            var offset = start
            for character in Substring(stretch) {
                let count = character.utf8.count
                if count > 1 {
                    result.append(Cluster(secondByte: offset + 1, continuing: count - 1, continuingBefore: continuingBefore))
                    continuingBefore += count - 1
                }
                offset += count
            }
            done = end
        }
        return result
    }

    /// The length of the scalar at `offset` when it is a character on its own, or 0 when that takes
    /// walking characters. Only scalars whose grapheme-break property is "Other" are taken (they
    /// neither join the character before them, nor take the next unless it is non-ASCII): the
    /// Latin letters and signs U+00A0–U+023F (Latin-1 and Latin Extended-A and most of -B) except
    /// the soft hyphen U+00AD (a control for grapheme breaking), and the dashes, quotes, bullets and ellipsis U+2010–U+2027, as in
    /// “curly quotes”, Don’t and “…”. The scalar must be followed by an ASCII byte or the end
    /// (the byte before it is ASCII or a boundary: it is the first non-ASCII byte since one).
    /// Tests hold each of them to a character walk.
    private static func standaloneLength(in bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> Int {
        let lead = bytes[offset]
        let length: Int
        if lead == 0xC2, offset + 1 < bytes.count, bytes[offset + 1] >= 0xA0, bytes[offset + 1] != 0xAD {
            length = 2  // U+00A0–U+00BF but U+00AD
        } else if (0xC3...0xC8).contains(lead) {
            length = 2  // U+00C0–U+023F
        } else if lead == 0xE2, offset + 2 < bytes.count, bytes[offset + 1] == 0x80,
                  (0x90...0xA7).contains(bytes[offset + 2]) {
            length = 3  // U+2010–U+2027
        } else {
            return 0
        }
        guard offset + length <= bytes.count else { return 0 }
        return offset + length == bytes.count || bytes[offset + length] < 0x80 ? length : 0
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
                // Space, tab and the other control characters are all at most 0x20.
                if byte <= 0x20 || byte == 0x22 || byte == 0x23 || byte == 0x7F { break }
            } else if ScalarClass.needsEscape(in: bytes, at: offset) || ScalarClass.isByteOrderMark(in: bytes, at: offset) {
                break
            }
            offset += 1
        }
        position = offset
    }

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

    /// The location of a position (default: the current one).
    func location(at offset: Int? = nil) -> SourceLocation {
        SourceLocation(file: file, line: line, column: column(at: offset ?? position))
    }

    /// The 1-based column of the character that holds the byte at `offset`.
    func column(at offset: Int) -> Int {
        offset + 1 - continuationCount(upTo: offset)
    }

    /// How many bytes that continue a character have an offset of at most `offset` (a binary search
    /// for the last character of several bytes that starts before it).
    private func continuationCount(upTo offset: Int) -> Int {
        var low = 0
        var high = clusters.count
        while low < high {
            let middle = (low + high) / 2
            if clusters[middle].secondByte <= offset { low = middle + 1 } else { high = middle }
        }
        guard low > 0 else { return 0 }
        let cluster = clusters[low - 1]
        return cluster.continuingBefore + min(cluster.continuing, offset - cluster.secondByte + 1)
    }

    /// The range from `start` to `end` (default: the current position).
    func range(from start: Int, to end: Int? = nil) -> SourceRange {
        SourceRange(lowerBound: location(at: start), upperBound: location(at: end ?? position))
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
