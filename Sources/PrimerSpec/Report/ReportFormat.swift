/// The output formats of `primer-spec check`.
public enum ReportFormat: String, CaseIterable, Sendable, Hashable {
    /// Diffs and errors for people; colour only on a terminal without `NO_COLOR`.
    case text
    /// One object per section, for tools.
    case json
    /// JUnit XML, one testcase per section, for CI test dashboards.
    case junit
    /// GitHub Actions workflow commands (`::error file=…,line=…::`), one per finding.
    case github
    /// One self-contained HTML page for people: summary, diffs, reading lists, timelines drawn as SVG.
    case html

    /// Renders a report in this format. For `html` this is the page of the outcomes alone; `primer-spec
    /// check` renders ``HTMLReportPage/of(_:specs:audit:)`` instead, with what each section describes.
    public func render(_ report: CheckReport, usesColor: Bool = false) -> String {
        switch self {
        case .text: TextReporter(usesColor: usesColor).render(report)
        case .json: JSONReporter().render(report)
        case .junit: JUnitReporter().render(report)
        case .github: GitHubReporter().render(report)
        case .html: HTMLReporter().render(report)
        }
    }
}
