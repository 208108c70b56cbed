import Foundation
@testable import PrimerAppInfo
@testable import PrimerCLI
import PrimerMotion
@testable import PrimerSpec
@testable import PrimerSyntax
@testable import PrimerTestSupport
import Testing

/// The misleading messages of issue 14, each now naming the real cause at its location.
@Suite("Messages that name the real cause")
struct MisleadingMessageTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var bytes: [UInt8]
        var diagnostics: [Finding]
        var testDescription: String { name }
    }

    static let primer = "primer notifications\n"
    static let bom: [UInt8] = [0xEF, 0xBB, 0xBF]
    static let loneCR = "lone carriage return '\\r'; expected lines to end with '\\n' or '\\r\\n'"
    static let misplacedBOM = "byte order mark U+FEFF is not allowed here; expected it only as the very first character "
        + "of the file, once (inside a string write it as \\u{FEFF})"

    static let cases: [Case] = [
        Case(name: "a lone CR inside a comment", bytes: Array((primer + "# one\rtwo\ntitle \"a\"\n").utf8), diagnostics: [
            Fixture.error("2:6-2:7", loneCR, offending: "\r"),
        ]),
        Case(name: "a BEL inside a comment", bytes: Array((primer + "title \"a\"  # ring\u{7}\n").utf8), diagnostics: [
            Fixture.error("2:18-2:19", "control character U+0007 is not allowed; expected visible text (inside a string "
                          + "write it as \\u{7})", offending: "\u{7}"),
        ]),
        Case(name: "classic Mac line endings", bytes: Array("# Reminders\rprimer notifications\rapp \"R\"\r".utf8), diagnostics: [
            Fixture.error("1:12-1:13", loneCR, offending: "\r", notes: [
                ("1:12", "the file has no line feed: its lines end with a carriage return alone (classic Mac OS line "
                    + "endings); convert them to \\n or \\r\\n"),
            ]),
        ]),
        Case(name: "a doubled BOM", bytes: bom + bom + Array(primer.utf8), diagnostics: [
            Fixture.error("1:1-1:2", misplacedBOM, offending: "\u{FEFF}"),
        ]),
        Case(name: "a BOM mid-line", bytes: Array((primer + "title \"a\" \u{FEFF}\n").utf8), diagnostics: [
            Fixture.error("2:11-2:12", misplacedBOM, offending: "\u{FEFF}"),
        ]),
        Case(name: "a BOM right after a string", bytes: Array((primer + "title \"a\"\u{FEFF}\n").utf8), diagnostics: [
            Fixture.error("2:10-2:11", misplacedBOM, offending: "\u{FEFF}"),
        ]),
        Case(name: "a BOM glued to a keyword", bytes: Array((primer + "\u{FEFF}title \"a\"\n").utf8), diagnostics: [
            Fixture.error("2:1-2:2", misplacedBOM, offending: "\u{FEFF}"),
        ]),
        Case(name: "a zero-width space in a keyword is shown", bytes: Array((primer + "\u{200B}titel \"a\"\n").utf8), diagnostics: [
            Fixture.error("2:1-2:7", "unknown keyword '\\u{200B}titel'; expected a header field (\(Fixture.allHeaderFields)) "
                          + "or a section keyword (voiceover, announce, motion, sizes, targets, contrast, app-dump) (did you mean 'title'?)",
                          offending: "\u{200B}titel"),
        ]),
        Case(name: "a BOM inside a string is text", bytes: Array((primer + "title \"a\u{FEFF}b\"\n").utf8), diagnostics: []),
    ]

    @Test(arguments: cases)
    func theRealCauseIsReportedAtItsLocation(_ testCase: Case) {
        #expect(SpecParser.parse(testCase.bytes, path: Fixture.path).checkingHeader(against: TestBlocks.registry).diagnostics
                == testCase.diagnostics)
    }

    @Test func aCurveOfAHugeDurationIsReportedAtTheCurve() {
        let line = "  0.00  +0.20  continue  fade progress -> checkmark  easeInOut(1e+308)"
        let outcome = CardSpec.check("reminders daily\n\nmotion ready -> on reduce-motion\n" + line + "\n")
        #expect(outcome.errors == [
            SpecTest.error("4:54", "bad motion line: expected a curve that runs at most 60.00 s, the longest a timeline "
                           + "line may last; found 'easeInOut(1e+308)'", offending: "easeInOut(1e+308)",
                           expected: "a curve that runs at most 60.00 s, the longest a timeline line may last"),
        ])
    }

    @Test(arguments: ["easeInOut(60.01)", "linear(1e9)", "spring(1e300, 0)"])
    func curvesBeyondAMinuteAreRefused(_ curve: String) {
        guard case .failure(let error) = TimelineFormat.parse("0.00  +0.20  symbol  scale 1 -> 2  \(curve)") else {
            Issue.record("\(curve) was accepted")
            return
        }
        #expect(error.column == 36)
        #expect(error.found == curve)
    }

    // MARK: - Info.plists (what the shipped blocks make of unreadable ones: EndToEndTests' InfoPlistPathTests)

    @Test(arguments: ["{ a = b c }", "bplist00 = a b", "a = b c", "<01> = b c", "(a, b"])
    func foundationNeverSeesWhatItWouldParseAsOldStyle(_ text: String) {
        #expect(throws: PropertyListFile.Problem.self) { try PropertyListFile.checkFormat(Array(text.utf8)) }
    }

    @Test func xmlAndBinaryInfoPlistsStillRead() throws {
        let dictionary: [String: Any] = ["CFBundleName": "Atlas"]
        for format in [PropertyListSerialization.PropertyListFormat.xml, .binary] {
            let data = try PropertyListSerialization.data(fromPropertyList: dictionary, format: format, options: 0)
            #expect(try PropertyListFile.dictionary(from: [UInt8](data))["CFBundleName"] as? String == "Atlas")
        }
    }

    // MARK: - The command line: one rule for every word

    static let usage: [(arguments: [String], message: String)] = [
        (["check", "--record", "--record"], "error: '--record' is given twice; give it once\nSee 'primer-spec check --help'.\n"),
        (["check", "--audit", "--audit"], "error: '--audit' is given twice; give it once\nSee 'primer-spec check --help'.\n"),
        (["check", "--format", "json", "--format", "text"],
         "error: '--format' is given twice; give it once\nSee 'primer-spec check --help'.\n"),
        (["help", "bogus"], "error: unknown command 'bogus'; expected one of check, voiceover, motion, strings, audit, app-info, scan, init, lsp\n"
            + "See 'primer-spec --help'.\n"),
        (["help", "chek"], "error: unknown command 'chek'; expected one of check, voiceover, motion, strings, audit, app-info, scan, init, lsp "
            + "(did you mean 'check'?)\nSee 'primer-spec --help'.\n"),
        (["help", "check", "extra"], "error: unexpected 'extra' after 'help check'; expected at most one command name\n"
            + "See 'primer-spec --help'.\n"),
        (["--version", "extra"], "error: '--version' takes nothing else; found 'extra'\nSee 'primer-spec --help'.\n"),
        (["check", "-h", "extra"], "error: '-h' shows help and takes nothing else; found 'extra'\n"
            + "See 'primer-spec check --help'.\n"),
        (["voiceover", "camera", "--help"], "error: '--help' shows help and takes nothing else; found 'camera'\n"
            + "See 'primer-spec voiceover --help'.\n"),
    ]

    @Test(arguments: usage)
    func aWordThatWouldBeIgnoredIsAnError(_ arguments: [String], _ message: String) {
        let result = PrimerSpecTool.run(Invocation(arguments: arguments, workingDirectory: "/tmp", blocks: TestBlocks.registry))
        #expect(result.exitCode == .badInput)
        #expect(result.output.isEmpty)
        #expect(result.errorOutput == message)
    }

    @Test(arguments: [["--help"], ["help"], ["-h"], ["help", "check"], ["check", "--help"], ["--version"]])
    func helpAndVersionAloneStillPrint(_ arguments: [String]) {
        let result = PrimerSpecTool.run(Invocation(arguments: arguments, workingDirectory: "/tmp", blocks: TestBlocks.registry))
        #expect(result.exitCode == .success)
        #expect(!result.output.isEmpty)
    }
}
