/// A parsed spec file: its header fields, its sections and every physical line.
package struct SpecFile: Hashable, Sendable {
    /// The path given to the parser, used in every ``SourceLocation``.
    package var path: String
    /// The file's line ending: the first terminator found, `.lf` if there is none.
    package var lineEnding: LineEnding
    /// Whether the file starts with a UTF-8 byte order mark.
    package var hasByteOrderMark: Bool
    /// The header lines, in file order: as parsed, or, once resolved, those the spec's block declares
    /// whose arguments are right.
    package var header: [Directive]
    /// Every line at column 1 that starts with a word other than a section keyword (the header's
    /// lines among them), for the resolver to tell fields from unknown words.
    package var fieldLines: [FieldLine]
    /// The sections, in file order.
    package var sections: [Section]
    /// Every physical line, with its bytes and terminator.
    package var lines: [SourceLine]

    /// Creates a spec file.
    package init(
        path: String,
        lineEnding: LineEnding,
        hasByteOrderMark: Bool,
        header: [Directive],
        fieldLines: [FieldLine] = [],
        sections: [Section],
        lines: [SourceLine]
    ) {
        self.path = path
        self.lineEnding = lineEnding
        self.hasByteOrderMark = hasByteOrderMark
        self.header = header
        self.fieldLines = fieldLines
        self.sections = sections
        self.lines = lines
    }

    /// The header lines giving a field, in file order.
    package func directives(_ field: HeaderField) -> [Directive] {
        header.filter { $0.gives(field) }
    }

    /// The first header line giving a field.
    package func directive(_ field: HeaderField) -> Directive? {
        header.first { $0.gives(field) }
    }

    /// The physical line with the given 1-based number.
    package func line(_ number: Int) -> SourceLine? {
        lines.indices.contains(number - 1) ? lines[number - 1] : nil
    }

    /// The file's bytes rebuilt from ``lines``: identical to the parsed input.
    package func reconstructedBytes() -> [UInt8] {
        var bytes = hasByteOrderMark ? ByteValue.byteOrderMark : []
        for line in lines {
            bytes += line.rawBytes
        }
        return bytes
    }
}
