/// The report as GitHub Actions workflow commands: an `::error` (or `::warning`) annotation per finding,
/// the first finding of a failed section carrying the section's diff.
public struct GitHubReporter: Sendable {
    /// Creates a reporter.
    public init() {}

    /// One annotation per error and finding, then the closing line.
    public func render(_ report: CheckReport) -> String {
        var lines: [String] = report.errors.map { annotation($0, title: "primer-spec: spec error") }
        for section in report.sections where section.status == .failed {
            // The section's diff goes with its first finding only: repeated on every finding, a body of
            // N differing lines would print N diffs of N lines.
            let diff = LineDiffRenderer().render(section.diff, expectedLineNumbers: section.expectedLineNumbers)
            for (index, finding) in section.findings.enumerated() {
                lines.append(annotation(finding, title: "primer-spec: \(section.title)", detail: index == 0 ? diff : nil))
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

    private func annotation(_ diagnostic: Diagnostic, title: String, detail: String? = nil) -> String {
        let location = diagnostic.location
        let kind = diagnostic.severity == .error ? "error" : diagnostic.severity == .warning ? "warning" : "notice"
        let message = ([diagnostic.message] + diagnostic.notes.map(\.description) + (detail.map { ["", $0] } ?? []))
            .joined(separator: "\n")
        return "::\(kind) file=\(property(location.file)),line=\(location.line),col=\(location.column),title=\(property(title))::\(data(message))"
    }

    /// Escapes a command's message.
    func data(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D")
            .replacingOccurrences(of: "\n", with: "%0A")
    }

    /// Escapes a command's property value.
    func property(_ text: String) -> String {
        data(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}
