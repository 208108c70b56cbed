/// One physical line of a spec file, exactly as it is in the file.
///
/// A file's lines, concatenated with their terminators and preceded by the byte order mark
/// when ``SpecFile/hasByteOrderMark`` is set, give back the original bytes.
public struct SourceLine: Hashable, Sendable {
    /// The 1-based line number.
    public var number: Int
    /// Where the line's content (without terminator) sits in the input bytes, BOM included.
    public var byteRange: Range<Int>
    /// The line's content bytes, without the terminator.
    public var bytes: [UInt8]
    /// The line's terminator, or `nil` for a last line that has none.
    public var terminator: LineEnding?
    /// The content decoded as UTF-8, or `nil` when it is not valid UTF-8.
    public var text: String?

    /// Creates a line.
    public init(number: Int, byteRange: Range<Int>, bytes: [UInt8], terminator: LineEnding?, text: String?) {
        self.number = number
        self.byteRange = byteRange
        self.bytes = bytes
        self.terminator = terminator
        self.text = text
    }

    /// The content followed by the terminator bytes: the line exactly as in the file.
    public var rawBytes: [UInt8] {
        bytes + (terminator?.bytes ?? [])
    }

    /// Whether the line holds nothing but spaces and tabs.
    public var isBlank: Bool {
        bytes.allSatisfy { $0 == ByteValue.space || $0 == ByteValue.tab }
    }

    /// Whether the line starts with a space or a tab (and is not blank).
    public var isIndented: Bool {
        !isBlank && (bytes.first == ByteValue.space || bytes.first == ByteValue.tab)
    }
}
