import PrimerAccessibility
import PrimerModel
import PrimerMotion
import PrimerSpec

/// Joins pieces of text into spoken sentences without doubling their punctuation.
enum Sentence {
    /// Marks that already end a sentence.
    static let endMarks: Set<Character> = [".", "?", "!", "\u{2026}"]
    /// Closing marks that may follow a sentence's end, as in `Say “hi.”`.
    static let closingMarks: Set<Character> = ["\u{201D}", "\u{2019}", "\"", "'", ")", "]"]

    /// Whether the text ends a sentence, looking past closing quotes and brackets and trailing spaces.
    static func isEnded(_ text: String) -> Bool {
        let core = text.reversed().drop { $0.isWhitespace || closingMarks.contains($0) }
        guard let last = core.first else { return false }
        return endMarks.contains(last)
    }

    /// The text, trimmed of trailing spaces, ending in a sentence mark: `.` is added when it has none.
    static func ended(_ text: String) -> String {
        if let ended = endedByLastByte(text) { return ended }
        // Trailing whitespace is dropped from the end, character by character, and the rest copied
        // whole (rather than rebuilt from its characters in reverse).
        var kept = text[...]
        while let last = kept.last, last.isWhitespace { kept.removeLast() }
        let trimmed = String(kept)
        return isEnded(trimmed) ? trimmed : trimmed + "."
    }

    /// ``ended(_:)`` worked out from the text's last bytes when they settle it, as for most text:
    /// nil otherwise.
    ///
    /// When the last two bytes are ASCII and the last is not whitespace, a closing mark or a line feed,
    /// the last character is that byte alone (no ASCII character joins the one after it into one
    /// character, save CR before LF), so there is nothing to trim, and it is a sentence end or not.
    static func endedByLastByte(_ text: String) -> String? {
        let utf8 = text.utf8
        guard let last = utf8.last, last < 0x80 else { return nil }
        if utf8.count >= 2, utf8[utf8.index(utf8.endIndex, offsetBy: -2)] >= 0x80 { return nil }
        switch last {
        case 0x09...0x0D, UInt8(ascii: " "), UInt8(ascii: "\""), UInt8(ascii: "'"), UInt8(ascii: ")"), UInt8(ascii: "]"):
            return nil
        case UInt8(ascii: "."), UInt8(ascii: "?"), UInt8(ascii: "!"):
            return text
        default:
            return text + "."
        }
    }
}
