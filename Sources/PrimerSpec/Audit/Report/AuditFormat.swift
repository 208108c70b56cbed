/// What `primer-spec audit` writes.
public enum AuditFormat: String, CaseIterable, Hashable, Sendable {
    case text, json, sarif, github, junit, html

    /// The report in this format.
    public func render(_ report: AuditReport) -> String {
        switch self {
        case .text: AuditTextReporter().render(report)
        case .json: AuditJSONReporter().render(report)
        case .sarif: SARIFReporter().render(report)
        case .github: AuditGitHubReporter().render(report)
        case .junit: AuditJUnitReporter().render(report)
        case .html: HTMLReporter().render(report)
        }
    }
}
