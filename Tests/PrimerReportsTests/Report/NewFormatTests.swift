import PrimerModel
@testable import PrimerReports
@testable import PrimerSpec
@testable import PrimerSyntax
@testable import PrimerTestSupport
import Testing

/// A format added the way Docs/Extending.md says: one value with a name and one rendering of the
/// report every command produces, here a line per finding (`severity rule file:line message`) and a
/// count, which renders a check, an audit and a scan with no other change.
extension ReportFormat {
    static let findingLines = ReportFormat(name: "finding-lines") { report, _ in
        FindingLines.render(report.errors + report.findings)
    }
}

/// The new format's one renderer, over the one finding type every command reports.
enum FindingLines {
    static func render(_ findings: [Finding]) -> String {
        let lines = findings.map { finding in
            let place = finding.isLocated ? "\(finding.location.file):\(finding.location.line)" : "-"
            let about = finding.subject.app.map { " (\($0))" } ?? ""
            return "\(finding.severity) \(finding.rule ?? Finding.specErrorRule) \(place)\(about) \(finding.message)"
        }
        return (lines + ["\(findings.count) \(findings.count == 1 ? "finding" : "findings")"]).joined(separator: "\n") + "\n"
    }
}

@Suite("A new output format")
struct NewFormatTests {
    static func at(_ line: Int, _ file: String = "a.swift") -> SourceRange {
        SourceRange(at: SourceLocation(file: file, line: line, column: 1))
    }

    @Test func rendersACheck() {
        let output = ReportFormat.findingLines.render(CardReportFixtures.report)
        let lines = Array(SpecTest.lines(output).dropLast())
        #expect(lines.last == "\(lines.count - 1) \(lines.count - 1 == 1 ? "finding" : "findings")")
        #expect(lines.count > 1)
        #expect(lines.dropLast().allSatisfy { $0.hasPrefix("error ") || $0.hasPrefix("warning ") || $0.hasPrefix("note ") })
    }

    @Test func rendersAnAudit() {
        let results = [
            AuditResult(outcome: .fail, block: "b", finding: Finding(severity: .error, range: Self.at(3, "s.primerspec"),
                                                                     message: "too faint", rule: "text-contrast")),
            AuditResult(outcome: .pass, block: "b", finding: Finding(severity: .error, range: nil, message: "fine",
                                                                     rule: "a-way-out")),
        ]
        let report = AuditReport(audits: [SpecAudit(path: "s.primerspec", block: "b", subject: "b", results: results)])
        #expect(ReportFormat.findingLines.render(report) == "error text-contrast s.primerspec:3 too faint\n1 finding\n")
    }

    @Test func rendersAScan() {
        let report = Report(
            findings: [Finding(severity: .error, range: Self.at(4), message: "no key", rule: "usage-key-missing",
                               subject: .permission("camera")),
                       Finding(severity: .note, range: nil, message: "too old", rule: "deployment-target",
                               subject: .wholeApp)],
            target: "App", rules: [], command: .scan, document: "Docs/Scan.md")
        #expect(ReportFormat.findingLines.render(report)
            == "error usage-key-missing a.swift:4 (camera) no key\nnote deployment-target - (app) too old\n2 findings\n")
    }

    /// A format is found by its name only once it is listed; equal names are the same format.
    @Test func aFormatIsAValueNamedByItsName() {
        #expect(ReportFormat(rawValue: "finding-lines") == nil)
        #expect(ReportFormat.all.map(\.rawValue) == ["text", "json", "sarif", "github", "junit", "html", "xcode"])
        #expect(ReportFormat.all.allSatisfy { ReportFormat(rawValue: $0.rawValue) == $0 })
        // Which commands write a format is declared on the format: every one but html serves scan.
        #expect(ReportFormat.formats(for: .check) == ReportFormat.all)
        #expect(ReportFormat.formats(for: .audit) == ReportFormat.all)
        #expect(ReportFormat.formats(for: .scan).map(\.rawValue) == ["text", "json", "sarif", "github", "junit", "xcode"])
        #expect(ReportFormat.findingLines.commands == Set(ReportCommand.allCases))
    }
}
