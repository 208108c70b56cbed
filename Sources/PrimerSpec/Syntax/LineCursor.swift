/// A value-type cursor over one line's Unicode scalars that knows each scalar's column.
///
/// The lexer works on scalars, so that a `"` followed by a combining mark is still a quote,
/// while locations are reported in characters (grapheme clusters), as ``SourceLocation``
/// documents: each scalar gets the column of the character that contains it.
///
/// The cursor walks the line's own storage and copies nothing per scalar: a position is a
/// ``Mark`` (the scalar's number and its index in the text), and columns come from a sorted list
/// of the characters made of several scalars (an accent on a letter, an emoji sequence), one entry
/// a character however many scalars it holds, and empty for plain text. Lexing a line is linear in
/// its length in time, and needs memory only for such characters.
struct LineCursor: Sendable {
    /// A position in the line: the scalar's number (from 0) and its index in the text.
    struct Mark: Sendable {
        var ordinal: Int
        var index: String.Index
    }

    let file: String
    let line: Int
    private let text: String
    /// The characters of more than one scalar, in order.
    private let clusters: [Cluster]
    /// The current position.
    private(set) var mark: Mark

    init(text: String, file: String, line: Int) {
        self.file = file
        self.line = line
        self.text = text
        self.clusters = Self.clusters(in: text)
        self.mark = Mark(ordinal: 0, index: text.unicodeScalars.startIndex)
    }

    /// A character of several scalars: the number of its second scalar, how many scalars follow its
    /// first, and how many scalars continued the characters before it.
    private struct Cluster: Sendable {
        var secondScalar: Int
        var continuing: Int
        var continuingBefore: Int
    }

    /// The characters of several scalars. A line holds no line feed, so plain ASCII (where the only
    /// such character is CR LF) has none, and is not walked character by character.
    private static func clusters(in text: String) -> [Cluster] {
        if text.utf8.allSatisfy({ $0 < 0x80 }) { return [] }
        var result: [Cluster] = []
        var ordinal = 0
        var continuingBefore = 0
        for character in text {
            let count = character.unicodeScalars.count
            if count > 1 {
                result.append(Cluster(secondScalar: ordinal + 1, continuing: count - 1, continuingBefore: continuingBefore))
                continuingBefore += count - 1
            }
            ordinal += count
        }
        return result
    }

    /// The number of the current scalar.
    var index: Int { mark.ordinal }

    /// The scalar under the cursor, or `nil` at the end of the line.
    var current: Unicode.Scalar? {
        mark.index < text.unicodeScalars.endIndex ? text.unicodeScalars[mark.index] : nil
    }

    /// Whether the cursor is past the last scalar.
    var isAtEnd: Bool {
        mark.index >= text.unicodeScalars.endIndex
    }

    /// Moves to the next scalar (no-op at the end).
    mutating func advance() {
        guard !isAtEnd else { return }
        mark = Mark(ordinal: mark.ordinal + 1, index: text.unicodeScalars.index(after: mark.index))
    }

    /// The position after the current scalar (the current one at the end).
    var markAfterCurrent: Mark {
        guard !isAtEnd else { return mark }
        return Mark(ordinal: mark.ordinal + 1, index: text.unicodeScalars.index(after: mark.index))
    }

    /// The location of a position (default: the current one).
    func location(at position: Mark? = nil) -> SourceLocation {
        let ordinal = (position ?? mark).ordinal
        return SourceLocation(file: file, line: line, column: ordinal + 1 - continuationCount(upTo: ordinal))
    }

    /// How many scalars that continue a character have a number of at most `ordinal` (a binary search
    /// for the last character of several scalars that starts before it).
    private func continuationCount(upTo ordinal: Int) -> Int {
        var low = 0
        var high = clusters.count
        while low < high {
            let middle = (low + high) / 2
            if clusters[middle].secondScalar <= ordinal { low = middle + 1 } else { high = middle }
        }
        guard low > 0 else { return 0 }
        let cluster = clusters[low - 1]
        return cluster.continuingBefore + min(cluster.continuing, ordinal - cluster.secondScalar + 1)
    }

    /// The range from `start` to `end` (default: the current position).
    func range(from start: Mark, to end: Mark? = nil) -> SourceRange {
        SourceRange(lowerBound: location(at: start), upperBound: location(at: end ?? mark))
    }

    /// The range of the current scalar alone.
    var rangeOfCurrent: SourceRange {
        range(from: mark, to: markAfterCurrent)
    }

    /// The range of the one scalar at `position`.
    func range(ofScalarAt position: Mark) -> SourceRange {
        guard position.index < text.unicodeScalars.endIndex else { return range(from: position, to: position) }
        let after = Mark(ordinal: position.ordinal + 1, index: text.unicodeScalars.index(after: position.index))
        return range(from: position, to: after)
    }

    /// The source text from `start` to `end` (default: the current position).
    func text(from start: Mark, to end: Mark? = nil) -> String {
        let upper = end ?? mark
        guard start.index <= upper.index else { return "" }
        return String(text.unicodeScalars[start.index..<upper.index])
    }
}
