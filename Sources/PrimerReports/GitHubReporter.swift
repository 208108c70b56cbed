import PrimerModel
import PrimerMotion
import PrimerSpec
import PrimerSyntax

/// A report as GitHub Actions workflow commands. For a check, an `::error` annotation per failing
/// section (at its first finding, with the section's diff and its other findings once) and per spec
/// error, a `::warning` per warning; for an audit, one annotation per place (file and line) with
/// findings, the place's other findings beneath it.
///
/// GitHub shows ten annotations of each kind a step and drops the rest without a word, so the audit
/// annotates the first ten places of each kind and ends with a `::notice` saying how many places were
/// left out and where to read them; a scan (one annotation per finding) is capped the same way. Paths are relative to the repository root (``ReportPaths``).
package struct GitHubReporter: CommandReporter {
    /// How paths are written: relative to the repository root.
    package var paths: ReportPaths

    /// How many annotations of one kind (error, warning, notice) GitHub shows for a step.
    package static let annotationsShownPerKind = 10

    /// Creates a reporter writing paths relative to the repository holding the working directory.
    package init(paths: ReportPaths = .current) { self.paths = paths }

    /// The check: one annotation per spec error, failing section and warning, then the closing line.
    package func render(_ report: CheckReport) -> String {
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
            let others = errors.dropFirst().map { paths.relative($0).rendered }
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

    /// One annotation; the finding's file and its notes' files are written relative to the root.
    private func annotation(_ typed: Finding, title: String, detail: String? = nil) -> String {
        let diagnostic = paths.relative(typed)
        let location = diagnostic.location
        let kind = diagnostic.severity == .error ? "error" : diagnostic.severity == .warning ? "warning" : "notice"
        let message = ([diagnostic.message] + diagnostic.notes.map(\.description) + (detail.map { ["", $0] } ?? []))
            .joined(separator: "\n")
        return "::\(kind) file=\(property(location.file)),\(Self.position(location)),title=\(property(title))::\(data(message))"
    }

    /// The audit: one annotation per place with findings (`::error` when one is an error, else
    /// `::warning`, `::notice` for notes alone), ten of each kind, then a `::notice` for the places left
    /// out, then the summary. Accepted findings pass, so they are not annotated.
    package func render(_ report: AuditReport) -> String {
        var lines = report.errors.map { error in
            "::error file=\(property(paths.relative(error.location.file))),\(Self.position(error.location)),"
                + "title=primer-spec audit%3A spec error::" + data(error.rendered)
        }
        lines += capped(places(report.results.filter(\.isFinding)).map { ($0.kind, annotation($0)) }) { total, counts in
            "::notice title=primer-spec audit%3A \(total) more \(total == 1 ? "place" : "places")::"
                + data("\(total) more \(total == 1 ? "place" : "places") with findings (\(counts)) "
                       + "are not annotated: GitHub shows \(Self.annotationsShownPerKind) annotations of a kind a step. "
                       + "Read every finding in this step's log below (primer-spec audit), or upload primer-spec audit "
                       + "--format sarif to code scanning.")
        }
        lines.append("audit: \(report.summary)")
        return lines.joined(separator: "\n") + "\n"
    }

    /// A rule-set report (`scan`): an `::error` per input that could not be read, an annotation per
    /// finding titled by its rule, ten of each kind, then a `::notice` for the findings left out, then
    /// the summary. Paths are relative to the repository root.
    package func renderFindings(_ report: Report) -> String {
        let command = report.command
        var lines = report.errors.map { error in
            let location = paths.relative(error.location)
            return "::error file=\(property(location.file)),\(Self.position(location))::"
                + data(paths.relative(error).rendered)
        }
        let annotations = report.findings.map { finding -> (String, String) in
            let finding = paths.relative(finding)
            let kind = Self.kind(finding.severity)
            var properties = ["title=\(property("primer-spec \(command): \(finding.rule ?? Finding.specErrorRule)"))"]
            if finding.isLocated {
                let location = finding.location
                properties = ["file=\(property(location.file))", Self.position(location)] + properties
            }
            return (kind, "::\(kind) \(properties.joined(separator: ","))::\(data(Report.messageWithNotes(finding)))")
        }
        lines += capped(annotations) { total, counts in
            "::notice title=\(property("primer-spec \(command): \(total) more \(total == 1 ? "finding" : "findings")"))::"
                + data("\(total) more \(total == 1 ? "finding" : "findings") (\(counts)) are not annotated: GitHub shows "
                       + "\(Self.annotationsShownPerKind) annotations of a kind a step. Read every finding with "
                       + "primer-spec \(command), or upload primer-spec \(command) --format sarif to code scanning.")
        }
        lines.append("\(command): \(report.summary)")
        return lines.joined(separator: "\n") + "\n"
    }

    /// The annotations GitHub shows: the first ten of each kind (`error`, `warning`, `notice`), then,
    /// when some were left out, the notice `leftOut` writes from their number and `2 with errors, 1
    /// with notes`.
    func capped(_ annotations: [(kind: String, line: String)],
                leftOut: (_ total: Int, _ counts: String) -> String) -> [String] {
        var lines: [String] = []
        var shown: [String: Int] = [:]
        var left: [String: Int] = [:]
        for (kind, line) in annotations {
            guard shown[kind, default: 0] < Self.annotationsShownPerKind else {
                left[kind, default: 0] += 1
                continue
            }
            shown[kind, default: 0] += 1
            lines.append(line)
        }
        if !left.isEmpty {
            let counts = ["error", "warning", "notice"].compactMap { kind in
                left[kind].map { "\($0) with \(kind == "error" ? "errors" : kind == "warning" ? "warnings" : "notes")" }
            }
            lines.append(leftOut(left.values.reduce(0, +), counts.joined(separator: ", ")))
        }
        return lines
    }

    /// The workflow command of a severity: `error`, `warning` or `notice`.
    static func kind(_ severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "notice"
        }
    }

    /// The findings at one file and line, the worst first.
    struct Place {
        var results: [AuditResult]

        /// `error` when a finding is an error, `warning` when one is a warning, else `notice`.
        var kind: String {
            results.contains { $0.severity == .error } ? "error"
                : results.contains { $0.severity == .warning } ? "warning" : "notice"
        }
    }

    /// The findings grouped by file and line, in the order their first finding comes; the findings
    /// without a spec each stand alone.
    func places(_ results: [AuditResult]) -> [Place] {
        var order: [String] = []
        var groups: [String: [AuditResult]] = [:]
        for (index, result) in results.enumerated() {
            let key = result.location.map { "\(paths.relative($0.file)):\($0.line)" } ?? "#\(index)"
            if groups[key] == nil { order.append(key) }
            groups[key, default: []].append(result)
        }
        return order.compactMap { key in
            groups[key].map { results in
                Place(results: results.enumerated().sorted { lhs, rhs in
                    let (l, r) = (Self.rank(lhs.element.severity), Self.rank(rhs.element.severity))
                    return l != r ? l < r : lhs.offset < rhs.offset
                }.map(\.element))
            }
        }
    }

    /// `line=L,col=C`; a finding about a whole file (line 0) is at line 1, column 1, as the Xcode
    /// report places it, so no annotation says `line=0`.
    static func position(_ location: SourceLocation) -> String {
        "line=\(max(location.line, 1)),col=\(max(location.column, 1))"
    }

    private static func rank(_ severity: Severity) -> Int {
        switch severity {
        case .error: 0
        case .warning: 1
        case .note: 2
        }
    }

    /// One place's annotation: at the first finding, titled by its rule, the others listed beneath.
    private func annotation(_ place: Place) -> String {
        guard let first = place.results.first else { return "" }
        var properties = ["title=primer-spec audit%3A \(property(first.rule))"]
        if let location = first.location {
            properties = ["file=\(property(paths.relative(location.file)))", "line=\(max(location.line, 1))",
                          "col=\(max(location.column, 1))"] + properties
            let end = first.finding.range.upperBound
            if end.line > location.line { properties.insert("endLine=\(end.line)", at: 2) }
        }
        var message = SARIFReporter.message(first)
        let others = place.results.dropFirst()
        if !others.isEmpty {
            message += " (and \(others.count) more \(others.count == 1 ? "finding" : "findings") here)\n\n"
                + others.map { "\($0.rule) (\($0.severity)): " + SARIFReporter.message($0) }.joined(separator: "\n")
        }
        return "::\(place.kind) \(properties.joined(separator: ","))::\(data(message))"
    }

    private func data(_ text: String) -> String { WorkflowCommand.data(text) }
    private func property(_ text: String) -> String { WorkflowCommand.property(text) }
}

extension ReportFormat {
    /// GitHub Actions workflow commands (`::error file=…,line=…::`): one per failing section (check),
    /// place with findings (audit) or finding (scan), as many as GitHub shows, then a notice for the rest.
    package static let github = ReportFormat(name: "github") { report, _ in GitHubReporter().render(report) }
}
