import Foundation
@testable import PrimerSyntax
import Testing

/// The one JSON writer writes what Foundation wrote before it: JSONSerialization's and JSONEncoder's
/// pretty printing (the reports, the catalogue) and JSONEncoder's compact form (the language server),
/// byte for byte, over the keys, strings and numbers the outputs hold.
@Suite("JSONWriter")
struct JSONWriterTests {
    /// A value as JSONSerialization takes it.
    static func foundationObject(_ value: JSONValue) -> Any {
        switch value {
        case .null: NSNull()
        case .bool(let value): value
        case .int(let value): value
        case .double(let value): value
        case .string(let value): value
        case .array(let elements): elements.map(foundationObject)
        case .object(let members): members.mapValues(foundationObject)
        }
    }

    /// Documents shaped like the reports: SARIF's keys, nested empty containers, escapes, numbers.
    static let documents: [JSONValue] = [
        [
            "$schema": "https://json.schemastore.org/sarif-2.1.0.json", "version": "2.1.0",
            "runs": [[
                "originalUriBaseIds": ["%SRCROOT%": ["description": ["text": "root"]]],
                "results": [["ruleId": "text-contrast", "ruleIndex": 3, "level": "error",
                             "partialFingerprints": ["primerSpecFinding/v1": "00ff:1"],
                             "locations": [["physicalLocation": ["artifactLocation": ["uri": "Specs/a b.primerspec",
                                                                                      "uriBaseId": "%SRCROOT%"],
                                                                 "region": ["startLine": 1, "startColumn": 2,
                                                                            "endLine": 1, "endColumn": 9]]]]]],
                "tool": ["driver": ["name": "primer-spec", "rules": [], "semanticVersion": "1.0.0"]],
            ]],
        ],
        ["text": "a/b \"quoted\" back\\slash\nline\ttab\r\u{8}\u{C}\u{1}\u{1B}\u{1F}\u{7F} é 😀 \u{2028}",
         "empty": [], "emptyObject": [:], "nested": [[], [:], [[:]]], "null": nil, "yes": true, "no": false],
        ["numbers": [.int(0), .int(-3), .int(Int.max), .double(2.5), .double(0.1), .double(1.0), .double(-0.0),
                     .double(3e15), .double(1e16), .double(2.5e-7), .double(123456789.125)]],
        ["summary": ["error": 1, "warning": 0, "note": 12], "helpUri": "https://x", "help": "h", "id": "a-b",
         "endColumn": 1, "endLine": 2, "uri": "u", "uriBaseId": "b", "notes": [], "note": "n"],
        "top-level string",
        [1, 2, [3]],
    ]

    @Test(arguments: documents)
    func prettyIsWhatJSONSerializationWrote(document: JSONValue) throws {
        let data = try JSONSerialization.data(withJSONObject: Self.foundationObject(document),
                                              options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes,
                                                        .fragmentsAllowed])
        #expect(document.written(.pretty) == String(decoding: data, as: UTF8.self))
    }

    @Test(arguments: documents)
    func prettyIsWhatJSONEncoderWrote(document: JSONValue) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        #expect(document.written(.pretty) == String(decoding: try encoder.encode(document), as: UTF8.self))
    }

    @Test(arguments: documents)
    func compactIsWhatJSONEncoderWrote(document: JSONValue) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        #expect(document.serialized() == Array(try encoder.encode(document)))
    }

    /// Keys are in code point order, the order JSONEncoder sorts by: upper case before `_` before lower case.
    @Test func keysAreInCodePointOrder() {
        let object: JSONValue = ["b": 1, "B": 2, "_": 3, "a10": 4, "a2": 5, "é": 6, "A": 7]
        #expect(object.written(.compact) == #"{"A":7,"B":2,"_":3,"a10":4,"a2":5,"b":1,"é":6}"#)
    }

    /// A document ends with one newline; a value read back writes the same text.
    @Test(arguments: documents)
    func documentsRoundTrip(document: JSONValue) throws {
        #expect(document.document == document.written(.pretty) + "\n")
        #expect(try JSONValue.parse(Array(document.written(.pretty).utf8)).written(.compact)
            == JSONValue.parse(document.serialized()).written(.compact))
    }
}
