import PrimerMotion
import PrimerSpec
import PrimerSyntax

/// The check's part of the page: one region per spec file, its sections in spec order.
struct HTMLCheckRenderer {
    var page: HTMLReportPage
    var anchors: HTMLAnchors

    func render(_ check: CheckReport) -> [String] {
        check.files.flatMap(file)
    }

    /// `✓ PASS`, `✗ FAIL` or `✗ ERROR` for a file: the word carries the state, the colour repeats it.
    static func fileBadge(_ file: FileOutcome) -> String {
        if !file.errors.isEmpty { return badge(.error) }
        return badge(file.sections.contains { $0.status == .failed } ? .fail : .pass)
    }

    enum Verdict { case pass, fail, error }

    static func badge(_ verdict: Verdict) -> String {
        switch verdict {
        case .pass: "<span class=\"badge pass\"><span aria-hidden=\"true\">✓ </span>PASS</span>"
        case .fail: "<span class=\"badge fail\"><span aria-hidden=\"true\">✗ </span>FAIL</span>"
        case .error: "<span class=\"badge fail\"><span aria-hidden=\"true\">✗ </span>ERROR</span>"
        }
    }

    private func file(_ file: FileOutcome) -> [String] {
        let id = anchors.file(file.path)
        var out = ["<section class=\"spec-file\" aria-labelledby=\"\(id)\">",
                   "<h2 id=\"\(id)\">\(Self.fileBadge(file)) <bdi>\(HTMLText.escape(file.path))</bdi></h2>"]
        guard file.errors.isEmpty else {
            out.append("<p class=\"meta\">The spec cannot be checked: it does not parse or resolve.</p>")
            out.append("<ul class=\"diagnostics\">")
            out += file.errors.map { "<li>\(HTMLFindings.diagnostic($0))</li>" }
            out.append("</ul></section>")
            return out
        }
        let passed = file.sections.filter { $0.status == .passed }.count
        var meta = [String]()
        if let subject = page.subjects[file.path] { meta.append(HTMLText.escape(subject)) }
        meta.append("\(passed) of \(HTMLReporter.plural(file.sections.count, "section")) passed")
        out.append("<p class=\"meta\">\(meta.joined(separator: " · "))</p>")
        if !file.warnings.isEmpty {
            out.append("<ul class=\"diagnostics\" aria-label=\"About the spec\">")
            out += file.warnings.map { "<li>\(HTMLFindings.diagnostic($0))</li>" }
            out.append("</ul>")
        }
        for section in file.sections { out += self.section(section) }
        out.append("</section>")
        return out
    }

    /// A section: a failing one open, a passing one collapsed to its heading (a `<details>` the
    /// person opens; following a link to it opens it), so the page opens on what failed.
    private func section(_ section: SectionOutcome) -> [String] {
        let key = SectionKey(file: section.file, line: section.line)
        let id = anchors.section(key)
        let failed = section.status == .failed
        let heading = "<h3 id=\"\(id)\">\(Self.badge(failed ? .fail : .pass)) <code>\(HTMLText.escape(section.title))</code></h3>"
        var out = ["<section class=\"spec-section\(failed ? " failed" : "")\">"]
            + (failed ? [heading] : ["<details class=\"passed\"><summary>\(heading)</summary>"])
            + ["<p class=\"location\"><bdi>\(HTMLText.escape(section.location))</bdi></p>"]
        if failed {
            out += HTMLDiff.render(section)
        }
        if !section.findings.isEmpty {
            out.append("<ul class=\"findings\" aria-label=\"Findings\">")
            out += section.findings.map { "<li>\(HTMLFindings.diagnostic($0))</li>" }
            out.append("</ul>")
        }
        if let detail = page.details[key] {
            if failed { out.append("<p>As the block's model generates it:</p>") }
            out += HTMLDetailRenderer(idPrefix: id).render(detail)
        } else {
            out.append("<p>\(failed ? "The lines the builders generate" : "The lines, as the spec holds them"):</p>")
            out.append("<pre class=\"generated\">\(section.diff.actual.map { HTMLText.escape($0) }.joined(separator: "\n"))</pre>")
        }
        if !failed { out.append("</details>") }
        out.append("</section>")
        return out
    }
}

/// Diagnostics as list items: the severity in words, the location, the message and its notes.
enum HTMLFindings {
    static func diagnostic(_ diagnostic: Finding) -> String {
        let severity = "\(diagnostic.severity)"
        let style = severity == "error" ? "fail" : severity == "warning" ? "warn" : "neutral"
        var text = "<span class=\"badge \(style)\">\(HTMLText.escape(severity))</span> "
            + "<code><bdi>\(HTMLText.escape(diagnostic.location.description))</bdi></code> "
            + HTMLText.isolated(diagnostic.message)
        for note in diagnostic.notes {
            text += "<br><span class=\"meta\">\(HTMLText.isolated(note.description))</span>"
        }
        return text
    }
}
