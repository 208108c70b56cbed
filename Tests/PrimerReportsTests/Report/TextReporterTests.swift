@testable import BlockTestSupport
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
        "  Specs/b,c:d.primerspec:13: announce requesting -> denied",
        "    −expected +actual",
        "    − 14 │ \"Camera & <off> 'now'\" priority low",
        "    +    │ \"Camera & <off> 'now'\" priority high",
        "  Specs/b,c:d.primerspec:14:3: error: the spec says \"Camera & <off> 'now'\" priority low, but the builder generates \"Camera & <off> 'now'\" priority high",
        "",
        "  Specs/b,c:d.primerspec:16: voiceover ready",
        "    −expected +actual",
        "         │ … (2 unchanged lines)",
        "      19 │ \"Photos, Take pictures without leaving the app.\"",
        "      20 │ \"Scanning, Point at a code to read it.\"",
        "      21 │ \"Next, iOS asks: \u{201C}Reminders\u{201D} Would Like to Access the Camera. Reminders uses the camera to take photos and scan codes. Buttons: Don\u{2019}t Allow, Allow.\"",
        "    − 22 │ \"Continue, Button.\"",
        "    +    │ \"Continue. Button.\"",
        "      23 │ \"Not now. Button.\"",
        "  Specs/b,c:d.primerspec:22:3: error: the spec says \"Continue, Button.\", but the builder generates \"Continue. Button.\"",
        "",
        "ERROR Specs/broken.primerspec: the spec cannot be checked",
        "Specs/broken.primerspec:2:1: error: unknown keyword 'titel'; expected a header field (block, primer, app, info-plist, "
            + "purpose, project, target, configuration, xcconfig, build-setting, locale, strings, ios, "
            + "symbol, granted-symbol, denied-symbol, title, reason, benefit, continue-title, alert-title, alert-message, "
            + "alert-buttons, granted-title, granted-line, denied-title, denied-line, limited-title, limited-line, "
            + "not-now-title, done-title, open-settings-title, error-message, custom-request, theme, accept) or a section keyword "
            + "(voiceover, announce, motion, sizes, targets, contrast, app-dump) "
            + "(did you mean 'title'?)",
        "",
        "1 spec file could not be checked (exit 2)",
        "3 passed, 2 failed",
        "",
    ]

    @Test func theReportIsGoldenWithoutColour() {
        let text = TextReporter().render(ReportFixtures.report)
        expectSameLines(text, Self.golden)
        #expect(!text.contains("\u{1B}"))
        #expect(ReportFormat.text.render(ReportFixtures.report) == text)
    }

    @Test func colourPaintsTheStatusWordsAndTheDiffOnly() {
        let text = TextReporter(usesColor: true).render(ReportFixtures.report)
        #expect(text.contains("\u{1B}[32mPASS\u{1B}[0m Specs/a.primerspec"))
        #expect(text.contains("\u{1B}[31mFAIL\u{1B}[0m Specs/b,c:d.primerspec"))
        #expect(text.contains("\u{1B}[31mERROR\u{1B}[0m Specs/broken.primerspec"))
        #expect(text.contains("    \u{1B}[31m− 22 │ \"Continue, Button.\"\u{1B}[0m"))
        #expect(text.contains("    \u{1B}[32m+    │ \"Continue. Button.\"\u{1B}[0m"))
        // Without the escape codes it is the plain report, and the closing line is never painted.
        let plain = text.replacingOccurrences(of: "\u{1B}[31m", with: "").replacingOccurrences(of: "\u{1B}[32m", with: "")
            .replacingOccurrences(of: "\u{1B}[0m", with: "")
        expectSameLines(plain, Self.golden)
        #expect(text.hasSuffix("\n3 passed, 2 failed\n"))
        #expect(ReportFormat.text.render(ReportFixtures.report, usesColor: true) == text)
    }

    @Test func theClosingLineIsAloneOnTheLastLine() {
        let passing = CheckReport(files: [Checker().check(Array(ReportFixtures.passing.utf8), path: "p.primerspec")])
        #expect(TextReporter().render(passing) == "PASS p.primerspec (2 of 2 sections passed)\n2 passed, 0 failed\n")
        #expect(TextReporter().render(CheckReport(files: [])) == "0 passed, 0 failed\n")
        let twoBroken = CheckReport(files: [
            Checker().check(Array(ReportFixtures.broken.utf8), path: "x.primerspec"),
            Checker().check(Array(ReportFixtures.broken.utf8), path: "y.primerspec"),
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
        let invocation = Invocation(arguments: [], environment: environment, workingDirectory: "/", outputIsTerminal: terminal)
        #expect(invocation.usesColor == expected)
    }
}
