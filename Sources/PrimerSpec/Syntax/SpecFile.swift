/// A parsed spec file: its header fields, its sections and every physical line.
public struct SpecFile: Hashable, Sendable {
    /// The path given to the parser, used in every ``SourceLocation``.
    public var path: String
    /// The file's line ending: the first terminator found, `.lf` if there is none.
    public var lineEnding: LineEnding
    /// Whether the file starts with a UTF-8 byte order mark.
    public var hasByteOrderMark: Bool
    /// The header fields, in file order.
    public var header: [Directive]
    /// The sections, in file order.
    public var sections: [Section]
    /// Every physical line, with its bytes and terminator.
    public var lines: [SourceLine]

    /// Creates a spec file.
    public init(
        path: String,
        lineEnding: LineEnding,
        hasByteOrderMark: Bool,
        header: [Directive],
        sections: [Section],
        lines: [SourceLine]
    ) {
        self.path = path
        self.lineEnding = lineEnding
        self.hasByteOrderMark = hasByteOrderMark
        self.header = header
        self.sections = sections
        self.lines = lines
    }

    /// The header fields with the given keyword, in file order.
    public func directives(_ field: HeaderKeyword) -> [Directive] {
        header.filter { $0.field == field }
    }

    /// The first header field with the given keyword.
    public func directive(_ field: HeaderKeyword) -> Directive? {
        header.first { $0.field == field }
    }

    /// The physical line with the given 1-based number.
    public func line(_ number: Int) -> SourceLine? {
        lines.indices.contains(number - 1) ? lines[number - 1] : nil
    }

    /// The file's bytes rebuilt from ``lines``: identical to the parsed input.
    public func reconstructedBytes() -> [UInt8] {
        var bytes = hasByteOrderMark ? ByteValue.byteOrderMark : []
        for line in lines {
            bytes += line.rawBytes
        }
        return bytes
    }
}
