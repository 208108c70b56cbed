import Foundation
import PrimerSyntax

/// JSON as the catalogue writes it: keys sorted, two-space indents, slashes unescaped, a final newline,
/// written by ``JSONValue/written(_:)`` as every JSON output is.
package enum CatalogueJSON {
    /// Encodes a value; times that are not finite are written as the strings `inf` and `nan`.
    ///
    /// Foundation's encoder turns the value into JSON, which is read back as a ``JSONValue`` and
    /// written by the one writer; a number reads back as it was written (an integral one as an integer).
    package static func encode<Value: Encodable>(_ value: Value) throws -> String {
        let encoder = JSONEncoder()
        encoder.nonConformingFloatEncodingStrategy = .convertToString(positiveInfinity: "inf",
                                                                      negativeInfinity: "-inf", nan: "nan")
        return try JSONValue.parse(Array(encoder.encode(value))).document
    }
}
