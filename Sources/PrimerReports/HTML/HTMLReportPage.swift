import PrimerSpec

/// Everything one HTML report shows: a check's outcomes with what each section describes, an audit, or both.
public struct HTMLReportPage: Sendable {
    /// The page's title and top heading.
    public var title: String
    /// The check's outcomes, or nil for an audit alone.
    public var check: CheckReport?
    /// What each section describes, from the model; a section without one shows the generated lines.
    public var details: [SectionKey: SectionDetail]
    /// What each spec file describes, for people (`camera primer`), by path.
    public var subjects: [String: String]
    /// The audit, or nil when none ran.
    public var audit: AuditReport?

    /// Creates a page.
    public init(title: String, check: CheckReport? = nil, details: [SectionKey: SectionDetail] = [:],
                subjects: [String: String] = [:], audit: AuditReport? = nil) {
        self.title = title
        self.check = check
        self.details = details
        self.subjects = subjects
        self.audit = audit
    }

    /// The title of a check's page.
    public static let checkTitle = "PrimerSpec check report"
    /// The title of an audit's page.
    public static let auditTitle = "PrimerSpec audit report"

    /// The page of a check, with the details and subjects of every spec that resolved.
    public static func of(_ check: CheckReport, specs: [ResolvedSpec], audit: AuditReport? = nil) -> HTMLReportPage {
        var details: [SectionKey: SectionDetail] = [:]
        var subjects: [String: String] = [:]
        for spec in specs {
            details.merge(SectionDetail.all(in: spec)) { first, _ in first }
            // English specs read as they always have; another language is named beside the subject.
            let language = spec.model.language
            subjects[spec.file.path] = spec.model.displayName + (language.isEnglish ? "" : ", locale \(language.heading)")
        }
        return HTMLReportPage(title: checkTitle, check: check, details: details, subjects: subjects, audit: audit)
    }
}
