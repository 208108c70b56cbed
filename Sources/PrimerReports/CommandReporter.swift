import PrimerSpec

/// A reporter that writes each command's report in its format: a check's outcomes, an audit's
/// results, and a report of findings alone (`scan`). ``render(_:)-(Report)`` picks the one a report
/// holds, so no reporter repeats that choice.
package protocol CommandReporter: Sendable {
    /// A check's report.
    func render(_ report: CheckReport) -> String
    /// An audit's report.
    func render(_ report: AuditReport) -> String
    /// A report of findings alone (`scan`).
    func renderFindings(_ report: Report) -> String
}

extension CommandReporter {
    /// Any command's report, by what it holds.
    package func render(_ report: Report) -> String {
        switch report.detail {
        case .check(let check): render(check)
        case .audit(let audit): render(audit)
        case .findings: renderFindings(report)
        }
    }
}
