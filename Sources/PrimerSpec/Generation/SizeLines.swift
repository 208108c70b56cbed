import PrimerAccessibility
import PrimerModel

/// Each part's text style and point size, as `sizes` section lines: `PART STYLE SIZEpt [hidden]`;
/// a part whose size does not follow Dynamic Type writes `fixed` for its style.
///
/// Read parts and the parts VoiceOver skips (the decorative symbol) are listed together in layout
/// order, so a spec shows where the symbol and the sample alert stop growing while text goes on.
public enum SizeLines {
    /// One aligned line per part shown, top to bottom.
    public static func lines(_ tree: AccessibilityTree) -> [String] {
        let read = tree.elements.map { (id: $0.id, style: $0.sizeStyleName, size: $0.pointSize, hidden: false) }
        let hidden = tree.hiddenParts.map { (id: $0.id, style: $0.sizeStyleName, size: $0.pointSize, hidden: true) }
        let combined = Set(tree.hiddenParts.filter { $0.reason == .combined }.map(\.id))
        let rows = (read + hidden).enumerated()
            .sorted { ($0.element.id, $0.offset) < ($1.element.id, $1.offset) }
            .map(\.element)
        let names = rows.map(\.id.description)
        let idWidth = names.map(\.count).max() ?? 0
        let styleWidth = rows.map { $0.style.count }.max() ?? 0
        return zip(rows, names).map { row, name in
            // The columns written into one string, two spaces apart.
            var line = ColumnLines.padded(name, to: idWidth)
            line += "  "
            line += ColumnLines.padded(row.style, to: styleWidth)
            line += "  "
            line += PointSizeText.format(row.size)
            line += !row.hidden ? "" : combined.contains(row.id) ? "  combined" : "  hidden"
            // (Only a line whose last byte is a space can end with a space character; the trim leaves
            // any other as it is.)
            guard line.utf8.last == UInt8(ascii: " ") else { return line }
            return line.hasSuffix(" ") ? String(line.reversed().drop { $0 == " " }.reversed()) : line
        }
    }
}
