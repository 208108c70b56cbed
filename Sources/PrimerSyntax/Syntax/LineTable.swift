/// The lines of a whole text, and the one place that converts a place in them between UTF-8 bytes,
/// characters (a ``SourceLocation``'s columns) and UTF-16 code units (an editor's positions).
///
/// Lines end at `\n` (a `\r` before it belongs to the ending), as the spec parser splits them, so a
/// 0-based line index here is a ``SourceLocation``'s line less one. A character column skips a byte
/// order mark on the first line, as the parser does; a UTF-16 offset counts it, as editors do. Within
/// one line, bytes become characters through the line's ``LineColumns``, the part of this table that
/// tokens and locations carry.
package struct LineTable: Hashable, Sendable {
    /// The text.
    package private(set) var text: String
    /// The UTF-8 offset at which each line starts; the first is 0.
    package private(set) var lineStarts: [Int]

    /// The table of `text`.
    package init(_ text: String) {
        self.text = text
        self.lineStarts = Self.lineStarts(of: text.utf8)
    }

    /// The number of lines (a text ending in `\n` has an empty last line).
    package var lineCount: Int { lineStarts.count }

    // MARK: Lines

    /// A 0-based line's text without its ending, or nil past the last line.
    package func line(_ index: Int) -> Substring? {
        guard lineStarts.indices.contains(index) else { return nil }
        return text[utf8Index(lineStarts[index])..<contentEnd(ofLine: index)]
    }

    /// The text of the 0-based lines `lines`, their endings included (to the end of the text when the
    /// range reaches past the last line).
    package func text(ofLines lines: Range<Int>) -> Substring {
        let lower = max(0, min(lines.lowerBound, lineCount))
        let start = lower < lineCount ? utf8Index(lineStarts[lower]) : text.endIndex
        let end = lines.upperBound < lineCount && lines.upperBound > lower ? utf8Index(lineStarts[lines.upperBound]) : text.endIndex
        return text[start..<max(start, end)]
    }

    /// The index just past a line's content (before its `\r\n` or `\n`).
    private func contentEnd(ofLine index: Int) -> String.Index {
        guard index + 1 < lineStarts.count else { return text.endIndex }
        var end = lineStarts[index + 1] - 1
        let utf8 = text.utf8
        if end > lineStarts[index], utf8[utf8.index(utf8.startIndex, offsetBy: end - 1)] == 13 { end -= 1 }
        return utf8Index(end)
    }

    /// The string index of a UTF-8 offset of the text.
    private func utf8Index(_ offset: Int) -> String.Index {
        text.utf8.index(text.utf8.startIndex, offsetBy: offset)
    }

    /// A line's content after the byte order mark the first line may start with (character columns
    /// count from there), and whether one was skipped.
    private func columnContent(ofLine index: Int) -> (content: Substring, skipsMark: Bool)? {
        guard let content = line(index) else { return nil }
        if index == 0, content.unicodeScalars.first == "\u{FEFF}" { return (content.dropFirst(), true) }
        return (content, false)
    }

    // MARK: UTF-16 (editor positions)

    /// The number of UTF-16 code units of a 0-based line's content; 0 past the last line.
    package func utf16Length(ofLine index: Int) -> Int {
        line(index)?.utf16.count ?? 0
    }

    /// The string index of a UTF-16 offset in a 0-based line. An offset past the end of its line
    /// means the end of the line, and a line past the last means the end of the text; an offset
    /// inside a surrogate pair moves back to the pair's start.
    package func index(line: Int, utf16 offset: Int) -> String.Index {
        guard line < lineStarts.count else { return text.endIndex }
        let end = contentEnd(ofLine: line)
        // Walk scalar by scalar, so an offset inside a surrogate pair stops before the pair.
        let scalars = text.unicodeScalars
        var index = utf8Index(lineStarts[line])
        var units = 0
        while index < end {
            let width = scalars[index].utf16.count
            if units + width > offset { break }
            units += width
            index = scalars.index(after: index)
        }
        return index
    }

    /// The 0-based line and UTF-16 offset in it of a string index.
    package func utf16Position(of index: String.Index) -> (line: Int, utf16: Int) {
        let offset = text.utf8.distance(from: text.utf8.startIndex, to: index)
        let line = Self.lastIndex(in: lineStarts, notAfter: offset)
        return (line, text.utf16.distance(from: utf8Index(lineStarts[line]), to: index))
    }

    // MARK: Characters (spec columns)

    /// The 0-based line and UTF-16 offset of a 1-based line and 1-based character column. A column
    /// past the end of the line is the end of the line; a line past the end, the end of the text.
    package func utf16Position(line: Int, column: Int) -> (line: Int, utf16: Int) {
        let index = max(line - 1, 0)
        guard let (content, skipsMark) = columnContent(ofLine: index) else { return utf16Position(of: text.endIndex) }
        let end = content.index(content.startIndex, offsetBy: max(column - 1, 0), limitedBy: content.endIndex) ?? content.endIndex
        return (index, (skipsMark ? 1 : 0) + content.utf16.distance(from: content.startIndex, to: end))
    }

    /// The 1-based character column of a UTF-16 offset in a 0-based line; 1 past the last line.
    package func column(line: Int, utf16 offset: Int) -> Int {
        guard let (content, _) = columnContent(ofLine: line) else { return 1 }
        let index = self.index(line: line, utf16: offset)
        guard index >= content.startIndex else { return 1 }
        return content.distance(from: content.startIndex, to: min(index, content.endIndex)) + 1
    }

    // MARK: Edits

    /// Replaces the text between two indices with `newText`; only the line starts from the edit on
    /// are worked out again.
    package mutating func replace(_ range: Range<String.Index>, with newText: String) {
        let utf8 = text.utf8
        let startOffset = utf8.distance(from: utf8.startIndex, to: range.lowerBound)
        let endOffset = utf8.distance(from: utf8.startIndex, to: range.upperBound)
        text.replaceSubrange(range, with: newText)
        // Keep the lines before the edit, read the new text's, shift the rest.
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

    /// Replaces the whole text.
    package mutating func replaceAll(with newText: String) {
        self = LineTable(newText)
    }

    /// The UTF-8 offset of each line's start.
    package static func lineStarts(of utf8: some Collection<UInt8>) -> [Int] {
        var starts = [0]
        var offset = 0
        for byte in utf8 {
            offset += 1
            if byte == 10 { starts.append(offset) }
        }
        return starts
    }

    /// The index of the last element not greater than a value, in an ascending array starting at 0.
    package static func lastIndex(in starts: [Int], notAfter offset: Int) -> Int {
        var low = 0
        var high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return low
    }
}
