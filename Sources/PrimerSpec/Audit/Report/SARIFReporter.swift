import PrimerModel

/// The audit as SARIF 2.1.0, for GitHub code scanning: every rule in `tool.driver.rules` with its
/// help and WCAG tags, every finding in `results` with `ruleId`, `level`, `message` and the spec
/// line it is about. Accepted findings carry an in-source suppression with the spec's reason;
/// passes and not-applicable outcomes are left out, as code scanning expects.
public struct SARIFReporter: Sendable {
    /// Creates a reporter.
    public init() {}

    /// The SARIF log.
    public func render(_ report: AuditReport) -> String {
        let rules = RuleCatalogue.rules
        var driver: [String: Any] = [
            "name": "primer-spec", "version": PrimerSpecTool.version,
            "informationUri": "https://github.com/primerspec/primer-spec",
            "rules": rules.map { rule -> [String: Any] in
                var object: [String: Any] = [
                    "id": rule.id, "name": Self.camelName(rule.id),
                    "shortDescription": ["text": rule.title],
                    "fullDescription": ["text": rule.explanation],
                    "help": ["text": rule.explanation + " References: "
                             + rule.references.map(\.description).joined(separator: "; ") + ".",
                             "markdown": "\(rule.explanation)\n\nSee `\(rule.anchor)`."],
                    "defaultConfiguration": ["level": Self.level(rule.severity)],
                    "properties": ["tags": rule.tags],
                ]
                if let url = rule.references.compactMap(\.url).first { object["helpUri"] = url }
                return object
            },
        ]
        let results = report.results.filter { $0.isFinding || $0.isAccepted }.map { result -> [String: Any] in
            var object: [String: Any] = [
                "ruleId": result.rule,
                "level": Self.level(result.severity),
                "message": ["text": AuditTextReporter.line(result)],
            ]
            if let index = rules.firstIndex(where: { $0.id == result.rule }) { object["ruleIndex"] = index }
            if let location = result.location {
                object["locations"] = [[
                    "physicalLocation": [
                        "artifactLocation": ["uri": location.file],
                        "region": ["startLine": max(1, location.line), "startColumn": max(1, location.column)],
                    ] as [String: Any],
                ]]
            }
            if case .accepted(let reason) = result.outcome {
                object["suppressions"] = [["kind": "inSource", "justification": reason]]
            }
            return object
        }
        // A spec that could not be read, parsed or resolved is a result of its own, at its error.
        let specErrors = report.errors.map { error -> [String: Any] in
            [
                "ruleId": Self.specErrorRule, "level": "error", "message": ["text": error.rendered],
                "locations": [[
                    "physicalLocation": [
                        "artifactLocation": ["uri": error.location.file],
                        "region": ["startLine": max(1, error.location.line), "startColumn": max(1, error.location.column)],
                    ] as [String: Any],
                ]],
            ]
        }

        if !specErrors.isEmpty, var rules = driver["rules"] as? [[String: Any]] {
            rules.append(["id": Self.specErrorRule, "name": "SpecError",
                          "shortDescription": ["text": "The spec could not be audited"],
                          "fullDescription": ["text": "The spec does not parse or resolve; fix the error to audit it."],
                          "help": ["text": "The spec does not parse or resolve; fix the error to audit it."],
                          "defaultConfiguration": ["level": "error"], "properties": ["tags": ["spec"]]])
            driver["rules"] = rules
        }
        return AuditJSON.encode([
            "$schema": "https://json.schemastore.org/sarif-2.1.0.json",
            "version": "2.1.0",
            "runs": [["tool": ["driver": driver], "results": results + specErrors] as [String: Any]],
        ] as [String: Any])
    }

    /// The rule id of a spec that could not be audited.
    static let specErrorRule = "spec-error"

    /// SARIF's level for a severity: `error`, `warning` or `note`.
    static func level(_ severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "note"
        }
    }

    /// `text-contrast` → `TextContrast`.
    static func camelName(_ id: String) -> String {
        id.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }
}

extension AuditResult {
    /// Whether the result is a finding the spec accepted.
    public var isAccepted: Bool {
        if case .accepted = outcome { return true }
        return false
    }
}
