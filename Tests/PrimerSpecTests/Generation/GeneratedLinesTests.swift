import PrimerAccessibility
import PrimerModel
@testable import PrimerSpec
@testable import PrimerSyntax
import Testing

/// The canonical texts the column, size and VoiceOver writers hand over beside their aligned lines
/// must be what ``CanonicalText/ofGenerated(_:)`` makes of those lines, for any cells: the checker
/// takes the writers' texts without scanning the lines again.
@Suite("Generated lines' canonical texts")
struct GeneratedLinesTests {
    /// The writer's canonical texts, when it knows them, held to the general way's.
    static func expectCanonical(_ generated: GeneratedLines, _ comment: Comment? = nil,
                                sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        #expect(generated.canonical == generated.aligned.map(CanonicalText.ofGenerated), comment,
                sourceLocation: sourceLocation)
        if let known = generated.known {
            #expect(known.count == generated.aligned.count, comment, sourceLocation: sourceLocation)
        }
    }

    @Test(arguments: [
        ("a", ColumnLines.CellText.plainWords), ("height unset", .plainWords), ("21.00:1", .plainWords),
        ("a b c", .plainWords), ("", .printable), (" ", .printable), ("a  b", .printable), (" a", .printable),
        ("a ", .printable), ("a#b", .printable), ("\"a\"", .printable), ("a\\b", .printable), ("~", .plainWords),
        ("a\tb", .other), ("é", .other), ("a\r\nb", .other), ("\u{7F}", .other), ("\u{FEFF}a", .other),
    ])
    func cellsAreTold(_ cell: String, _ kind: ColumnLines.CellText) {
        #expect(ColumnLines.CellText(of: cell) == kind, "\(cell.debugDescription)")
    }

    @Test func cellsReadEightBytesAtATimeAreToldAsByteByByte() {
        // Every awkward text, and every slice of the longer ones, so that each special byte, space and
        // run of spaces falls at every place in a word of eight bytes and in the bytes after the last.
        var texts = FastPathTests.awkward.prefix(600) + ["title  44x44", "height unset", "abcdefg  hijklmno",
                                                         "abcdefgh ijklmno", "abcdefg\"hijk", "12345678#"]
        for text in Array(texts) where text.utf8.count > 8 {
            let bytes = Array(text.utf8)
            for start in 0..<min(bytes.count, 9) {
                texts.append(String(decoding: bytes[start...], as: UTF8.self))
            }
        }
        for text in texts {
            #expect(ColumnLines.CellText(of: text) == ColumnLines.CellText.byteByByte(text), "\(text.debugDescription)")
        }
    }

    @Test func columnLinesCanonicalTextsAreTheGeneralOnes() {
        let cells = FastPathTests.awkward
        var rows: [[String]] = []
        for start in stride(from: 0, to: min(cells.count, 1200), by: 7) {
            rows.append(Array(cells[start..<min(cells.count, start + start % 5)]))
        }
        for start in stride(from: 0, to: rows.count, by: 4) {
            let group = Array(rows[start..<min(rows.count, start + 4)])
            let generated = ColumnLines.generated(group)
            #expect(generated.aligned == ColumnLines.generalAligned(group), "\(group)")
            Self.expectCanonical(generated, "\(group)")
        }
        // Rows as targets and contrast sections write them: the writer knows their canonical texts.
        let plain = [["title", "44x44", "ok"], ["continue", "height unset", "width unset"], ["a"], [],
                     ["symbol", "decorative", "textPrimary", "on", "systemBackground", "21.00:1"]]
        let generated = ColumnLines.generated(plain)
        #expect(generated.known == ["title 44x44 ok", "continue height unset width unset", "a", "",
                                    "symbol decorative textPrimary on systemBackground 21.00:1"])
        Self.expectCanonical(generated)
        // One cell the writer cannot vouch for (here an empty one), and the checker makes them all canonical.
        for odd in ["", " ", "a  b", "a#b", "\"a\"", "é", "a\tb"] {
            let rows = plain + [["x", odd, "y"]]
            #expect(ColumnLines.generated(rows).known == nil, "\(odd.debugDescription)")
            Self.expectCanonical(ColumnLines.generated(rows), "\(odd.debugDescription)")
        }
    }

    @Test(arguments: [0, 0.004, 12.5, 17.495, 55.0588, 1234.56, -1.25, 1e16, .infinity, -.infinity, .nan])
    func sizesLinesCanonicalTextsAreTheGeneralOnes(_ size: Double) {
        let names = ["benefit", "title", "a b", "é", "x#y"]
        for name in names {
            let elements = (0..<3).map { index in
                AccessibilityElement(id: PartID(index == 1 ? name : "benefit", index: index, rank: 3), label: "x",
                                     textStyle: TextStyle.allCases[index % TextStyle.allCases.count],
                                     pointSize: size + Double(index), scalesWithDynamicType: index != 1)
            } + [AccessibilityElement(id: PartID("title", rank: 1), label: "t", textStyle: .title, pointSize: size)]
            let hidden = [HiddenPart(id: PartID("symbol", rank: 0), reason: .decorative, textStyle: .largeTitle,
                                     pointSize: size, scalesWithDynamicType: false),
                          HiddenPart(id: PartID("title", rank: 1), reason: .combined, textStyle: .body, pointSize: 2)]
            let generated = SizeLines.generated(AccessibilityTree(elements: elements, hiddenParts: hidden))
            Self.expectCanonical(generated, "\(name) \(size)")
            if name == "benefit" || name == "title" {
                #expect(generated.known != nil, "\(name) \(size)")
            }
        }
    }

    @Test(arguments: ["en", "de", "es", "ru"])
    func voiceOverLinesCanonicalTextsAreTheGeneralOnes(_ language: String) throws {
        let words = try #require(VoiceOverWords.tables[language])
        let labels = ["Done", "Done.", "a  b", " a ", "a # b", "\u{FEFF}a", "tab\there", "\"quoted\"", "é"]
            + FastPathTests.awkward.prefix(300)
        let hints: [String?] = [nil, "", "Opens Settings.", "two  spaces", "tab\there", "\"quoted\"", "# not a comment"]
        var elements: [AccessibilityElement] = []
        for (offset, label) in labels.enumerated() {
            elements.append(AccessibilityElement(
                id: PartID("part", index: offset), label: label, value: offset % 3 == 0 ? "50%" : nil,
                hint: hints[offset % hints.count],
                traits: VoiceOverLinesTests.traitSets[offset % VoiceOverLinesTests.traitSets.count],
                textStyle: .body, pointSize: 17))
        }
        let generated = VoiceOverLines(words: words).generated(elements, words: words)
        #expect(generated.aligned == VoiceOverLinesTests.generalLines(elements, words: words))
        #expect(generated.known != nil)
        Self.expectCanonical(generated)
        // Plain elements without hints: each line is its own canonical text, and no second array is built.
        let plain = VoiceOverLines(words: words).generated(
            [AccessibilityElement(id: PartID("title"), label: "Title", traits: [.header], textStyle: .body, pointSize: 17)],
            words: words)
        #expect(plain.known == plain.aligned)
        Self.expectCanonical(plain)
    }
}
