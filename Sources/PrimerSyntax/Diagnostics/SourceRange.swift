/// A half-open span of source text: from `lowerBound` up to, but not including, `upperBound`.
///
/// Both bounds use the same conventions as ``SourceLocation`` (1-based lines, columns in
/// characters). An empty range (`lowerBound == upperBound`) marks a position, for example
/// the end of a line where an argument is missing.
///
/// A range lies in one file, whose path it stores once; each bound keeps its line, a UTF-8 byte
/// offset and its line's ``LineColumns``, and the bounds are built when read. Ranges are equal and
/// hash by their bounds' character columns. A range made from bounds in two different files keeps
/// the lower bound's file.
public struct SourceRange: Hashable, Sendable, CustomStringConvertible {
    /// The path of the file both bounds are in.
    private var file: String
    private var lowerLine: Int
    private var lowerOffset: Int
    private var upperLine: Int
    private var upperOffset: Int
    private var lowerColumns: LineColumns
    private var upperColumns: LineColumns

    /// The first character of the range.
    public var lowerBound: SourceLocation {
        get { SourceLocation(file: file, line: lowerLine, utf8Offset: lowerOffset, columns: lowerColumns) }
        set {
            file = newValue.file
            lowerLine = newValue.line
            lowerOffset = newValue.utf8Offset
            lowerColumns = newValue.columns
        }
    }

    /// The position just past the last character of the range.
    public var upperBound: SourceLocation {
        get { SourceLocation(file: file, line: upperLine, utf8Offset: upperOffset, columns: upperColumns) }
        set {
            upperLine = newValue.line
            upperOffset = newValue.utf8Offset
            upperColumns = newValue.columns
        }
    }

    /// Creates a range from its bounds; `upperBound` is exclusive.
    public init(lowerBound: SourceLocation, upperBound: SourceLocation) {
        assert(lowerBound.file == upperBound.file, "a source range lies in one file")
        self.file = lowerBound.file
        self.lowerLine = lowerBound.line
        self.lowerOffset = lowerBound.utf8Offset
        self.upperLine = upperBound.line
        self.upperOffset = upperBound.utf8Offset
        self.lowerColumns = lowerBound.columns
        self.upperColumns = upperBound.columns
    }

    /// Creates the range of the UTF-8 bytes `utf8Range` of one line whose character columns are `columns`.
    package init(file: String, line: Int, utf8Range: Range<Int>, columns: LineColumns) {
        self.file = file
        self.lowerLine = line
        self.lowerOffset = utf8Range.lowerBound
        self.upperLine = line
        self.upperOffset = utf8Range.upperBound
        self.lowerColumns = columns
        self.upperColumns = columns
    }

    /// Creates an empty range positioned at `location`.
    public init(at location: SourceLocation) {
        self.init(lowerBound: location, upperBound: location)
    }

    /// The character column of the lower bound.
    private var lowerColumn: Int {
        lowerColumns.column(at: lowerOffset)
    }

    /// The character column of the upper bound.
    private var upperColumn: Int {
        upperColumns.column(at: upperOffset)
    }

    /// Whether the range covers no characters.
    public var isEmpty: Bool {
        lowerLine == upperLine && lowerColumn == upperColumn
    }

    /// Ranges are equal when their file and both bounds' lines and character columns are.
    public static func == (lhs: SourceRange, rhs: SourceRange) -> Bool {
        lhs.lowerLine == rhs.lowerLine && lhs.upperLine == rhs.upperLine
            && lhs.lowerColumn == rhs.lowerColumn && lhs.upperColumn == rhs.upperColumn && lhs.file == rhs.file
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(file)
        hasher.combine(lowerLine)
        hasher.combine(lowerColumn)
        hasher.combine(upperLine)
        hasher.combine(upperColumn)
    }

    /// The range as `file:line:column-line:column`, e.g. `a.primerspec:3:11-3:17`.
    public var description: String {
        "\(lowerBound)-\(upperLine):\(upperColumn)"
    }
}
