/// The audit as GitHub Actions annotations: `::error` or `::warning` per finding at its spec line.
public struct AuditGitHubReporter: Sendable {
    /// Creates a reporter.
    public init() {}

    /// One annotation per finding, then the summary.
    public func render(_ report: AuditReport) -> String {
        let message = GitHubReporter()
        var lines = report.errors.map { "::error file=\(Self.escape($0.location.file)),line=\($0.location.line)::"
            + message.data($0.rendered) }
        for result in report.results where result.isFinding {
            let kind = result.outcome == .fail ? "error" : "warning"
            var properties = ["title=primer-spec audit%3A \(result.rule)"]
            if let location = result.location {
                properties = ["file=\(Self.escape(location.file))", "line=\(location.line)", "col=\(location.column)"]
                    + properties
            }
            lines.append("::\(kind) \(properties.joined(separator: ","))::\(message.data(AuditTextReporter.line(result)))")
        }
        lines.append("audit: \(report.summary)")
        return lines.joined(separator: "\n") + "\n"
    }

    /// A property value escaped as GitHub's workflow commands want: `%`, line ends, `,` and `:`.
    static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D")
            .replacingOccurrences(of: "\n", with: "%0A").replacingOccurrences(of: ",", with: "%2C")
            .replacingOccurrences(of: ":", with: "%3A")
    }
}

/// The audit as JUnit XML: a test suite per audited spec, a test case per rule.
public struct AuditJUnitReporter: Sendable {
    /// Creates a reporter.
    public init() {}

    public func render(_ report: AuditReport) -> String {
        var lines = ["<?xml version=\"1.0\" encoding=\"UTF-8\"?>", "<testsuites name=\"primer-spec audit\">"]
        for error in report.errors {
            let name = error.location.file
            lines.append("  <testsuite name=\"\(Self.escape(name))\" tests=\"1\" failures=\"0\" errors=\"1\">")
            lines.append("    <testcase classname=\"\(Self.escape(name))\" name=\"spec\">")
            lines.append("      <error message=\"\(Self.escape(error.message))\">\(Self.escape(error.rendered))</error>")
            lines.append("    </testcase>")
            lines.append("  </testsuite>")
        }
        for audit in report.audits {
            let name = audit.path ?? audit.block
            let byRule = RuleCatalogue.rules.map { rule in (rule, audit.results.filter { $0.rule == rule.id }) }
            let failures = byRule.filter { $0.1.contains { $0.outcome == .fail } }.count
            lines.append("  <testsuite name=\"\(Self.escape(name))\" tests=\"\(byRule.count)\" failures=\"\(failures)\">")
            for (rule, results) in byRule {
                let failed = results.filter { $0.outcome == .fail }
                let skipped = !results.isEmpty && results.allSatisfy { $0.outcome == .notApplicable }
                lines.append("    <testcase classname=\"\(Self.escape(name))\" name=\"\(rule.id)\">")
                if let first = failed.first {
                    lines.append("      <failure message=\"\(Self.escape(first.message))\">"
                                 + Self.escape(failed.map(AuditTextReporter.line).joined(separator: "\n")) + "</failure>")
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

    static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }
}
