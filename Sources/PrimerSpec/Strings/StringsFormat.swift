/// What `primer-spec strings` writes.
public enum StringsFormat: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    /// Tables for people: a section per kind (the default).
    case markdown
    /// An Xcode String Catalog for translators.
    case xcstrings
    /// The catalogue's data for other tools.
    case json

    /// Writes a catalogue in this format.
    public func render(_ strings: SpokenStrings) throws -> String {
        switch self {
        case .markdown: MarkdownCatalogueRenderer.render(strings)
        case .xcstrings: try StringCatalogRenderer.render(strings)
        case .json: try JSONCatalogueRenderer.render(strings)
        }
    }

    public var description: String { rawValue }
}
