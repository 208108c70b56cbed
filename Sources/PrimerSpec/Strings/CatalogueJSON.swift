import Foundation

/// JSON as the catalogue writes it: keys sorted, two-space indents, slashes unescaped, a final newline.
public enum CatalogueJSON {
    /// Encodes a value; times that are not finite are written as the strings `inf` and `nan`.
    public static func encode<Value: Encodable>(_ value: Value) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.nonConformingFloatEncodingStrategy = .convertToString(positiveInfinity: "inf",
                                                                      negativeInfinity: "-inf", nan: "nan")
        return String(decoding: try encoder.encode(value), as: UTF8.self) + "\n"
    }
}
