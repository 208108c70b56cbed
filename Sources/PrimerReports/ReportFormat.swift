import PrimerSpec

/// An output format of `primer-spec check`, `audit` and `scan`: a name and how it renders each
/// command's report. A format is a value (``text``, ``json``, …, each declared beside its reporter),
/// so a new format is one value in one file, and no code switches over the formats.
package struct ReportFormat: Sendable, Hashable, CustomStringConvertible {
    /// The name `--format` takes: `text`, `json`, `sarif`.
    package let name: String
    /// Renders a check report; the flag says whether the text may be coloured.
    let check: @Sendable (CheckReport, Bool) -> String
    /// Renders an audit report.
    let audit: @Sendable (AuditReport) -> String
    /// Renders a report against a rule set of its own (`scan`); nil for a format `scan` does not write.
    let ruleSet: (@Sendable (RuleSetReport) -> String)?

    /// Creates a format from its name and its renderings of each report.
    package init(name: String,
                check: @escaping @Sendable (_ report: CheckReport, _ usesColor: Bool) -> String,
                audit: @escaping @Sendable (AuditReport) -> String,
                ruleSet: (@Sendable (RuleSetReport) -> String)? = nil) {
        self.name = name
        self.check = check
        self.audit = audit
        self.ruleSet = ruleSet
    }

    /// The format named `rawValue`, or nil when there is none.
    package init?(rawValue: String) {
        guard let format = Self.allCases.first(where: { $0.name == rawValue }) else { return nil }
        self = format
    }

    /// The name, as `--format` takes it.
    package var rawValue: String { name }

    /// The name.
    package var description: String { name }

    /// Every format, in the order `primer-spec check` lists them.
    package static let allCases: [ReportFormat] = [.text, .json, .junit, .github, .html, .sarif, .xcode]

    /// The formats in the order `primer-spec audit` lists them.
    package static let auditOrder: [ReportFormat] = [.text, .json, .sarif, .github, .junit, .html, .xcode]

    /// Renders a check report in this format. For `html` this is the page of the outcomes alone;
    /// `primer-spec check` renders ``HTMLReportPage/of(_:specs:audit:)`` instead, with what each
    /// section describes.
    package func render(_ report: CheckReport, usesColor: Bool = false) -> String {
        check(report, usesColor)
    }

    /// Renders an audit report in this format.
    package func render(_ report: AuditReport) -> String {
        audit(report)
    }

    /// Renders a rule-set report (`scan`) in this format; nil for a format it is not written in (html).
    package func render(_ report: RuleSetReport) -> String? {
        ruleSet?(report)
    }

    /// Formats are equal when their names are.
    package static func == (lhs: ReportFormat, rhs: ReportFormat) -> Bool { lhs.name == rhs.name }

    package func hash(into hasher: inout Hasher) { hasher.combine(name) }
}
