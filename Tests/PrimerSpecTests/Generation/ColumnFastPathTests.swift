import PrimerAccessibility
import PrimerModel
@testable import PrimerSpec
@testable import PrimerTestSupport
import Testing

/// The byte-built `sizes`, `targets` and `contrast` lines must be the lines the general code (widths in
/// characters, padding to UTF-16 lengths, trailing spaces trimmed) writes.
@Suite("Column lines fast paths")
struct ColumnFastPathTests {
    @Test func alignedRowsAreTheGeneralOnesForAnyCells() {
        let cells = FastPathTests.awkward
        var rows: [[String]] = []
        for start in stride(from: 0, to: min(cells.count, 1200), by: 7) {
            let width = start % 5
            rows.append(Array(cells[start..<min(cells.count, start + width)]))
        }
        // Each group of rows aligned together: ASCII-only groups take the byte path, others the general one.
        for start in stride(from: 0, to: rows.count, by: 4) {
            let group = Array(rows[start..<min(rows.count, start + 4)])
            #expect(ColumnLines.aligned(group) == ColumnLines.generalAligned(group), "\(group)")
        }
        let ascii = [["title", "44x44", "ok"], ["continue", "320x50"], [], ["a", "", "b c"], ["", ""]]
        #expect(ColumnLines.aligned(ascii) == ColumnLines.generalAligned(ascii))
        // CR LF is two ASCII bytes but one character: not the byte path.
        let crlf = [["a\r\nb", "x"], ["abcd", "y"]]
        #expect(ColumnLines.aligned(crlf) == ColumnLines.generalAligned(crlf))
    }

    @Test func sizesLinesAreTheGeneralOnes() {
        let sizes = [0, 0.004, 0.005, 0.05, 1, 12.5, 17.495, 55.0588, 169.41, 100.1, 1234.56, -1.25, -0.004, 1e16,
                     .infinity, -.infinity, .nan]
        let styles = TextStyle.allCases
        for (offset, size) in sizes.enumerated() {
            let elements = (0..<3).map { index in
                AccessibilityElement(id: PartID("benefit", index: index, rank: 3), label: "x",
                                     textStyle: styles[(offset + index) % styles.count], pointSize: size + Double(index),
                                     scalesWithDynamicType: index != 1)
            } + [AccessibilityElement(id: PartID("title", rank: 1), label: "t", textStyle: .title, pointSize: size)]
            let hidden = [HiddenPart(id: PartID("symbol", rank: 0), reason: .decorative, textStyle: .largeTitle,
                                     pointSize: size, scalesWithDynamicType: false),
                          HiddenPart(id: PartID("title", rank: 1), reason: .combined, textStyle: .body, pointSize: 2)]
            let tree = AccessibilityTree(elements: elements, hiddenParts: hidden)
            let general = SizeLines.generalLines(SizeLines.rows(tree)) { row in
                !row.hidden ? "" : tree.hiddenParts.contains { $0.id == row.id && $0.reason == .combined }
                    ? "  combined" : "  hidden"
            }
            #expect(SizeLines.lines(tree) == general, "\(size)")
        }
    }

    @Test func pointSizesAppendedAreTheFormattedOnes() {
        var values: [Double] = [0, -0.0, 0.001, 0.005, 0.015, 0.1, 0.99, 0.995, 9.99, 10, 99.999, 1e14, 9.99e12, -1e14,
                                1e15, 1e300, .infinity, -.infinity, .nan, .leastNonzeroMagnitude]
        values += (0..<2000).map { Double($0) * 0.137 - 20 }
        for value in values {
            var bytes: [UInt8] = [UInt8(ascii: "x")]
            PointSizeText.append(value, to: &bytes)
            #expect(String(decoding: bytes, as: UTF8.self) == "x" + PointSizeText.format(value), "\(value)")
        }
    }

    /// The rows' insertion sort gives the order of the standard sort by (id, offset), repeated ids
    /// and hidden parts of read ids included. As in a block, a part's name fixes its rank, so parts
    /// with the same rank and index are the same part (with two parts tied, the old comparison
    /// was no strict weak order, and the old sort's order was its algorithm's).
    @Test func sizesRowsAreInTheSortedOrder() {
        var state: UInt64 = 37
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        func id() -> PartID {
            let place = next(4)
            return PartID(["title", "benefit", "symbol", "continue"][place], index: next(3) == 0 ? nil : next(3),
                          rank: place * 10)
        }
        for _ in 0..<500 {
            let elements = (0..<next(8)).map { offset in
                AccessibilityElement(id: id(), label: "e\(offset)", textStyle: .body, pointSize: Double(offset))
            }
            let hidden = (0..<next(5)).map { offset in
                HiddenPart(id: id(), reason: next(2) == 0 ? .combined : .decorative, textStyle: .caption,
                           pointSize: Double(100 + offset))
            }
            let tree = AccessibilityTree(elements: elements, hiddenParts: hidden)
            let key = { (row: SizeLines.Row) in "\(row.name) \(row.style) \(row.size) \(row.hidden)" }
            #expect(SizeLines.rows(tree).map(key) == SizeLines.sortedRows(tree).map(key))
        }
    }
}
