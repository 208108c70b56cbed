import Foundation

/// The report for people: a line per file, a diff and located findings per failed section.
public struct TextReporter: Sendable {
    /// Whether to colour the diff and the status words.
    public var usesColor: Bool

    /// Creates a reporter.
    public init(usesColor: Bool = false) { self.usesColor = usesColor }

    /// The report, ending with the closing line `N passed, M failed`.
    public func render(_ report: CheckReport) -> String {
        var lines = report.files.flatMap(fileLines)
        lines += closingLines(Tally(report))
        return lines.joined(separator: "\n") + "\n"
    }

    /// What the report says of one file: its status line, then its diffs, findings and warnings.
    ///
    /// A file's lines depend on that file alone, so a long run can render each file as it is
    /// checked and keep only the text and a ``Tally``.
    public func fileLines(_ file: FileOutcome) -> [String] {
        var lines: [String] = []
        if !file.errors.isEmpty {
            lines.append("\(paint("ERROR", .red)) \(file.path): the spec cannot be checked")
            lines += file.errors.map(\.rendered)
            lines.append("")
            return lines
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
        return lines
    }

    /// The closing lines: how many files could not be checked (if any), then `N passed, M failed`.
    public func closingLines(_ tally: Tally) -> [String] {
        var lines: [String] = []
        if tally.unreadableFiles > 0 {
            lines.append("\(tally.unreadableFiles) spec \(tally.unreadableFiles == 1 ? "file" : "files") could not be "
                         + "checked (exit 2)")
        }
        lines.append(CheckReport.summary(passed: tally.passed, failed: tally.failed))
        return lines
    }

    /// The counts the closing lines need, added up file by file.
    public struct Tally: Hashable, Sendable {
        /// Sections that passed.
        public var passed = 0
        /// Sections that failed.
        public var failed = 0
        /// Files that did not parse or resolve.
        public var unreadableFiles = 0

        /// No files yet.
        public init() {}

        /// The counts of a whole report.
        public init(_ report: CheckReport) {
            for file in report.files { add(file) }
        }

        /// 2 when a file did not parse or resolve, 1 when a section failed, 0 otherwise (as ``CheckReport/exitCode``).
        public var exitCode: ExitCode {
            unreadableFiles > 0 ? .badInput : failed > 0 ? .mismatch : .success
        }

        /// Adds another tally's counts.
        public mutating func add(_ other: Tally) {
            passed += other.passed
            failed += other.failed
            unreadableFiles += other.unreadableFiles
        }

        /// Counts one more file.
        public mutating func add(_ file: FileOutcome) {
            if !file.errors.isEmpty { unreadableFiles += 1 }
            for section in file.sections {
                if section.status == .failed { failed += 1 } else { passed += 1 }
            }
        }
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
