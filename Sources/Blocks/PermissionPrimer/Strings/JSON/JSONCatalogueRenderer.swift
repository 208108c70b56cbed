import PrimerAccessibility
import PrimerModel
import PrimerMotion
import PrimerSpec

/// Writes ``SpokenStrings`` as JSON for other tools: the catalogue's own fields, keys sorted.
public enum JSONCatalogueRenderer {
    /// The catalogue as JSON, ending in a newline.
    public static func render(_ strings: SpokenStrings) throws -> String {
        try CatalogueJSON.encode(strings)
    }
}
