import PrimerModel
@testable import PrimerReports
@testable import PrimerSpec
@testable import PrimerSyntax
@testable import PrimerTestSupport
import Testing

/// A format added the way Docs/Extending.md says: one value with a name and a rendering of each
/// report, here a line per finding (`severity rule file:line message`) and a count, which renders
/// a check, an audit and a scan with no other change.
extension ReportFormat {
    static let findingLines = ReportFormat(
        name: "finding-lines",
        check: { report, _ in
            FindingLines.render(report.files.flatMap { $0.errors + $0.warnings + $0.sections.flatMap(\.findings) })
        },
        audit: { FindingLines.render($0.results.filter(\.isFinding).map(\.finding)) },
        ruleSet: { FindingLines.render($0.findings) })
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
        let report = RuleSetReport(
            findings: [Finding(severity: .error, range: Self.at(4), message: "no key", rule: "usage-key-missing",
                               subject: .permission("camera")),
                       Finding(severity: .note, range: nil, message: "too old", rule: "deployment-target",
                               subject: .wholeApp)],
            target: "App", rules: [], command: "scan", document: "Docs/Scan.md")
        #expect(ReportFormat.findingLines.render(report)
            == "error usage-key-missing a.swift:4 (camera) no key\nnote deployment-target - (app) too old\n2 findings\n")
    }

    /// A format is found by its name only once it is listed; equal names are the same format.
    @Test func aFormatIsAValueNamedByItsName() {
        #expect(ReportFormat(rawValue: "finding-lines") == nil)
        #expect(ReportFormat.allCases.map(\.rawValue) == ["text", "json", "junit", "github", "html", "sarif", "xcode"])
        #expect(ReportFormat.auditOrder.map(\.rawValue) == ["text", "json", "sarif", "github", "junit", "html", "xcode"])
        #expect(ReportFormat.allCases.allSatisfy { ReportFormat(rawValue: $0.rawValue) == $0 })
        #expect(RuleSetReport.formats.allSatisfy { $0.render(RuleSetReport(findings: [], target: "App", rules: [],
                                                                             command: "scan", document: "")) != nil })
        #expect(ReportFormat.html.render(RuleSetReport(findings: [], target: "App", rules: [], command: "scan",
                                                       document: "")) == nil)
    }
}
