/// Rows of words as spec lines, each column padded to its widest cell, two spaces apart.
public enum ColumnLines {
    /// The rows aligned, without trailing spaces.
    public static func aligned(_ rows: [[String]]) -> [String] {
        let count = rows.map(\.count).max() ?? 0
        let widths = (0..<count).map { column in rows.map { column < $0.count ? $0[column].count : 0 }.max() ?? 0 }
        return rows.map { row in
            let cells = row.enumerated().map { index, cell in
                index == row.count - 1 ? cell : cell.padding(toLength: widths[index], withPad: " ", startingAt: 0)
            }
            return cells.joined(separator: "  ")
        }
    }
}
