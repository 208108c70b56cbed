/// One key of a String Catalog: the comment for translators and the value in each language.
public struct StringCatalogEntry: Hashable, Sendable, Codable {
    /// Where and when the string is spoken, and what fills its format arguments.
    public var comment: String
    /// `manual`: the key was not extracted from source code, so Xcode never marks it stale.
    public var extractionState: String
    /// The value per language, such as `en`.
    public var localizations: [String: StringCatalogLocalization]

    /// Creates an entry with one source-language value, marked translated.
    public init(comment: String, value: String, language: String = "en") {
        self.comment = comment
        self.extractionState = "manual"
        let unit = StringUnit(state: "translated", value: value)
        self.localizations = [language: StringCatalogLocalization(stringUnit: unit)]
    }
}
