import PrimerSyntax

/// How one section of a spec fared: passed, or failed with a diff and located findings.
public struct SectionOutcome: Hashable, Sendable {
    /// Whether the section passed.
    public enum Status: String, Hashable, Sendable, Codable {
        case passed, failed
    }

    /// The spec file's path.
    public var file: String
    /// The 1-based line of the section header.
    public var line: Int
    /// The section header in canonical form, e.g. `voiceover requesting dynamic-type accessibility3`.
    public var title: String
    /// Passed or failed.
    public var status: Status
    /// The section body's lines (canonical) against what the builders generate.
    package var diff: LineDiff
    /// The file line of each expected line, for the diff's gutter.
    public var expectedLineNumbers: [Int]
    /// Every problem found, each at the spec line it is about.
    public var findings: [Finding]

    /// Creates an outcome.
    package init(file: String, line: Int, title: String, status: Status, diff: LineDiff, expectedLineNumbers: [Int],
                findings: [Finding]) {
        self.file = file
        self.line = line
        self.title = title
        self.status = status
        self.diff = diff
        self.expectedLineNumbers = expectedLineNumbers
        self.findings = findings
    }

    /// `file:line`, where the section starts.
    public var location: String { "\(file):\(line)" }

    /// The diff of a section whose lines were let go: no lines, no changes.
    static let noLines = LineDiff(expected: [], actual: [])

    /// The outcome without its lines (diff and line numbers emptied) if the section passed, as the
    /// reports that show a section's lines only when it fails need it; a failed one unchanged.
    func withoutLinesIfPassed() -> SectionOutcome {
        guard status == .passed else { return self }
        var slim = self
        slim.diff = Self.noLines
        slim.expectedLineNumbers = []
        return slim
    }

    /// The outcome of the same section moved `delta` lines (an edit above it added or removed lines):
    /// its line, its expected lines and every finding's location at or below line `first` moved.
    package func shifted(by delta: Int, from first: Int) -> SectionOutcome {
        var moved = self
        moved.line += delta
        moved.expectedLineNumbers = expectedLineNumbers.map { $0 + delta }
        moved.findings = findings.map { $0.shifted(by: delta, from: first) }
        return moved
    }
}
