@testable import BlockTestSupport
import Foundation
@testable import PrimerAppInfo
@testable import PrimerCLI
@testable import PrimerSpec
import PrimerSyntax
@testable import PrimerTestSupport
import Testing

/// `strings --format xcstrings --strings PATH`: the app's translations written into the catalog,
/// read from `Tests/Localization/StringsExport` (a catalog and a German strings file).
@Suite("String Catalog with the app's translations")
struct StringCatalogTranslationsTests {
    static let fixture = "Tests/Localization/StringsExport"
    static let golden = "EndToEndTests/Golden/StringCatalog/primer-screen-translations.xcstrings"

    static func run(_ extra: String...) -> CommandResult {
        PrimerSpecTool.run(Invocation(arguments: ["strings", "--block", "primer-screen", "--format", "xcstrings"] + extra,
                                      workingDirectory: SpecTest.repositoryRoot))
    }

    /// The plural the fixture's Spanish "Price drops" holds, reported where the catalog writes it.
    static let pluralWarning = "Tests/Localization/StringsExport/Localizable.xcstrings:65:13: warning: the es value of "
        + "\"Price drops\" in Tests/Localization/StringsExport/Localizable.xcstrings varies by plural category (one, "
        + "other): a text a block shows has no number to choose a case with; expected a stringUnit (one string) for a "
        + "text a block shows\n"

    @Test func theCatalogWithTranslationsIsByteIdenticalToItsGoldenFile() throws {
        let result = Self.run("--strings", Self.fixture)
        #expect(result.exitCode == .success)
        #expect(result.errorOutput == Self.pluralWarning)
        let expected = try String(contentsOfFile: StringCatalogGoldenTests.folder + Self.golden, encoding: .utf8)
        if result.output != expected {
            let diff = LineDiff(expected: SpecTest.lines(expected), actual: SpecTest.lines(result.output))
            Issue.record("differs from \(Self.golden):\n\(LineDiffRenderer().render(diff))")
        }
    }

    /// One key in one language: the state and value written.
    struct Written: Sendable, CustomTestStringConvertible {
        var key: String
        var language: String
        var state: String
        var value: String
        var testDescription: String { "\(key) in \(language)" }
    }

    static let written = [
        Written(key: "Continue", language: "de", state: "translated", value: "Weiter"),
        Written(key: "Continue", language: "es", state: "translated", value: "Continuar"),
        Written(key: "Not Now", language: "de", state: "needs_review", value: "Nicht jetzt"),
        Written(key: "Not Now", language: "es", state: "new", value: "Ahora no"),
        // A device variation is written as an iPhone reads it.
        Written(key: "Stay in the loop", language: "de", state: "translated", value: "Bleib auf dem Laufenden"),
        // Only the strings file has it: translated, the state a strings file cannot record.
        Written(key: "Quiet by default", language: "de", state: "translated", value: "Standardm\u{00E4}\u{00DF}ig leise"),
        Written(key: "Price drops", language: "de", state: "translated", value: "Preissenkungen"),
        // No value in the language: new, with the source text iOS shows.
        Written(key: "Quiet by default", language: "es", state: "new", value: "Quiet by default"),
        Written(key: "Stay in the loop", language: "es", state: "new", value: "Stay in the loop"),
        // A plural cannot be one string: reported, and written new.
        Written(key: "Price drops", language: "es", state: "new", value: "Price drops"),
        // The source language stays as it was.
        Written(key: "Continue", language: "en", state: "translated", value: "Continue"),
    ]

    @Test(arguments: written)
    func eachKeyIsWrittenInEachLanguage(_ expected: Written) throws {
        let catalog = try Self.readBack(Self.run("--strings", Self.fixture).output)
        let entry = try #require(catalog.entries[expected.key])
        guard case .text(let value, let state)? = entry.localizations[expected.language] else {
            Issue.record("\(expected.key) has no \(expected.language) string: \(String(describing: entry.localizations))")
            return
        }
        #expect(value.value == expected.value)
        #expect(state?.rawValue == expected.state)
    }

    @Test func aKeyTheAppNeverTranslatesIsWrittenSo() throws {
        let catalog = try Self.readBack(Self.run("--strings", Self.fixture).output)
        let entry = try #require(catalog.entries["Order updates"])
        #expect(entry.shouldTranslate == false)
        #expect(Array(entry.localizations.keys) == ["en"])
        #expect(catalog.entries["Settings"] == nil, "a key the spec does not use is not written")
    }

    /// What is written reads back with PrimerAppInfo's catalog reader to the same entries: every
    /// key, language, value and state of the merged catalog, and nothing refused.
    @Test func whatIsWrittenReadsBackToTheSameEntries() throws {
        let loaded = AppStrings.load(folder: FilePath(absolute: SpecTest.repositoryRoot + "/" + Self.fixture,
                                                      display: Self.fixture),
                                     developmentRegion: "en", origin: SourceRange(at: AppInfoSources.commandLine))
        let keys = ["Continue", "Not Now", "Order updates", "Stay in the loop", "Price drops", "Quiet by default",
                    "\u{201C}%@\u{201D} Would Like to Access the Camera", "100%% quiet"]
        let source = StringCatalog(strings: Dictionary(uniqueKeysWithValues: keys.map {
            ($0, StringCatalogEntry(comment: "Spoken as \($0)", value: $0))
        }))
        let merged = CatalogTranslations.merge(source, with: loaded.strings).catalog
        let readBack = try Self.readBack(try StringCatalogRenderer.render(catalog: merged))
        #expect(Set(readBack.entries.keys) == Set(merged.strings.keys))
        for (key, entry) in merged.strings {
            let read = try #require(readBack.entries[key])
            #expect(read.shouldTranslate == (entry.shouldTranslate ?? true), "\(key)")
            #expect(read.extractionState == entry.extractionState, "\(key)")
            var values: [String: String] = [:]
            var states: [String: String] = [:]
            for (language, form) in read.localizations {
                guard case .text(let value, let state) = form else {
                    Issue.record("\(key) in \(language) reads back as \(form)")
                    continue
                }
                values[language] = value.value
                states[language] = state?.rawValue
            }
            #expect(values == entry.localizations.mapValues(\.stringUnit.value), "\(key)")
            #expect(states == entry.localizations.mapValues(\.stringUnit.state), "\(key)")
        }
    }

    @Test func oneCatalogFileCanBeGiven() throws {
        let result = Self.run("--strings", Self.fixture + "/Localizable.xcstrings")
        #expect(result.exitCode == .success)
        let catalog = try Self.readBack(result.output)
        guard case .text(let value, _)? = catalog.entries["Quiet by default"]?.localizations["de"] else {
            Issue.record("no German value for Quiet by default")
            return
        }
        #expect(value.value == "Quiet by default", "without the strings file the catalog has no German value")
    }

    @Test func aSpecsCatalogCarriesTheTranslationsToo() throws {
        let result = PrimerSpecTool.run(Invocation(arguments: ["strings", "--spec", "Specs/camera.primerspec", "--format",
                                                               "xcstrings", "--strings", Self.fixture],
                                                   workingDirectory: SpecTest.repositoryRoot))
        #expect(result.exitCode == .success)
        let catalog = try Self.readBack(result.output)
        guard case .text(let value, let state)? = catalog.entries["Continue"]?.localizations["de"] else {
            Issue.record("no German Continue in the spec's catalog")
            return
        }
        #expect(value.value == "Weiter")
        #expect(state == .translated)
    }

    @Test func withoutTranslationsTheCatalogIsUnchanged() {
        let plain = Self.run().output
        let allBlocks = PrimerSpecTool.run(Invocation(arguments: ["strings", "--block", "all", "--format", "xcstrings",
                                                                  "--strings", Self.fixture],
                                                      workingDirectory: SpecTest.repositoryRoot))
        #expect(allBlocks.exitCode == .success)
        #expect(plain.contains("\"de\"") == false)
        #expect(allBlocks.output.contains("\"de\" : {"))
    }

    @Test(arguments: [
        (["strings", "--block", "primer-screen", "--format", "xcstrings", "--strings", "Tests/Localization/NoSuchFolder"],
         "error: --strings: 'Tests/Localization/NoSuchFolder' holds none of the app's Localizable translations; "
            + "expected a folder holding Localizable.xcstrings or LANG.lproj/Localizable.strings, or a .xcstrings file\n"),
    ])
    func badInputIsRefused(_ arguments: [String], _ message: String) {
        let result = PrimerSpecTool.run(Invocation(arguments: arguments, workingDirectory: SpecTest.repositoryRoot))
        #expect(result.exitCode == .badInput)
        #expect(result.errorOutput == message)
        #expect(result.output.isEmpty)
    }

    @Test func aFileThatDoesNotReadIsALocatedErrorAndExitTwo() {
        let result = Self.run("--strings", "Tests/Localization/AppStrings/Broken")
        #expect(result.exitCode == .badInput)
        #expect(result.errorOutput == "Tests/Localization/AppStrings/Broken/fr.lproj/Localizable.stringsdict:7:3: error: "
            + "the format of '%d reminders' names %#@reminders@, which the key does not define; expected "
            + "<key>reminders</key> and a <dict> with NSStringFormatSpecTypeKey\n")
        #expect(result.output.isEmpty)
    }

    @Test func aCatalogThatIsNotJSONIsALocatedErrorAndExitTwo() throws {
        let folder = try makeTemporaryFolder()
        try Data("{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : [\n}".utf8)
            .write(to: URL(fileURLWithPath: folder + "/Localizable.xcstrings"))
        let result = PrimerSpecTool.run(Invocation(arguments: ["strings", "--block", "primer-screen", "--format",
                                                               "xcstrings", "--strings", "Localizable.xcstrings"],
                                                   workingDirectory: folder))
        #expect(result.exitCode == .badInput)
        #expect(result.errorOutput.hasPrefix("Localizable.xcstrings:4:1: error: "), "\(result.errorOutput)")
        #expect(result.output.isEmpty)
    }

    /// A value PrimerSpec refuses fails only its own key: a warning where it is written, the key
    /// written new in that language, exit 0.
    @Test func aRefusedValueIsAWarningAndTheRestIsWritten() throws {
        let result = Self.run("--strings", "Tests/Localization/AppStrings/Broken/Localizable.xcstrings")
        #expect(result.exitCode == .success)
        #expect(result.errorOutput == "Tests/Localization/AppStrings/Broken/Localizable.xcstrings:6:45: warning: the state "
            + "of the de value of \"Continue\" is \"done\"; expected one of translated, needs_review, new, stale\n")
        let catalog = try Self.readBack(result.output)
        guard case .text(let value, let state)? = catalog.entries["Continue"]?.localizations["de"] else {
            Issue.record("no German Continue")
            return
        }
        #expect(value.value == "Continue")
        #expect(state == .new)
    }

    static func readBack(_ text: String) throws -> StringCatalogFile.Catalog {
        try StringCatalogFile.parse(Array(text.utf8), file: "out.xcstrings").get()
    }
}
