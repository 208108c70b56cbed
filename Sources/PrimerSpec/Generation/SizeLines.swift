import PrimerAccessibility
import PrimerModel
import PrimerMotion
import PrimerSyntax

/// Each part's text style and point size, as `sizes` section lines: `PART STYLE SIZEpt [hidden]`;
/// a part whose size does not follow Dynamic Type writes `fixed` for its style.
///
/// Read parts and the parts VoiceOver skips (the decorative symbol) are listed together in layout
/// order, so a spec shows where the symbol and the sample alert stop growing while text goes on.
package enum SizeLines {
    /// One part's row before it is written: its name, style, size and whether VoiceOver skips it.
    struct Row {
        var id: PartID
        var name: String
        var style: String
        var size: Double
        var hidden: Bool
    }

    /// One aligned line per part shown, top to bottom.
    package static func lines(_ tree: AccessibilityTree) -> [String] {
        generated(tree).aligned
    }

    /// The aligned lines, with their canonical texts when every name, style and size is plain words
    /// (``ColumnLines/CellText/plainWords``): `PART STYLE SIZEpt [hidden]` one space apart, which is
    /// what ``CanonicalText/ofGenerated(_:)`` makes of the aligned line.
    static func generated(_ tree: AccessibilityTree) -> GeneratedLines {
        let rows = self.rows(tree)
        let markWord = { (row: Row) -> String in
            // A hidden part is marked `combined` when some hidden part of that id was combined.
            !row.hidden ? "" : tree.hiddenParts.contains { $0.id == row.id && $0.reason == .combined }
                ? "combined" : "hidden"
        }
        // The marker as the aligned line ends: two spaces and the word, or nothing.
        let marker = { (row: Row) -> String in
            let word = markWord(row)
            return word.isEmpty ? "" : "  " + word
        }
        // Part names and style names are ASCII words, so their widths are their byte counts; anything
        // else goes the general way, which counts characters and pads to UTF-16 lengths.
        var allPlain = true
        for row in rows {
            let name = ColumnLines.CellText(of: row.name)
            let style = ColumnLines.CellText(of: row.style)
            guard name != .other && style != .other else {
                return GeneratedLines(aligned: generalLines(rows, marker: marker))
            }
            if name != .plainWords || style != .plainWords { allPlain = false }
        }
        // (Closures rather than key paths: a key path through `utf8.count` is looked up at run time.)
        let idWidth = rows.map { $0.name.utf8.count }.max() ?? 0
        let styleWidth = rows.map { $0.style.utf8.count }.max() ?? 0
        var size: [UInt8] = []
        var aligned: [String] = []
        aligned.reserveCapacity(rows.count)
        var known: [String]? = []
        known?.reserveCapacity(allPlain ? rows.count : 0)
        for row in rows {
            // The columns written straight into the line's string, two spaces apart, its length
            // counted first. The line ends in `pt` or a marker word, so there is no trailing space to trim.
            size.removeAll(keepingCapacity: true)
            PointSizeText.append(row.size, to: &size)
            let mark = markWord(row)
            let markLength = mark.isEmpty ? 0 : mark.utf8.count + 2
            aligned.append(ASCIILine.make(length: idWidth + 2 + styleWidth + 2 + size.count + markLength) { line in
                line.append(row.name)
                line.appendSpaces(idWidth - row.name.utf8.count + 2)
                line.append(row.style)
                line.appendSpaces(styleWidth - row.style.utf8.count + 2)
                size.withUnsafeBufferPointer { line.append($0) }
                if !mark.isEmpty {
                    line.appendSpaces(2)
                    line.append(mark)
                }
            })
            // The canonical text: the same words one space apart (the marker's two spaces become one).
            // A size is written as one word (digits, a point, `pt`; `inf` or `nan`), tested all the same.
            guard known != nil, allPlain, size.withUnsafeBufferPointer(ColumnLines.CellText.init(bytes:)) == .plainWords else {
                known = nil
                continue
            }
            known?.append(ASCIILine.make(length: row.name.utf8.count + 1 + row.style.utf8.count + 1 + size.count
                                          + markLength - (mark.isEmpty ? 0 : 1)) { line in
                line.append(row.name)
                line.append(byte: UInt8(ascii: " "))
                line.append(row.style)
                line.append(byte: UInt8(ascii: " "))
                size.withUnsafeBufferPointer { line.append($0) }
                if !mark.isEmpty {
                    line.append(byte: UInt8(ascii: " "))
                    line.append(mark)
                }
            })
        }
        return GeneratedLines(aligned: aligned, known: known)
    }

    /// The parts read and the parts hidden, sorted by id (read before hidden for the same id).
    static func rows(_ tree: AccessibilityTree) -> [Row] {
        let elements = tree.elements
        let hidden = tree.hiddenParts
        // Each part's place (read parts, then hidden ones) with its layout key, sorted by a stable
        // insertion sort: the order of sorting by (id, offset), found on integers alone, the rows
        // then built once each in that order. A tree's parts are few and mostly in order already.
        // (A block gives each part its own rank and index, so parts that tie are one part listed
        // read and hidden, kept in the order given, as the sort by (id, offset) keeps them.)
        var keys: [(rank: Int, index: Int, offset: Int)] = []
        keys.reserveCapacity(elements.count + hidden.count)
        for element in elements { keys.append((element.id.rank, element.id.index ?? -1, keys.count)) }
        for part in hidden { keys.append((part.id.rank, part.id.index ?? -1, keys.count)) }
        for next in keys.indices.dropFirst() {
            var place = next
            while place > keys.startIndex, (keys[place].rank, keys[place].index) < (keys[place - 1].rank, keys[place - 1].index) {
                keys.swapAt(place, place - 1)
                place -= 1
            }
        }
        var rows: [Row] = []
        rows.reserveCapacity(keys.count)
        for key in keys {
            if key.offset < elements.count {
                let element = elements[key.offset]
                rows.append(Row(id: element.id, name: element.id.description, style: element.sizeStyleName,
                                size: element.pointSize, hidden: false))
            } else {
                let part = hidden[key.offset - elements.count]
                rows.append(Row(id: part.id, name: part.id.description, style: part.sizeStyleName, size: part.pointSize,
                                hidden: true))
            }
        }
        return rows
    }

    /// ``rows(_:)`` sorted by (id, offset) with the standard sort: how the rows were sorted before
    /// the insertion sort, kept for tests to hold it to.
    static func sortedRows(_ tree: AccessibilityTree) -> [Row] {
        let read = tree.elements.map {
            Row(id: $0.id, name: $0.id.description, style: $0.sizeStyleName, size: $0.pointSize, hidden: false)
        }
        let hidden = tree.hiddenParts.map {
            Row(id: $0.id, name: $0.id.description, style: $0.sizeStyleName, size: $0.pointSize, hidden: true)
        }
        return (read + hidden).enumerated()
            .sorted { ($0.element.id, $0.offset) < ($1.element.id, $1.offset) }
            .map(\.element)
    }

    /// The lines written with widths in characters and padding to UTF-16 lengths (Foundation's
    /// `padding(toLength:)`), trailing spaces trimmed: how every line was written before the ASCII
    /// way above, kept for names or styles that are not ASCII (and held against it by tests).
    static func generalLines(_ rows: [Row], marker: (Row) -> String) -> [String] {
        let idWidth = rows.map(\.name.count).max() ?? 0
        let styleWidth = rows.map { $0.style.count }.max() ?? 0
        return rows.map { row in
            // The columns written into one string, two spaces apart.
            var line = ColumnLines.padded(row.name, to: idWidth)
            line += "  "
            line += ColumnLines.padded(row.style, to: styleWidth)
            line += "  "
            line += PointSizeText.format(row.size)
            line += marker(row)
            // (Only a line whose last byte is a space can end with a space character; the trim leaves
            // any other as it is.)
            guard line.utf8.last == UInt8(ascii: " ") else { return line }
            return line.hasSuffix(" ") ? String(line.reversed().drop { $0 == " " }.reversed()) : line
        }
    }
}
