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
}
