import PrimerAccessibility
import PrimerModel
import PrimerSyntax

/// Writes the lines of a `voiceover` section: each element's spoken text in quotes, its hint (if any)
/// on a `  hint "…"` line below.
///
/// Most elements have a label, no value, no `selected` trait, and text that needs no escape: their
/// line is the label and the trait words written straight into the quoted line's string (its length
/// counted first), without the ``VoiceOverText`` in between, the traits sorted into an array, the
/// words joined and the text copied again into quotes. Every other element goes the general way
/// (``VoiceOverText`` quoted), which tests hold the fast one to (`VoiceOverLinesTests`).
struct VoiceOverLines {
    /// The language's words, for the lines written the general way.
    let words: VoiceOverWords
    /// Each trait's word by its declaration order (the spoken order); nil for a trait that adds none.
    private let traitWords: [String?]
    /// Whether some trait word would be escaped in quotes (none is in the tables): then every line
    /// goes the general way.
    private let wordsNeedEscape: Bool

    /// A writer for one language's words.
    init(words: VoiceOverWords) {
        self.words = words
        traitWords = words.wordsInOrder
        wordsNeedEscape = words.traitWordsNeedEscape
    }

    /// The lines of every element, in order, with VoiceOver's words in `words` (the writer's).
    func lines(_ elements: [AccessibilityElement], words: VoiceOverWords) -> [String] {
        generated(elements, words: words).aligned
    }

    /// The lines of every element, with their canonical texts. A plain element's line is its own
    /// canonical text (one string token with nothing to escape, which re-quotes to what is written),
    /// and a plain hint line's is `hint "HINT"`, its indentation dropped; lines written the general
    /// way are made canonical the general way (``CanonicalText/ofGenerated(_:)``).
    func generated(_ elements: [AccessibilityElement], words: VoiceOverWords) -> GeneratedLines {
        var lines: [String] = []
        lines.reserveCapacity(elements.count * 2)
        // Nil while every line so far is its own canonical text (as most sections' lines all are):
        // then the lines are their canonical texts, and no second array is built.
        var known: [String]?
        for element in elements {
            guard let line = fastLine(element) else {
                for general in Self.generalLines(element, words: words) {
                    Self.append(general, canonical: CanonicalText.ofGenerated(general), to: &lines, known: &known)
                }
                continue
            }
            Self.append(line, canonical: nil, to: &lines, known: &known)
            if let hint = element.hint, !hint.isEmpty {
                let hintLine = Self.hintLine(hint)
                Self.append(hintLine, canonical: Self.canonicalHintLine(hint) ?? CanonicalText.ofGenerated(hintLine),
                            to: &lines, known: &known)
            }
        }
        return GeneratedLines(aligned: lines, known: known ?? lines)
    }

    /// Appends `line` and its canonical text (nil: the line itself) to the lines and their known
    /// canonical texts, which start as a copy of the lines the first time a line's differs.
    private static func append(_ line: String, canonical: String?, to lines: inout [String], known: inout [String]?) {
        if let canonical, known == nil, canonical != line {
            known = lines
            known?.reserveCapacity(lines.capacity)
        }
        lines.append(line)
        known?.append(canonical ?? line)
    }

    /// The element's quoted line written from its label and trait words, or nil when the element is
    /// not the plain case (a value, `selected`, an empty label, or anything to escape).
    func fastLine(_ element: AccessibilityElement) -> String? {
        guard !wordsNeedEscape, element.value?.isEmpty ?? true else { return nil }
        let label = element.label
        guard !label.isEmpty, !StringLiteral.needsAnyEscape(label) else { return nil }
        // The traits as bits in declaration order: walked in that order below, with no sort.
        var mask = 0
        for trait in element.traits { mask |= 1 << trait.declarationOrder }
        guard mask & (1 << AccessibilityTrait.selected.declarationOrder) == 0 else { return nil }
        var wordBytes = 0
        var wordCount = 0
        for order in traitWords.indices where mask & (1 << order) != 0 {
            guard let word = traitWords[order] else { continue }
            wordBytes += word.utf8.count
            wordCount += 1
        }
        // `text. Words.`, or `text Words.` when the text already ends in `.` (its last scalar is `.`
        // exactly when its last byte is).
        let endsInPoint = label.utf8.last == UInt8(ascii: ".")
        let separator = wordCount == 0 ? 0 : endsInPoint ? 1 : 2
        let length = 2 + label.utf8.count + separator + wordBytes + max(0, wordCount - 1)
        return ASCIILine.make(length: length) { line in
            line.append(byte: UInt8(ascii: "\""))
            line.append(label)
            if wordCount > 0 {
                if !endsInPoint { line.append(byte: UInt8(ascii: ".")) }
                line.append(byte: UInt8(ascii: " "))
            }
            var written = 0
            for order in traitWords.indices where mask & (1 << order) != 0 {
                guard let word = traitWords[order] else { continue }
                if written > 0 { line.append(byte: UInt8(ascii: " ")) }
                line.append(word)
                written += 1
            }
            line.append(byte: UInt8(ascii: "\""))
        }
    }

    /// `  hint "HINT"`, written once into its string when the hint needs no escape.
    static func hintLine(_ hint: String) -> String {
        guard !StringLiteral.needsAnyEscape(hint) else { return "  hint " + StringLiteral.quoted(hint) }
        return ASCIILine.make(length: 9 + hint.utf8.count) { line in
            line.append("  hint \"")
            line.append(hint)
            line.append(byte: UInt8(ascii: "\""))
        }
    }

    /// The canonical text of ``hintLine(_:)``, `hint "HINT"`, when the hint needs no escape (its
    /// string then re-quotes to what is written); nil otherwise.
    static func canonicalHintLine(_ hint: String) -> String? {
        guard !StringLiteral.needsAnyEscape(hint) else { return nil }
        return ASCIILine.make(length: 7 + hint.utf8.count) { line in
            line.append("hint \"")
            line.append(hint)
            line.append(byte: UInt8(ascii: "\""))
        }
    }

    /// The general way: the element's ``VoiceOverText`` in quotes, and its hint line.
    static func generalLines(_ element: AccessibilityElement, words: VoiceOverWords) -> [String] {
        let spoken = element.voiceOver(in: words)
        var lines = [StringLiteral.quoted(spoken.text)]
        if let hint = spoken.hint { lines.append("  hint " + StringLiteral.quoted(hint)) }
        return lines
    }
}
