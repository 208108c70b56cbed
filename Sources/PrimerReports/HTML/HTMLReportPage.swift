import PrimerSpec

/// Everything one HTML report shows: a check's outcomes with what each section describes, an audit, or both.
package struct HTMLReportPage: Sendable {
    /// The page's title and top heading.
    package var title: String
    /// The check's outcomes, or nil for an audit alone.
    package var check: CheckReport?
    /// What each section describes, from the model; a section without one shows the generated lines.
    package var details: [SectionKey: SectionDetail]
    /// What each spec file describes, for people (`camera primer`), by path.
    package var subjects: [String: String]
    /// The audit, or nil when none ran.
    package var audit: AuditReport?

    /// Creates a page.
    package init(title: String, check: CheckReport? = nil, details: [SectionKey: SectionDetail] = [:],
                subjects: [String: String] = [:], audit: AuditReport? = nil) {
        self.title = title
        self.check = check
        self.details = details
        self.subjects = subjects
        self.audit = audit
    }

    /// The title of a check's page.
    package static let checkTitle = "PrimerSpec check report"
    /// The title of an audit's page.
    package static let auditTitle = "PrimerSpec audit report"

    /// The page of a check, with the details and subjects of every spec that resolved.
    package static func of(_ check: CheckReport, specs: [ResolvedSpec], audit: AuditReport? = nil) -> HTMLReportPage {
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
