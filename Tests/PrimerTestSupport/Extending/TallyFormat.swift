import PrimerReports
@testable import PrimerSpec
import PrimerSyntax

/// An output format added the way Docs/Extending.md ("Adding an output format") says: one value with
/// a name and one rendering of the report every command produces. It writes one line per rule that found anything,
/// `RULE: N`, and a total, for a dashboard that counts findings.
extension ReportFormat {
    package static let tally = ReportFormat(name: "tally") { report, _ in
        TallyLines.render(report.errors + report.findings)
    }
}

/// The tally format's one renderer, over the one finding type every command reports.
package enum TallyLines {
    package static func render(_ findings: [Finding]) -> String {
        let counts = Dictionary(grouping: findings, by: { $0.rule ?? Finding.specErrorRule }).mapValues(\.count)
        let lines = counts.keys.sorted().map { "\($0): \(counts[$0] ?? 0)" }
        return (lines + ["total: \(findings.count)"]).joined(separator: "\n") + "\n"
    }
}
