/// A line's text as a dictionary key, equal to another only when their bytes are the same, and
/// hashed from a digest of its bytes worked out once.
///
/// The motion readings look each body line up two to four times (the spec's own table, the run's,
/// then keeping it). A `String` key hashes the whole text with the standard hasher at every look-up,
/// and its equality is canonical equivalence, so each hit was checked again by bytes; this key's
/// hash is one eight-byte word, and its equality is the byte comparison itself.
struct LineKey: Hashable, Sendable {
    /// The line's text.
    let text: String
    /// FNV-1a over the text's bytes, eight at a time.
    private let digest: UInt64

    /// The key of `text`.
    init(_ text: String) {
        self.text = text
        var text = text  // `withUTF8` lends a native string's own bytes
        digest = text.withUTF8(Self.digest(of:))
    }

    /// A 64-bit FNV-1a digest of `bytes` taken eight bytes (one word) at a time, then the bytes after
    /// the last whole word one by one, then the count (so that trailing zero bytes count).
    static func digest(of bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        let prime: UInt64 = 0x0000_0100_0000_01B3
        var digest: UInt64 = 0xCBF2_9CE4_8422_2325
        var index = 0
        if let base = bytes.baseAddress {
            let raw = UnsafeRawPointer(base)
            while index + 8 <= bytes.count {
                digest = (digest ^ raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)) &* prime
                index += 8
            }
        }
        for at in index..<bytes.count { digest = (digest ^ UInt64(bytes[at])) &* prime }
        return (digest ^ UInt64(bytes.count)) &* prime
    }

    static func == (key: LineKey, other: LineKey) -> Bool {
        key.digest == other.digest && LineDiff.sameBytes(key.text, other.text)
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(digest)
    }
}
