/// A value-type cursor over one line's Unicode scalars that knows each scalar's column.
///
/// The lexer works on scalars, so that a `"` followed by a combining mark is still a quote,
/// while locations are reported in characters (grapheme clusters), as ``SourceLocation``
/// documents: each scalar gets the column of the character that contains it.
struct LineCursor: Sendable {
    let file: String
    let line: Int
    private let scalars: [Unicode.Scalar]
    /// `columns[i]` is the column of scalar `i`; the extra last entry is the end-of-line column.
    private let columns: [Int]
    /// The index of the current scalar.
    private(set) var index = 0

    init(text: String, file: String, line: Int) {
        self.file = file
        self.line = line
        var scalars: [Unicode.Scalar] = []
        var columns: [Int] = []
        var column = 1
        for character in text {
            for scalar in character.unicodeScalars {
                scalars.append(scalar)
                columns.append(column)
            }
            column += 1
        }
        columns.append(column)
        self.scalars = scalars
        self.columns = columns
    }

    /// The scalar under the cursor, or `nil` at the end of the line.
    var current: Unicode.Scalar? {
        scalars.indices.contains(index) ? scalars[index] : nil
    }

    /// The scalar after the current one, or `nil`.
    var next: Unicode.Scalar? {
        scalars.indices.contains(index + 1) ? scalars[index + 1] : nil
    }

    /// Whether the cursor is past the last scalar.
    var isAtEnd: Bool {
        index >= scalars.count
    }

    /// Moves to the next scalar (no-op at the end).
    mutating func advance() {
        if index < scalars.count { index += 1 }
    }

    /// The location of scalar `position` (default: the current one).
    func location(at position: Int? = nil) -> SourceLocation {
        let clamped = min(max(position ?? index, 0), columns.count - 1)
        return SourceLocation(file: file, line: line, column: columns[clamped])
    }

    /// The range from scalar `start` to scalar `end` (exclusive; default: the current one).
    func range(from start: Int, to end: Int? = nil) -> SourceRange {
        SourceRange(lowerBound: location(at: start), upperBound: location(at: end ?? index))
    }

    /// The source text of scalars `start..<end` (default end: the current one).
    func text(from start: Int, to end: Int? = nil) -> String {
        let lower = min(max(start, 0), scalars.count)
        let upper = min(max(end ?? index, lower), scalars.count)
        var view = String.UnicodeScalarView()
        view.append(contentsOf: scalars[lower..<upper])
        return String(view)
    }
}
