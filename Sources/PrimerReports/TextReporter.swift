import Foundation
import PrimerMotion
import PrimerSpec
import PrimerSyntax

/// A report for people. For a check, a line per file, a diff and located findings per failed
/// section; for an audit or a scan, the findings grouped by rule.
package struct TextReporter: CommandReporter {
    /// Whether to colour the diff and the status words.
    package var usesColor: Bool
    /// Whether to show every note (an accepted warning's among them) and each warning at every place;
    /// without it a passing file is one line, and a warning is shown once per cause with its places.
    package var verbose: Bool

    /// Creates a reporter.
    package init(usesColor: Bool = false, verbose: Bool = false) {
        self.usesColor = usesColor
        self.verbose = verbose
    }

    /// The check, ending with the closing line `N passed, M failed`.
    package func render(_ report: CheckReport) -> String {
        var output = ""
        for file in report.files { write(file, into: &output) }
        for line in closingLines(Tally(report)) { output += line + "\n" }
        return output
    }

    /// What the report says of one file (its status line, then its diffs, findings and warnings),
    /// each line ending with a line feed.
    ///
    /// A file's text depends on that file alone, so a long run can render each file as it is
    /// checked and keep only the text and a ``Tally``.
    package func fileText(_ file: FileOutcome) -> String {
        var output = ""
        write(file, into: &output)
        return output
    }

    /// Appends ``fileText(_:)`` to `output`: a failed section's diff is written into it line by line.
    package func write(_ file: FileOutcome, into output: inout String) {
        func add(_ line: String) {
            output += line
            output += "\n"
        }
        if !file.errors.isEmpty {
            add("\(paint("ERROR", .red)) \(file.path): the spec cannot be checked")
            file.errors.forEach { add($0.rendered) }
            add("")
            return
        }
        // The sections are looked at where they are, not filtered into copies: a file's outcome holds
        // every section's lines and findings.
        let failedCount = file.sections.count { $0.status == .failed }
        let passed = file.sections.count - failedCount
        // What is not failed: the file's warnings and the passing sections' findings. A failed section
        // shows all of its findings, notes included, as context for the failure.
        var others = file.warnings
        for section in file.sections where section.status != .failed && !section.findings.isEmpty {
            others += section.findings
        }
        let quietNotes = verbose ? [] : others.filter { $0.severity == .note }
        let accepted = quietNotes.count { $0.notes.last?.message.hasPrefix("accepted: ") == true }
        var counts: [String] = []
        if accepted > 0 { counts.append("\(accepted) \(accepted == 1 ? "warning" : "warnings") accepted") }
        let notes = quietNotes.count - accepted
        if notes > 0 { counts.append("\(notes) \(notes == 1 ? "note" : "notes")") }
        let hidden = counts.isEmpty ? "" : "; \(counts.joined(separator: ", ")), shown by --verbose"
        add("\(failedCount == 0 ? paint("PASS", .green) : paint("FAIL", .red)) \(file.path)"
            + " (\(passed) of \(file.sections.count) sections passed\(hidden))")
        for section in file.sections where section.status == .failed {
            add("")
            add("  \(section.location): \(section.title)")
            LineDiffRenderer(usesColor: usesColor)
                .write(section.diff, expectedLineNumbers: section.expectedLineNumbers, prefix: "    ", into: &output)
            section.findings.forEach { add("  " + $0.rendered.indentingLines) }
        }
        // Warnings (such as endless motion, WCAG 2.2.2) and notes do not fail a section: warnings are
        // shown once per cause, notes with --verbose.
        let remarks = findingLines(others)
        if !remarks.isEmpty && failedCount > 0 { add("") }
        remarks.forEach(add)
        if failedCount > 0 || !remarks.isEmpty { add("") }
    }

    /// The findings as indented lines: every one with ``verbose``; otherwise no notes, and each
    /// cause (a rule and what it expects) once, at its first place, with the count of places.
    func findingLines(_ findings: [Finding]) -> [String] {
        if verbose { return findings.map { "  " + $0.rendered.indentingLines } }
        var order: [String] = []
        var groups: [String: [Finding]] = [:]
        for finding in findings where finding.severity != .note {
            let cause = finding.severity == .error ? "\(order.count)"
                : "\(finding.rule ?? finding.message)\u{0}\(finding.expected ?? finding.message)"
            if groups[cause] == nil { order.append(cause) }
            groups[cause, default: []].append(finding)
        }
        return order.compactMap { groups[$0] }.map { group in
            guard let first = group.first else { return "" }
            guard group.count > 1 else { return "  " + first.rendered.indentingLines }
            let places = group.map { $0.location.file == first.location.file ? "\($0.location.line)" : "\($0.location)" }
                .joined(separator: ", ")
            let also = first.notes.map(\.description)
            return "  " + ([first.headline + "; \(group.count) places: lines \(places)"] + also)
                .joined(separator: "\n").indentingLines
        }
    }

    /// The closing lines: how many files could not be checked (if any), then `N passed, M failed`.
    package func closingLines(_ tally: Tally) -> [String] {
        var lines: [String] = []
        if tally.unreadableFiles > 0 {
            lines.append("\(tally.unreadableFiles) spec \(tally.unreadableFiles == 1 ? "file" : "files") could not be "
                         + "checked (exit 2)")
        }
        lines.append(CheckReport.summary(passed: tally.passed, failed: tally.failed))
        return lines
    }

    /// The counts the closing lines need, added up file by file.
    package struct Tally: Hashable, Sendable {
        /// Sections that passed.
        package var passed = 0
        /// Sections that failed.
        package var failed = 0
        /// Files that did not parse or resolve.
        package var unreadableFiles = 0

        /// No files yet.
        package init() {}

        /// The counts of a whole report.
        package init(_ report: CheckReport) {
            for file in report.files { add(file) }
        }

        /// 2 when a file did not parse or resolve, 1 when a section failed, 0 otherwise (as ``CheckReport/exitCode``).
        package var exitCode: ExitCode {
            unreadableFiles > 0 ? .badInput : failed > 0 ? .mismatch : .success
        }

        /// Adds another tally's counts.
        package mutating func add(_ other: Tally) {
            passed += other.passed
            failed += other.failed
            unreadableFiles += other.unreadableFiles
        }

        /// Counts one more file.
        package mutating func add(_ file: FileOutcome) {
            if !file.errors.isEmpty { unreadableFiles += 1 }
            for section in file.sections {
                if section.status == .failed { failed += 1 } else { passed += 1 }
            }
        }
    }

    /// The audit, grouped by rule, each with what it rests on, findings first; its last line is
    /// `N passed, M failed`, counting results.
    package func render(_ report: AuditReport) -> String {
        var lines: [String] = report.errors.map(\.rendered)
        if !report.errors.isEmpty { lines.append("") }
        for rule in RuleCatalogue.rules {
            let results = report.results.filter { $0.rule == rule.id }
            guard !results.isEmpty else { continue }
            let references = rule.references.map(\.description).joined(separator: "; ")
            lines.append("\(rule.id): \(rule.title) (\(rule.severity); \(references))")
            for result in results where result.outcome != .pass && result.outcome != .notApplicable {
                lines.append("  " + Self.line(result))
                if case .accepted(let reason) = result.outcome { lines.append("    accepted: \(reason)") }
            }
            let passed = results.filter { $0.outcome == .pass }.map(\.block)
            let skipped = results.filter { $0.outcome == .notApplicable }
            if !passed.isEmpty { lines.append("  pass: \(Self.counted(passed))") }
            if !skipped.isEmpty {
                lines.append("  not applicable: \(Self.counted(skipped.map(\.block))) "
                             + "(\(Set(skipped.map(\.message)).sorted().joined(separator: "; ")))")
            }
            lines.append("")
        }
        lines.append("audit: \(report.summary)")
        let counts = report.counts
        lines.append("\(counts["pass"] ?? 0) passed, \(counts["fail"] ?? 0) failed")
        return lines.joined(separator: "\n") + "\n"
    }

    /// `FAIL Specs/x.primerspec:27:1 primer-screen continue (light): message`.
    static func line(_ result: AuditResult) -> String {
        let word = switch result.outcome {
        case .fail: "FAIL"
        case .warning: "WARN"
        case .accepted: "ACCEPTED"
        default: result.outcome.description
        }
        let location = result.location.map { "\($0) " } ?? ""
        return "\(word) \(location)\(SARIFReporter.message(result))"
    }

    /// A rule-set report (`scan`): the inputs that could not be read, then the findings grouped by
    /// rule, each rule with its severity and sources, then the summary line. A rule that found nothing
    /// is not listed, so a clean run prints the summary alone.
    package func renderFindings(_ report: Report) -> String {
        var lines: [String] = report.errors.map(\.rendered)
        if !report.errors.isEmpty { lines.append("") }
        for rule in report.rules {
            let findings = report.findings(of: rule)
            guard !findings.isEmpty else { continue }
            let references = rule.references.map(\.description).joined(separator: "; ")
            lines.append("\(rule.id): \(rule.title) (\(rule.severity); \(references))")
            for finding in findings {
                lines.append("  " + Report.line(finding, notesAsNotes: true))
                lines += finding.notes.map { "    \($0)" }
            }
            lines.append("")
        }
        lines.append("\(report.command): \(report.summary)")
        return lines.joined(separator: "\n") + "\n"
    }

    /// `permission-primer ×3, primer-screen` style counts of block names.
    static func counted(_ blocks: [String]) -> String {
        var order: [String] = []
        var counts: [String: Int] = [:]
        for block in blocks {
            if counts[block] == nil { order.append(block) }
            counts[block, default: 0] += 1
        }
        return order.map { counts[$0] == 1 ? $0 : "\($0) ×\(counts[$0] ?? 0)" }.joined(separator: ", ")
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

extension ReportFormat {
    /// Diffs and errors (check), findings by rule (audit, scan) for people; colour only on a terminal
    /// without `NO_COLOR`.
    package static let text = ReportFormat(name: "text") { report, context in
        TextReporter(usesColor: context.usesColor).render(report)
    }
}
