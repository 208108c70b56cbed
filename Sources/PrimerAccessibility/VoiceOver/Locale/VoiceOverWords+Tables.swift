/// The tables of VoiceOver's own words. The German, Russian and English trait words are the ones
/// cashapp/AccessibilitySnapshot publishes for its VoiceOver text (its `Localizable.strings` per
/// language); Spanish has no public table and every Spanish word is a choice, reported as an
/// assumption (``VoiceOverWords/assumptionNote(for:)``; Docs/Localization.md). The value separator is
/// cited in every table: AccessibilitySnapshot writes it in code for every language.
extension VoiceOverWords {
    /// cashapp/AccessibilitySnapshot's strings for a language, by key.
    static func snapshot(_ language: String, _ key: String) -> WordSource {
        .cited("cashapp/AccessibilitySnapshot, Sources/AccessibilitySnapshot/Parser/Swift/Assets/\(language).lproj/"
               + "Localizable.strings, \(key)")
    }

    /// The separators AccessibilitySnapshot writes in code rather than in its tables.
    static let separatorSource = WordSource.cited(
        "cashapp/AccessibilitySnapshot, UIAccessibility+SnapshotAdditions.swift (\"label: value\", not localized)")
    /// The separator SwiftUI's `.combine` writes, the same in every language PrimerSpec has seen.
    static let combineSource = WordSource.choice(
        "SwiftUI joins combined children with \", \" in English; no public source gives it per language, "
        + "so every table keeps it")

    /// English: the words every golden file and bundled spec was recorded with.
    public static let english = VoiceOverWords(
        language: "en",
        traitWords: [
            .notEnabled: Entry("Dimmed.", snapshot("en", "trait.not_enabled.description")),
            .button: Entry("Button.", snapshot("en", "trait.button.description")),
            .header: Entry("Heading.", snapshot("en", "trait.header.description")),
            .link: Entry("Link.", snapshot("en", "trait.link.description")),
            .adjustable: Entry("Adjustable.", snapshot("en", "trait.adjustable.description")),
            .image: Entry("Image.", snapshot("en", "trait.image.description")),
            .searchField: Entry("Search Field.", snapshot("en", "trait.search_field.description")),
        ],
        selectedAlone: Entry("Selected.", snapshot("en", "trait.selected.description")),
        selectedPrefix: Entry("Selected: ", snapshot("en", "trait.selected.format (\"Selected: %@\")")),
        valueSeparator: Entry(": ", separatorSource),
        combineSeparator: Entry(CombinedLabel.separator, combineSource))

    /// German, as AccessibilitySnapshot's German table gives it.
    public static let german = VoiceOverWords(
        language: "de",
        traitWords: [
            .notEnabled: Entry("Grau dargestellt.", snapshot("de", "trait.not_enabled.description")),
            .button: Entry("Taste.", snapshot("de", "trait.button.description")),
            .header: Entry("Überschrift.", snapshot("de", "trait.header.description")),
            .link: Entry("Hyperlink.", snapshot("de", "trait.link.description")),
            .adjustable: Entry("Einstellbar.", snapshot("de", "trait.adjustable.description")),
            .image: Entry("Bild.", snapshot("de", "trait.image.description")),
            .searchField: Entry("Suchfeld.", snapshot("de", "trait.search_field.description")),
        ],
        selectedAlone: Entry("Auswahl.", snapshot("de", "trait.selected.description")),
        selectedPrefix: Entry("Auswahl: ", snapshot("de", "trait.selected.format (\"Auswahl: %@\")")),
        valueSeparator: Entry(": ", separatorSource),
        combineSeparator: Entry(CombinedLabel.separator, combineSource))

    /// Russian, as AccessibilitySnapshot's Russian table gives it.
    public static let russian = VoiceOverWords(
        language: "ru",
        traitWords: [
            .notEnabled: Entry("Недоступно.", snapshot("ru", "trait.not_enabled.description")),
            .button: Entry("Кнопка.", snapshot("ru", "trait.button.description")),
            .header: Entry("Заголовок.", snapshot("ru", "trait.header.description")),
            .link: Entry("Ссылка.", snapshot("ru", "trait.link.description")),
            .adjustable: Entry("Элемент регулировки.", snapshot("ru", "trait.adjustable.description")),
            .image: Entry("Изображение.", snapshot("ru", "trait.image.description")),
            .searchField: Entry("Поле поиска.", snapshot("ru", "trait.search_field.description")),
        ],
        selectedAlone: Entry("Выбрано.", snapshot("ru", "trait.selected.description")),
        selectedPrefix: Entry("Выбрано: ", snapshot("ru", "trait.selected.format (\"Выбрано: %@\")")),
        valueSeparator: Entry(": ", separatorSource),
        combineSeparator: Entry(CombinedLabel.separator, combineSource))

    /// Why every Spanish word is a choice.
    static let spanishChoice = WordSource.choice(
        "no public table gives VoiceOver's Spanish words; the common Spanish word for the control, to be "
        + "confirmed against a device")

    /// Spanish: no public source; every entry is a choice (Docs/Localization.md).
    public static let spanish = VoiceOverWords(
        language: "es",
        traitWords: [
            .notEnabled: Entry("Atenuado.", spanishChoice),
            .button: Entry("Botón.", spanishChoice),
            .header: Entry("Encabezado.", spanishChoice),
            .link: Entry("Enlace.", spanishChoice),
            .adjustable: Entry("Ajustable.", spanishChoice),
            .image: Entry("Imagen.", spanishChoice),
            .searchField: Entry("Campo de búsqueda.", spanishChoice),
        ],
        selectedAlone: Entry("Seleccionado.", spanishChoice),
        selectedPrefix: Entry("Seleccionado: ", spanishChoice),
        valueSeparator: Entry(": ", separatorSource),
        combineSeparator: Entry(CombinedLabel.separator, combineSource))
}
