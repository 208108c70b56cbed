@testable import BlockTestSupport
import PrimerAccessibility
import PrimerModel
@testable import PermissionPrimer
@testable import PrimerCLI
@testable import PrimerSpec
@testable import PrimerSyntax
@testable import PrimerTestSupport
import Testing

/// Words no public source gives are said to be assumed, in a spec and on the command line, and
/// `strict-words` (`voiceover --strict-words`) makes them errors.
@Suite("Assumed words and strict-words")
struct WordAssumptionTests {
    static let path = "Specs/w.primerspec"
    static let root = SpecTest.repositoryRoot
    static let spanishNote = "assumption: VoiceOver's words in 'es' are not on record (no public table gives them): "
        + "\u{201C}Atenuado.\u{201D}, \u{201C}Bot\u{00F3}n.\u{201D}, \u{201C}Encabezado.\u{201D}, \u{201C}Enlace.\u{201D}, "
        + "\u{201C}Ajustable.\u{201D}, \u{201C}Imagen.\u{201D}, \u{201C}Campo de b\u{00FA}squeda.\u{201D}, "
        + "\u{201C}Seleccionado.\u{201D}, \u{201C}Seleccionado: \u{201D} are PrimerSpec's choice (Docs/Sources.md, "
        + "VoiceOver's words by language)"

    static func run(_ arguments: [String]) -> CommandResult {
        PrimerSpecTool.run(Invocation(arguments: arguments, workingDirectory: root))
    }

    @Test("voiceover --locale es says the Spanish words are assumed",
          arguments: [["--block", "primer-screen"], ["notifications"], ["--block", "permission-priming", "camera"]])
    func theCommandLineSaysSo(_ block: [String]) {
        let result = Self.run(["voiceover"] + block + ["--locale", "es"])
        #expect(result.exitCode == .success)
        #expect(SpecTest.lines(result.errorOutput).first == "note: " + Self.spanishNote, "\(result.errorOutput)")
    }

    @Test("German and English words are cited: no note on them")
    func citedWordsHaveNoNote() {
        for locale in ["de", "en"] {
            let result = runTool("voiceover", "--block", "primer-screen", "--locale", locale)
            #expect(!result.errorOutput.contains("VoiceOver's words in"), "\(result.errorOutput)")
        }
    }

    @Test("A region without a table of its own reads its language's, said in a note")
    func aRegionFallsBackWithANote() {
        let result = runTool("voiceover", "--block", "primer-screen", "--locale", "de-AT")
        #expect(result.exitCode == .success)
        #expect(SpecTest.lines(result.errorOutput).contains(
            "note: 'de-AT' has no table of VoiceOver's words of its own: it reads the 'de' words, as iOS falls back "
                + "from a region to its language (Apple, Technical Q&A QA1828)"), "\(result.errorOutput)")
    }

    @Test("voiceover --strict-words fails on an assumed word and passes when every word is on record")
    func strictOnTheCommandLine() {
        let spanish = runTool("voiceover", "--block", "primer-screen", "--locale", "es", "--strict-words")
        #expect(spanish.exitCode == .badInput)
        #expect(spanish.errorOutput.contains("--strict-words: "), "\(spanish.errorOutput)")
        let german = runTool("voiceover", "--block", "primer-screen", "--locale", "de", "--strict-words")
        #expect(german.exitCode == .success, "\(german.errorOutput)")
    }

    @Test("In a spec the assumption is a warning, and an error under strict-words", arguments: [false, true])
    func strictInASpec(_ strict: Bool) throws {
        let header = "block primer-screen\nlocale es\n" + (strict ? "strict-words\n" : "")
        let (_, diagnostics) = try SpecTest.resolve(header + "\nvoiceover ready\n", path: Self.path,
                                                    workingDirectory: Self.root)
        let assumed = diagnostics.filter { $0.rule == "model-assumption" }
        #expect(assumed.map(\.severity) == [strict ? .error : .warning])
        #expect(assumed.first?.message == Self.spanishNote + (strict ? " (an error under strict-words)" : ""))
        #expect(assumed.first?.range == SpecTest.range("2:8-2:10", file: Self.path))
    }

    @Test("Mexican Spanish reads the Latin American alert words")
    func mexicanSpanishAlert() {
        let alert = SystemAlert.localized(for: .location, appName: "A", purposeString: "P", iOS: IOSVersion(major: 18),
                                          language: "es-MX")
        #expect(alert.language == "es-419")
        #expect(alert.alert.buttons[1] == "Permitir al usar la app")
        let spain = SystemAlert.localized(for: .location, appName: "A", purposeString: "P", iOS: IOSVersion(major: 18),
                                          language: "es-ES")
        #expect(spain.language == "es")
        #expect(spain.alert.buttons[1] == "Permitir al usarse la app")
    }
}
