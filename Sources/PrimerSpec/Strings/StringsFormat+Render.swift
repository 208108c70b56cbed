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
