import PrimerModel
import PrimerMotion
import PrimerSpec
import PrimerSyntax

/// A report as SARIF 2.1.0, for GitHub code scanning: every rule in `tool.driver.rules` with its
/// help and WCAG tags, every finding in `results` with `ruleId`, `level`, `message` and the spec
/// line it is about. For an audit, accepted findings carry an in-source suppression with the spec's
/// reason; passes and not-applicable outcomes are left out, as code scanning expects. For a check,
/// every finding of every file (errors, a failing section's mismatches, warnings, dump notes).
public struct SARIFReporter: Sendable {
    /// Creates a reporter.
    public init() {}

    /// The audit's SARIF log.
    public func render(_ report: AuditReport) -> String {
        let rules = RuleCatalogue.rules
        var driver: [String: Any] = [
            "name": "primer-spec", "version": ToolVersion.current,
            "informationUri": "https://github.com/primerspec/primer-spec",
            "rules": rules.map(Self.descriptor),
        ]
        let results = report.results.filter { $0.isFinding || $0.isAccepted }.map { result -> [String: Any] in
            var object: [String: Any] = [
                "ruleId": result.rule,
                "level": Self.level(result.severity),
                "message": ["text": TextReporter.line(result)],
            ]
            if let index = rules.firstIndex(where: { $0.id == result.rule }) { object["ruleIndex"] = index }
            if let location = result.location { object["locations"] = Self.locations(location) }
            if case .accepted(let reason) = result.outcome {
                object["suppressions"] = [["kind": "inSource", "justification": reason]]
            }
            return object
        }
        // A spec that could not be read, parsed or resolved is a result of its own, at its error.
        let specErrors = report.errors.map { error -> [String: Any] in
            ["ruleId": Finding.specErrorRule, "level": "error", "message": ["text": error.rendered],
             "locations": Self.locations(error.location)]
        }
        if !specErrors.isEmpty, var rules = driver["rules"] as? [[String: Any]] {
            rules.append(Self.specErrorDescriptor(verb: "audit"))
            driver["rules"] = rules
        }
        return Self.log(driver: driver, results: results + specErrors)
    }

    /// The check's SARIF log: every finding of every file, each under the rule that reported it
    /// (``Checker/ruleDescriptions``), a spec that does not parse or resolve under `spec-error`.
    public func render(_ report: CheckReport) -> String {
        let findings = report.files.flatMap { file in file.errors + file.warnings + file.sections.flatMap(\.findings) }
        var rules = Checker.ruleDescriptions.map(Self.descriptor)
        if findings.contains(where: { $0.rule == nil }) { rules.append(Self.specErrorDescriptor(verb: "check")) }
        let ids = rules.compactMap { $0["id"] as? String }
        let results = findings.map { finding -> [String: Any] in
            let id = finding.rule ?? Finding.specErrorRule
            var object: [String: Any] = [
                "ruleId": id, "level": Self.level(finding.severity),
                "message": ["text": ([finding.message] + finding.notes.map(\.description)).joined(separator: "\n")],
                "locations": Self.locations(finding.location),
            ]
            if let index = ids.firstIndex(of: id) { object["ruleIndex"] = index }
            return object
        }
        return Self.log(driver: ["name": "primer-spec", "version": ToolVersion.current,
                                 "informationUri": "https://github.com/primerspec/primer-spec", "rules": rules],
                        results: results)
    }

    /// The log of one run.
    private static func log(driver: [String: Any], results: [[String: Any]]) -> String {
        JSONText.encode([
            "$schema": "https://json.schemastore.org/sarif-2.1.0.json",
            "version": "2.1.0",
            "runs": [["tool": ["driver": driver], "results": results] as [String: Any]],
        ] as [String: Any])
    }

    /// A rule as `tool.driver.rules` lists it; an audit rule's help points at its `Docs/Rules.md` section.
    private static func descriptor(_ rule: RuleDefinition) -> [String: Any] {
        let references = rule.references.isEmpty ? ""
            : " References: " + rule.references.map(\.description).joined(separator: "; ") + "."
        let isAudited = RuleCatalogue.rule(rule.id) != nil
        var object: [String: Any] = [
            "id": rule.id, "name": Self.camelName(rule.id),
            "shortDescription": ["text": rule.title],
            "fullDescription": ["text": rule.explanation],
            "help": ["text": rule.explanation + references,
                     "markdown": isAudited ? "\(rule.explanation)\n\nSee `\(rule.anchor)`." : rule.explanation],
            "defaultConfiguration": ["level": Self.level(rule.severity)],
            "properties": ["tags": rule.tags],
        ]
        if let url = rule.references.compactMap(\.url).first { object["helpUri"] = url }
        return object
    }

    /// The rule of a spec that does not parse or resolve, which could not be `audit`ed or `check`ed.
    private static func specErrorDescriptor(verb: String) -> [String: Any] {
        let text = "The spec does not parse or resolve; fix the error to \(verb) it."
        return ["id": Finding.specErrorRule, "name": "SpecError",
                "shortDescription": ["text": "The spec could not be \(verb)ed"],
                "fullDescription": ["text": text], "help": ["text": text],
                "defaultConfiguration": ["level": "error"], "properties": ["tags": ["spec"]]]
    }

    /// A physical location at a spec line, as `locations` holds it.
    private static func locations(_ location: SourceLocation) -> [[String: Any]] {
        [["physicalLocation": [
            "artifactLocation": ["uri": location.file],
            "region": ["startLine": max(1, location.line), "startColumn": max(1, location.column)],
        ] as [String: Any]]]
    }

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
