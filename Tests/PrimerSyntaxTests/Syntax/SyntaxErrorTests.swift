@testable import PrimerMotion
@testable import PrimerSpec
@testable import PrimerSyntax
@testable import PrimerTestSupport
import Testing

/// One fixture per syntax error the parser reports, each asserting the whole diagnostic list.
struct SyntaxErrorTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var bytes: [UInt8]
        var diagnostics: [Finding]
        var testDescription: String { name }

        init(_ name: String, _ text: String, _ diagnostics: [Finding]) {
            self.name = name
            self.bytes = Array(text.utf8)
            self.diagnostics = diagnostics
        }

        init(_ name: String, bytes: [UInt8], _ diagnostics: [Finding]) {
            self.name = name
            self.bytes = bytes
            self.diagnostics = diagnostics
        }
    }

    static let primer = "primer notifications\n"
    static let lexical: [Case] = [
        Case(
            "invalid UTF-8 is located in characters",
            bytes: Array((primer + "title \"😀").utf8) + [0xFF] + Array("\"\n".utf8),
            [Fixture.error("2:9-2:10", "invalid UTF-8 byte 0xFF; expected the file to be UTF-8 encoded text", offending: "0xFF")]
        ),
        Case(
            "truncated UTF-8 sequence",
            bytes: Array((primer + "title \"caf").utf8) + [0xC3, 0x28] + Array("\"\n".utf8),
            [Fixture.error("2:11-2:12", "invalid UTF-8 byte 0xC3; expected the file to be UTF-8 encoded text", offending: "0xC3")]
        ),
        Case(
            "lone carriage return",
            primer + "title \"a\"\rreason \"b\"\n",
            [
                Fixture.error(
                    "2:10-2:11", "lone carriage return '\\r'; expected lines to end with '\\n' or '\\r\\n'", offending: "\r")
            ]
        ),
        Case(
            "tab in indentation",
            primer + "voiceover ready\n \t\"a\"\n",
            [
                Fixture.error(
                    "3:2-3:3", "tabs are not allowed in indentation; indent with spaces", offending: "\t", expected: "spaces")
            ]
        ),
        Case(
            "control character",
            primer + "title \"a\u{7}b\"\n",
            [
                Fixture.error(
                    "2:9-2:10",
                    "control character U+0007 is not allowed; expected visible text (inside a string write it as \\u{7})",
                    offending: "\u{7}")
            ]
        ),
        Case(
            "unterminated string",
            primer + "title \"Never miss\n",
            [
                Fixture.error(
                    "2:7-2:18",
                    "unterminated string \"Never miss; expected a closing '\"' before the end of the line",
                    offending: "\"Never miss")
            ]
        ),
        Case(
            "unknown escape",
            primer + "title \"a\\qb\"\n",
            [
                Fixture.error(
                    "2:9-2:11", "unknown escape '\\q' in string; expected one of \\\" \\\\ \\n \\r \\t \\u{…}", offending: "\\q")
            ]
        ),
        Case(
            "malformed unicode escape",
            primer + "title \"\\u{zz}\"\n",
            [
                Fixture.error(
                    "2:8-2:14", "malformed escape '\\u{zz}'; expected \\u{…} with 1 to 8 hex digits", offending: "\\u{zz}")
            ]
        ),
        Case(
            "unicode escape of a surrogate",
            primer + "title \"\\u{D800}\"\n",
            [
                Fixture.error(
                    "2:8-2:16",
                    "escape '\\u{D800}' is not a Unicode scalar value; expected a value up to 10FFFF outside the surrogates D800–DFFF",
                    offending: "\\u{D800}")
            ]
        ),
        Case(
            "missing space between strings",
            primer + "alert-buttons \"Don’t Allow\"\"Allow\"\n",
            [
                Fixture.error(
                    "2:28-2:29", "missing space after \"Don’t Allow\"; expected whitespace between tokens",
                    offending: "\"Don’t Allow\"")
            ]
        ),
        Case(
            "missing space between a word and a string",
            primer + "title\"x\"\n",
            [Fixture.error("2:6-2:7", "missing space after 'title'; expected whitespace between tokens", offending: "title")]
        ),
    ]

    static let header: [Case] = [
        Case(
            "empty file has no primer",
            "",
            [Fixture.error("1:1-1:1", "missing 'block' or 'primer' directive; expected the file to start with block NAME or primer KIND", offending: nil)]
        ),
        Case(
            "missing primer",
            "# comment\ntitle \"x\"\n",
            [Fixture.error("1:1-1:1", "missing 'block' or 'primer' directive; expected the file to start with block NAME or primer KIND", offending: nil)]
        ),
        Case(
            "primer not first",
            "app \"Reminders\"\nprimer notifications\n",
            [
                Fixture.error(
                    "2:1-2:7", "'primer' is not the first directive; expected it before 'app' on line 1", offending: "primer",
                    notes: [("1:1", "'app' is here")])
            ]
        ),
        Case(
            "unknown header keyword with suggestion",
            primer + "titel \"x\"\n",
            [
                Fixture.error(
                    "2:1-2:6",
                    "unknown keyword 'titel'; expected a header field (\(Fixture.allHeaderFields)) or a section keyword (voiceover, announce, motion, sizes, targets, contrast, app-dump) (did you mean 'title'?)",
                    offending: "titel")
            ]
        ),
        Case(
            "an unknown keyword lists the spec's block's fields only",
            "block banner\ntxet \"x\"\n",
            [
                Fixture.error(
                    "2:1-2:5",
                    "unknown keyword 'txet'; expected a header field (block, text, tint, accept) or a section keyword (voiceover, announce, motion, sizes, targets, contrast, app-dump) (did you mean 'text'?)",
                    offending: "txet")
            ]
        ),
        Case(
            "an unknown keyword in a spec of a block the registry lacks lists every block's fields",
            "block poster\ntxet \"x\"\n",
            [
                Fixture.error(
                    "2:1-2:5",
                    "unknown keyword 'txet'; expected a header field (block, primer, app, info-plist, purpose, project, target, configuration, xcconfig, build-setting, locale, strings, strict-words, ios, title, reason, benefit, alert-buttons, custom-request, text, tint, accept) or a section keyword (voiceover, announce, motion, sizes, targets, contrast, app-dump) (did you mean 'text'?)",
                    offending: "txet")
            ]
        ),
        Case(
            "misspelled primer does not also report a missing primer",
            "primr notifications\n",
            [
                Fixture.error(
                    "1:1-1:6",
                    "unknown keyword 'primr'; expected a header field (\(Fixture.allHeaderFields)) or a section keyword (voiceover, announce, motion, sizes, targets, contrast, app-dump) (did you mean 'primer'?)",
                    offending: "primr")
            ]
        ),
        Case(
            "unknown section keyword with suggestion",
            primer + "voiceover ready\nvoicover granted\n",
            [
                Fixture.error(
                    "3:1-3:9",
                    "unknown keyword 'voicover'; expected a section keyword (voiceover, announce, motion, sizes, targets, contrast, app-dump) or an indented body line (did you mean 'voiceover'?)",
                    offending: "voicover")
            ]
        ),
        Case(
            "string at the start of a line",
            primer + "voiceover ready\n\"Continue.\"\n",
            [
                Fixture.error(
                    "3:1-3:12",
                    "unexpected string \"Continue.\" at the start of a line; expected a keyword, or an indented body line below a section header",
                    offending: "\"Continue.\"")
            ]
        ),
        Case(
            "duplicate header field",
            primer + "title \"a\"\ntitle \"b\"\n",
            [
                Fixture.error(
                    "3:1-3:6", "duplicate 'title'; expected each header field at most once (only 'build-setting', 'benefit', 'accept' may repeat)",
                    offending: "title", notes: [("2:1", "first 'title' is here")])
            ]
        ),
        Case(
            "a duplicate lists the spec's block's repeating fields only",
            "block banner\ntext \"a\"\ntext \"b\"\n",
            [
                Fixture.error(
                    "3:1-3:5", "duplicate 'text'; expected each header field at most once (only 'accept' may repeat)",
                    offending: "text", notes: [("2:1", "first 'text' is here")])
            ]
        ),
        Case(
            "header field after the first section",
            primer + "voiceover ready\ntitle \"x\"\n",
            [
                Fixture.error(
                    "3:1-3:6", "header field 'title' after the first section; expected header fields before the first section",
                    offending: "title", notes: [("2:1", "the first section starts here")])
            ]
        ),
        Case(
            "missing string argument",
            primer + "title\n",
            [Fixture.error("2:6-2:6", "missing \"TEXT\" after 'title'; expected title \"TEXT\"", offending: nil)]
        ),
        Case(
            "benefit with two strings",
            primer + "benefit \"calendar\" \"Due dates\"\n",
            [
                Fixture.error(
                    "2:31-2:31", "missing \"DETAIL\" after \"Due dates\"; expected benefit \"SYMBOL\" \"TITLE\" \"DETAIL\"",
                    offending: nil)
            ]
        ),
        Case(
            "word where a string is expected",
            primer + "app Reminders\n",
            [
                Fixture.error(
                    "2:5-2:14", "unexpected 'Reminders' after 'app'; expected \"NAME\" (a quoted string)", offending: "Reminders")
            ]
        ),
        Case(
            "string where a word is expected",
            "primer \"notifications\"\n",
            [
                Fixture.error(
                    "1:8-1:23", "unexpected string \"notifications\" after 'primer'; expected KIND (a word)",
                    offending: "\"notifications\"")
            ]
        ),
        Case(
            "extra argument",
            primer + "title \"a\" \"b\"\n",
            [Fixture.error("2:11-2:14", "unexpected string \"b\" after \"a\"; expected end of line", offending: "\"b\"")]
        ),
        Case(
            "argument to custom-request",
            primer + "custom-request yes\n",
            [Fixture.error("2:16-2:19", "unexpected 'yes' after 'custom-request'; expected end of line", offending: "yes")]
        ),
        Case(
            "alert-buttons without buttons",
            primer + "alert-buttons\n",
            [
                Fixture.error(
                    "2:14-2:14", "missing \"BUTTON\" after 'alert-buttons'; expected alert-buttons \"BUTTON\"...", offending: nil)
            ]
        ),
        Case(
            "alert-buttons with a word",
            primer + "alert-buttons \"Allow\" Deny\n",
            [
                Fixture.error(
                    "2:23-2:27", "unexpected 'Deny' after \"Allow\"; expected \"BUTTON\" (a quoted string)", offending: "Deny")
            ]
        ),
        Case(
            "malformed iOS version",
            primer + "ios 17.x\n",
            [Fixture.error("2:5-2:9", "invalid iOS version '17.x'; expected a version like 17 or 17.6", offending: "17.x")]
        ),
    ]

    static let sectionHeaders: [Case] = [
        Case(
            "voiceover without state",
            primer + "voiceover\n",
            [
                Fixture.error(
                    "2:10-2:10", "missing STATE after 'voiceover'; expected voiceover STATE [dynamic-type SIZE] [reduce-motion]",
                    offending: nil)
            ]
        ),
        Case(
            "string as state",
            primer + "voiceover \"ready\"\n",
            [
                Fixture.error(
                    "2:11-2:18", "unexpected string \"ready\" after 'voiceover'; expected STATE (a word)", offending: "\"ready\"")
            ]
        ),
        Case(
            "reserved word as state",
            primer + "voiceover reduce-motion\n",
            [
                Fixture.error(
                    "2:11-2:24", "unexpected 'reduce-motion' after 'voiceover'; expected STATE (a word)",
                    offending: "reduce-motion")
            ]
        ),
        Case(
            "announce without arrow",
            primer + "announce requesting\n",
            [
                Fixture.error(
                    "2:20-2:20", "missing '->' after 'requesting'; expected announce FROM -> TO [via EVENT]", offending: nil)
            ]
        ),
        Case(
            "announce with a word instead of the arrow",
            primer + "announce requesting granted\n",
            [Fixture.error("2:21-2:28", "unexpected 'granted' after 'requesting'; expected '->'", offending: "granted")]
        ),
        Case(
            "announce without target state",
            primer + "announce requesting ->\n",
            [Fixture.error("2:23-2:23", "missing TO after '->'; expected announce FROM -> TO [via EVENT]", offending: nil)]
        ),
        Case(
            "arrow without spaces",
            primer + "announce requesting->granted\n",
            [
                Fixture.error(
                    "2:10-2:29", "missing spaces around '->' in 'requesting->granted'; expected FROM -> TO with spaces around '->'",
                    offending: "requesting->granted")
            ]
        ),
        Case(
            "dynamic-type without size",
            primer + "voiceover ready dynamic-type\n",
            [
                Fixture.error(
                    "2:29-2:29",
                    "missing SIZE after 'dynamic-type'; expected dynamic-type SIZE, e.g. dynamic-type accessibility3",
                    offending: nil)
            ]
        ),
        Case(
            "via without event",
            primer + "motion denied -> denied via\n",
            [
                Fixture.error(
                    "2:28-2:28", "missing EVENT after 'via'; expected via EVENT, e.g. via open-settings", offending: nil)
            ]
        ),
        Case(
            "modifier given twice",
            primer + "voiceover ready reduce-motion reduce-motion\n",
            [
                Fixture.error(
                    "2:31-2:44", "duplicate modifier 'reduce-motion'; expected each modifier at most once",
                    offending: "reduce-motion", notes: [("2:17", "first 'reduce-motion' is here")])
            ]
        ),
        Case(
            "reduce-motion on announce",
            primer + "announce requesting -> granted reduce-motion\n",
            [
                Fixture.error(
                    "2:32-2:45", "'reduce-motion' is not allowed on 'announce'; expected via EVENT or end of line",
                    offending: "reduce-motion")
            ]
        ),
        Case(
            "dynamic-type on announce",
            primer + "announce requesting -> granted dynamic-type large\n",
            [
                Fixture.error(
                    "2:32-2:44", "'dynamic-type' is not allowed on 'announce'; expected via EVENT or end of line",
                    offending: "dynamic-type")
            ]
        ),
        Case(
            "via on voiceover",
            primer + "voiceover ready via tap\n",
            [
                Fixture.error(
                    "2:17-2:20", "'via' is not allowed on 'voiceover'; expected dynamic-type SIZE, reduce-motion or end of line",
                    offending: "via")
            ]
        ),
        Case(
            "misspelled modifier",
            primer + "voiceover ready reduce-motoin\n",
            [
                Fixture.error(
                    "2:17-2:30",
                    "unexpected 'reduce-motoin' after 'ready'; expected dynamic-type SIZE, reduce-motion or end of line (did you mean 'reduce-motion'?)",
                    offending: "reduce-motoin")
            ]
        ),
        Case(
            "tokens after via EVENT",
            primer + "motion denied -> denied via open-settings reduce-motion\n",
            [
                Fixture.error(
                    "2:43-2:56", "unexpected 'reduce-motion' after 'open-settings'; expected end of line",
                    offending: "reduce-motion")
            ]
        ),
        Case(
            "a bad section header skips its body without cascading errors",
            primer + "voiceover\n  \"a\"\n    hint \"b\"\n  bad line\n",
            [
                Fixture.error(
                    "2:10-2:10", "missing STATE after 'voiceover'; expected voiceover STATE [dynamic-type SIZE] [reduce-motion]",
                    offending: nil)
            ]
        ),
        Case(
            "an unknown keyword skips the indented lines below it",
            primer + "voicover ready\n  \"a\"\n",
            [
                Fixture.error(
                    "2:1-2:9",
                    "unknown keyword 'voicover'; expected a header field (\(Fixture.allHeaderFields)) or a section keyword (voiceover, announce, motion, sizes, targets, contrast, app-dump) (did you mean 'voiceover'?)",
                    offending: "voicover")
            ]
        ),
    ]

    static let bodies: [Case] = [
        Case(
            "indented line after a blank line, reported once per run",
            primer + "voiceover ready\n  \"a\"\n\n  \"b\"\n  \"c\"\n",
            [
                Fixture.error(
                    "5:3-5:6",
                    "indented line starting \"b\" is not inside a section; expected it directly below a section header or its body (a blank line ends a section's body)",
                    offending: "\"b\"")
            ]
        ),
        Case(
            "indented line in the header",
            primer + "  title \"x\"\n",
            [
                Fixture.error(
                    "2:3-2:8",
                    "indented line starting 'title' is not inside a section; expected it directly below a section header or its body (a blank line ends a section's body)",
                    offending: "title")
            ]
        ),
        Case(
            "hint without element",
            primer + "voiceover ready\n  hint \"h\"\n",
            [
                Fixture.error(
                    "3:3-3:7", "'hint' has no element above it; expected an element line (\"ELEMENT\") directly above the hint",
                    offending: "hint")
            ]
        ),
        Case(
            "second hint for one element",
            primer + "voiceover ready\n  \"a\"\n    hint \"h\"\n    hint \"i\"\n",
            [
                Fixture.error(
                    "5:5-5:9", "second 'hint' for the same element; expected at most one hint per element", offending: "hint",
                    notes: [("4:5", "first hint is here")])
            ]
        ),
        Case(
            "unquoted element",
            primer + "voiceover ready\n  Continue. Button.\n",
            [
                Fixture.error(
                    "3:3-3:12", "unexpected 'Continue.' in 'voiceover' body; expected \"ELEMENT\" or hint \"TEXT\"",
                    offending: "Continue.")
            ]
        ),
        Case(
            "misspelled hint",
            primer + "voiceover ready\n  \"a\"\n  hnt \"h\"\n",
            [
                Fixture.error(
                    "4:3-4:6",
                    "unexpected 'hnt' in 'voiceover' body; expected \"ELEMENT\" or hint \"TEXT\" (did you mean 'hint'?)",
                    offending: "hnt")
            ]
        ),
        Case(
            "hint without text",
            primer + "voiceover ready\n  \"a\"\n  hint\n",
            [Fixture.error("4:7-4:7", "missing \"TEXT\" after 'hint'; expected hint \"TEXT\"", offending: nil)]
        ),
        Case(
            "two strings on an element line",
            primer + "voiceover ready\n  \"a\" \"b\"\n",
            [Fixture.error("3:7-3:10", "unexpected string \"b\" after \"a\"; expected end of line", offending: "\"b\"")]
        ),
        Case(
            "unquoted announcement",
            primer + "announce requesting -> granted\n  Hello\n",
            [
                Fixture.error(
                    "3:3-3:8", "unexpected 'Hello' in 'announce' body; expected \"TEXT\" priority PRIORITY", offending: "Hello")
            ]
        ),
        Case(
            "announcement without priority",
            primer + "announce requesting -> granted\n  \"On\"\n",
            [
                Fixture.error(
                    "3:7-3:7", "missing 'priority' after \"On\"; expected \"TEXT\" priority PRIORITY", offending: nil)
            ]
        ),
        Case(
            "misspelled priority",
            primer + "announce requesting -> granted\n  \"On\" priorty high\n",
            [
                Fixture.error(
                    "3:8-3:15", "unexpected 'priorty' after \"On\"; expected 'priority' (did you mean 'priority'?)",
                    offending: "priorty")
            ]
        ),
        Case(
            "priority without value",
            primer + "announce requesting -> granted\n  \"On\" priority\n",
            [
                Fixture.error(
                    "3:16-3:16",
                    "missing PRIORITY after 'priority'; expected \"TEXT\" priority PRIORITY, e.g. priority high",
                    offending: nil)
            ]
        ),
        Case(
            "quoted priority",
            primer + "announce requesting -> granted\n  \"On\" priority \"high\"\n",
            [
                Fixture.error(
                    "3:17-3:23", "unexpected string \"high\" after 'priority'; expected PRIORITY (a word)", offending: "\"high\"")
            ]
        ),
    ]

    @Test(arguments: lexical)
    func lexicalErrors(_ testCase: Case) {
        check(testCase)
    }

    @Test(arguments: header)
    func headerErrors(_ testCase: Case) {
        check(testCase)
    }

    @Test(arguments: sectionHeaders)
    func sectionHeaderErrors(_ testCase: Case) {
        check(testCase)
    }

    @Test(arguments: bodies)
    func bodyErrors(_ testCase: Case) {
        check(testCase)
    }

    private func check(_ testCase: Case) {
        let result = SpecParser.parse(testCase.bytes, path: Fixture.path).checkingHeader(against: TestBlocks.registry)
        #expect(result.diagnostics == testCase.diagnostics)
        #expect(result.file == nil)
        #expect(result.recovered.reconstructedBytes() == testCase.bytes)
    }

    /// `app` may name the app while the Info.plist gives the purpose strings: Xcode's default Info.plist
    /// names the bundle `$(PRODUCT_NAME)` and has no display name.
    @Test func appAndInfoPlistTogetherParse() {
        let result = Fixture.parse("primer camera\napp \"Reminders\"\ninfo-plist \"Fixtures/Info.plist\"\n")
        #expect(result.diagnostics.isEmpty)
        #expect(result.file?.header.map(\.name) == ["primer", "app", "info-plist"])
    }

    @Test func aFileWithSeveralErrorsReportsAllOfThem() {
        let text = """
            primer notifications
            titel "x"
            title "a
            app Reminders

            voiceover
              "skipped"
            voiceover ready
              hint "h"
              "ok"
            announce requesting granted
            motion requesting -> granted via
              0.00 +0.20 continue fade easeInOut

              "orphan"
            """
        let result = Fixture.parse(text)
        #expect(
            result.diagnostics.map(\.headline) == [
                "a.primerspec:2:1: error: unknown keyword 'titel'; expected a header field (\(Fixture.allHeaderFields)) or a section keyword (voiceover, announce, motion, sizes, targets, contrast, app-dump) (did you mean 'title'?)",
                "a.primerspec:3:7: error: unterminated string \"a; expected a closing '\"' before the end of the line",
                "a.primerspec:4:5: error: unexpected 'Reminders' after 'app'; expected \"NAME\" (a quoted string)",
                "a.primerspec:6:10: error: missing STATE after 'voiceover'; expected voiceover STATE [dynamic-type SIZE] [reduce-motion]",
                "a.primerspec:9:3: error: 'hint' has no element above it; expected an element line (\"ELEMENT\") directly above the hint",
                "a.primerspec:11:21: error: unexpected 'granted' after 'requesting'; expected '->'",
                "a.primerspec:12:33: error: missing EVENT after 'via'; expected via EVENT, e.g. via open-settings",
                "a.primerspec:15:3: error: indented line starting \"orphan\" is not inside a section; expected it directly below a section header or its body (a blank line ends a section's body)",
            ]
        )
        // The good section is still in the recovered tree, with its whole body span.
        #expect(result.recovered.sections.count == 1)
        #expect(result.recovered.sections.first?.bodyLines == 9..<11)
        #expect(result.recovered.sections.first?.body.map(\.canonicalText) == ["\"ok\""])
        #expect(result.recovered.header.map(\.name) == ["primer"])
    }
}
