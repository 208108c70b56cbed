import PrimerModel

/// The words VoiceOver itself adds to what an app supplies, in one language: the trait words, the
/// `Selected` prefix, the separator between a label and its value. Each entry says where it comes from.
///
/// iOS translates these words itself; the app's String Catalog never holds them. ``english`` renders
/// every VoiceOver line exactly as ``VoiceOverText/init(label:value:hint:traits:)`` always has.
/// The tables are in `VoiceOverWords+Tables.swift`; Docs/Sources.md cites each.
public struct VoiceOverWords: Hashable, Sendable {
    /// One word or phrase, and the public source it rests on (or the choice it is).
    public struct Entry: Hashable, Sendable {
        /// The text VoiceOver speaks.
        public var text: String
        /// Where the text comes from.
        public var source: WordSource

        /// Creates an entry.
        public init(_ text: String, _ source: WordSource) {
            self.text = text
            self.source = source
        }
    }

    /// The language the table is for: `en`, `de`, `es`, `ru`.
    public var language: String
    /// The word each speaking trait adds, ending in `.` ("Button.", "Taste.").
    public var traitWords: [AccessibilityTrait: Entry]
    /// What a selected element with nothing else to say reads ("Selected.").
    public var selectedAlone: Entry
    /// What comes before a selected element's description ("Selected: ").
    public var selectedPrefix: Entry
    /// What joins a label and its value ("Volume: 50%").
    public var valueSeparator: Entry
    /// What SwiftUI's `accessibilityElement(children: .combine)` puts between two children's labels.
    public var combineSeparator: Entry

    /// Creates a table.
    public init(language: String, traitWords: [AccessibilityTrait: Entry], selectedAlone: Entry, selectedPrefix: Entry,
                valueSeparator: Entry, combineSeparator: Entry) {
        self.language = language
        self.traitWords = traitWords
        self.selectedAlone = selectedAlone
        self.selectedPrefix = selectedPrefix
        self.valueSeparator = valueSeparator
        self.combineSeparator = combineSeparator
        let wordsInOrder = AccessibilityTrait.allCases.map { traitWords[$0]?.text }
        self.wordsInOrder = wordsInOrder
        self.traitWordsNeedEscape = wordsInOrder.contains { $0.map(StringLiteral.needsAnyEscape) ?? false }
    }

    /// The trait words by ``AccessibilityTrait`` declaration order (the spoken order), so that
    /// rendering a line looks each up by position rather than by hashing the trait.
    public private(set) var wordsInOrder: [String?]

    /// Whether some trait word holds a character ``StringLiteral/quoted(_:)`` escapes (none in the
    /// tables does): worked out with the table, once, for the writers that copy the words into
    /// quoted lines as they are.
    public private(set) var traitWordsNeedEscape: Bool

    /// The word a trait adds in this language; nil for a trait that adds none.
    public func word(for trait: AccessibilityTrait) -> String? { wordsInOrder[trait.declarationOrder] }

    /// Every table, by language.
    public static let tables: [String: VoiceOverWords] = Dictionary(
        uniqueKeysWithValues: [english, german, spanish, russian].map { ($0.language, $0) })

    /// The languages that have a table, sorted: `de, en, es, ru`.
    public static var languages: [String] { tables.keys.sorted() }

    /// The table for a locale: its exact tag, then shorter tags down to its language (`de-AT` → `de`,
    /// `es-419` → `es`); a language without a table throws ``VoiceOverLocaleError/unsupported(_:available:)``.
    public static func table(for locale: VoiceOverLocale) throws(VoiceOverLocaleError) -> VoiceOverWords {
        for tag in locale.fallbackChain {
            if let table = tables[tag] { return table }
        }
        throw .unsupported(locale.tag, available: languages)
    }

    /// The table for a tag as written: parses it, then ``table(for:)``.
    public static func table(forTag tag: String) throws(VoiceOverLocaleError) -> VoiceOverWords {
        try table(for: VoiceOverLocale(parsing: tag))
    }
}

/// Where a word of a ``VoiceOverWords`` table comes from.
public enum WordSource: Hashable, Sendable, CustomStringConvertible {
    /// A public source, named (repository and path, or document), with the key or place in it.
    case cited(String)
    /// A value no public source gives: chosen, with why; Docs/Localization.md lists each choice.
    case choice(String)

    /// Whether the entry is a choice rather than cited.
    public var isChoice: Bool {
        if case .choice = self { return true }
        return false
    }

    /// `source: …` or `choice: …`.
    public var description: String {
        switch self {
        case .cited(let source): "source: \(source)"
        case .choice(let why): "choice: \(why)"
        }
    }
}

extension VoiceOverWords {
    /// The spoken words of the table in order (trait words, then "Selected." and the "Selected: "
    /// prefix), each with its entry; the separators are punctuation of the text form, not words.
    public var spokenEntries: [(name: String, entry: Entry)] {
        AccessibilityTrait.allCases.compactMap { trait in traitWords[trait].map { ("\(trait)", $0) } }
            + [("selected", selectedAlone), ("selected prefix", selectedPrefix)]
    }

    /// The `assumption: …` sentence for the words no public source gives in a locale, or nil when
    /// every word is cited. A block reports it as a `model-assumption` warning at the `locale` field.
    public func assumptionNote(for locale: VoiceOverLocale) -> String? {
        let choices = spokenEntries.filter { $0.entry.source.isChoice }
        guard !choices.isEmpty else { return nil }
        let words = choices.map { "\u{201C}\($0.entry.text)\u{201D}" }.joined(separator: ", ")
        return "assumption: VoiceOver's words in '\(locale.tag)' are not on record (no public table gives them): "
            + "\(words) are PrimerSpec's choice (Docs/Sources.md, VoiceOver's words by language)"
    }

    /// The note for a locale whose region (or script) has no table of its own, so its language's
    /// words are read, as iOS falls back from a region to its language; nil for a plain language tag.
    public func regionNote(for locale: VoiceOverLocale) -> String? {
        guard locale.tag != language else { return nil }
        return "'\(locale.tag)' has no table of VoiceOver's words of its own: it reads the '\(language)' words, "
            + "as iOS falls back from a region to its language (Apple, Technical Q&A QA1828)"
    }
}
