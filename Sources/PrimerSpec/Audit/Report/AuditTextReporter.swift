/// The audit as text for people: grouped by rule, each with what it rests on, findings first.
public struct AuditTextReporter: Sendable {
    /// Creates a reporter.
    public init() {}

    /// The report; its last line is `N passed, M failed`, counting results.
    public func render(_ report: AuditReport) -> String {
        var lines: [String] = report.errors.map(\.rendered)
        if !report.errors.isEmpty { lines.append("") }
        for rule in RuleCatalogue.rules {
            let results = report.results.filter { $0.rule == rule.id }
            guard !results.isEmpty else { continue }
            let references = rule.references.map(\.description).joined(separator: "; ")
            lines.append("\(rule.id): \(rule.title) (\(rule.severity); \(references))")
            for result in results where result.outcome != .pass && result.outcome != .notApplicable {
                lines.append("  " + Self.line(result))
                if case .accepted(let reason) = result.outcome { lines.append("    accepted: \(reason)") }
            }
            let passed = results.filter { $0.outcome == .pass }.map(\.block)
            let skipped = results.filter { $0.outcome == .notApplicable }
            if !passed.isEmpty { lines.append("  pass: \(Self.counted(passed))") }
            if !skipped.isEmpty {
                lines.append("  not applicable: \(Self.counted(skipped.map(\.block))) "
                             + "(\(Set(skipped.map(\.message)).sorted().joined(separator: "; ")))")
            }
            lines.append("")
        }
        lines.append("audit: \(report.summary)")
        let counts = report.counts
        lines.append("\(counts["pass"] ?? 0) passed, \(counts["fail"] ?? 0) failed")
        return lines.joined(separator: "\n") + "\n"
    }

    /// `FAIL Specs/x.primerspec:27:1 primer-screen continue (light): message`.
    static func line(_ result: AuditResult) -> String {
        let word = switch result.outcome {
        case .fail: "FAIL"
        case .warning: "WARN"
        case .accepted: "ACCEPTED"
        default: result.outcome.description
        }
        let subject = result.subject
        var names = [result.block]
        if let part = subject.part { names.append(part.description) }
        var context: [String] = []
        if let state = subject.state { context.append(state) }
        if subject.environment != .any { context.append(subject.environment.description) }
        let location = result.location.map { "\($0) " } ?? ""
        let where_ = context.isEmpty ? "" : " (\(context.joined(separator: ", ")))"
        return "\(word) \(location)\(names.joined(separator: " "))\(where_): \(result.message)"
    }

    /// `permission-primer ×3, primer-screen` style counts of block names.
    static func counted(_ blocks: [String]) -> String {
        var order: [String] = []
        var counts: [String: Int] = [:]
        for block in blocks {
            if counts[block] == nil { order.append(block) }
            counts[block, default: 0] += 1
        }
        return order.map { counts[$0] == 1 ? $0 : "\($0) ×\(counts[$0] ?? 0)" }.joined(separator: ", ")
    }
}
