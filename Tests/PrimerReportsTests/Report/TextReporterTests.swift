@testable import PrimerCLI
@testable import PrimerMotion
@testable import PrimerReports
@testable import PrimerSpec
@testable import PrimerSyntax
@testable import PrimerTestSupport
import Testing

@Suite("TextReporter")
struct TextReporterTests {
    static let golden = [
        "PASS Specs/a.primerspec (2 of 2 sections passed)",
        "FAIL Specs/b,c:d.primerspec (1 of 3 sections passed)",
        "",
        "  Specs/b,c:d.primerspec:8: announce ready -> off",
        "    −expected +actual",
        "    − 9 │ \"Reminders & <off> 'now'\" priority low",
        "    +   │ \"Reminders are off\" priority high",
        "  Specs/b,c:d.primerspec:9:3: error: the spec says \"Reminders & <off> 'now'\" priority low, but the builder generates \"Reminders are off\" priority high",
        "",
        "  Specs/b,c:d.primerspec:11: voiceover ready",
        "    −expected +actual",
        "      12 │ \"Fish & <Chips> \\\"now\\\". Heading.\"",
        "      13 │ \"We remind you each week of what is due.\"",
        "    − 14 │ \"Allow, Button.\"",
        "    +    │ \"Allow. Button.\"",
        "      15 │ \"Not now. Button.\"",
        "  Specs/b,c:d.primerspec:14:3: error: the spec says \"Allow, Button.\", but the builder generates \"Allow. Button.\"",
        "",
        "ERROR Specs/broken.primerspec: the spec cannot be checked",
        "Specs/broken.primerspec:2:1: error: unknown keyword 'titel'; expected a header field (block, reminders, title, "
            + "reason, on-title, snooze, assumes, code, call, design, accept) or a section keyword (voiceover, announce, motion, sizes, targets, contrast, app-dump) "
            + "(did you mean 'title'?)",
        "",
        "1 spec file could not be checked (exit 2)",
        "3 passed, 2 failed",
        "",
    ]

    @Test func theReportIsGoldenWithoutColour() {
        let text = TextReporter().render(CardReportFixtures.report)
        expectSameLines(text, Self.golden)
        #expect(!text.contains("\u{1B}"))
        #expect(ReportFormat.text.render(CardReportFixtures.report) == text)
    }

    @Test func colourPaintsTheStatusWordsAndTheDiffOnly() {
        let text = TextReporter(usesColor: true).render(CardReportFixtures.report)
        #expect(text.contains("\u{1B}[32mPASS\u{1B}[0m Specs/a.primerspec"))
        #expect(text.contains("\u{1B}[31mFAIL\u{1B}[0m Specs/b,c:d.primerspec"))
        #expect(text.contains("\u{1B}[31mERROR\u{1B}[0m Specs/broken.primerspec"))
        #expect(text.contains("    \u{1B}[31m− 14 │ \"Allow, Button.\"\u{1B}[0m"))
        #expect(text.contains("    \u{1B}[32m+    │ \"Allow. Button.\"\u{1B}[0m"))
        // Without the escape codes it is the plain report, and the closing line is never painted.
        let plain = text.replacingOccurrences(of: "\u{1B}[31m", with: "").replacingOccurrences(of: "\u{1B}[32m", with: "")
            .replacingOccurrences(of: "\u{1B}[0m", with: "")
        expectSameLines(plain, Self.golden)
        #expect(text.hasSuffix("\n3 passed, 2 failed\n"))
        #expect(ReportFormat.text.render(CardReportFixtures.report, usesColor: true) == text)
    }

    @Test func theClosingLineIsAloneOnTheLastLine() {
        let passing = CheckReport(files: [Checker(blocks: CardSpec.blocks).check(Array(CardReportFixtures.passing.utf8), path: "p.primerspec")])
        #expect(TextReporter().render(passing) == "PASS p.primerspec (2 of 2 sections passed)\n2 passed, 0 failed\n")
        #expect(TextReporter().render(CheckReport(files: [])) == "0 passed, 0 failed\n")
        let twoBroken = CheckReport(files: [
            Checker(blocks: CardSpec.blocks).check(Array(CardReportFixtures.broken.utf8), path: "x.primerspec"),
            Checker(blocks: CardSpec.blocks).check(Array(CardReportFixtures.broken.utf8), path: "y.primerspec"),
        ])
        #expect(SpecTest.lines(TextReporter().render(twoBroken)).suffix(3)
            == ["2 spec files could not be checked (exit 2)", "0 passed, 0 failed", ""])
    }

    @Test(arguments: [
        (true, [:], true),
        (true, ["NO_COLOR": "1"], false),
        (true, ["NO_COLOR": "0"], false),
        (true, ["NO_COLOR": ""], true),
        (true, ["TERM": "xterm-256color"], true),
        (false, [:], false),
        (false, ["CLICOLOR_FORCE": "1"], false),
    ] as [(Bool, [String: String], Bool)])
    func colourOnlyOnATerminalAndNeverWithNoColor(_ terminal: Bool, _ environment: [String: String], _ expected: Bool) {
        let invocation = Invocation(arguments: [], environment: environment, workingDirectory: "/", outputIsTerminal: terminal,
                                    blocks: TestBlocks.registry)
        #expect(invocation.usesColor == expected)
    }
}
