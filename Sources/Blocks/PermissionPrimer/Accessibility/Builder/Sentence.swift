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
        // Trailing whitespace is dropped from the end, character by character, and the rest copied
        // whole (rather than rebuilt from its characters in reverse).
        var kept = text[...]
        while let last = kept.last, last.isWhitespace { kept.removeLast() }
        let trimmed = String(kept)
        return isEnded(trimmed) ? trimmed : trimmed + "."
    }
}
