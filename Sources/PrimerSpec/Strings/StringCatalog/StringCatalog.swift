/// An Xcode String Catalog (`.xcstrings`): its source language, its strings by key, and the format version.
package struct StringCatalog: Hashable, Sendable, Codable {
    /// The language the values are written in: `en`.
    package var sourceLanguage: String
    /// The strings, by key.
    package var strings: [String: StringCatalogEntry]
    /// The file format's version: `1.0`.
    package var version: String

    /// Creates a catalog.
    package init(sourceLanguage: String = "en", strings: [String: StringCatalogEntry], version: String = "1.0") {
        self.sourceLanguage = sourceLanguage
        self.strings = strings
        self.version = version
    }
}

/// One key of a String Catalog: the comment for translators and the value in each language.
package struct StringCatalogEntry: Hashable, Sendable, Codable {
    /// Where and when the string is spoken, and what fills its format arguments.
    package var comment: String
    /// `manual`: the key was not extracted from source code, so Xcode never marks it stale.
    package var extractionState: String
    /// The value per language, such as `en`.
    package var localizations: [String: StringCatalogLocalization]
    /// `false` when the app marks the key as never translated; nil (not written) otherwise.
    package var shouldTranslate: Bool?

    /// Creates an entry with one source-language value, marked translated.
    package init(comment: String, value: String, language: String = "en") {
        self.comment = comment
        self.extractionState = "manual"
        let unit = StringUnit(state: "translated", value: value)
        self.localizations = [language: StringCatalogLocalization(stringUnit: unit)]
    }
}

/// One value of a String Catalog and its state (`translated`, `needs_review`, `new`).
package struct StringUnit: Hashable, Sendable, Codable {
    /// The translation state.
    package var state: String
    /// The text, a format string when it holds `%@`.
    package var value: String

    /// Creates a unit.
    package init(state: String, value: String) {
        self.state = state
        self.value = value
    }
}

/// A key's value in one language, as a String Catalog holds it.
package struct StringCatalogLocalization: Hashable, Sendable, Codable {
    /// The value and its translation state.
    package var stringUnit: StringUnit

    /// Creates a localization.
    package init(stringUnit: StringUnit) {
        self.stringUnit = stringUnit
    }
}
