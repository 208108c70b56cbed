import PrimerAccessibility
import PrimerModel
import PrimerMotion
import PrimerSpec

extension StringsFormat {
    /// The permission primer's catalogue in this format.
    public func render(_ strings: SpokenStrings) throws -> String {
        switch self {
        case .markdown: MarkdownCatalogueRenderer.render(strings)
        case .xcstrings: try StringCatalogRenderer.render(strings)
        case .json: try JSONCatalogueRenderer.render(strings)
        }
    }
}
