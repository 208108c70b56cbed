import PrimerSyntax

/// An open document: its text as the editor holds it, and the version the editor gave it.
///
/// Lines end at `\n` (a `\r` before it belongs to the ending), as the spec parser splits them, so a
/// line number here is a spec ``SourceLocation``'s line less one. Positions count UTF-16 code units,
/// as the protocol does; ``position(of:)`` and ``sourceColumn(of:)`` convert to and from the spec
/// format's character columns.
public struct TextDocument: Hashable, Sendable {
    /// The document's URI, as the editor names it.
    public var uri: String
    /// The version the editor gave the text (it increases with each change).
    public var version: Int
    /// The text.
    public private(set) var text: String
    /// The UTF-8 offset at which each line starts; the first is 0.
    public private(set) var lineStarts: [Int]

    /// Creates a document.
    public init(uri: String, version: Int, text: String) {
        self.uri = uri
        self.version = version
        self.text = text
        self.lineStarts = Self.lineStarts(of: text)
    }

    /// The number of lines (a text ending in `\n` has an empty last line).
    public var lineCount: Int { lineStarts.count }

    /// A line's text without its ending, or nil past the last line.
    public func line(_ index: Int) -> Substring? {
        guard lineStarts.indices.contains(index) else { return nil }
        let utf8 = text.utf8
        let start = utf8.index(utf8.startIndex, offsetBy: lineStarts[index])
        return text[start..<contentEnd(ofLine: index)]
    }

    /// The index just past a line's content (before its `\r\n` or `\n`).
    private func contentEnd(ofLine index: Int) -> String.Index {
        let utf8 = text.utf8
        guard index + 1 < lineStarts.count else { return text.endIndex }
        var end = lineStarts[index + 1] - 1
        if end > lineStarts[index], utf8[utf8.index(utf8.startIndex, offsetBy: end - 1)] == 13 { end -= 1 }
        return utf8.index(utf8.startIndex, offsetBy: end)
    }

    /// The string index of a position. A character past the end of its line means the end of the
    /// line, and a line past the last means the end of the text (the protocol asks servers to
    /// clamp so); an offset inside a surrogate pair moves back to the pair's start.
    public func index(of position: TextPosition) -> String.Index {
        guard position.line < lineStarts.count else { return text.endIndex }
        let utf8 = text.utf8
        let start = utf8.index(utf8.startIndex, offsetBy: lineStarts[position.line])
        let end = contentEnd(ofLine: position.line)
        // Walk scalar by scalar, so an offset inside a surrogate pair stops before the pair.
        let scalars = text.unicodeScalars
        var index = start
        var units = 0
        while index < end {
            let width = scalars[index].utf16.count
            if units + width > position.character { break }
            units += width
            index = scalars.index(after: index)
        }
        return index
    }

    /// The position of a string index.
    public func position(of index: String.Index) -> TextPosition {
        let offset = text.utf8.distance(from: text.utf8.startIndex, to: index)
        let line = Self.lastIndex(in: lineStarts, notAfter: offset)
        let start = text.utf8.index(text.utf8.startIndex, offsetBy: lineStarts[line])
        return TextPosition(line: line, character: text.utf16.distance(from: start, to: index))
    }

    /// The position of a spec location: its 1-based line, and its 1-based column counted in
    /// characters (grapheme clusters), turned into UTF-16 units with the line's text. A column past
    /// the end of the line is the end of the line; a line past the end, the end of the text. On the
    /// first line a byte order mark, which spec columns skip, is counted.
    public func position(of location: SourceLocation) -> TextPosition {
        let lineIndex = max(location.line - 1, 0)
        guard let line = line(lineIndex) else { return position(of: text.endIndex) }
        var content = line[...]
        var units = 0
        if lineIndex == 0, content.unicodeScalars.first == "\u{FEFF}" {
            content = content.dropFirst()
            units = 1
        }
        let characters = max(location.column - 1, 0)
        let end = content.index(content.startIndex, offsetBy: characters, limitedBy: content.endIndex) ?? content.endIndex
        units += content.utf16.distance(from: content.startIndex, to: end)
        return TextPosition(line: lineIndex, character: units)
    }

    /// The protocol range of a spec range.
    public func range(of range: SourceRange) -> TextRange {
        let start = position(of: range.lowerBound)
        let end = position(of: range.upperBound)
        return TextRange(start: start, end: max(start, end))
    }

    /// The 1-based character column of a position, as a ``SourceLocation`` counts it.
    public func sourceColumn(of position: TextPosition) -> Int {
        guard let line = line(position.line) else { return 1 }
        var content = line[...]
        if position.line == 0, content.unicodeScalars.first == "\u{FEFF}" { content = content.dropFirst() }
        let index = self.index(of: position)
        guard index >= content.startIndex else { return 1 }
        return content.distance(from: content.startIndex, to: min(index, content.endIndex)) + 1
    }

    /// The text between two positions.
    public func text(in range: TextRange) -> Substring {
        let start = index(of: range.start)
        return text[start..<max(start, index(of: range.end))]
    }

    /// The position just past the last character of the text.
    public var endPosition: TextPosition { position(of: text.endIndex) }

    /// Replaces a range with new text (an incremental change), or the whole text when `range` is nil.
    public mutating func apply(_ newText: String, in range: TextRange?) {
        guard let range else {
            text = newText
            lineStarts = Self.lineStarts(of: newText)
            return
        }
        let start = index(of: range.start)
        let end = max(start, index(of: range.end))
        let utf8 = text.utf8
        let startOffset = utf8.distance(from: utf8.startIndex, to: start)
        let endOffset = utf8.distance(from: utf8.startIndex, to: end)
        text.replaceSubrange(start..<end, with: newText)
        // Only the lines from the edit on move: keep those before it, read the new text's, shift the rest.
        let delta = newText.utf8.count - (endOffset - startOffset)
        var starts = Array(lineStarts[...Self.lastIndex(in: lineStarts, notAfter: startOffset)])
        var offset = startOffset
        for byte in newText.utf8 {
            offset += 1
            if byte == 10 { starts.append(offset) }
        }
        let after = Self.lastIndex(in: lineStarts, notAfter: endOffset) + 1
        if after < lineStarts.count {
            starts.append(contentsOf: lineStarts[after...].lazy.map { $0 + delta })
        }
        lineStarts = starts
    }

    /// The UTF-8 offset of each line's start.
    static func lineStarts(of text: String) -> [Int] {
        var starts = [0]
        var offset = 0
        for byte in text.utf8 {
            offset += 1
            if byte == 10 { starts.append(offset) }
        }
        return starts
    }

    /// The index of the last element not greater than a value, in an ascending array starting at 0.
    static func lastIndex(in starts: [Int], notAfter offset: Int) -> Int {
        var low = 0
        var high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return low
    }
}
