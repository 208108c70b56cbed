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

    /// The summary's links: to each rule with findings (its counts beside it), and to each place
    /// (spec file and line) with an open finding, its worst outcome first.
    static func navigation(_ audit: AuditReport) -> [String] {
        var out: [String] = []
        let open = Array(audit.results.enumerated()).filter { $0.element.isFinding }
        if !open.isEmpty {
            out.append("<nav aria-labelledby=\"audit-places\"><h3 id=\"audit-places\">Audit findings by place</h3>"
                       + "<ul class=\"links\">")
            var order: [String] = []
            var places: [String: [(offset: Int, element: AuditResult)]] = [:]
            for item in open {
                let key = item.element.location.map { "\($0.file):\($0.line)" } ?? item.element.block
                if places[key] == nil { order.append(key) }
                places[key, default: []].append(item)
            }
            for key in order {
                guard let items = places[key], let first = items.first else { continue }
                let fails = items.filter { $0.element.outcome == .fail }.count
                let badge = fails > 0 ? "<span class=\"badge fail\"><span aria-hidden=\"true\">✗ </span>FAIL</span>"
                    : "<span class=\"badge warn\"><span aria-hidden=\"true\">! </span>WARNING</span>"
                let rules = Set(items.map(\.element.rule)).sorted().map { "<code>\(HTMLText.escape($0))</code>" }
                out.append("<li>\(badge) <a href=\"#\(findingID(first.offset))\"><bdi>\(HTMLText.escape(key))</bdi></a> "
                           + "\(HTMLReporter.plural(items.count, "finding")): \(rules.joined(separator: ", "))</li>")
            }
            out.append("</ul></nav>")
        }
        let rules = RuleCatalogue.rules.filter { rule in audit.results.contains { $0.rule == rule.id } }
        if !rules.isEmpty {
            out.append("<nav aria-labelledby=\"audit-rules\"><h3 id=\"audit-rules\">Audit rules</h3><ul class=\"links\">")
            for rule in rules {
                let results = audit.results.filter { $0.rule == rule.id }
                let count = { (outcome: String) in results.filter { $0.outcome.description == outcome }.count }
                var words: [String] = []
                for (outcome, label) in [("fail", "failed"), ("warning", "warnings"), ("accepted", "accepted"),
                                         ("pass", "passed"), ("not-applicable", "not applicable")] where count(outcome) > 0 {
                    words.append("\(count(outcome)) \(label)")
                }
                out.append("<li><a href=\"#rule-\(HTMLText.identifier(rule.id))\"><code>\(HTMLText.escape(rule.id))</code>"
                           + "</a> \(HTMLText.escape(rule.title)): \(words.joined(separator: ", "))</li>")
            }
            out.append("</ul></nav>")
        }
        return out
    }

    /// The id of the audit's result at this index of ``AuditReport/results``.
    static func findingID(_ index: Int) -> String { "audit-finding-\(index + 1)" }

    func render(_ audit: AuditReport) -> [String] {
        var out = ["<section class=\"audit\" aria-labelledby=\"audit\">", "<h2 id=\"audit\">Audit</h2>",
                   "<p>\(HTMLText.escape(audit.summary)).</p>"]
        if !audit.errors.isEmpty {
            out.append("<h3 id=\"audit-errors\">Specs that could not be audited</h3><ul class=\"diagnostics\">")
            out += audit.errors.map { "<li>\(HTMLFindings.diagnostic($0))</li>" }
            out.append("</ul>")
        }
        if audit.results.isEmpty && audit.errors.isEmpty { out.append("<p>No block was audited.</p>") }
        let indexed = Array(audit.results.enumerated())
        for rule in RuleCatalogue.rules {
            let results = indexed.filter { $0.element.rule == rule.id }
            guard !results.isEmpty else { continue }
            out += self.rule(rule, results)
        }
        out.append("</section>")
        return out
    }

    /// A rule's region: its open findings listed, its accepted findings collapsed (with their
    /// reasons, one click away), then its passes and the blocks it did not apply to.
    private func rule(_ rule: RuleDefinition, _ indexed: [(offset: Int, element: AuditResult)]) -> [String] {
        let results = indexed.map(\.element)
        let id = "rule-\(HTMLText.identifier(rule.id))"
        var out = ["<section class=\"audit-rule\">",
                   "<h3 id=\"\(id)\"><code>\(HTMLText.escape(rule.id))</code>: \(HTMLText.escape(rule.title))</h3>"]
        let references = rule.references.map { reference in
            reference.url.map { "<a href=\"\(HTMLText.escape($0))\">\(HTMLText.escape(reference.description))</a>" }
                ?? HTMLText.escape(reference.description)
        }
        out.append("<p class=\"meta\"><span class=\"badge \(Self.severityStyle(rule.severity))\">\(rule.severity)</span> "
                   + references.joined(separator: "; ") + "</p>")
        let open = indexed.filter(\.element.isFinding)
        if !open.isEmpty {
            out.append("<ul>")
            out += open.map { item($0.element, id: Self.findingID($0.offset)) }
            out.append("</ul>")
        }
        let accepted = indexed.filter(\.element.isAccepted)
        if !accepted.isEmpty {
            out.append("<details class=\"accepted\"><summary>\(HTMLReporter.plural(accepted.count, "accepted finding"))"
                       + "</summary><ul>")
            out += accepted.map { item($0.element, id: Self.findingID($0.offset)) }
            out.append("</ul></details>")
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

    private func item(_ result: AuditResult, id: String) -> String {
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
        var text = "<li id=\"\(id)\">\(badge) \(HTMLText.isolated(result.message))<br><span class=\"facts\">"
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
