import PrimerMotion
import PrimerSyntax

/// What `primer-spec strings` writes.
public enum StringsFormat: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    /// Tables for people: a section per kind (the default).
    case markdown
    /// An Xcode String Catalog for translators.
    case xcstrings
    /// The catalogue's data for other tools.
    case json

    public var description: String { rawValue }
}

extension StringsFormat {
    /// A catalogue in this format, ending in a newline.
    public func render(_ catalogue: SpokenCatalogue) throws -> String {
        switch self {
        case .markdown: MarkdownCatalogueRenderer.render(catalogue)
        case .xcstrings: try CatalogueJSON.encode(StringCatalogRenderer.catalog(for: catalogue))
        case .json: try CatalogueJSON.encode(catalogue)
        }
    }
}
