/// The report as GitHub Actions workflow commands: an `::error` annotation per failing section (at
/// its first finding, with the section's diff and its other findings once) and per spec error, a
/// `::warning` per warning.
///
/// One annotation a section keeps a log GitHub can show: it displays about ten annotations a step.
public struct GitHubReporter: Sendable {
    /// Creates a reporter.
    public init() {}

    /// One annotation per spec error, failing section and warning, then the closing line.
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

    /// Escapes a command's message: `%`, CR and LF.
    func data(_ text: String) -> String {
        escaped(text, [("%", "%25"), ("\r", "%0D"), ("\n", "%0A")])
    }

    /// Escapes a command's property value: as a message, and `:` and `,`.
    func property(_ text: String) -> String {
        escaped(text, [("%", "%25"), ("\r", "%0D"), ("\n", "%0A"), (":", "%3A"), (",", "%2C")])
    }

    /// `text` with each listed scalar replaced, in one pass.
    private func escaped(_ text: String, _ replacements: [(Unicode.Scalar, String)]) -> String {
        guard text.unicodeScalars.contains(where: { scalar in replacements.contains { $0.0 == scalar } }) else {
            return text
        }
        var result = ""
        result.reserveCapacity(text.utf8.count + 16)
        for scalar in text.unicodeScalars {
            if let replacement = replacements.first(where: { $0.0 == scalar }) {
                result += replacement.1
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
