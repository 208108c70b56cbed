import Foundation

/// The pieces the JSON and SARIF reports share: a rule and a result as JSON objects.
enum AuditJSON {
    static func rule(_ rule: AuditRule) -> [String: Any] {
        [
            "id": rule.id, "title": rule.title, "category": rule.category.rawValue,
            "severity": rule.severity.rawValue, "explanation": rule.explanation, "help": rule.anchor,
            "tags": rule.tags,
            "references": rule.references.map { reference -> [String: Any] in
                var object: [String: Any] = ["text": reference.description]
                if let url = reference.url { object["url"] = url }
                return object
            },
        ]
    }

    static func result(_ result: AuditResult) -> [String: Any] {
        let subject = result.subject
        var object: [String: Any] = [
            "rule": result.rule, "outcome": result.outcome.description, "severity": result.severity.rawValue,
            "block": result.block, "message": result.message,
        ]
        if let location = result.location {
            object["file"] = location.file
            object["line"] = location.line
            object["column"] = location.column
        }
        if let part = subject.part { object["part"] = part.description }
        if let state = subject.state { object["state"] = state }
        if let transition = subject.transition { object["transition"] = transition.description }
        var environment: [String: Any] = [:]
        if let size = subject.environment.dynamicTypeSize { environment["dynamicTypeSize"] = size.rawValue }
        if let appearance = subject.environment.appearance { environment["appearance"] = appearance.rawValue }
        if let reduceMotion = subject.environment.reduceMotion { environment["reduceMotion"] = reduceMotion }
        if !environment.isEmpty { object["environment"] = environment }
        if case .accepted(let reason) = result.outcome { object["reason"] = reason }
        return object
    }

    /// Pretty JSON with sorted keys and a final newline.
    static func encode(_ object: Any) -> String {
        guard let data = try? JSONSerialization.data(withJSONObject: object,
                                                     options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
        else { return "{}\n" }
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}

/// The audit as one JSON object: the tool, the rules, every result and a summary.
public struct AuditJSONReporter: Sendable {
    /// Creates a reporter.
    public init() {}

    /// The report; the shape is documented in `Docs/Rules.md`.
    public func render(_ report: AuditReport) -> String {
        let counts = report.counts
        return AuditJSON.encode([
            "tool": ["name": "primer-spec", "version": PrimerSpecTool.version],
            "rules": RuleCatalogue.rules.map(AuditJSON.rule),
            "results": report.results.map(AuditJSON.result),
            "errors": report.errors.map(\.rendered),
            "summary": ["fail": counts["fail"] ?? 0, "warning": counts["warning"] ?? 0,
                        "accepted": counts["accepted"] ?? 0, "pass": counts["pass"] ?? 0,
                        "notApplicable": counts["not-applicable"] ?? 0],
        ] as [String: Any])
    }
}
