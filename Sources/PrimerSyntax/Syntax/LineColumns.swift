import PrimerModel

/// The character column of each UTF-8 byte offset of one line.
///
/// Tokens, lexed lines, ``SourceLocation``s and ``SourceRange``s keep byte offsets and this table; a
/// column (in characters, as ``SourceLocation`` counts them) is worked out from it only when it is
/// read: a finding's message, a report, an editor position. It is the one place that knows how bytes
/// become columns. Plain ASCII (nearly every line) needs no table: each byte is a character. A line
/// with non-ASCII text lists its characters of several bytes once, when it is lexed, and the tokens of
/// the line share that list.
package struct LineColumns: Hashable, Sendable {
    /// A character of several bytes: the offset of its second byte, how many bytes follow its first,
    /// and how many bytes continued the characters before it.
    private struct Cluster: Hashable, Sendable {
        var secondByte: Int
        var continuing: Int
        var continuingBefore: Int
    }

    /// The characters of several bytes, in order; nil when every byte is a character.
    private let clusters: [Cluster]?

    private init(clusters: [Cluster]?) {
        self.clusters = clusters
    }

    /// The columns of a line in which every byte is a character (and of locations made from a column).
    package static let oneBytePerCharacter = LineColumns(clusters: nil)

    /// The columns of `text`, one line.
    package init(_ text: String) {
        var copy = text
        self = copy.withUTF8 { LineColumns(bytes: $0, of: text) }
    }

    /// The columns of `bytes`, which are the UTF-8 of `text`.
    ///
    /// Between two ASCII bytes there is always a character boundary, except inside CR LF (the Unicode
    /// rules join a character to its neighbours only through non-ASCII scalars; ``TextColumns``). So
    /// only the stretches around non-ASCII text are walked character by character: each starts one byte
    /// before a non-ASCII byte or a CR LF (a combining mark joins the letter before it) and ends at the
    /// first boundary between two ASCII bytes after it, which gives the same characters as walking the
    /// whole line. (A line of plain ASCII keeps no entry even for a CR LF, as the lexer always did: it
    /// stops at the CR anyway.)
    init(bytes: UnsafeBufferPointer<UInt8>, of text: String) {
        if TextColumns.isASCII(bytes) {
            self.init(clusters: nil)
            return
        }
        var result: [Cluster] = []
        var continuingBefore = 0
        var done = 0  // a character boundary: the bytes before it are walked or plain ASCII
        while let trigger = TextColumns.firstNonASCIIOrCRLF(in: bytes, from: done) {
            let length = Self.standaloneLength(in: bytes, at: trigger)
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
        self.init(clusters: result)
    }

    /// The length of the scalar at `offset` when it is a character on its own, or 0 when that takes
    /// walking characters. Only scalars whose grapheme-break property is "Other" are taken (they
    /// neither join the character before them, nor take the next unless it is non-ASCII): the Latin
    /// letters and signs U+00A0–U+023F (Latin-1 and Latin Extended-A and most of -B) except the soft
    /// hyphen U+00AD (a control for grapheme breaking), and the dashes, quotes, bullets and ellipsis
    /// U+2010–U+2027, as in “curly quotes”, Don’t and “…”. The scalar must be followed by an ASCII byte
    /// or the end (the byte before it is ASCII or a boundary: it is the first non-ASCII byte since one).
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

    /// Whether every byte of the line is a character of its own.
    package var isOneBytePerCharacter: Bool {
        clusters?.isEmpty ?? true
    }

    /// The 1-based column of the character that holds the byte at `offset`; at the line's byte count,
    /// the column just past its last character. Before the line (a negative offset) a byte is a
    /// column, so a location made from column 0, "no place", keeps it.
    package func column(at offset: Int) -> Int {
        offset + 1 - continuationCount(upTo: offset)
    }

    /// How many bytes that continue a character have an offset of at most `offset` (a binary search
    /// for the last character of several bytes that starts before it).
    private func continuationCount(upTo offset: Int) -> Int {
        guard let clusters, !clusters.isEmpty else { return 0 }
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

    /// Whether the byte at `offset` is a whole character (a space, say, with no combining mark on it);
    /// `offset` must be the start of a scalar.
    package func isWholeCharacter(at offset: Int) -> Bool {
        column(at: offset + 1) != column(at: offset)
    }
}
