import Foundation

/// The report for people: a line per file, a diff and located findings per failed section.
public struct TextReporter: Sendable {
    /// Whether to colour the diff and the status words.
    public var usesColor: Bool

    /// Creates a reporter.
    public init(usesColor: Bool = false) { self.usesColor = usesColor }

    /// The report, ending with the closing line `N passed, M failed`.
    public func render(_ report: CheckReport) -> String {
        var lines: [String] = []
        for file in report.files {
            if !file.errors.isEmpty {
                lines.append("\(paint("ERROR", .red)) \(file.path): the spec cannot be checked")
                lines += file.errors.map(\.rendered)
                lines.append("")
                continue
            }
            let failed = file.sections.filter { $0.status == .failed }
            let passed = file.sections.count - failed.count
            lines.append("\(failed.isEmpty ? paint("PASS", .green) : paint("FAIL", .red)) \(file.path)"
                         + " (\(passed) of \(file.sections.count) sections passed)")
            lines += file.warnings.map { "  " + $0.rendered.indentingLines }
            for section in failed {
                lines.append("")
                lines.append("  \(section.location): \(section.title)")
                let diff = LineDiffRenderer(usesColor: usesColor)
                    .render(section.diff, expectedLineNumbers: section.expectedLineNumbers)
                lines += diff.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }
                lines += section.findings.map { "  " + $0.rendered.indentingLines }
            }
            // Warnings (such as endless motion, WCAG 2.2.2) do not fail a section, but are shown.
            let warned = file.sections.filter { $0.status != .failed && !$0.findings.isEmpty }
            for section in warned {
                lines += section.findings.map { "  " + $0.rendered.indentingLines }
            }
            if !failed.isEmpty || !warned.isEmpty || !file.warnings.isEmpty { lines.append("") }
        }
        if !report.errors.isEmpty {
            let count = report.files.filter { !$0.errors.isEmpty }.count
            lines.append("\(count) spec \(count == 1 ? "file" : "files") could not be checked (exit 2)")
        }
        lines.append(report.summary)
        return lines.joined(separator: "\n") + "\n"
    }

    private enum Color: String { case red = "31", green = "32" }

    private func paint(_ text: String, _ color: Color) -> String {
        usesColor ? "\u{1B}[\(color.rawValue)m\(text)\u{1B}[0m" : text
    }
}

extension String {
    /// The text with two spaces after each line break, for a finding shown indented under its file.
    /// Most findings are one line: they are given back without Foundation's search.
    var indentingLines: String {
        utf8.contains(UInt8(ascii: "\n")) ? replacingOccurrences(of: "\n", with: "\n  ") : self
    }
}
