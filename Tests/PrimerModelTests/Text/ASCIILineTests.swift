import PrimerModel
import Testing

/// A line written through ``ASCIILine`` is its pieces joined, short or long, ASCII or not.
@Suite("Lines written into their strings")
struct ASCIILineTests {
    @Test(arguments: [["a", "bc"], ["title", "44x44", "ok"], ["", ""], ["“Reminders” Would Like", "é\u{301}", "🙂"],
                      [String(repeating: "long piece ", count: 20), "x"]])
    func aLineIsItsPiecesAndPadding(pieces: [String]) {
        let expected = pieces.joined(separator: "   ") + " "
        let length = expected.utf8.count
        let line = ASCIILine.make(length: length) { line in
            for (index, piece) in pieces.enumerated() {
                if index > 0 { line.appendSpaces(3) }
                line.append(piece)
            }
            line.append(byte: UInt8(ascii: " "))
        }
        #expect(line == expected)
        #expect(line.utf8.count == length)
    }

    @Test func writingPastTheLengthIsCutAndSpacesNeverNegative() {
        let line = ASCIILine.make(length: 4) { line in
            line.appendSpaces(-2)
            line.append("abcdef")
            line.appendSpaces(3)
            line.append(byte: UInt8(ascii: "x"))
        }
        #expect(line == "abcd")
    }
}
