import PrimerMotion
import PrimerSpec
import PrimerSyntax

/// A report as JUnit XML: for a check, a testsuite per spec file and a testcase per section; for an
/// audit, a testsuite per audited spec and a testcase per rule.
public struct JUnitReporter: Sendable {
    /// Creates a reporter.
    public init() {}

    /// The check's XML document.
    public func render(_ report: CheckReport) -> String {
        let errorFiles = report.files.filter { !$0.errors.isEmpty }.count
        var lines = [
            #"<?xml version="1.0" encoding="UTF-8"?>"#,
            "<testsuites name=\"primer-spec\" tests=\"\(report.sections.count + errorFiles)\" failures=\"\(report.failedCount)\" errors=\"\(errorFiles)\">",
        ]
        for file in report.files {
            let failures = file.sections.filter { $0.status == .failed }.count
            let tests = file.errors.isEmpty ? file.sections.count : 1
            lines.append("  <testsuite name=\"\(escape(file.path))\" tests=\"\(tests)\" failures=\"\(failures)\" errors=\"\(file.errors.isEmpty ? 0 : 1)\">")
            if !file.errors.isEmpty {
                let text = file.errors.map(\.rendered).joined(separator: "\n")
                // Parsing or resolving (an unknown state, a missing purpose string) stopped the file: one case for both.
                lines.append("    <testcase classname=\"\(escape(file.path))\" name=\"spec (parse and resolve)\">")
                lines.append("      <error message=\"\(escape(file.errors[0].message))\">\(escape(text))</error>")
                lines.append("    </testcase>")
            }
            for section in file.sections {
                let name = escape("\(section.title) (line \(section.line))")
                guard section.status == .failed else {
                    lines.append("    <testcase classname=\"\(escape(file.path))\" name=\"\(name)\"/>")
                    continue
                }
                let body = LineDiffRenderer().render(section.diff, expectedLineNumbers: section.expectedLineNumbers)
                    + "\n" + section.findings.map(\.rendered).joined(separator: "\n")
                let message = section.findings.first?.message ?? "the section does not match"
                lines.append("    <testcase classname=\"\(escape(file.path))\" name=\"\(name)\">")
                lines.append("      <failure message=\"\(escape(message))\">\(escape(body))</failure>")
                lines.append("    </testcase>")
            }
            lines.append("  </testsuite>")
        }
        lines.append("</testsuites>")
        return lines.joined(separator: "\n") + "\n"
    }

    /// The audit's XML document.
    public func render(_ report: AuditReport) -> String {
        var lines = ["<?xml version=\"1.0\" encoding=\"UTF-8\"?>", "<testsuites name=\"primer-spec audit\">"]
        for error in report.errors {
            let name = error.location.file
            lines.append("  <testsuite name=\"\(escape(name))\" tests=\"1\" failures=\"0\" errors=\"1\">")
            lines.append("    <testcase classname=\"\(escape(name))\" name=\"spec\">")
            lines.append("      <error message=\"\(escape(error.message))\">\(escape(error.rendered))</error>")
            lines.append("    </testcase>")
            lines.append("  </testsuite>")
        }
        for audit in report.audits {
            let name = audit.path ?? audit.block
            let byRule = RuleCatalogue.rules.map { rule in (rule, audit.results.filter { $0.rule == rule.id }) }
            let failures = byRule.filter { $0.1.contains { $0.outcome == .fail } }.count
            lines.append("  <testsuite name=\"\(escape(name))\" tests=\"\(byRule.count)\" failures=\"\(failures)\">")
            for (rule, results) in byRule {
                let failed = results.filter { $0.outcome == .fail }
                let skipped = !results.isEmpty && results.allSatisfy { $0.outcome == .notApplicable }
                lines.append("    <testcase classname=\"\(escape(name))\" name=\"\(rule.id)\">")
                if let first = failed.first {
                    lines.append("      <failure message=\"\(escape(first.message))\">"
                                 + escape(failed.map(TextReporter.line).joined(separator: "\n")) + "</failure>")
                } else if skipped {
                    lines.append("      <skipped/>")
                }
                lines.append("    </testcase>")
            }
            lines.append("  </testsuite>")
        }
        lines.append("</testsuites>")
        return lines.joined(separator: "\n") + "\n"
    }

    private func escape(_ text: String) -> String { XMLText.escape(text) }
}
