import Foundation
import PrimerModel

/// Rows of words as spec lines, each column padded to its widest cell, two spaces apart.
package enum ColumnLines {
    /// The rows aligned, without trailing spaces.
    package static func aligned(_ rows: [[String]]) -> [String] {
        // Cells of printable ASCII only (as generated cells are) have widths in bytes, written as
        // bytes; any other goes the general way, which counts characters and pads to UTF-16 lengths.
        guard rows.allSatisfy({ $0.allSatisfy(isPrintableASCII) }) else {
            return generalAligned(rows)
        }
        var count = 0
        for row in rows { count = max(count, row.count) }
        var widths = [Int](repeating: 0, count: count)
        for row in rows {
            for (column, cell) in row.enumerated() { widths[column] = max(widths[column], cell.utf8.count) }
        }
        // Each line written once into its own string: its length counted first (every cell but the
        // last padded to its column, two spaces apart), then the cells and the padding copied in.
        return rows.map { row in
            var length = 0
            for (index, cell) in row.enumerated() {
                length += (index > 0 ? 2 : 0) + (index < row.count - 1 ? widths[index] : cell.utf8.count)
            }
            return ASCIILine.make(length: length) { line in
                for (index, cell) in row.enumerated() {
                    if index > 0 { line.appendSpaces(2) }
                    line.append(cell)
                    if index < row.count - 1 { line.appendSpaces(widths[index] - cell.utf8.count) }
                }
            }
        }
    }

    /// ``aligned(_:)`` with widths in characters and padding to UTF-16 lengths (``padded(_:to:)``):
    /// how every row was written before the ASCII way, kept for cells that are not ASCII (and held
    /// against it by tests).
    static func generalAligned(_ rows: [[String]]) -> [String] {
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

    /// Whether every byte of `text` is printable ASCII (space to `~`): then each byte is one
    /// character and one UTF-16 code unit, so a width in characters is a count of bytes. (Control
    /// characters are left out: CR LF is two bytes but one character.)
    static func isPrintableASCII(_ text: String) -> Bool {
        // Over the string's own bytes (`withUTF8`, no copy for a native string) rather than its UTF-8
        // view, an index step at a time: every cell of every column line is tested.
        var text = text
        return text.withUTF8 { bytes in
            // A byte below 0x20 wraps round to 0xE0 or more, so one comparison tests both ends.
            for byte in bytes where byte &- 0x20 > 0x5E { return false }
            return true
        }
    }
}
