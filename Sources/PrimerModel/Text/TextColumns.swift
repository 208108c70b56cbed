/// Character columns from UTF-8 bytes, for the spec format's lexer, the timeline scanner and the
/// layout of timeline lines.
///
/// The one rule they share: between two ASCII bytes there is always a character (grapheme cluster)
/// boundary, except inside CR LF; the Unicode rules join a character to its neighbours only through
/// non-ASCII scalars. So text of ASCII bytes with no CR LF has one character a byte.
public enum TextColumns: Sendable {
    private static let carriageReturn: UInt8 = 0x0D
    private static let lineFeed: UInt8 = 0x0A

    /// Whether every byte of `bytes` is a character of its own: all ASCII, and no CR LF.
    public static func isOneBytePerCharacter(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        isASCII(bytes) && (!bytes.contains(carriageReturn) || firstNonASCIIOrCRLF(in: bytes, from: 0) == nil)
    }

    /// Whether every byte is ASCII, tested eight at a time: bytes are ASCII when their top bits are
    /// clear, so eight of them are when, read as one UInt64, no bit of 0x8080…80 is set.
    public static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let raw = UnsafeRawBufferPointer(bytes)
        var offset = 0
        while offset + 8 <= raw.count {
            if raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self) & 0x8080_8080_8080_8080 != 0 { return false }
            offset += 8
        }
        while offset < raw.count {
            if raw[offset] >= 0x80 { return false }
            offset += 1
        }
        return true
    }

    /// ``isOneBytePerCharacter(_:)`` of a string's UTF-8.
    public static func isOneBytePerCharacter(_ text: String) -> Bool {
        text.utf8.withContiguousStorageIfAvailable(isOneBytePerCharacter)
            ?? Array(text.utf8).withUnsafeBufferPointer(isOneBytePerCharacter)
    }

    /// The number of characters of `text`: its byte count when each byte is one.
    public static func characterCount(_ text: String) -> Int {
        isOneBytePerCharacter(text) ? text.utf8.count : text.count
    }

    /// The first offset from `start` of a non-ASCII byte or of a CR followed by LF: where a run of
    /// one-byte characters may end.
    public static func firstNonASCIIOrCRLF(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        var offset = start
        while offset < bytes.count {
            let byte = bytes[offset]
            if byte >= 0x80 || (byte == carriageReturn && offset + 1 < bytes.count && bytes[offset + 1] == lineFeed) {
                return offset
            }
            offset += 1
        }
        return nil
    }

    /// Whether `offset` (inside `bytes`, after its first byte) lies between two ASCII bytes that are
    /// not CR LF: always a character boundary.
    public static func isBoundaryBetweenASCII(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> Bool {
        let before = bytes[offset - 1]
        let after = bytes[offset]
        return before < 0x80 && after < 0x80 && !(before == carriageReturn && after == lineFeed)
    }
}
