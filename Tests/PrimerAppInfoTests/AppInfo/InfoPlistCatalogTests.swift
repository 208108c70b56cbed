@testable import PrimerAppInfo
@testable import PrimerCLI
@testable import PrimerMotion
@testable import PrimerSpec
@testable import PrimerSyntax
@testable import PrimerTestSupport
import Testing

/// The located JSON reader and the String Catalog reader on it.
@Suite("String Catalogs (InfoPlist.xcstrings) and located JSON")
struct InfoPlistCatalogTests {
    static let file = "InfoPlist.xcstrings"

    static func at(_ line: Int, _ column: Int) -> PrimerSyntax.SourceLocation {
        PrimerSyntax.SourceLocation(file: file, line: line, column: column)
    }

    @Test func jsonValuesKeepWhereTheyStart() throws {
        let text = "{\n  \"a\" : [1, -2.5e3, true],\n  \"b\" : { \"c\" : null, \"d\" : \"\\u00e9\\ud83c\\udf32\\n\" }\n}"
        let value = try LocatedJSON.parse(Array(text.utf8), file: Self.file).get()
        #expect(value == .object([
            .init(name: "a", nameLocation: Self.at(2, 3), value: .array([
                .number("1", at: Self.at(2, 10)), .number("-2.5e3", at: Self.at(2, 13)), .bool(true, at: Self.at(2, 21)),
            ], at: Self.at(2, 9))),
            .init(name: "b", nameLocation: Self.at(3, 3), value: .object([
                .init(name: "c", nameLocation: Self.at(3, 11), value: .null(at: Self.at(3, 17))),
                .init(name: "d", nameLocation: Self.at(3, 23), value: .string("\u{E9}\u{1F332}\n", at: Self.at(3, 29))),
            ], at: Self.at(3, 9))),
        ], at: Self.at(1, 1)))
    }

    static func error(_ line: Int, _ column: Int, _ message: String, _ offending: String, _ expected: String) -> Finding {
        .error("\(message); expected \(expected)", at: SourceRange(at: at(line, column)), offendingText: offending,
               expected: expected)
    }

    @Test(arguments: [
        ("", error(1, 1, "the file is empty", "", "a JSON value, such as { … }")),
        ("{\"a\": 1,}", error(1, 9, "unexpected '}' in an object", "}", "a member name in double quotes")),
        ("{\"a\" 1}", error(1, 6, "missing ':' after the member name \"a\"", "1}", "\"NAME\": VALUE")),
        ("[1 2]", error(1, 4, "unexpected '2' after an array element", "2]", "',' or ']'")),
        ("[01]", error(1, 2, "malformed number", "01]", "a JSON number, such as 1, -2.5 or 1e3")),
        ("\"a\\x\"", error(1, 3, "unknown escape '\\x'", "\\x", "one of \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX")),
        ("\"\\u12\"", error(1, 2, "the escape '\\u12' has 2 hex digits", "\\u12", "\\u and four hex digits, such as \\u2019")),
        ("\"\\ud83c\"", error(1, 2, "the escape '\\uD83C' is half of a UTF-16 surrogate pair without its other half",
                             "\\uD83C", "a high surrogate \\uD800–\\uDBFF followed by a low one \\uDC00–\\uDFFF")),
        ("{\"a\": \"open", error(1, 7, "the string opened at line 1, column 7 is not closed", "\"open", "a closing '\"'")),
        ("{\"a\": tru}", error(1, 7, "unexpected '}'", "tru}", "'true'")),
        ("{} x", error(1, 4, "unexpected 'x' after the JSON value", "x", "the end of the file")),
        ("[\"a\tb\"]", error(1, 4, "a control character (U+9) inside a string", "\\u{9}",
                            "control characters escaped, such as \\n")),
    ] as [(String, Finding)])
    func malformedJSONIsRefusedAtItsPlace(_ text: String, _ expected: Finding) {
        #expect(LocatedJSON.parse(Array(text.utf8), file: Self.file) == .failure(expected))
    }

    @Test func nestingIsBounded() {
        let deep = String(repeating: "[", count: 10_000)
        guard case .failure(let error) = LocatedJSON.parse(Array(deep.utf8), file: Self.file) else {
            Issue.record("10,000 nested arrays read")
            return
        }
        #expect(error.message == "objects and arrays nest deeper than 100 levels; expected JSON as Xcode writes it")
        #expect(error.location == Self.at(1, 101))
    }

    static let catalog = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "NSCameraUsageDescription" : {
              "localizations" : {
                "de" : { "stringUnit" : { "state" : "translated", "value" : "Kamera" } },
                "en" : { "stringUnit" : { "state" : "new", "value" : "Camera" } }
              }
            },
            "NSMicrophoneUsageDescription" : {
              "localizations" : {
                "de" : { "variations" : { "plural" : { "one" : { "stringUnit" : { "state" : "new", "value" : "x" } } } } }
              }
            },
            "CFBundleName" : { }
          },
          "version" : "1.0"
        }
        """

    @Test func aCatalogReadsEachLanguageAndRefusesVariations() throws {
        let read = try StringCatalogFile.parse(Array(Self.catalog.utf8), file: Self.file).get()
        #expect(read == StringCatalogFile.Catalog(
            file: Self.file, sourceLanguage: "en",
            tables: [
                "de": LocalizedTable(file: Self.file, language: "de",
                                     values: ["NSCameraUsageDescription": LocatedValue("Kamera", at: Self.at(6, 69))]),
                "en": LocalizedTable(file: Self.file, language: "en",
                                     values: ["NSCameraUsageDescription": LocatedValue("Camera", at: Self.at(7, 62))]),
            ],
            refused: ["de": ["NSMicrophoneUsageDescription": .error(
                "the de value of \"NSMicrophoneUsageDescription\" has variations by plural: an Info.plist value is one "
                    + "string, and PrimerSpec does not choose a case for it; expected a stringUnit",
                at: SourceRange(at: Self.at(12, 18)), offendingText: "\"variations\"",
                expected: "\"stringUnit\": { \"state\": …, \"value\": … }")]],
            entries: [
                "NSCameraUsageDescription": .init(
                    key: "NSCameraUsageDescription", location: Self.at(4, 5), extractionState: nil, shouldTranslate: true,
                    localizations: ["de": .text(LocatedValue("Kamera", at: Self.at(6, 69)), state: .translated),
                                    "en": .text(LocatedValue("Camera", at: Self.at(7, 62)), state: .new)]),
                // The lookups refuse a plural without its "other" case, as Xcode never writes one.
                "NSMicrophoneUsageDescription": .init(
                    key: "NSMicrophoneUsageDescription", location: Self.at(10, 5), extractionState: nil, shouldTranslate: true,
                    localizations: ["de": .refused(.error(
                        "the plural variations of the de value of \"NSMicrophoneUsageDescription\" have no \"other\" case; "
                            + "expected \"other\": every language's plural rules end in it",
                        at: SourceRange(at: Self.at(12, 35)), offendingText: "\"plural\"",
                        expected: "\"other\": every language's plural rules end in it"))]),
                "CFBundleName": .init(key: "CFBundleName", location: Self.at(15, 5), extractionState: nil,
                                      shouldTranslate: true, localizations: [:]),
            ]))
    }

    @Test(arguments: [
        ("[]", error(1, 1, "the top level is an array", "[…]", "an object with sourceLanguage and strings")),
        ("{\"strings\": {}}", error(1, 1, "there is no \"sourceLanguage\"", "{…}", "\"sourceLanguage\": \"en\"")),
        ("{\"sourceLanguage\": \"en\", \"strings\": {\"K\": {\"localizations\": {\"fr\": {\"stringUnit\": {\"value\": 3}}}}}}",
         error(1, 93, "the value of \"K\" (fr) is a number", "3", "a string")),
    ] as [(String, Finding)])
    func aCatalogOfAnotherShapeIsRefusedAtItsPlace(_ text: String, _ expected: Finding) {
        #expect(StringCatalogFile.parse(Array(text.utf8), file: Self.file) == .failure(Self.shape(expected)))
    }

    /// A shape error's message names the format after what was expected.
    static func shape(_ diagnostic: Finding) -> Finding {
        var shaped = diagnostic
        shaped.message += " (a String Catalog as Xcode writes it)"
        return shaped
    }
}
