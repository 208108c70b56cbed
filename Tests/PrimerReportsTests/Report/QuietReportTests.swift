@testable import PrimerReports
@testable import PrimerSpec
@testable import PrimerSyntax
@testable import PrimerTestSupport
import Testing

/// A passing check is quiet: a line per file and the summary; notes with --verbose; a warning once
/// per cause with the count of its places.
@Suite("Quiet text report")
struct QuietReportTests {
    static func at(_ line: Int, file: String = "Specs/a.primerspec") -> SourceRange {
        SourceRange(at: SourceLocation(file: file, line: line, column: 3))
    }

    static func ring(_ index: Int, line: Int) -> Finding {
        Finding(severity: .warning, range: at(line), message: "ring.\(index) moves or blinks on repeat for ever; "
                + "expected a way to pause it", expected: "a way to pause it", rule: "automatic-motion-can-stop")
    }

    static let note = Finding(severity: .note, range: at(9), message: "not verifiable from this dump: the heading trait",
                              rule: "app-dump")
    static var accepted: Finding {
        var finding = ring(0, line: 30)
        finding.severity = .note
        finding.notes = [Finding.Note("accepted: the design's", at: SourceLocation(file: "Specs/b.primerspec", line: 4, column: 1))]
        return finding
    }

    static func section(_ line: Int, _ findings: [Finding]) -> SectionOutcome {
        SectionOutcome(file: "Specs/a.primerspec", line: line, title: "motion ready -> ready via appear", status: .passed,
                       diff: SectionOutcome.noLines, expectedLineNumbers: [], findings: findings)
    }

    static let report = CheckReport(files: [
        FileOutcome(path: "Specs/a.primerspec", sections: [section(8, [note]), section(20, [ring(0, line: 21), ring(1, line: 25)])]),
        FileOutcome(path: "Specs/b.primerspec", sections: [section(29, [accepted])]),
        FileOutcome(path: "Specs/c.primerspec", sections: [section(2, [])]),
    ])

    @Test func aPassingRunIsALinePerFileAndAWarningOncePerCause() {
        expectSameLines(TextReporter().render(Self.report), [
            "PASS Specs/a.primerspec (2 of 2 sections passed; 1 note, shown by --verbose)",
            "  Specs/a.primerspec:21:3: warning: ring.0 moves or blinks on repeat for ever; expected a way to pause it; "
                + "2 places: lines 21, 25",
            "",
            "PASS Specs/b.primerspec (1 of 1 sections passed; 1 warning accepted, shown by --verbose)",
            "PASS Specs/c.primerspec (1 of 1 sections passed)",
            "4 passed, 0 failed",
            "",
        ])
    }

    @Test func verboseShowsEveryNoteAndEveryPlace() {
        expectSameLines(TextReporter(verbose: true).render(Self.report), [
            "PASS Specs/a.primerspec (2 of 2 sections passed)",
            "  Specs/a.primerspec:9:3: note: not verifiable from this dump: the heading trait",
            "  Specs/a.primerspec:21:3: warning: ring.0 moves or blinks on repeat for ever; expected a way to pause it",
            "  Specs/a.primerspec:25:3: warning: ring.1 moves or blinks on repeat for ever; expected a way to pause it",
            "",
            "PASS Specs/b.primerspec (1 of 1 sections passed)",
            "  Specs/a.primerspec:30:3: note: ring.0 moves or blinks on repeat for ever; expected a way to pause it",
            "  Specs/b.primerspec:4:1: note: accepted: the design's",
            "",
            "PASS Specs/c.primerspec (1 of 1 sections passed)",
            "4 passed, 0 failed",
            "",
        ])
    }
}

@Suite("TerminalWrapping")
struct TerminalWrappingTests {
    @Test(arguments: [
        ("short line", 20, ["short line"]),
        ("  Specs/a.primerspec:21:3: warning: ring.0 moves for ever", 30,
         ["  Specs/a.primerspec:21:3:", "      warning: ring.0 moves", "      for ever"]),
        ("abcdefghijklmnopqrstuvwxyz0123456789", 20, ["abcdefghijklmnopqrst", "    uvwxyz0123456789"]),
        ("\u{1B}[32mPASS\u{1B}[0m Specs/a.primerspec (2 of 2)", 24,
         ["\u{1B}[32mPASS\u{1B}[0m Specs/a.primerspec", "    (2 of 2)"]),
    ])
    func longLinesWrapAtSpacesWithAnIndentedContinuation(_ line: String, _ width: Int, _ wrapped: [String]) {
        #expect(TerminalWrapping(width: width).wrap(line: line) == wrapped)
        #expect(wrapped.allSatisfy { TerminalWrapping.columns($0) <= max(width, 20) })
    }

    @Test func theTextKeepsItsLineBreaksAndLastNewline() {
        #expect(TerminalWrapping(width: 20).wrap("a\n\nb c\n") == "a\n\nb c\n")
        #expect(TerminalWrapping(width: 5).width == 20)
    }
}
