import PrimerMotion
import PrimerSyntax

/// What `primer-spec strings` writes.
package enum StringsFormat: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    /// Tables for people: a section per kind (the default).
    case markdown
    /// An Xcode String Catalog for translators.
    case xcstrings
    /// The catalogue's data for other tools.
    case json

    package var description: String { rawValue }
}

extension StringsFormat {
    /// A catalogue in this format, ending in a newline (a String Catalog without one, as Xcode writes it).
    package func render(_ catalogue: SpokenCatalogue) throws -> String {
        switch self {
        case .markdown: MarkdownCatalogueRenderer.render(catalogue)
        case .xcstrings: try StringCatalogRenderer.render(catalogue)
        case .json: try CatalogueJSON.encode(VersionedCatalogue(catalogue: catalogue))
        }
    }
}

/// The catalogue as `strings --format json` writes it: its fields after `version`, the shape's
/// version (`Docs/schemas/strings.schema.json`), the same for every block.
struct VersionedCatalogue: Encodable {
    /// The version of the JSON shape, raised when a field changes meaning or goes away.
    static let formatVersion = 1

    var catalogue: SpokenCatalogue

    private enum Keys: String, CodingKey { case version }

    func encode(to encoder: any Encoder) throws {
        try catalogue.encode(to: encoder)
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode(Self.formatVersion, forKey: .version)
    }
}
