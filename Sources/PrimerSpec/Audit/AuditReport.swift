import PrimerMotion
import PrimerSyntax

/// Every audit of a run, the files that could not be audited, and what they add up to.
package struct AuditReport: Sendable {
    /// The audits, one a spec or block.
    package var audits: [SpecAudit]
    /// Errors of specs that do not parse or resolve.
    package var errors: [Finding]

    /// Creates a report.
    package init(audits: [SpecAudit], errors: [Finding] = []) {
        self.audits = audits
        self.errors = errors
    }

    /// Every result of every audit.
    package var results: [AuditResult] { audits.flatMap(\.results) }

    /// How many results had each outcome: `fail`, `warning`, `accepted`, `pass`, `not-applicable`.
    package var counts: [String: Int] {
        Dictionary(grouping: results, by: \.outcome.description).mapValues(\.count)
    }

    /// 2 when a spec could not be audited, 1 when an error-level finding is left, else 0.
    package var exitCode: ExitCode {
        if !errors.isEmpty { return .badInput }
        return results.contains { $0.outcome == .fail } ? .mismatch : .success
    }

    /// `3 failed, 2 warnings, 4 accepted, 40 passed, 5 not applicable`.
    package var summary: String {
        let counts = counts
        let warnings = counts["warning"] ?? 0
        return "\(counts["fail"] ?? 0) failed, \(warnings) \(warnings == 1 ? "warning" : "warnings"), "
            + "\(counts["accepted"] ?? 0) accepted, \(counts["pass"] ?? 0) passed, "
            + "\(counts["not-applicable"] ?? 0) not applicable"
    }
}
