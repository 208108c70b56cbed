@testable import BlockTestSupport
import PrimerAccessibility
import PrimerModel
@testable import PermissionPrimer
@testable import PermissionPriming
@testable import PrimerScreen
@testable import PrimerSpec
@testable import PrimerSyntax
@testable import PrimerTestSupport
import Testing

/// A spec read in a locale: `locale` located errors, VoiceOver's words per language in generated
/// sections, each block's texts looked up (or not) as its code does, the fallback warning, the audit rules.
@Suite("Specs in a locale")
struct SpecLanguageTests {
    static let path = "Specs/l.primerspec"
    static let root = SpecTest.repositoryRoot

    static func resolve(_ text: String) throws -> (spec: ResolvedSpec?, diagnostics: [Finding]) {
        try SpecTest.resolve(text, path: path, workingDirectory: root)
    }

    static func voiceOver(_ header: String, state: String = "ready") throws -> [String] {
        let (spec, diagnostics) = try resolve(header + "\nvoiceover \(state)\n")
        #expect(!diagnostics.containsErrors, "\(diagnostics.map(\.rendered))")
        let resolved = try #require(spec)
        return SectionGenerator.lines(for: resolved.sections[0].target, in: resolved)
    }

    @Test(arguments: [
        ("german", "'german' is not a language tag: 'german' is not a language subtag of two or three letters; "
            + "expected a BCP 47 language tag such as de, de-AT, pt-BR or es-419",
         "a BCP 47 language tag such as de, de-AT, pt-BR or es-419"),
        ("fr", "there is no table of VoiceOver's words for 'fr'; the languages with one are de, en, es, ru; "
            + "expected a locale whose language is one of de, en, es, ru", "a locale whose language is one of de, en, es, ru"),
        ("ar", "there is no table of VoiceOver's words for 'ar'; the languages with one are de, en, es, ru; "
            + "expected a locale whose language is one of de, en, es, ru", "a locale whose language is one of de, en, es, ru"),
    ])
    func aLocaleWithoutVoiceOverWordsIsAnErrorAtItsValue(_ tag: String, _ message: String, _ expected: String) throws {
        let (spec, diagnostics) = try Self.resolve("block primer-screen\nlocale \(tag)\n\nvoiceover ready\n")
        #expect(spec == nil)
        #expect(diagnostics == [SpecTest.error("2:8-2:\(8 + tag.count)", message, offending: tag, expected: expected,
                                               file: Self.path)])
    }

    @Test func aStringsPathWithNoTranslationsIsAnErrorAtIt() throws {
        let (spec, diagnostics) = try Self.resolve("block primer-screen\nlocale de\nstrings \"Fixtures/Atlas.xcconfig.d\"\n"
                                                   + "\nvoiceover ready\n")
        #expect(spec == nil)
        let expected = "a folder holding Localizable.xcstrings or LANG.lproj/Localizable.strings, or a .xcstrings file"
        #expect(diagnostics == [SpecTest.error("3:9-3:36", "'Specs/Fixtures/Atlas.xcconfig.d' holds none of the app's "
                                               + "Localizable translations; expected \(expected)",
                                               offending: "Specs/Fixtures/Atlas.xcconfig.d", expected: expected,
                                               file: Self.path)])
    }

    /// The screen's title and Continue with each language's trait words; the texts stay English without `strings`.
    @Test(arguments: [
        ("", "\"Stay in the loop. Heading.\"", "\"Continue. Button.\""),
        ("locale en\n", "\"Stay in the loop. Heading.\"", "\"Continue. Button.\""),
        ("locale de-AT\n", "\"Stay in the loop. Überschrift.\"", "\"Continue. Taste.\""),
        ("locale es-419\n", "\"Stay in the loop. Encabezado.\"", "\"Continue. Botón.\""),
        ("locale ru\n", "\"Stay in the loop. Заголовок.\"", "\"Continue. Кнопка.\""),
    ])
    func eachSectionUsesTheLocalesTraitWords(_ locale: String, _ title: String, _ button: String) throws {
        let lines = try Self.voiceOver("block primer-screen\n" + locale
                                       + (locale.isEmpty || locale == "locale en\n" ? "" : "accept translation-missing * \"x\"\n"))
        #expect(lines.first == title)
        #expect(lines[5] == button)
    }

    @Test(arguments: [
        ("de", ["\"Immer auf dem Laufenden. Überschrift.\"", "\"Weiter. Taste.\"", "\"Jetzt nicht. Taste.\""]),
        ("es", ["\"Mantente al día. Encabezado.\"", "\"Continuar. Botón.\"", "\"Ahora no. Botón.\""]),
    ])
    func thePrimerScreensResourcesAreLookedUp(_ tag: String, _ expected: [String]) throws {
        let lines = try Self.voiceOver("block primer-screen\nlocale \(tag)\nstrings \"Translations/Apps/Shop/Resources\"\n")
        #expect([lines[0], lines[5], lines[6]] == expected)
    }

    /// Which texts each block looks up, and which its code shows verbatim.
    @Test(arguments: [
        ("block permission-priming\ntype camera\n", ["title": SpokenTextSource.Kind.verbatim, "description": .verbatim,
                                                      "deniedTitle": .verbatim, "enable": .localized, "notNow": .localized,
                                                      "deniedLine": .localized, "openSettings": .localized,
                                                      "checking": .localized]),
        ("block primer-screen\n", ["title": .localized, "message": .localized, "benefit.0": .localized,
                                   "continue": .localized, "skip": .localized]),
        ("primer notifications\napp \"R\"\n", ["notNow": .localized, "done": .localized, "openSettings": .localized,
                                                 "continue": .localized, "sampleAlert": .localized]),
    ])
    func eachBlockLooksItsTextsUpAsItsCodeDoes(_ header: String, _ kinds: [String: SpokenTextSource.Kind]) throws {
        let spec = try #require(try Self.resolve(header + "\nvoiceover ready\n").spec)
        var seen: [String: SpokenTextSource.Kind] = [:]
        for text in spec.model.spokenTexts where seen[text.part.description] == nil { seen[text.part.description] = text.kind }
        for (part, kind) in kinds { #expect(seen[part] == kind, "\(part)") }
    }

    @Test func aTextWithNoTranslationIsAWarningAtTheStringsField() throws {
        let text = "block primer-screen\nlocale es\nstrings \"Translations/Apps/Shop/Resources\"\n\nvoiceover ready\n"
        let recorded = try SpecTest.recorded(text, path: Self.path, workingDirectory: Self.root)
        let outcome = SpecTest.check(recorded, path: Self.path, workingDirectory: Self.root)
        let message = "benefit.2's title \"Quiet by default\" and text \"No marketing, and nothing at night.\" have no "
            + "translation in es (no value in es, so iOS shows the source text): VoiceOver reads the source language; "
            + "expected a value in es in the app's String Catalog"
        // The Spanish words' own assumption is WordAssumptionTests'; here only the translation's warning.
        #expect(outcome.warnings.filter { $0.rule == "translation-missing" }
                == [Finding(severity: .warning, range: SpecTest.range("3:9-3:43", file: Self.path),
                                             message: message, offendingText: "\"Quiet by default\"",
                                             expected: "a value in es in the app's String Catalog",
                                             rule: "translation-missing", subject: FindingSubject(part: .screenBenefit(2)))])
        let accepted = SpecTest.check(recorded.replacingOccurrences(
            of: "Resources\"\n", with: "Resources\"\naccept translation-missing benefit.2 \"with the translators\"\n"),
                                      path: Self.path, workingDirectory: Self.root)
        #expect(accepted.warnings.filter { $0.rule == "translation-missing" }.map(\.severity) == [.note])
    }

    /// Without translations, the warning says how to give them where the language was given: a
    /// spec's field, or the command line's option.
    @Test func withoutTranslationsTheWarningNamesTheFieldOrTheOption() throws {
        let why = "(no translations are given (%@), so iOS shows the source text): VoiceOver reads the source "
            + "language; expected a value in es in the app's String Catalog"
        let outcome = SpecTest.check(try SpecTest.recorded("block primer-screen\nlocale es\n\nvoiceover ready\n",
                                                           path: Self.path, workingDirectory: Self.root),
                                     path: Self.path, workingDirectory: Self.root)
        #expect(outcome.warnings.last?.message == "skip's title \"Not Now\" has no translation in es "
            + why.replacingOccurrences(of: "%@", with: "the spec's strings \"PATH\""))
        let result = runTool("voiceover", "--block", "primer-screen", "--locale", "es")
        #expect(result.exitCode == .success)
        #expect(SpecTest.lines(result.errorOutput).filter { !$0.isEmpty }.last == "warning: skip's title \"Not Now\" has no translation in es "
            + why.replacingOccurrences(of: "%@", with: "--strings PATH"))
    }

    @Test func theAuditSaysWhatIsNeverLocalizedAndWhatIsMissing() throws {
        let spec = try #require(try Self.resolve("block permission-priming\ntype camera\nlocale es\n"
                                                 + "strings \"Translations/Apps/Scanner/Resources\"\n\nvoiceover ready\n").spec)
        let subject = AuditSubject(spec: spec)
        let never = TextNeverLocalizedCheck().evaluate(subject).findings.map { $0.subject.part?.description ?? "" }
        #expect(never == ["title", "description", "deniedTitle"])
        let missing = TranslationMissingCheck().evaluate(subject).findings.map { $0.subject.part?.description ?? "" }
        #expect(missing == ["deniedLine", "checking"])
        let english = try #require(try Self.resolve("block permission-priming\ntype camera\n\nvoiceover ready\n").spec)
        #expect(TextNeverLocalizedCheck().evaluate(AuditSubject(spec: english))
                == .notApplicable("the spec is read in English, the language the texts are written in"))
    }
}

/// `purpose-string-localized`: each purpose string in every language the app's translations ship.
@Suite("Purpose strings in the app's languages")
struct PurposeStringLocalizedTests {
    @Test(arguments: [
        ("strings \"Translations/Apps/Scanner/Resources\"\n", ["NSCameraUsageDescription is not localized for es, which the app "
            + "ships: the alert shows the Info.plist's own text there; expected NSCameraUsageDescription in each "
            + "language's InfoPlist.strings or InfoPlist.xcstrings"]),
        ("", []),
    ])
    func aLanguageWithoutThePurposeStringIsAWarning(_ strings: String, _ messages: [String]) throws {
        let spec = try #require(try SpecTest.resolve("block permission-priming\ntype camera\nlocale de\n" + strings
                                                     + "\nvoiceover ready\n", path: SpecLanguageTests.path,
                                                     workingDirectory: SpecLanguageTests.root).spec)
        let evaluation = PurposeStringLocalizedCheck().evaluate(AuditSubject(spec: spec))
        #expect(evaluation.findings.map(\.message) == messages)
        #expect(evaluation.findings.allSatisfy { $0.range.lowerBound.line == 4 })
        if strings.isEmpty {
            #expect(evaluation == .notApplicable("the spec names no app translations: the languages the app ships are not known"))
        }
    }
}
