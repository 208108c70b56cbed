import PrimerModel
@testable import PrimerReports
@testable import PrimerSpec
@testable import PrimerSyntax
@testable import PrimerTestSupport
import Testing

/// `--format xcode` on every command's findings: one `FILE:LINE:COL: severity: message [rule]` line
/// each, its notes after it, paths absolute, then the command's count.
@Suite("Xcode diagnostics")
struct XcodeReporterTests {
    static let reporter = XcodeReporter(workingDirectory: "/app")

    static func at(_ line: Int, _ column: Int = 1, _ file: String = "Specs/s.primerspec") -> SourceRange {
        SourceRange(at: SourceLocation(file: file, line: line, column: column))
    }

    /// An audit of one spec: a spec that could not be read, a failure with a note elsewhere, a
    /// warning, an accepted finding and a pass (neither an issue), and a finding about no file.
    static var audit: AuditReport {
        let failing = Finding(severity: .error, range: at(7, 3), message: "contrast 2.9:1 is below 4.5:1",
                              notes: [.init("the colour is set here", at: SourceLocation(file: "Specs/s.primerspec", line: 2, column: 1)),
                                      .init("WCAG 1.4.3")],
                              rule: "text-contrast", subject: FindingSubject(part: PartID("title"), state: "ready"))
        let results = [
            AuditResult(outcome: .fail, block: "camera", finding: failing),
            AuditResult(outcome: .warning, block: "camera", finding: Finding(severity: .warning, range: at(12), message: "loops forever",
                                                                             rule: "endless-motion")),
            AuditResult(outcome: .accepted(reason: "brand"), block: "camera",
                        finding: Finding(severity: .error, range: at(9), message: "too faint", rule: "text-contrast")),
            AuditResult(outcome: .pass, block: "camera", finding: Finding(severity: .error, range: nil, message: "fine", rule: "a-way-out")),
            AuditResult(outcome: .fail, block: "camera", finding: Finding(severity: .error, range: nil, message: "no way out",
                                                                          rule: "a-way-out")),
        ]
        let unreadable = Finding.error("cannot read 'gone.primerspec'", at: at(0, 0, "/elsewhere/gone.primerspec"))
        return AuditReport(audits: [SpecAudit(path: "Specs/s.primerspec", block: "camera", subject: "camera primer", results: results)],
                           errors: [unreadable])
    }

    /// A scan: an input that could not be read, a finding with a note at its own place, one with a
    /// note at none, and a finding about the whole app.
    static var scan: RuleSetReport {
        RuleSetReport(
            findings: [
                Finding(severity: .error, range: at(4, 9, "Sources/./Camera/../A.swift"), message: "asks for camera without a key",
                        notes: [.init("assumed the default options", at: SourceLocation(file: "Sources/A.swift", line: 3, column: 5))],
                        rule: "usage-key-missing", subject: .permission("camera")),
                Finding(severity: .warning, range: at(8, 2, "/abs/B.swift"), message: "no spec\ncovers it",
                        notes: [.init("add one")], rule: "spec-missing", subject: .permission("photos")),
                Finding(severity: .note, range: nil, message: "deployment target not read", rule: "deployment-target",
                        subject: .wholeApp),
            ],
            errors: [Finding.error("Info.plist does not parse", at: at(1, 1, "App/Info.plist"))],
            target: "App", rules: [], command: "scan", document: "Docs/Scan.md")
    }

    @Test(arguments: [
        ("check: a mismatch at the line that differs, a spec that does not parse", "check", [
            "/app/Specs/b,c:d.primerspec:9:3: error: the spec says \"Reminders & <off> 'now'\" priority low, but the builder "
                + "generates \"Reminders are off\" priority high [lines-match]",
            "/app/Specs/b,c:d.primerspec:14:3: error: the spec says \"Allow, Button.\", but the builder generates "
                + "\"Allow. Button.\" [lines-match]",
            "/app/Specs/broken.primerspec:2:1: error: unknown keyword 'titel'; expected a header field (block, reminders, title, "
                + "reason, on-title, snooze, assumes, code, call, design, accept) or a section keyword (voiceover, announce, "
                + "motion, sizes, targets, contrast, app-dump) (did you mean 'title'?) [spec-error]",
            "3 passed, 2 failed",
        ]),
        ("audit: open findings with their notes; none accepted or passed", "audit", [
            "/elsewhere/gone.primerspec:1:1: error: cannot read 'gone.primerspec' [spec-error]",
            "/app/Specs/s.primerspec:7:3: error: camera title (ready): contrast 2.9:1 is below 4.5:1 [text-contrast]",
            "/app/Specs/s.primerspec:2:1: note: the colour is set here",
            "/app/Specs/s.primerspec:7:3: note: WCAG 1.4.3",
            "/app/Specs/s.primerspec:12:1: warning: camera: loops forever [endless-motion]",
            "error: camera: no way out [a-way-out]",
            "audit: 2 failed, 1 warning, 1 accepted, 1 passed, 0 not applicable",
        ]),
        ("scan: findings about a permission or the app, an input that did not read", "scan", [
            "/app/App/Info.plist:1:1: error: Info.plist does not parse [spec-error]",
            "/app/Sources/A.swift:4:9: error: camera: asks for camera without a key [usage-key-missing]",
            "/app/Sources/A.swift:3:5: note: assumed the default options",
            "/abs/B.swift:8:2: warning: photos: no spec covers it [spec-missing]",
            "/abs/B.swift:8:2: note: add one",
            "note: app: deployment target not read [deployment-target]",
            "scan: 1 error, 1 warning, 1 note",
        ]),
    ])
    func writesEachFindingAtItsLine(_ name: String, _ command: String, _ expected: [String]) {
        expectSameLines(Self.render(command), expected + [""])
    }

    /// The fixture report of a command, in the format.
    static func render(_ command: String) -> String {
        switch command {
        case "check": reporter.render(CardReportFixtures.report)
        case "audit": reporter.render(audit)
        default: reporter.render(scan)
        }
    }

    /// The format value renders each command's report through the same reporter, and every command lists it.
    @Test func isAFormatOfEveryCommand() {
        #expect(ReportFormat(rawValue: "xcode") == .xcode)
        #expect(ReportFormat.allCases.contains(.xcode) && ReportFormat.auditOrder.contains(.xcode))
        #expect(RuleSetReport.formats.contains(.xcode))
        #expect(ReportFormat.xcode.render(Self.scan)?.hasSuffix("scan: 1 error, 1 warning, 1 note\n") == true)
    }
}
