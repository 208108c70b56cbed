@testable import BlockTestSupport
@testable import PrimerCLI
@testable import PrimerMotion
@testable import PrimerSpec
@testable import PrimerTestSupport
import Testing

/// `locale LANG` in a spec header: the strings file iOS loads for it gives the alert's words.
@Suite("The locale header field")
struct LocalizationSpecTests {
    static let spec = "Specs/p.primerspec"
    static let trails = "info-plist \"../Tests/Localization/Trails/App/Info.plist\"\n"

    static func alert(_ header: String) throws -> String {
        // A German spec without the app's translations warns that the block's own words read English.
        let (spec, diagnostics) = try SpecTest.resolve(header + "\nvoiceover ready\n", path: Self.spec,
                                                       workingDirectory: SpecTest.repositoryRoot)
        #expect(!diagnostics.containsErrors)
        let resolved = try #require(spec)
        return SectionGenerator.lines(for: resolved.sections[0].target, in: resolved)[4]
    }

    @Test(arguments: [
        ("", "\"Next, iOS asks: \u{201C}Trails\u{201D} Would Like to Access the Camera. Trails scans the \\\"trail marker\\\" "
            + "codes on signposts. Buttons: Don\u{2019}t Allow, Allow.\""),
        // iOS's German camera alert (Docs/Sources.md); the block's own lead stays English without the app's strings.
        ("locale de\n", "\"Next, iOS asks: \u{201E}Trails (placeholder)\u{201C} m\u{00F6}chte auf deine Kamera zugreifen. Base: "
            + "Trails scans signpost codes. Buttons: Nicht erlauben, Erlauben.\""),
    ])
    func theLocalesStringsFileGivesTheAlertsWords(_ locale: String, _ line: String) throws {
        #expect(try Self.alert("primer camera\n" + Self.trails + locale) == line)
    }

    /// A tag that is not BCP 47, or a language without VoiceOver's words (pt-BR), is an error at the value.
    @Test(arguments: [
        ("deutsch", "'deutsch' is not a language tag: 'deutsch' is not a language subtag of two or three letters; "
            + "expected a BCP 47 language tag such as de, de-AT, pt-BR or es-419",
         "a BCP 47 language tag such as de, de-AT, pt-BR or es-419"),
        ("Base", "'Base' is not a language tag: 'Base' is not a language subtag of two or three letters; "
            + "expected a BCP 47 language tag such as de, de-AT, pt-BR or es-419",
         "a BCP 47 language tag such as de, de-AT, pt-BR or es-419"),
        ("pt-BR", "there is no table of VoiceOver's words for 'pt-BR'; the languages with one are de, en, es, ru; "
            + "expected a locale whose language is one of de, en, es, ru",
         "a locale whose language is one of de, en, es, ru"),
    ])
    func aLocaleThatIsNoLanguageIsAnErrorAtIt(_ word: String, _ message: String, _ expected: String) throws {
        let (spec, diagnostics) = try SpecTest.resolve("primer camera\n" + Self.trails + "locale \(word)\n\nvoiceover ready\n",
                                                       path: Self.spec, workingDirectory: SpecTest.repositoryRoot)
        #expect(spec == nil)
        #expect(diagnostics == [
            SpecTest.error("3:8-3:\(8 + word.count)", message, offending: word, expected: expected, file: Self.spec),
        ])
    }
}
