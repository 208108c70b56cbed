/// A half-open span of source text: from `lowerBound` up to, but not including, `upperBound`.
///
/// Both bounds use the same conventions as ``SourceLocation`` (1-based lines, columns in
/// characters). An empty range (`lowerBound == upperBound`) marks a position, for example
/// the end of a line where an argument is missing.
///
/// A range lies in one file, whose path it stores once; the bounds are built when read. A range made
/// from bounds in two different files keeps the lower bound's file.
public struct SourceRange: Hashable, Sendable, CustomStringConvertible {
    /// The path of the file both bounds are in.
    private var file: String
    private var lowerLine: Int
    private var lowerColumn: Int
    private var upperLine: Int
    private var upperColumn: Int

    /// The first character of the range.
    public var lowerBound: SourceLocation {
        get { SourceLocation(file: file, line: lowerLine, column: lowerColumn) }
        set {
            file = newValue.file
            lowerLine = newValue.line
            lowerColumn = newValue.column
        }
    }

    /// The position just past the last character of the range.
    public var upperBound: SourceLocation {
        get { SourceLocation(file: file, line: upperLine, column: upperColumn) }
        set {
            upperLine = newValue.line
            upperColumn = newValue.column
        }
    }

    /// Creates a range from its bounds; `upperBound` is exclusive.
    public init(lowerBound: SourceLocation, upperBound: SourceLocation) {
        assert(lowerBound.file == upperBound.file, "a source range lies in one file")
        self.file = lowerBound.file
        self.lowerLine = lowerBound.line
        self.lowerColumn = lowerBound.column
        self.upperLine = upperBound.line
        self.upperColumn = upperBound.column
    }

    /// Creates an empty range positioned at `location`.
    public init(at location: SourceLocation) {
        self.init(lowerBound: location, upperBound: location)
    }

    /// Whether the range covers no characters.
    public var isEmpty: Bool {
        lowerLine == upperLine && lowerColumn == upperColumn
    }

    /// The range as `file:line:column-line:column`, e.g. `a.primerspec:3:11-3:17`.
    public var description: String {
        "\(lowerBound)-\(upperLine):\(upperColumn)"
    }
}
