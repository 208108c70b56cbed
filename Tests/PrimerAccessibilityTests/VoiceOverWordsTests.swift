import PrimerAccessibility
import Testing

/// VoiceOver lines rendered with each language's words, and the sources behind each table.
@Suite struct VoiceOverWordsTests {
    /// A line in one language: the element, and what VoiceOver says.
    struct LineCase: Sendable, CustomTestStringConvertible {
        var words: VoiceOverWords
        var label: String
        var value: String?
        var traits: Set<AccessibilityTrait>
        var text: String
        var testDescription: String { "\(words.language): \(text)" }
    }

    static let lines: [LineCase] = [
        LineCase(words: .english, label: "Continue", traits: [.button], text: "Continue. Button."),
        LineCase(words: .german, label: "Weiter", traits: [.button], text: "Weiter. Taste."),
        LineCase(words: .german, label: "Warte auf deine Antwort", traits: [.button, .notEnabled],
                 text: "Warte auf deine Antwort. Grau dargestellt. Taste."),
        LineCase(words: .german, label: "Nie wieder vergessen", traits: [.header], text: "Nie wieder vergessen. Überschrift."),
        LineCase(words: .german, label: "Fotos", traits: [.selected, .button], text: "Auswahl: Fotos. Taste."),
        LineCase(words: .german, label: "", traits: [.selected], text: "Auswahl."),
        LineCase(words: .german, label: "Lautstärke", value: "50 %", traits: [.adjustable],
                 text: "Lautstärke: 50 %. Einstellbar."),
        LineCase(words: .german, label: "Karte", traits: [.image, .link, .searchField],
                 text: "Karte. Hyperlink. Bild. Suchfeld."),
        LineCase(words: .spanish, label: "Continuar", traits: [.button, .notEnabled], text: "Continuar. Atenuado. Botón."),
        LineCase(words: .spanish, label: "Fotos", traits: [.selected, .header], text: "Seleccionado: Fotos. Encabezado."),
        LineCase(words: .russian, label: "Продолжить", traits: [.button], text: "Продолжить. Кнопка."),
        LineCase(words: .russian, label: "", traits: [.selected, .image], text: "Выбрано. Изображение."),
        LineCase(words: .russian, label: "Громкость", value: "50%", traits: [.adjustable],
                 text: "Громкость: 50%. Элемент регулировки."),
    ]

    @Test(arguments: lines)
    func rendersTheLineInItsLanguage(_ row: LineCase) {
        #expect(VoiceOverText(label: row.label, value: row.value, traits: row.traits, words: row.words).text == row.text)
    }

    /// Every trait and flag combination reads the same with the English table as without one, so
    /// that every recorded spec and golden file stays byte for byte.
    @Test func englishTableIsTheDefault() {
        let labels = ["", "Continue", "Done.", "Ready?"]
        let values: [String?] = [nil, "", "50%"]
        let hints: [String?] = [nil, "Opens Settings"]
        let all = AccessibilityTrait.allCases
        for mask in 0..<(1 << all.count) {
            let traits = Set(all.indices.filter { mask & (1 << $0) != 0 }.map { all[$0] })
            for label in labels {
                for value in values {
                    for hint in hints {
                        let plain = VoiceOverText(label: label, value: value, hint: hint, traits: traits)
                        let english = VoiceOverText(label: label, value: value, hint: hint, traits: traits, words: .english)
                        #expect(plain == english)
                    }
                }
            }
        }
    }

    @Test func treeLinesUseTheTable() {
        let tree = AccessibilityTree(elements: [
            // The part ids and text styles are PrimerModel's, named by their members only: the target
            // depends on PrimerAccessibility alone.
            AccessibilityElement(id: .init("title", rank: 0), label: "Nie wieder vergessen", traits: [.header],
                                 textStyle: .title, pointSize: 28),
            AccessibilityElement(id: .init("continue", rank: 1), label: "Weiter", hint: "Fragt nach Mitteilungen",
                                 traits: [.button], textStyle: .headline, pointSize: 17),
        ])
        #expect(tree.lines(in: .german) == ["Nie wieder vergessen. Überschrift.", "Weiter. Taste.",
                                           "    hint: Fragt nach Mitteilungen"])
        #expect(tree.lines(in: .english) == tree.lines)
    }

    /// Each table names a word for exactly the traits English speaks, and each word ends in `.`.
    @Test(arguments: [VoiceOverWords.english, .german, .spanish, .russian])
    func everyTableCoversTheSpeakingTraits(_ words: VoiceOverWords) {
        let speaking = Set(VoiceOverWords.english.traitWords.keys)
        #expect(Set(words.traitWords.keys) == speaking)
        #expect(words.traitWords.values.allSatisfy { $0.text.hasSuffix(".") })
        #expect(words.selectedAlone.text.hasSuffix("."))
        #expect(words.selectedPrefix.text.hasSuffix(": "))
    }

    /// English, German and Russian trait words are cited from AccessibilitySnapshot's tables; every
    /// Spanish word is marked as a choice.
    @Test(arguments: [(VoiceOverWords.english, false), (.german, false), (.russian, false), (.spanish, true)])
    func sourcesAreCitedOrMarkedAsChoices(_ words: VoiceOverWords, _ chosen: Bool) {
        let entries = Array(words.traitWords.values) + [words.selectedAlone, words.selectedPrefix]
        for entry in entries {
            #expect(entry.source.isChoice == chosen, "\(words.language) \(entry.text): \(entry.source)")
            if !chosen {
                #expect(entry.source.description.hasPrefix("source: cashapp/AccessibilitySnapshot, Sources/"
                                                           + "AccessibilitySnapshot/Parser/Swift/Assets/\(words.language).lproj/"))
            }
        }
        #expect(words.combineSeparator.source.isChoice)
    }

    @Test func germanCitesItsKeys() {
        #expect(VoiceOverWords.german.traitWords[.button]?.source == .cited(
            "cashapp/AccessibilitySnapshot, Sources/AccessibilitySnapshot/Parser/Swift/Assets/de.lproj/Localizable.strings, "
            + "trait.button.description"))
    }
}
