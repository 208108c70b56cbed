import PrimerSyntax

/// An open document: its text as the editor holds it, and the version the editor gave it.
///
/// Positions count UTF-16 code units, as the protocol does; the document's ``LineTable`` converts
/// them to and from string indices and the spec format's character columns (``position(of:)`` and
/// ``sourceColumn(of:)``). A line number here is a spec ``SourceLocation``'s line less one.
package struct TextDocument: Hashable, Sendable {
    /// The document's URI, as the editor names it.
    package var uri: String
    /// The version the editor gave the text (it increases with each change).
    package var version: Int
    /// The text's lines, which convert its positions.
    package private(set) var lines: LineTable

    /// Creates a document.
    package init(uri: String, version: Int, text: String) {
        self.uri = uri
        self.version = version
        self.lines = LineTable(text)
    }

    /// The text.
    package var text: String { lines.text }

    /// The number of lines (a text ending in `\n` has an empty last line).
    package var lineCount: Int { lines.lineCount }

    /// A line's text without its ending, or nil past the last line.
    package func line(_ index: Int) -> Substring? {
        lines.line(index)
    }

    /// The string index of a position. A character past the end of its line means the end of the
    /// line, and a line past the last means the end of the text (the protocol asks servers to
    /// clamp so); an offset inside a surrogate pair moves back to the pair's start.
    package func index(of position: TextPosition) -> String.Index {
        lines.index(line: position.line, utf16: position.character)
    }

    /// The position of a string index.
    package func position(of index: String.Index) -> TextPosition {
        let (line, units) = lines.utf16Position(of: index)
        return TextPosition(line: line, character: units)
    }

    /// The position of a spec location: its 1-based line, and its 1-based column counted in
    /// characters (grapheme clusters). A column past the end of the line is the end of the line; a
    /// line past the end, the end of the text. On the first line a byte order mark, which spec
    /// columns skip, is counted.
    package func position(of location: SourceLocation) -> TextPosition {
        let (line, units) = lines.utf16Position(line: location.line, column: location.column)
        return TextPosition(line: line, character: units)
    }

    /// The protocol range of a spec range.
    package func range(of range: SourceRange) -> TextRange {
        let start = position(of: range.lowerBound)
        let end = position(of: range.upperBound)
        return TextRange(start: start, end: max(start, end))
    }

    /// The range of a whole 0-based line's content.
    package func range(ofLine line: Int) -> TextRange {
        TextRange(start: TextPosition(line: line, character: 0),
                  end: TextPosition(line: line, character: lines.utf16Length(ofLine: line)))
    }

    /// The 1-based character column of a position, as a ``SourceLocation`` counts it.
    package func sourceColumn(of position: TextPosition) -> Int {
        lines.column(line: position.line, utf16: position.character)
    }

    /// The text between two positions.
    package func text(in range: TextRange) -> Substring {
        let start = index(of: range.start)
        return text[start..<max(start, index(of: range.end))]
    }

    /// The position just past the last character of the text.
    package var endPosition: TextPosition { position(of: text.endIndex) }

    /// Replaces a range with new text (an incremental change), or the whole text when `range` is nil.
    package mutating func apply(_ newText: String, in range: TextRange?) {
        guard let range else {
            lines.replaceAll(with: newText)
            return
        }
        let start = index(of: range.start)
        lines.replace(start..<max(start, index(of: range.end)), with: newText)
    }
}
