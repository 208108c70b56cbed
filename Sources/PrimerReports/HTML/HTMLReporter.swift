import PrimerMotion
import PrimerSpec
import PrimerSyntax

/// The report as one self-contained HTML page: no scripts, fonts, images or network; it opens from disk.
///
/// The page has a banner, a summary with links to every failing section, one region per spec file with
/// its sections in spec order (a diff for each failure, then what the section describes: a reading
/// list, timelines drawn as SVG, a table across Dynamic Type sizes), and the audit's findings by rule.
/// Every user string is escaped (``HTMLText``); the page is itself accessible (landmarks, headings that
/// mirror the report, named images, state in words as well as colour, no animation).
package struct HTMLReporter: CommandReporter {
    /// Creates a reporter.
    package init() {}

    /// The page for a check alone, from its outcomes (sections show the generated lines, not drawings).
    package func render(_ report: CheckReport) -> String {
        render(HTMLReportPage(title: HTMLReportPage.checkTitle, check: report))
    }

    /// The page for an audit alone.
    package func render(_ report: AuditReport) -> String {
        render(HTMLReportPage(title: HTMLReportPage.auditTitle, audit: report))
    }

    /// Nothing: `html` does not serve a report of findings alone (`scan`).
    package func renderFindings(_ report: Report) -> String { "" }

    /// The page.
    package func render(_ page: HTMLReportPage) -> String {
        let anchors = HTMLAnchors(page)
        var body: [String] = []
        body.append("<a class=\"skip\" href=\"#summary\">Skip to the summary</a>")
        body.append("<header class=\"page-header\">")
        body.append("<h1>\(HTMLText.escape(page.title))</h1>")
        body.append("<p class=\"meta\">\(HTMLText.escape(Self.describe(page)))</p>")
        body.append("</header>")
        body.append("<main id=\"main\">")
        body += summary(page, anchors: anchors)
        if let check = page.check {
            body += HTMLCheckRenderer(page: page, anchors: anchors).render(check)
        }
        if let audit = page.audit {
            body += HTMLAuditRenderer(anchors: anchors).render(audit)
        }
        body.append("</main>")
        body.append("<footer class=\"page-footer\"><p>Written by primer-spec. This page is self-contained: it loads "
                    + "nothing from the network and runs no script.</p></footer>")
        return """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; img-src data:">
        <title>\(HTMLText.escape(page.title))</title>
        <style>
        \(HTMLStyleSheet.css)
        </style>
        </head>
        <body>
        \(body.joined(separator: "\n"))
        </body>
        </html>

        """
    }

    /// One line under the title: what the page covers.
    static func describe(_ page: HTMLReportPage) -> String {
        var parts: [String] = []
        if let check = page.check {
            parts.append("\(plural(check.files.count, "spec file")) checked against the blocks' models")
        }
        if let audit = page.audit {
            parts.append("\(plural(audit.audits.count, "block")) audited against \(RuleCatalogue.rules.count) rules")
        }
        return parts.isEmpty ? "Nothing was checked." : parts.joined(separator: "; ") + "."
    }

    /// The summary region: counts, then links to every failing section and to every file.
    func summary(_ page: HTMLReportPage, anchors: HTMLAnchors) -> [String] {
        var out = ["<section aria-labelledby=\"summary\">", "<h2 id=\"summary\" tabindex=\"-1\">Summary</h2>",
                   "<dl class=\"counts\">"]
        if let check = page.check {
            let unchecked = check.files.filter { !$0.errors.isEmpty }.count
            let failedFiles = check.files.filter { $0.errors.isEmpty && $0.sections.contains { $0.status == .failed } }.count
            let passedFiles = check.files.count - unchecked - failedFiles
            out.append("<dt>Spec files</dt><dd>\(check.files.count): \(passedFiles) passed, \(failedFiles) failed, "
                       + "\(unchecked) could not be checked</dd>")
            out.append("<dt>Sections</dt><dd><span class=\"pass\">\(check.passedCount) passed</span>, "
                       + "<span class=\"\(check.failedCount > 0 ? "fail" : "neutral")\">\(check.failedCount) failed</span></dd>")
            // Findings that fail nothing: a passing section's, and a file's own (an assumption the model makes).
            let notFailing = check.files.flatMap(\.warnings)
                + check.sections.filter { $0.status == .passed }.flatMap(\.findings)
            let warnings = notFailing.filter { $0.severity == .warning }.count
            let notes = notFailing.filter { $0.severity == .note }.count
            if warnings > 0 { out.append("<dt>Warnings</dt><dd>\(Self.plural(warnings, "warning")), failing nothing</dd>") }
            if notes > 0 { out.append("<dt>Notes</dt><dd>\(Self.plural(notes, "note"))</dd>") }
        }
        if let audit = page.audit {
            out += HTMLAuditRenderer.severityCounts(audit)
        }
        out.append("</dl>")
        if let check = page.check {
            out.append("<p>Check: <span class=\"mono\">\(HTMLText.escape(check.summary))</span></p>")
            let failing = check.sections.filter { $0.status == .failed }
            let broken = check.files.filter { !$0.errors.isEmpty }
            if !failing.isEmpty || !broken.isEmpty {
                out.append("<nav aria-labelledby=\"failing\"><h3 id=\"failing\">Failing sections</h3><ul class=\"links\">")
                for file in broken {
                    out.append("<li><a href=\"#\(anchors.file(file.path))\"><bdi>\(HTMLText.escape(file.path))</bdi></a>: "
                               + "could not be checked</li>")
                }
                for section in failing {
                    out.append("<li><a href=\"#\(anchors.section(SectionKey(file: section.file, line: section.line)))\">"
                               + "<bdi>\(HTMLText.escape(section.location))</bdi> <code>\(HTMLText.escape(section.title))</code></a></li>")
                }
                out.append("</ul></nav>")
            } else if !check.files.isEmpty {
                out.append("<p>No section failed.</p>")
            } else {
                out.append("<p>No spec file was checked, so there are no sections to show.</p>")
            }
            if !check.files.isEmpty {
                out.append("<nav aria-labelledby=\"files\"><h3 id=\"files\">Spec files</h3><ul class=\"links\">")
                for file in check.files {
                    out.append("<li>\(HTMLCheckRenderer.fileBadge(file)) <a href=\"#\(anchors.file(file.path))\">"
                               + "<bdi>\(HTMLText.escape(file.path))</bdi></a></li>")
                }
                out.append("</ul></nav>")
            }
        }
        if let audit = page.audit {
            out.append("<p>Audit: <span class=\"mono\">\(HTMLText.escape(audit.summary))</span></p>")
            out += HTMLAuditRenderer.navigation(audit)
        }
        out.append("</section>")
        return out
    }

    /// `1 spec file`, `3 spec files`.
    static func plural(_ count: Int, _ noun: String) -> String { "\(count) \(noun)\(count == 1 ? "" : "s")" }
}

/// The ids of the page's files, sections and audit findings, unique and made of safe characters.
struct HTMLAnchors {
    private var files: [String: Int] = [:]
    private var sections: Set<SectionKey> = []

    init(_ page: HTMLReportPage) {
        for (index, file) in (page.check?.files ?? []).enumerated() where files[file.path] == nil {
            files[file.path] = index + 1
            for section in file.sections { sections.insert(SectionKey(file: file.path, line: section.line)) }
        }
    }

    /// The id of a file's region.
    func file(_ path: String) -> String { "file-\(files[path] ?? 0)" }

    /// The id of a section's heading.
    func section(_ key: SectionKey) -> String { "\(file(key.file))-line-\(key.line)" }

    /// The id of a section on the page, or nil when the page does not show it.
    func sectionIfShown(_ key: SectionKey) -> String? { sections.contains(key) ? section(key) : nil }
}

extension ReportFormat {
    /// One self-contained HTML page for people: summary, diffs, reading lists, timelines drawn as SVG.
    /// `scan` does not write it.
    package static let html = ReportFormat(name: "html", commands: [.check, .audit]) { report, _ in
        HTMLReporter().render(report)
    }
}
