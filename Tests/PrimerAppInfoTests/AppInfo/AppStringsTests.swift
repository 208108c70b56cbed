import Foundation
@testable import PrimerAppInfo
@testable import PrimerSpec
@testable import PrimerSyntax
@testable import PrimerTestSupport
import Testing

/// The app's own translations looked up by source text, as iOS looks up a `LocalizedStringResource`
/// or a `Text("literal")`: the app's language for the locale, then the key in that language only.
@Suite("App translations looked up by source text")
struct AppStringsTests {
    static let folder = "Tests/Localization/AppStrings"
    static let catalog = "Resources/Localizable.xcstrings"
    static let brazil = "Resources/pt-BR.lproj/Localizable.strings"
    static let french = "Resources/fr.lproj/Localizable.strings"
    static let frenchDict = "Resources/fr.lproj/Localizable.stringsdict"

    static func load(_ name: String) -> AppStrings.Loaded {
        AppStrings.load(folder: FilePath(absolute: SpecTest.repositoryRoot + "/" + folder + "/" + name,
                                         display: folder + "/" + name),
                        developmentRegion: "en", origin: SourceRange(at: PrimerSyntax.SourceLocation(file: "a.primerspec", line: 3, column: 1)))
    }

    /// Where `needle` first starts in a fixture (lines and columns from 1), found by reading the file
    /// itself, so that a reader's location is checked against the text rather than against a number.
    static func locate(_ needle: String, in file: String, after marker: String? = nil) throws -> PrimerSyntax.SourceLocation {
        let text = try String(contentsOfFile: SpecTest.repositoryRoot + "/" + folder + "/" + file, encoding: .utf8)
        let from = try #require(marker.map { text.range(of: $0)?.upperBound } ?? text.startIndex)
        let range = try #require(text.range(of: needle, range: from..<text.endIndex))
        let before = text[..<range.lowerBound]
        let line = before.split(separator: "\n", omittingEmptySubsequences: false).count
        let lineStart = before.lastIndex(of: "\n").map { before.index(after: $0) } ?? before.startIndex
        return PrimerSyntax.SourceLocation(file: folder + "/" + file, line: line, column: before[lineStart...].unicodeScalars.count + 1)
    }

    /// One lookup and everything it reports.
    struct LookupCase: Sendable, CustomTestStringConvertible {
        var key: String
        var locale: String
        var text: String
        var language: String
        var match: StringLookup.Match
        var found: Bool
        var fellBack: Bool
        var state: TranslationState?
        /// The fixture and the text the value starts at (the needle searched after the key), if found.
        var at: (file: String, needle: String)?
        var reason: String

        var testDescription: String { "\(key) in \(locale)" }
    }

    static let lookups: [LookupCase] = [
        LookupCase(key: "Never miss a reminder", locale: "de", text: "Nie wieder etwas vergessen", language: "de",
                   match: .locale, found: true, fellBack: false, state: .translated,
                   at: (catalog, "\"Nie wieder"), reason: "\(folder)/\(catalog) has a value in de"),
        LookupCase(key: "Never miss a reminder", locale: "de-AT", text: "Nie wieder etwas vergessen", language: "de",
                   match: .language, found: true, fellBack: false, state: .translated, at: (catalog, "\"Nie wieder"),
                   reason: "\(folder)/\(catalog) has a value in de (the app has no de-AT localization, so iOS uses de)"),
        LookupCase(key: "Never miss a reminder", locale: "es-419", text: "No olvides nada", language: "es",
                   match: .language, found: true, fellBack: false, state: .needsReview, at: (catalog, "\"No olvides"),
                   reason: "\(folder)/\(catalog) has a value in es (the app has no es-419 localization, so iOS uses es)"),
        LookupCase(key: "Continue", locale: "es", text: "Continuar", language: "es", match: .locale, found: true,
                   fellBack: false, state: .new, at: (catalog, "\"Continuar"), reason: "\(folder)/\(catalog) has a value in es"),
        LookupCase(key: "Continue", locale: "pt-BR", text: "Continuar", language: "pt-br", match: .locale, found: true,
                   fellBack: false, state: nil, at: (brazil, "\"Continuar"),
                   reason: "\(folder)/\(brazil) has a value in pt-br"),
        LookupCase(key: "Continue", locale: "fr-CA", text: "Continuer", language: "fr", match: .language, found: true,
                   fellBack: false, state: nil, at: (french, "\"Continuer"),
                   reason: "\(folder)/\(french) has a value in fr (the app has no fr-CA localization, so iOS uses fr)"),
        // The app has Brazilian Portuguese only: a Portuguese (Portugal) device runs it in English.
        LookupCase(key: "Continue", locale: "pt-PT", text: "Continue", language: "en", match: .developmentRegion,
                   found: false, fellBack: true, state: nil, at: nil,
                   reason: "'Continue' is the source text, in en (the app has no pt-PT localization, so iOS uses its "
                       + "development region en)"),
        LookupCase(key: "Continue", locale: "ja", text: "Continue", language: "en", match: .developmentRegion,
                   found: false, fellBack: true, state: nil, at: nil,
                   reason: "'Continue' is the source text, in en (the app has no ja localization, so iOS uses its "
                       + "development region en)"),
        // A key with no German value reads the source text: VoiceOver speaks English to a German user.
        LookupCase(key: "Allow notifications", locale: "de", text: "Allow notifications", language: "de", match: .locale,
                   found: false, fellBack: true, state: nil, at: nil,
                   reason: "no de value for 'Allow notifications', so iOS shows the source text, in en"),
        LookupCase(key: "Never miss a reminder", locale: "fr", text: "Never miss a reminder", language: "fr",
                   match: .locale, found: false, fellBack: true, state: nil, at: nil,
                   reason: "no fr value for 'Never miss a reminder', so iOS shows the source text, in en"),
        // In the source language the key is the text: nothing fell back.
        LookupCase(key: "Allow notifications", locale: "en-GB", text: "Allow notifications", language: "en",
                   match: .language, found: false, fellBack: false, state: nil, at: nil,
                   reason: "'Allow notifications' is the source text, in en (the app has no en-GB localization, so iOS uses en)"),
        // A device variation reads as an iPhone reads it; one with no iPhone case shows the key.
        LookupCase(key: "Not now", locale: "de", text: "Später", language: "de", match: .locale, found: true,
                   fellBack: false, state: .translated, at: (catalog, "\"Später"), reason: "\(folder)/\(catalog) has a value in de"),
        LookupCase(key: "Not now", locale: "es", text: "Not now", language: "es", match: .locale, found: false,
                   fellBack: true, state: nil, at: nil, reason: "no es value for 'Not now', so iOS shows the source text, in en"),
        LookupCase(key: "Old title", locale: "de", text: "Alter Titel", language: "de", match: .locale, found: true,
                   fellBack: false, state: .stale, at: (catalog, "\"Alter Titel"), reason: "\(folder)/\(catalog) has a value in de"),
        LookupCase(key: "Lumen", locale: "de", text: "Lumen", language: "de", match: .locale, found: false,
                   fellBack: false, state: nil, at: nil,
                   reason: "\(folder)/\(catalog) marks 'Lumen' shouldTranslate: false, so iOS shows the source text"),
    ]

    @Test(arguments: lookups)
    func looksUpAsIOSDoes(_ row: LookupCase) throws {
        let loaded = Self.load("Resources")
        #expect(loaded.diagnostics.isEmpty)
        let location = try row.at.map { try Self.locate($0.needle, in: $0.file) }
        let expected = StringLookup(key: row.key, locale: row.locale, text: row.text, appLanguage: row.language,
                                    match: row.match, found: row.found, fellBack: row.fellBack, state: row.state,
                                    location: location, reason: row.reason)
        #expect(loaded.strings.lookup(row.key, locale: row.locale) == .success(expected))
    }

    @Test func findsEveryLanguageTheAppShips() {
        let strings = Self.load("Resources").strings
        #expect(strings.languages == ["en", "de", "es", "fr", "pt-br"])
        #expect(strings.catalogs.map(\.file) == ["\(Self.folder)/\(Self.catalog)"])
        #expect(strings.stringsTables.map(\.file).sorted() == ["\(Self.folder)/\(Self.french)", "\(Self.folder)/\(Self.brazil)"])
        #expect(strings.stringsDicts.map(\.file) == ["\(Self.folder)/\(Self.frenchDict)"])
    }

    @Test func aPluralVariationIsRefusedWhereItIsWritten() throws {
        let strings = Self.load("Resources").strings
        let expected = "a stringUnit (one string) for a text a block shows"
        let error = Finding.error(
            "the de value of \"%lld photos\" in \(Self.folder)/\(Self.catalog) varies by plural category (one, other): "
                + "a text a block shows has no number to choose a case with; expected \(expected)",
            at: SourceRange(at: try Self.locate("\"plural\"", in: Self.catalog)), offendingText: "\"plural\"", expected: expected)
        #expect(strings.lookup("%lld photos", locale: "de") == .failure(error))
        // In English the key has no value at all: the source text, read as written.
        #expect(try strings.lookup("%lld photos", locale: "en").get().text == "%lld photos")
    }

    @Test func aStringsDictEntryIsRefusedWhereItIsWritten() throws {
        let strings = Self.load("Resources").strings
        let expected = "a key with one string, in a String Catalog or a .strings file"
        let error = Finding.error(
            "'%d reminders' varies by NSStringPluralRuleType in \(Self.folder)/\(Self.frenchDict): a text a block shows "
                + "has no number to choose a case with; expected \(expected)",
            at: SourceRange(at: try Self.locate("<key>%d reminders", in: Self.frenchDict)), offendingText: "%d reminders",
            expected: expected)
        #expect(strings.lookup("%d reminders", locale: "fr") == .failure(error))
    }

    @Test func brokenFilesAreReportedAndLeftOut() throws {
        let loaded = Self.load("Broken")
        let catalogExpected = "one of translated, needs_review, new, stale"
        let dictExpected = "<key>reminders</key> and a <dict> with NSStringFormatSpecTypeKey"
        // The .stringsdict does not read and is left out, its error kept; the catalog reads.
        #expect(loaded.diagnostics == [
            .error("the format of '%d reminders' names %#@reminders@, which the key does not define; expected \(dictExpected)",
                   at: SourceRange(at: try Self.locate("<string>%#@", in: "Broken/fr.lproj/Localizable.stringsdict")),
                   offendingText: "%#@reminders@", expected: dictExpected),
        ])
        // The catalog reads; its refused value fails the lookup with its place.
        #expect(loaded.strings.lookup("Continue", locale: "de") == .failure(
            .error("the state of the de value of \"Continue\" is \"done\"; expected \(catalogExpected)",
                   at: SourceRange(at: try Self.locate("\"done\"", in: "Broken/Localizable.xcstrings")),
                   offendingText: "done", expected: catalogExpected)))
    }

    /// A strings file that does not read is left out with its located error; a warning is kept too.
    @Test func everyProblemReadingIsKept() throws {
        let root = try AppInfoFixture.write([
            "de.lproj/Localizable.strings": "\"a\" = \"1\";\n\"a\" = \"2\";\n",
            "fr.lproj/Localizable.strings": "\"a\" = \"1\"",
        ])
        let loaded = AppStrings.load(folder: FilePath(absolute: root, display: "App"), developmentRegion: "en",
                                     origin: SourceRange(at: PrimerSyntax.SourceLocation(file: "a.primerspec", line: 3, column: 1)))
        let de = "App/de.lproj/Localizable.strings"
        let fr = "App/fr.lproj/Localizable.strings"
        let semicolon = "';' after each \"KEY\" = \"VALUE\""
        #expect(loaded.diagnostics == [
            Finding(severity: .warning, range: SourceRange(at: AppInfoFixture.at(de, 1, 1)),
                    message: "'a' is given more than once; the last, at line 2, is read, as Foundation reads strings "
                        + "files, so this one is never shown; expected each key once",
                    offendingText: "a", expected: "each key once",
                    notes: [.init("the 'a' that is read is here", at: AppInfoFixture.at(de, 2, 1))]),
            .error("missing ';' at the end of the file, after the value of 'a'; expected \(semicolon)",
                   at: SourceRange(at: AppInfoFixture.at(fr, 1, 10)), offendingText: "1", expected: semicolon),
        ])
        #expect(loaded.strings.stringsTables.map(\.file) == [de])
        #expect(try loaded.strings.lookup("a", locale: "de").get().text == "2")
        // French is still a language the app ships (its folder is there), with no value for the key.
        #expect(try loaded.strings.lookup("a", locale: "fr").get().reason == "no fr value for 'a', so iOS shows the source text, in en")
    }
}
