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
