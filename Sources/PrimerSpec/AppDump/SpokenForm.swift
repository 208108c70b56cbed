import PrimerAccessibility
import PrimerMotion
import PrimerSyntax

/// A VoiceOver line split into its description and its trait words, to compare a spec's line with
/// a dump's as far as a dump can show it.
///
/// `Waiting for your answer. Dimmed. Button.` is the description `Waiting for your answer` and the
/// words `Dimmed.`, `Button.`. The words are read from the end, in the fixed order of the VoiceOver text form (Docs/SpokenStrings.md),
/// so a description that ends in a trait word is read the same way on both sides.
struct SpokenForm: Hashable, Sendable {
    /// What is said before the trait words, without the `.` that separates them.
    var description: String
    /// The trait words, in spoken order.
    var words: [String]

    /// The trait words of a table, in the order VoiceOver speaks them.
    static func traitWords(_ table: VoiceOverWords) -> [String] {
        AccessibilityTrait.allCases.compactMap { table.word(for: $0) }
    }
    /// The English trait words, in the order VoiceOver speaks them.
    static let traitWords = traitWords(.english)

    /// The word of the heading trait, which a dump cannot show, in the form's language.
    let headingWord: String

    /// Splits a line of VoiceOver text whose trait words are in `table`'s language (English by default).
    init(_ text: String, words table: VoiceOverWords = .english) {
        let traitWords = table.language == VoiceOverWords.english.language ? Self.traitWords : Self.traitWords(table)
        headingWord = table.word(for: .header) ?? ""
        var rest = text
        var words: [String] = []
        var limit = traitWords.count
        var found = true
        while found {
            found = false
            for index in stride(from: limit - 1, through: 0, by: -1) {
                let word = traitWords[index]
                if rest == word {
                    rest = ""
                } else if rest.hasSuffix(" " + word) {
                    rest = String(rest.dropLast(word.count + 1))
                } else {
                    continue
                }
                words.insert(word, at: 0)
                limit = index
                found = !rest.isEmpty
                break
            }
        }
        self.description = rest.hasSuffix(".") ? String(rest.dropLast()) : rest
        self.words = words
    }

    private init(description: String, words: [String], headingWord: String) {
        self.description = description
        self.words = words
        self.headingWord = headingWord
    }

    /// Whether the line has the heading word.
    var isHeading: Bool { words.contains(headingWord) }

    /// The form without what a dump cannot show: the heading word.
    var lenient: SpokenForm {
        SpokenForm(description: description, words: words.filter { $0 != headingWord }, headingWord: headingWord)
    }

    /// A string equal for equal forms, for the line diff.
    var key: String { description + "\u{1F}" + words.joined(separator: " ") }

    /// Whether a dump line whose value was cut at `...` (this form, from the text before the cut)
    /// can be the spec's form: the same words, and the spec's description starts with what the dump kept.
    func canBeCut(from full: SpokenForm) -> Bool {
        words == full.words && full.description.hasPrefix(description) && full.description != description
    }
}
