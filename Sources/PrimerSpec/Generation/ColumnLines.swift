import Foundation

/// Rows of words as spec lines, each column padded to its widest cell, two spaces apart.
public enum ColumnLines {
    /// The rows aligned, without trailing spaces.
    public static func aligned(_ rows: [[String]]) -> [String] {
        let count = rows.map(\.count).max() ?? 0
        let widths = (0..<count).map { column in rows.map { column < $0.count ? $0[column].count : 0 }.max() ?? 0 }
        return rows.map { row in
            // The cells written into one string, two spaces apart, each but the last padded.
            var line = ""
            for (index, cell) in row.enumerated() {
                if index > 0 { line += "  " }
                line += index == row.count - 1 ? cell : padded(cell, to: widths[index])
            }
            return line
        }
    }

    /// `cell.padding(toLength: width, withPad: " ", startingAt: 0)` without Foundation's NSString:
    /// spaces added up to `width` UTF-16 code units (Foundation's length). A longer cell, which
    /// Foundation cuts to `width` code units, is left to it.
    static func padded(_ cell: String, to width: Int) -> String {
        let length = cell.utf16.count
        guard length <= width else { return cell.padding(toLength: width, withPad: " ", startingAt: 0) }
        guard length < width else { return cell }
        return cell + String(repeating: " ", count: width - length)
    }
}
