@testable import PrimerSpec
@testable import PrimerSyntax
import Testing

/// The canonical-shape scan looks at eight bytes of ASCII at a time, and spaced words are copied a word
/// at a time: both are held here to the byte-by-byte code on long lines, where whole words are read,
/// with every special byte at every place in a word and across the words' boundaries.
@Suite("Canonical scan by words")
struct CanonicalScanTests {
    /// Long lines from the fast-path pieces, and lines of aligned columns.
    static let lines: [String] = {
        var lines = FastPathTests.lines(count: 3000, seed: 37, maxPieces: 30)
        // Each special byte at each of 24 places in a line of plain letters and in one of spaced words.
        let specials = ["\t", "\"", "#", "\\", "\u{7F}", "\u{1F}", " ", "  ", "é", "\u{85}", "\u{2028}", "\u{FEFF}", "~", "!"]
        for special in specials {
            for place in 0..<24 {
                let letters = String(repeating: "a", count: place) + special + String(repeating: "b", count: 24 - place)
                let spaced = String(repeating: "ab ", count: place / 3) + special + " cd  ef"
                lines += [letters, spaced, " " + letters, letters + " "]
            }
        }
        lines += ["0.00  +0.35  title          easeInOut(0.35)", "        ", "       a", "a       ", "1234567 ", " 1234567",
                  "12345678  12345678", "1234567  1234567 ", "\"twelve chars\"  x"]
        return lines
    }()

    @Test func eightBytesAtATimeGiveTheShapeByteByByteGives() {
        for line in Self.lines {
            #expect(CanonicalShape(of: line) == CanonicalShape.byteByByte(line), "\(line.debugDescription)")
        }
    }

    @Test func spacedWordsCopiedWholeAreTheLexersCanonicalForm() {
        var spaced = 0
        for line in Self.lines where CanonicalShape(of: line) == .spacedWords {
            #expect(CanonicalText.collapsingSpaces(line) == FastPathTests.lexedCanonical(line), "\(line.debugDescription)")
            spaced += 1
        }
        #expect(spaced > 100)
    }
}
