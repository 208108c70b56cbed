@testable import PermissionPrimer
import Testing

/// The primer ends each spoken sentence with a full stop unless it has one: the shortcut that looks at
/// the last bytes gives what the rule as first written gave.
@Suite("Sentence endings")
struct SentenceEndingTests {
    @Test(arguments: [
        "", " ", "Done", "Done.", "Done  ", "Done \t\n", "Done.\u{A0}", "Done\u{3000}", "“Hi.” ", "Say e\u{301} ", "\u{301} ",
        "Done \u{301}", "Done\r\n", "Done?\u{2029}", "  ", "👋🏽 ",
        // The last-bytes shortcut: ASCII endings, ASCII after other text, closing marks, controls.
        "a", ".", "?", "!", "Hi!", "Allow “Maps” to use your location?", "Maps shows what is near",
        "“Maps”", "“Maps”.", "(see)", "[x]", "'q'", "\"q\"", "x\u{1F}", "x\r", "x\u{7F}", "é.", "é", "\u{600}1",
        "\u{600}.", "a\u{301}.", "Done\u{85}",
    ])
    func sentencesEndAsBefore(_ text: String) {
        // The rule as it was: trailing whitespace dropped by reversing the characters twice.
        let trimmed = String(text.reversed().drop(while: \.isWhitespace).reversed())
        let before = Sentence.isEnded(trimmed) ? trimmed : trimmed + "."
        #expect(Sentence.ended(text).unicodeScalars.elementsEqual(before.unicodeScalars))
    }
}
