import PrimerAccessibility
import PrimerModel
@testable import PrimerSpec
import Testing

/// The `voiceover` lines written straight from an element's label and trait words must be the lines
/// the general code writes: its ``VoiceOverText`` quoted, its hint quoted on a `  hint` line.
@Suite("VoiceOver lines fast path")
struct VoiceOverLinesTests {
    /// Trait sets: none, the usual ones, `selected` (the general way), words that add nothing, all.
    static let traitSets: [Set<AccessibilityTrait>] = [
        [], [.staticText], [.header, .staticText], [.button], [.button, .notEnabled], [.image, .header],
        [.selected], [.selected, .button], [.updatesFrequently, .playsSound], [.link, .adjustable, .searchField],
        Set(AccessibilityTrait.allCases),
    ]

    /// The general lines of every element, one after another.
    static func generalLines(_ elements: [AccessibilityElement], words: VoiceOverWords) -> [String] {
        elements.flatMap { element in
            let spoken = element.voiceOver(in: words)
            return [StringLiteral.quoted(spoken.text)] + (spoken.hint.map { ["  hint " + StringLiteral.quoted($0)] } ?? [])
        }
    }

    @Test(arguments: ["en", "de", "es", "ru"])
    func linesAreTheGeneralOnes(_ language: String) throws {
        let words = try #require(VoiceOverWords.tables[language])
        let labels = ["", "Done", "Done.", "Done. ", ".", "a.b.", "Waiting\u{2026}", "Selected"]
            + FastPathTests.awkward.prefix(300)
        let values: [String?] = [nil, "", "50%"]
        let hints: [String?] = [nil, "", "Opens Settings.", "tab\there", "\"quoted\""]
        var elements: [AccessibilityElement] = []
        for (offset, label) in labels.enumerated() {
            elements.append(AccessibilityElement(
                id: PartID("part", index: offset), label: label, value: values[offset % values.count],
                hint: hints[offset % hints.count], traits: Self.traitSets[offset % Self.traitSets.count],
                textStyle: .body, pointSize: 17))
            // The same label plain: no value, a hint or none, each trait set in turn.
            elements.append(AccessibilityElement(
                id: PartID("plain", index: offset), label: label, hint: hints[(offset + 1) % hints.count],
                traits: Self.traitSets[(offset * 7) % Self.traitSets.count], textStyle: .body, pointSize: 17))
        }
        let lines = VoiceOverLines(words: words).lines(elements, words: words)
        #expect(lines == Self.generalLines(elements, words: words))
        #expect(SectionGenerator.voiceOverLines(AccessibilityTree(elements: elements), words: words) == lines)
    }
}
