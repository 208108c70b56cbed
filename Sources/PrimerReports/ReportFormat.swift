import PrimerSpec

/// The output formats of `primer-spec check` and `primer-spec audit`: one reporter a format renders
/// both reports.
public enum ReportFormat: String, CaseIterable, Sendable, Hashable {
    /// Diffs and errors (check) or findings by rule (audit) for people; colour only on a terminal
    /// without `NO_COLOR`.
    case text
    /// One object per section (check) or result (audit), for tools; `Docs/schemas/` holds its schema.
    case json
    /// JUnit XML as Jenkins' `junit-10.xsd` requires, one testcase per section (check) or rule (audit),
    /// named by what it checks, for CI test dashboards (Jenkins, GitLab).
    case junit
    /// GitHub Actions workflow commands (`::error file=…,line=…::`): one per failing section (check)
    /// or place with findings (audit), as many as GitHub shows, then a notice for the rest.
    case github
    /// One self-contained HTML page for people: summary, diffs, reading lists, timelines drawn as SVG.
    case html
    /// SARIF 2.1.0 for GitHub code scanning: every rule, and every open finding at its spec span,
    /// relative to the repository root, with a stable fingerprint (Docs/Outputs.md).
    case sarif

    /// The formats in the order `primer-spec audit` lists them.
    public static let auditOrder: [ReportFormat] = [.text, .json, .sarif, .github, .junit, .html]

    /// Renders a check report in this format. For `html` this is the page of the outcomes alone;
    /// `primer-spec check` renders ``HTMLReportPage/of(_:specs:audit:)`` instead, with what each
    /// section describes.
    public func render(_ report: CheckReport, usesColor: Bool = false) -> String {
        switch self {
        case .text: TextReporter(usesColor: usesColor).render(report)
        case .json: JSONReporter().render(report)
        case .junit: JUnitReporter().render(report)
        case .github: GitHubReporter().render(report)
        case .html: HTMLReporter().render(report)
        case .sarif: SARIFReporter().render(report)
        }
    }

    /// Renders an audit report in this format.
    public func render(_ report: AuditReport) -> String {
        switch self {
        case .text: TextReporter().render(report)
        case .json: JSONReporter().render(report)
        case .junit: JUnitReporter().render(report)
        case .github: GitHubReporter().render(report)
        case .html: HTMLReporter().render(report)
        case .sarif: SARIFReporter().render(report)
        }
    }
}
