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
            let line = ASCIILine.make(length: length) { line in
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
            known.append(row.count < 2 ? line : ASCIILine.make(length: wordsLength) { words in
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

        /// What `bytes` hold: eight bytes at a time while there are eight (a row's cells are read
        /// for every line written, most a word or two long), then byte by byte.
        init(bytes: UnsafeBufferPointer<UInt8>) {
            var scan = Scan()
            var index = 0
            if let base = bytes.baseAddress {
                let raw = UnsafeRawPointer(base)
                while index + 8 <= bytes.count {
                    guard scan.word(UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index, as: UInt64.self))) else {
                        self = .other
                        return
                    }
                    index += 8
                }
            }
            for at in index..<bytes.count where !scan.byte(bytes[at]) {
                self = .other
                return
            }
            self = scan.kind
        }

        /// What `text` holds, looked at a byte at a time only: what ``init(bytes:)`` finds (kept for
        /// tests to hold it to).
        static func byteByByte(_ text: String) -> CellText {
            var scan = Scan()
            for byte in text.utf8 where !scan.byte(byte) { return .other }
            return scan.kind
        }

        /// What the scan of a cell has seen so far.
        private struct Scan {
            /// Whether the bytes so far are plain words (or their start).
            var plain = true
            /// Whether the last byte seen was a space (true at the start, so that a leading space, or
            /// an empty cell, is not plain).
            var previousWasSpace = true

            /// The cell's kind once every byte has been seen (and none was `other`).
            var kind: CellText { plain && !previousWasSpace ? .plainWords : .printable }

            /// The top bit of each byte of a word.
            static let highBits: UInt64 = 0x8080_8080_8080_8080
            /// The low seven bits of each byte.
            static let lowBits: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
            /// One in each byte.
            static let ones: UInt64 = 0x0101_0101_0101_0101

            /// The top bit set in exactly the bytes of `word` (all ASCII) that are `byte`.
            static func bytes(_ word: UInt64, equalTo byte: UInt8) -> UInt64 {
                let difference = word ^ (ones &* UInt64(byte))
                return ~(((difference & lowBits) &+ lowBits) | difference | lowBits)
            }

            /// Eight bytes (the first lowest): false when one is not printable ASCII, else what they
            /// hold noted.
            mutating func word(_ word: UInt64) -> Bool {
                // Below 0x20: adding 0x60 to the low seven bits leaves the top bit clear only there.
                let controls = ~((word & Self.lowBits) &+ (Self.ones &* 0x60)) & Self.highBits
                if word & Self.highBits != 0 || controls != 0 || Self.bytes(word, equalTo: 0x7F) != 0 { return false }
                guard plain else { return true }
                let special = Self.bytes(word, equalTo: UInt8(ascii: "\"")) | Self.bytes(word, equalTo: UInt8(ascii: "#"))
                    | Self.bytes(word, equalTo: UInt8(ascii: "\\"))
                let spaces = Self.bytes(word, equalTo: UInt8(ascii: " "))
                // A space right after a space: in the word (a byte's bit and the next byte's), or across
                // the start of the word.
                if special != 0 || spaces & (spaces >> 8) != 0 || (previousWasSpace && spaces & 0x80 != 0) {
                    plain = false
                }
                previousWasSpace = spaces >> 63 != 0
                return true
            }

            /// One byte: false when it is not printable ASCII, else what it is noted.
            mutating func byte(_ byte: UInt8) -> Bool {
                // A byte below 0x20 wraps round to 0xE0 or more, so one comparison tests both ends.
                if byte &- 0x20 > 0x5E { return false }
                if byte == UInt8(ascii: " ") {
                    if previousWasSpace { plain = false }
                    previousWasSpace = true
                    return true
                }
                previousWasSpace = false
                if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "#") || byte == UInt8(ascii: "\\") { plain = false }
                return true
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
