import Foundation
import PrimerModel
import PrimerSpec
import PrimerSyntax

/// A report as the diagnostics Xcode reads from a build phase's or build-tool plugin's output, which
/// it places in the issue navigator and at the line in the editor:
///
/// ```
/// /app/Specs/camera.primerspec:9:3: error: expected "Allow, Button." [lines-match]
/// /app/Specs/camera.primerspec:4:1: note: first given here
/// ```
///
/// One line per finding (`FILE:LINE:COL: error|warning|note: MESSAGE [rule]`), each of its notes on a
/// line after it (at the note's own place, else at the finding's), then the command's closing count.
/// Xcode Help's "Write a build phase script" (Log errors and warnings) says a script logs an issue by
/// writing such a line to its output; the compilers' own diagnostics have the same shape.
///
/// Paths are absolute: a path as typed is resolved lexically against the working directory, as
/// Xcode places an issue only at a file it finds, whatever folder the build ran the tool in
/// (SwiftLint's Xcode reporter writes absolute paths too). A finding in a file but at no line (a
/// file that could not be read) is at line 1, column 1; a finding about no file (a block audited
/// without a spec, a scan rule about the whole app) is `error: MESSAGE [rule]`, which Xcode shows
/// as an issue of the build step.
package struct XcodeReporter: CommandReporter {
    /// The folder relative paths are resolved against, absolute.
    package var workingDirectory: String

    /// Creates a reporter resolving relative paths against `workingDirectory` (by default this
    /// process's working directory).
    package init(workingDirectory: String = FileManager.default.currentDirectoryPath) {
        self.workingDirectory = workingDirectory
    }

    /// The check: each file's errors and warnings, then each section's findings (a mismatch at the
    /// spec line that differs), then `N passed, M failed`.
    package func render(_ report: CheckReport) -> String {
        var lines: [String] = []
        for file in report.files {
            for finding in file.errors + file.warnings { lines += diagnostic(finding) }
            for section in file.sections {
                for finding in section.findings { lines += diagnostic(finding) }
            }
        }
        lines.append(report.summary)
        return lines.joined(separator: "\n") + "\n"
    }

    /// The audit: each spec that could not be audited, then every finding left open (an accepted
    /// finding passes, so it is not an issue), named by its block and part, then the summary.
    package func render(_ report: AuditReport) -> String {
        var lines = report.errors.flatMap { diagnostic($0) }
        for result in report.results where result.isFinding {
            var finding = result.finding
            finding.message = SARIFReporter.message(result)
            lines += diagnostic(finding)
        }
        lines.append("audit: \(report.summary)")
        return lines.joined(separator: "\n") + "\n"
    }

    /// A rule-set report (`scan`): each input that could not be read, then each finding named by the
    /// permission it is about (`camera: …`), then the summary.
    package func renderFindings(_ report: Report) -> String {
        var lines = report.errors.flatMap { diagnostic($0) }
        for finding in report.findings {
            var named = finding
            named.message = "\(Report.about(finding)): \(finding.message)"
            lines += diagnostic(named)
        }
        lines.append("\(report.command): \(report.summary)")
        return lines.joined(separator: "\n") + "\n"
    }

    /// A finding's line, then one line per note.
    func diagnostic(_ finding: Finding) -> [String] {
        let place = finding.isLocated ? self.place(finding.location) : nil
        let rule = finding.rule ?? Finding.specErrorRule
        let headline = (place.map { "\($0): " } ?? "") + "\(finding.severity): \(Self.oneLine(finding.message)) [\(rule)]"
        return [headline] + finding.notes.map { note in
            let at = note.location.map(self.place) ?? place
            return (at.map { "\($0): " } ?? "") + "note: \(Self.oneLine(note.message))"
        }
    }

    /// `/abs/path:LINE:COL`, a line or column before the first read as the first.
    func place(_ location: SourceLocation) -> String {
        "\(absolute(location.file)):\(max(location.line, 1)):\(max(location.column, 1))"
    }

    /// The path made absolute against the working directory, lexically (`.` and `..` resolved).
    func absolute(_ path: String) -> String {
        ReportPaths.normalised(path.hasPrefix("/") ? path : workingDirectory + "/" + path)
    }

    /// The text on one line: Xcode reads a diagnostic from a single line of output.
    static func oneLine(_ text: String) -> String {
        text.contains(where: \.isNewline)
            ? text.split(whereSeparator: \.isNewline).joined(separator: " ") : text
    }
}

extension ReportFormat {
    /// Xcode's diagnostics (`FILE:LINE:COL: error: MESSAGE [rule]`), which it shows at their lines;
    /// the default when Xcode runs the tool (the command line's `FormatSelection`).
    package static let xcode = ReportFormat(name: "xcode") { report, context in
        XcodeReporter(workingDirectory: context.workingDirectory).render(report)
    }
}
