/// A value-type cursor over one line's Unicode scalars that knows each scalar's column.
///
/// The lexer works on scalars, so that a `"` followed by a combining mark is still a quote,
/// while locations are reported in characters (grapheme clusters), as ``SourceLocation``
/// documents: each scalar gets the column of the character that contains it.
///
/// The cursor walks the line's own storage and copies nothing per scalar: a position is a
/// ``Mark`` (the scalar's number and its index in the text), and columns come from the sorted list
/// of scalars that continue a character (a combining accent, the parts of an emoji sequence),
/// which is empty for plain text. Lexing a line is linear in its length in time and memory.
struct LineCursor: Sendable {
    /// A position in the line: the scalar's number (from 0) and its index in the text.
    struct Mark: Sendable {
        var ordinal: Int
        var index: String.Index
    }

    let file: String
    let line: Int
    private let text: String
    /// The numbers of the scalars that are not the first of their character, ascending.
    private let continuations: [Int]
    /// The current position.
    private(set) var mark: Mark

    init(text: String, file: String, line: Int) {
        self.file = file
        self.line = line
        self.text = text
        self.continuations = Self.continuations(in: text)
        self.mark = Mark(ordinal: 0, index: text.unicodeScalars.startIndex)
    }

    /// The scalars that continue a character. A line holds no line feed, so plain ASCII (where the
    /// only cluster of two scalars is CR LF) has none, and is not walked character by character.
    private static func continuations(in text: String) -> [Int] {
        if text.utf8.allSatisfy({ $0 < 0x80 }) { return [] }
        var result: [Int] = []
        var ordinal = 0
        for character in text {
            let count = character.unicodeScalars.count
            if count > 1 { result.append(contentsOf: (ordinal + 1)..<(ordinal + count)) }
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

    /// How many continuing scalars have a number of at most `ordinal` (a binary search).
    private func continuationCount(upTo ordinal: Int) -> Int {
        var low = 0
        var high = continuations.count
        while low < high {
            let middle = (low + high) / 2
            if continuations[middle] <= ordinal { low = middle + 1 } else { high = middle }
        }
        return low
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
