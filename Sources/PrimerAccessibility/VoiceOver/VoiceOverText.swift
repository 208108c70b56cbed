/// What VoiceOver says for one element, written as text: the description, and the hint said after a pause.
///
/// The rules are the VoiceOver text form (Docs/SpokenStrings.md), the text form cashapp/AccessibilitySnapshot builds
/// (`UIAccessibility+SnapshotAdditions.swift`):
/// 1. The label; with a non-empty value, `label: value` (the value alone when the label is empty).
/// 2. With ``AccessibilityTrait/selected``, the prefix `Selected: ` (`Selected.` alone when there is nothing else).
/// 3. When trait words follow, a `.` unless the description already ends in `.`, a space, then the
///    words in the fixed order of ``AccessibilityTrait``. Without trait words nothing is appended.
/// 4. The hint is never merged into the description. Only when the description would be empty does
///    the hint take its place (and is then not repeated as a hint).
public struct VoiceOverText: Hashable, Sendable, CustomStringConvertible {
    /// What VoiceOver says on reaching the element.
    public var text: String
    /// What VoiceOver says after a pause, if anything.
    public var hint: String?

    /// The indent and tag of a hint line in ``lines``: four spaces, `hint: `.
    public static let hintLinePrefix = "    hint: "

    /// Renders an element's label, value, hint and traits with VoiceOver's words in one language
    /// (English unless `words` says otherwise).
    public init(label: String, value: String? = nil, hint: String? = nil, traits: Set<AccessibilityTrait> = [],
                words: VoiceOverWords = .english) {
        var text = label
        if let value, !value.isEmpty {
            text = text.isEmpty ? value : text + words.valueSeparator.text + value
        }
        // The traits ordered once, and `selected` found among them by its case rather than looked up
        // in the set (which hashes the case's raw string).
        let ordered = traits.isEmpty ? [] : AccessibilityTrait.ordered(traits)
        if ordered.contains(where: { if case .selected = $0 { true } else { false } }) {
            text = text.isEmpty ? words.selectedAlone.text : words.selectedPrefix.text + text
        }
        var hint = hint.flatMap { $0.isEmpty ? nil : $0 }
        if text.isEmpty, let promoted = hint {
            text = promoted
            hint = nil
        }
        let traitWords = ordered.compactMap { words.word(for: $0) }
        if !traitWords.isEmpty {
            let wordText = traitWords.joined(separator: " ")
            // The last scalar, not `hasSuffix`, which compares canonically and so normalizes the whole text.
            text = text.isEmpty ? wordText : text + (text.unicodeScalars.last == "." ? " " : ". ") + wordText
        }
        self.text = text
        self.hint = hint
    }

    /// The text, then the hint (if any) on its own line after ``hintLinePrefix``.
    ///
    /// A line break inside the text or hint is written `\n`, so each stays one line.
    public var lines: [String] {
        [Self.oneLine(text)] + (hint.map { [Self.hintLinePrefix + Self.oneLine($0)] } ?? [])
    }

    /// The text with each line break written as `\n`.
    static func oneLine(_ text: String) -> String {
        guard text.contains(where: \.isNewline) else { return text }
        return text.reduce(into: "") { result, character in
            if character.isNewline { result += "\\n" } else { result.append(character) }
        }
    }

    /// The text, without the hint.
    public var description: String { text }
}
