import PrimerMotion
import PrimerSpec
import PrimerSyntax

/// A report as GitHub Actions workflow commands. For a check, an `::error` annotation per failing
/// section (at its first finding, with the section's diff and its other findings once) and per spec
/// error, a `::warning` per warning; for an audit, one annotation per finding.
///
/// One annotation a section keeps a log GitHub can show: it displays about ten annotations a step.
public struct GitHubReporter: Sendable {
    /// Creates a reporter.
    public init() {}

    /// The check: one annotation per spec error, failing section and warning, then the closing line.
    public func render(_ report: CheckReport) -> String {
        var lines: [String] = report.errors.map { annotation($0, title: "primer-spec: spec error") }
        lines += report.files.flatMap(\.warnings).map { annotation($0, title: "primer-spec: spec warning") }
        for section in report.sections where section.status == .failed {
            let errors = section.findings.filter { $0.severity == .error }
            guard var first = errors.first else { continue }
            let more = errors.count - 1
            if more > 0 { first.message += " (and \(more) more \(more == 1 ? "finding" : "findings") below)" }
            // The other errors ride along under the diff, each at its line: a finding that is not a
            // differing line (a Reduce Motion section that still moves) would otherwise be lost.
            let diff = LineDiffRenderer().render(section.diff, expectedLineNumbers: section.expectedLineNumbers)
            let others = errors.dropFirst().map(\.rendered)
            let detail = others.isEmpty ? diff : diff + "\n\n" + others.joined(separator: "\n")
            lines.append(annotation(first, title: "primer-spec: \(section.title)", detail: detail))
            for warning in section.findings where warning.severity != .error {
                lines.append(annotation(warning, title: "primer-spec: \(section.title)"))
            }
        }
        // A passing section's warnings (endless motion, WCAG 2.2.2) are annotated without a diff.
        for section in report.sections where section.status != .failed {
            for finding in section.findings {
                lines.append(annotation(finding, title: "primer-spec: \(section.title)"))
            }
        }
        lines.append(report.summary)
        return lines.joined(separator: "\n") + "\n"
    }

    private func annotation(_ diagnostic: Finding, title: String, detail: String? = nil) -> String {
        let location = diagnostic.location
        let kind = diagnostic.severity == .error ? "error" : diagnostic.severity == .warning ? "warning" : "notice"
        let message = ([diagnostic.message] + diagnostic.notes.map(\.description) + (detail.map { ["", $0] } ?? []))
            .joined(separator: "\n")
        return "::\(kind) file=\(property(location.file)),line=\(location.line),col=\(location.column),title=\(property(title))::\(data(message))"
    }

    /// The audit: `::error` or `::warning` per finding at its spec line, then the summary.
    public func render(_ report: AuditReport) -> String {
        var lines = report.errors.map { "::error file=\(property($0.location.file)),line=\($0.location.line)::"
            + data($0.rendered) }
        for result in report.results where result.isFinding {
            let kind = result.outcome == .fail ? "error" : "warning"
            var properties = ["title=primer-spec audit%3A \(result.rule)"]
            if let location = result.location {
                properties = ["file=\(property(location.file))", "line=\(location.line)", "col=\(location.column)"]
                    + properties
            }
            lines.append("::\(kind) \(properties.joined(separator: ","))::\(data(TextReporter.line(result)))")
        }
        lines.append("audit: \(report.summary)")
        return lines.joined(separator: "\n") + "\n"
    }

    private func data(_ text: String) -> String { WorkflowCommand.data(text) }
    private func property(_ text: String) -> String { WorkflowCommand.property(text) }
}
