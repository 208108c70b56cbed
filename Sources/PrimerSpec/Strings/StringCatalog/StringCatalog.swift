/// An Xcode String Catalog (`.xcstrings`): its source language, its strings by key, and the format version.
public struct StringCatalog: Hashable, Sendable, Codable {
    /// The language the values are written in: `en`.
    public var sourceLanguage: String
    /// The strings, by key.
    public var strings: [String: StringCatalogEntry]
    /// The file format's version: `1.0`.
    public var version: String

    /// Creates a catalog.
    public init(sourceLanguage: String = "en", strings: [String: StringCatalogEntry], version: String = "1.0") {
        self.sourceLanguage = sourceLanguage
        self.strings = strings
        self.version = version
    }
}

/// One key of a String Catalog: the comment for translators and the value in each language.
public struct StringCatalogEntry: Hashable, Sendable, Codable {
    /// Where and when the string is spoken, and what fills its format arguments.
    public var comment: String
    /// `manual`: the key was not extracted from source code, so Xcode never marks it stale.
    public var extractionState: String
    /// The value per language, such as `en`.
    public var localizations: [String: StringCatalogLocalization]
    /// `false` when the app marks the key as never translated; nil (not written) otherwise.
    public var shouldTranslate: Bool?

    /// Creates an entry with one source-language value, marked translated.
    public init(comment: String, value: String, language: String = "en") {
        self.comment = comment
        self.extractionState = "manual"
        let unit = StringUnit(state: "translated", value: value)
        self.localizations = [language: StringCatalogLocalization(stringUnit: unit)]
    }
}

/// One value of a String Catalog and its state (`translated`, `needs_review`, `new`).
public struct StringUnit: Hashable, Sendable, Codable {
    /// The translation state.
    public var state: String
    /// The text, a format string when it holds `%@`.
    public var value: String

    /// Creates a unit.
    public init(state: String, value: String) {
        self.state = state
        self.value = value
    }
}

/// A key's value in one language, as a String Catalog holds it.
public struct StringCatalogLocalization: Hashable, Sendable, Codable {
    /// The value and its translation state.
    public var stringUnit: StringUnit

    /// Creates a localization.
    public init(stringUnit: StringUnit) {
        self.stringUnit = stringUnit
    }
}
