/// A key's value in one language, as a String Catalog holds it.
public struct StringCatalogLocalization: Hashable, Sendable, Codable {
    /// The value and its translation state.
    public var stringUnit: StringUnit

    /// Creates a localization.
    public init(stringUnit: StringUnit) {
        self.stringUnit = stringUnit
    }
}
