import PrimerSyntax

/// Everything `primer-spec check` found, across files.
public struct CheckReport: Hashable, Sendable {
    /// One outcome per spec file, in the order checked.
    public var files: [FileOutcome]

    /// Creates a report.
    public init(files: [FileOutcome]) { self.files = files }

    /// Every section outcome.
    public var sections: [SectionOutcome] { files.flatMap(\.sections) }
    /// How many sections passed.
    public var passedCount: Int { count(of: .passed) }
    /// How many sections failed.
    public var failedCount: Int { count(of: .failed) }

    /// How many sections have a status, counted file by file (without gathering every section's
    /// outcome, diff included, into one array first).
    private func count(of status: SectionOutcome.Status) -> Int {
        files.reduce(0) { total, file in total + file.sections.count { $0.status == status } }
    }
    /// Every error that stopped a file from being checked.
    public var errors: [Finding] { files.flatMap(\.errors) }

    /// 2 when any file did not parse or resolve, 1 when a section failed, 0 otherwise.
    public var exitCode: ExitCode {
        if !errors.isEmpty { return .badInput }
        return failedCount > 0 ? .mismatch : .success
    }

    /// The closing line, `N passed, M failed`.
    public var summary: String { Self.summary(passed: passedCount, failed: failedCount) }

    /// `N passed, M failed`.
    public static func summary(passed: Int, failed: Int) -> String { "\(passed) passed, \(failed) failed" }
}
