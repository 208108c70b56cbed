@testable import PrimerAppInfo
@testable import PrimerSyntax
import Testing

/// A String Catalog's values per key for lookups: plural and device variations read case by case,
/// everything else that varies refused with its place, never read as a string.
@Suite("String Catalog variations and states")
struct CatalogVariationTests {
    static let file = "Localizable.xcstrings"

    static func at(_ line: Int, _ column: Int) -> PrimerSyntax.SourceLocation { PrimerSyntax.SourceLocation(file: file, line: line, column: column) }

    /// A catalog with one key, `K`, whose German localization is `localization` (written on line 3, from column 29).
    static func forms(_ localization: String) throws -> CatalogForm? {
        let text = "{\n\"sourceLanguage\": \"en\", \"strings\": {\n  \"K\": { \"localizations\": { \"de\": \(localization) } }\n}}"
        return try StringCatalogFile.parse(Array(text.utf8), file: file).get().entries["K"]?.localizations["de"]
    }

    static func refused(_ column: Int, _ problem: String, _ offending: String, _ expected: String) -> CatalogForm {
        .refused(.error("\(problem); expected \(expected)", at: SourceRange(at: at(3, column)), offendingText: offending,
                        expected: expected))
    }

    static let cases: [(String, CatalogForm)] = [
        ("{ \"stringUnit\": { \"state\": \"translated\", \"value\": \"Weiter\" } }",
         .text(LocatedValue("Weiter", at: at(3, 85)), state: .translated)),
        ("{ \"stringUnit\": { \"value\": \"Weiter\" } }", .text(LocatedValue("Weiter", at: at(3, 62)), state: nil)),
        ("{ \"stringUnit\": { \"state\": \"needs_review\", \"value\": \"\" } }",
         .text(LocatedValue("", at: at(3, 87)), state: .needsReview)),
        ("{ \"variations\": { \"plural\": { \"one\": { \"stringUnit\": { \"value\": \"1 Foto\" } }, "
            + "\"other\": { \"stringUnit\": { \"state\": \"new\", \"value\": \"%lld Fotos\" } } } } }",
         .plural(["one": .text(LocatedValue("1 Foto", at: at(3, 99)), state: nil),
                  "other": .text(LocatedValue("%lld Fotos", at: at(3, 165)), state: .new)], at: at(3, 53))),
        ("{ \"variations\": { \"device\": { \"iphone\": { \"stringUnit\": { \"value\": \"Später\" } } } } }",
         .device(["iphone": .text(LocatedValue("Später", at: at(3, 102)), state: nil)], at: at(3, 53))),
        ("{ \"substitutions\": { \"count\": {} }, \"stringUnit\": { \"value\": \"%#@count@\" } }",
         refused(37, "the de value of \"K\" has substitutions (format arguments each with their own plural cases), which "
                 + "PrimerSpec does not fill", "\"substitutions\"", "a stringUnit, or plural or device variations")),
        ("{ \"variations\": { \"width\": {} } }",
         refused(53, "the de value of \"K\" has variations by \"width\"", "\"width\"", "one kind of variation: \"plural\" or \"device\"")),
        ("{ \"variations\": { \"plural\": {}, \"device\": {} } }",
         refused(53, "the de value of \"K\" has variations by \"plural\" and \"device\"", "\"plural\"",
                 "one kind of variation: \"plural\" or \"device\"")),
        ("{ \"variations\": { \"plural\": {} } }",
         refused(63, "the plural variations of the de value of \"K\" are empty", "\"plural\"", "an object of plural categories")),
        ("{ \"variations\": { \"plural\": { \"several\": { \"stringUnit\": { \"value\": \"x\" } } } } }",
         refused(65, "the de value of \"K\" has the plural case \"several\"", "\"several\"",
                 "one of few, many, one, other, two, zero")),
        ("{ \"variations\": { \"plural\": { \"one\": { \"stringUnit\": { \"state\": \"done\", \"value\": \"x\" } } } } }",
         refused(99, "the state of the de plural one value of \"K\" is \"done\"", "done",
                 "one of translated, needs_review, new, stale")),
        ("{ \"comment\": \"x\" }",
         refused(35, "the de value of \"K\" has neither a stringUnit nor variations", "{…}",
                 "\"stringUnit\": { \"state\": …, \"value\": … }")),
        // (A stringUnit's value that is not a string outside variations fails the whole catalog: InfoPlistCatalogTests.)
        ("{ \"variations\": { \"device\": { \"other\": { \"stringUnit\": { \"value\": 3 } } } } }",
         refused(90, "the stringUnit of the de device other value of \"K\" has no string \"value\"", "{…}", "\"value\": \"TEXT\"")),
        ("{ \"variations\": { \"plural\": { \"one\": { \"stringUnit\": { \"value\": \"x\" } } } } }",
         refused(53, "the plural variations of the de value of \"K\" have no \"other\" case", "\"plural\"",
                 "\"other\": every language's plural rules end in it")),
    ]

    @Test(arguments: cases)
    func readsOrRefusesEachForm(_ localization: String, _ expected: CatalogForm) throws {
        #expect(try Self.forms(localization) == expected)
    }

    @Test func deviceVariationsReadAsAnIPhoneReadsThem() {
        let iphone = CatalogForm.text(LocatedValue("Später"), state: nil)
        let other = CatalogForm.text(LocatedValue("Nicht jetzt"), state: nil)
        let at = PrimerSyntax.SourceLocation(file: Self.file, line: 1, column: 1)
        #expect(CatalogForm.device(["iphone": iphone, "other": other, "ipad": other], at: at).onIPhone == iphone)
        #expect(CatalogForm.device(["other": other, "mac": iphone], at: at).onIPhone == other)
        #expect(CatalogForm.device(["mac": iphone], at: at).onIPhone == nil)
        #expect(iphone.onIPhone == iphone)
    }

    /// The Info.plist tables keep refusing a value that varies: an Info.plist value is one string.
    @Test func infoPlistTablesStillRefuseVariations() throws {
        let text = "{ \"sourceLanguage\": \"en\", \"strings\": { \"K\": { \"localizations\": { \"de\": "
            + "{ \"variations\": { \"device\": { \"other\": { \"stringUnit\": { \"value\": \"x\" } } } } } } } } }"
        let catalog = try StringCatalogFile.parse(Array(text.utf8), file: Self.file).get()
        #expect(catalog.tables["de"] == nil)
        #expect(catalog.refused["de"]?["K"] != nil)
        #expect(catalog.entries["K"]?.localizations["de"]?.onIPhone
                == .text(LocatedValue("x", at: PrimerSyntax.SourceLocation(file: Self.file, line: 1, column: 138)), state: nil))
    }

    @Test func keyFieldsAreRead() throws {
        let text = "{ \"sourceLanguage\": \"en\", \"strings\": {\n \"Lumen\": { \"shouldTranslate\": false },\n"
            + " \"Old\": { \"extractionState\": \"stale\" } } }"
        let entries = try StringCatalogFile.parse(Array(text.utf8), file: Self.file).get().entries
        #expect(entries["Lumen"] == .init(key: "Lumen", location: Self.at(2, 2), extractionState: nil, shouldTranslate: false,
                                          localizations: [:]))
        #expect(entries["Old"] == .init(key: "Old", location: Self.at(3, 2), extractionState: "stale", shouldTranslate: true,
                                        localizations: [:]))
    }
}
