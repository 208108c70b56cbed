import PrimerModel
import PrimerMotion
import PrimerSpec
import PrimerSyntax

/// The audit's part of the page: findings grouped by rule, each rule with its severity and WCAG or
/// platform references, each finding with its outcome in words, spec line, block, part, state and
/// environment.
struct HTMLAuditRenderer {
    var anchors: HTMLAnchors

    /// The summary's rows: findings by severity (open and accepted), then passes and rules that did not apply.
    static func severityCounts(_ audit: AuditReport) -> [String] {
        var out: [String] = []
        for severity in Severity.allCases {
            let results = audit.results.filter { $0.severity == severity }
            let open = results.filter(\.isFinding).count
            let accepted = results.filter { if case .accepted = $0.outcome { true } else { false } }.count
            guard open + accepted > 0 || severity != .note else { continue }
            let style = open == 0 ? "neutral" : severity == .error ? "fail" : "warn"
            out.append("<dt>Audit \(severity == .note ? "notes" : severity.rawValue + "s")</dt>"
                       + "<dd><span class=\"\(style)\">\(open) open</span>, \(accepted) accepted</dd>")
        }
        let counts = audit.counts
        out.append("<dt>Audit checks</dt><dd>\(counts["pass"] ?? 0) passed, \(counts["not-applicable"] ?? 0) not applicable</dd>")
        if !audit.errors.isEmpty {
            out.append("<dt>Audit errors</dt><dd class=\"fail\">\(HTMLReporter.plural(audit.errors.count, "spec error"))</dd>")
        }
        return out
    }

    func render(_ audit: AuditReport) -> [String] {
        var out = ["<section class=\"audit\" aria-labelledby=\"audit\">", "<h2 id=\"audit\">Audit</h2>",
                   "<p>\(HTMLText.escape(audit.summary)).</p>"]
        if !audit.errors.isEmpty {
            out.append("<h3 id=\"audit-errors\">Specs that could not be audited</h3><ul class=\"diagnostics\">")
            out += audit.errors.map { "<li>\(HTMLFindings.diagnostic($0))</li>" }
            out.append("</ul>")
        }
        if audit.results.isEmpty && audit.errors.isEmpty { out.append("<p>No block was audited.</p>") }
        for rule in RuleCatalogue.rules {
            let results = audit.results.filter { $0.rule == rule.id }
            guard !results.isEmpty else { continue }
            out += self.rule(rule, results)
        }
        out.append("</section>")
        return out
    }

    private func rule(_ rule: RuleDefinition, _ results: [AuditResult]) -> [String] {
        let id = "rule-\(HTMLText.identifier(rule.id))"
        var out = ["<section class=\"audit-rule\">",
                   "<h3 id=\"\(id)\"><code>\(HTMLText.escape(rule.id))</code>: \(HTMLText.escape(rule.title))</h3>"]
        let references = rule.references.map { reference in
            reference.url.map { "<a href=\"\(HTMLText.escape($0))\">\(HTMLText.escape(reference.description))</a>" }
                ?? HTMLText.escape(reference.description)
        }
        out.append("<p class=\"meta\"><span class=\"badge \(Self.severityStyle(rule.severity))\">\(rule.severity)</span> "
                   + references.joined(separator: "; ") + "</p>")
        let shown = results.filter { $0.outcome != .pass && $0.outcome != .notApplicable }
        if !shown.isEmpty {
            out.append("<ul>")
            out += shown.map(item)
            out.append("</ul>")
        }
        let passed = results.filter { $0.outcome == .pass }.map(\.block)
        let skipped = results.filter { $0.outcome == .notApplicable }
        if !passed.isEmpty {
            out.append("<p><span class=\"badge pass\"><span aria-hidden=\"true\">✓ </span>PASS</span> "
                       + "\(HTMLText.escape(TextReporter.counted(passed)))</p>")
        }
        if !skipped.isEmpty {
            let reasons = Set(skipped.map(\.message)).sorted().joined(separator: "; ")
            out.append("<p class=\"meta\">Not applicable: \(HTMLText.escape(TextReporter.counted(skipped.map(\.block)))) "
                       + "(\(HTMLText.isolated(reasons)))</p>")
        }
        out.append("</section>")
        return out
    }

    private func item(_ result: AuditResult) -> String {
        let badge = switch result.outcome {
        case .fail: "<span class=\"badge fail\"><span aria-hidden=\"true\">✗ </span>FAIL</span>"
        case .warning: "<span class=\"badge warn\"><span aria-hidden=\"true\">! </span>WARNING</span>"
        case .accepted: "<span class=\"badge accepted\"><span aria-hidden=\"true\">~ </span>ACCEPTED</span>"
        default: "<span class=\"badge neutral\">\(HTMLText.escape(result.outcome.description))</span>"
        }
        let subject = result.subject
        var facts: [String] = []
        if let location = result.location {
            let text = "<bdi>\(HTMLText.escape(location.description))</bdi>"
            let key = SectionKey(file: location.file, line: location.line)
            facts.append("spec " + (anchors.sectionIfShown(key).map { "<a href=\"#\($0)\">\(text)</a>" } ?? text))
        }
        facts.append("block <code>\(HTMLText.escape(result.block))</code>")
        if let part = subject.part { facts.append("part <code>\(HTMLText.escape(part.description))</code>") }
        if let state = subject.state { facts.append("state <code>\(HTMLText.escape(state))</code>") }
        if let transition = subject.transition { facts.append("transition <code>\(HTMLText.escape(transition.description))</code>") }
        facts.append("environment \(HTMLText.escape(subject.environment.description))")
        var text = "<li>\(badge) \(HTMLText.isolated(result.message))<br><span class=\"facts\">"
            + facts.joined(separator: " · ") + "</span>"
        if case .accepted(let reason) = result.outcome {
            text += "<br>Accepted: \(HTMLText.isolated(reason))"
        }
        return text + "</li>"
    }

    private static func severityStyle(_ severity: Severity) -> String {
        switch severity {
        case .error: "fail"
        case .warning: "warn"
        case .note: "neutral"
        }
    }
}
