import Foundation
import PrimerModel

/// Rows of words as spec lines, each column padded to its widest cell, two spaces apart.
package enum ColumnLines {
    /// The rows aligned, without trailing spaces.
    package static func aligned(_ rows: [[String]]) -> [String] {
        generated(rows).aligned
    }

    /// The rows aligned, with their canonical texts when every cell is plain words
    /// (``CellText/plainWords``): each row's cells joined by single spaces, which is what
    /// ``CanonicalText/ofGenerated(_:)`` makes of the aligned line (its padding collapsed).
    static func generated(_ rows: [[String]]) -> GeneratedLines {
        // Cells of printable ASCII only (as generated cells are) have widths in bytes, written as
        // bytes; any other goes the general way, which counts characters and pads to UTF-16 lengths
        // (its lines made canonical by the checker).
        var allPlain = true
        for row in rows {
            for cell in row {
                switch CellText(of: cell) {
                case .plainWords: continue
                case .printable: allPlain = false
                case .other: return GeneratedLines(aligned: generalAligned(rows))
                }
            }
        }
        var count = 0
        for row in rows { count = max(count, row.count) }
        var widths = [Int](repeating: 0, count: count)
        for row in rows {
            for (column, cell) in row.enumerated() { widths[column] = max(widths[column], cell.utf8.count) }
        }
        // Each line written once into its own string: its length counted first (every cell but the
        // last padded to its column, two spaces apart), then the cells and the padding copied in.
        var aligned: [String] = []
        aligned.reserveCapacity(rows.count)
        var known: [String] = []
        known.reserveCapacity(allPlain ? rows.count : 0)
        for row in rows {
            var length = 0
            var wordsLength = 0
            for (index, cell) in row.enumerated() {
                length += (index > 0 ? 2 : 0) + (index < row.count - 1 ? widths[index] : cell.utf8.count)
                wordsLength += (index > 0 ? 1 : 0) + cell.utf8.count
            }
            let line = LineWriter.make(length: length) { line in
                for (index, cell) in row.enumerated() {
                    if index > 0 { line.appendSpaces(2) }
                    line.append(cell)
                    if index < row.count - 1 { line.appendSpaces(widths[index] - cell.utf8.count) }
                }
            }
            aligned.append(line)
            guard allPlain else { continue }
            // Plain-word cells hold no run of spaces and none at either end, so the line's tokens are
            // the cells' words: the cells one space apart. A row of one cell is its line already.
            known.append(row.count < 2 ? line : LineWriter.make(length: wordsLength) { words in
                for (index, cell) in row.enumerated() {
                    if index > 0 { words.append(byte: UInt8(ascii: " ")) }
                    words.append(cell)
                }
            })
        }
        return GeneratedLines(aligned: aligned, known: allPlain ? known : nil)
    }

    /// What a generated cell holds, for writing it and for knowing its canonical text.
    enum CellText {
        /// Words of printable ASCII that lex as they are written: one or more, single spaces between
        /// them and none at either end, without `"`, `#` or a backslash. Their canonical text is the
        /// cell itself.
        case plainWords
        /// Printable ASCII (space to `~`) that is not plain words: written as bytes, but made
        /// canonical the general way.
        case printable
        /// Anything else: written the general way.
        case other

        /// What `text` holds, found in one pass over its bytes.
        init(of text: String) {
            var text = text  // `withUTF8` lends a native string's own bytes
            self = text.withUTF8(Self.init(bytes:))
        }

        /// What `bytes` hold.
        init(bytes: UnsafeBufferPointer<UInt8>) {
            var plain = true
            // True at the start, so that a leading space (or an empty cell) is not plain.
            var previousWasSpace = true
            for byte in bytes {
                // A byte below 0x20 wraps round to 0xE0 or more, so one comparison tests both ends.
                if byte &- 0x20 > 0x5E {
                    self = .other
                    return
                }
                if byte == UInt8(ascii: " ") {
                    if previousWasSpace { plain = false }
                    previousWasSpace = true
                    continue
                }
                previousWasSpace = false
                if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "#") || byte == UInt8(ascii: "\\") { plain = false }
            }
            self = plain && !previousWasSpace ? .plainWords : .printable
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
