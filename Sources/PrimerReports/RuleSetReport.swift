import Foundation
import PrimerModel
import PrimerSpec
import PrimerSyntax

/// An audit report held against a rule set of its own rather than the audit's ``RuleCatalogue``:
/// what `primer-spec scan` writes, in the audit's formats (text, JSON, SARIF, GitHub, JUnit), built
/// on the audit reporters' pieces (``TextReporter/line(_:)``, ``JSONReporter/result(_:)``, SARIF's levels).
public struct RuleSetReport: Sendable {
    /// The results, as the audit's types hold them.
    public var report: AuditReport
    /// The rules the results are of, in the order reports list them.
    public var rules: [RuleDefinition]
    /// The command, for titles and summaries: `scan`.
    public var command: String
    /// The document explaining the rules, whose sections are named by rule id: `Docs/Scan.md`.
    public var document: String
    /// Extra top-level members of the JSON object (`requests` for scan), as JSONSerialization takes them.
    public var extraJSON: @Sendable () -> [String: Any]

    /// Creates a report.
    public init(report: AuditReport, rules: [RuleDefinition], command: String, document: String,
                extraJSON: @escaping @Sendable () -> [String: Any] = { [:] }) {
        self.report = report
        self.rules = rules
        self.command = command
        self.document = document
        self.extraJSON = extraJSON
    }

    /// The formats this report is written in (every audit format but the HTML page).
    public static let formats: [ReportFormat] = [.text, .json, .sarif, .github, .junit]

    /// The report in a format; nil for one it is not written in (html).
    public func render(_ format: ReportFormat) -> String? {
        switch format {
        case .text: text
        case .json: json
        case .sarif: sarif
        case .github: github
        case .junit: junit
        case .html: nil
        }
    }

    /// The findings grouped by rule, each rule with its severity and source; then the summary line.
    /// A rule that found nothing is not listed, so a clean run prints the summary alone.
    public var text: String {
        var lines: [String] = report.errors.map(\.rendered)
        if !report.errors.isEmpty { lines.append("") }
        for rule in rules {
            let results = report.results.filter { $0.rule == rule.id && $0.isFinding }
            guard !results.isEmpty else { continue }
            let references = rule.references.map(\.description).joined(separator: "; ")
            lines.append("\(rule.id): \(rule.title) (\(rule.severity); \(references))")
            for result in results {
                lines.append("  " + (result.severity == .note ? TextReporter.line(result)
                    .replacingOccurrences(of: "WARN ", with: "NOTE ", options: .anchored) : TextReporter.line(result)))
                lines += result.finding.notes.map { "    \($0)" }
            }
            lines.append("")
        }
        lines.append("\(command): \(summary)")
        return lines.joined(separator: "\n") + "\n"
    }

    /// `1 error, 2 warnings, 3 notes` over the findings.
    public var summary: String {
        let findings = report.results.filter(\.isFinding)
        func count(_ severity: Severity, _ word: String) -> String {
            let number = findings.filter { $0.severity == severity }.count
            return "\(number) \(word)\(number == 1 ? "" : "s")"
        }
        return [count(.error, "error"), count(.warning, "warning"), count(.note, "note")].joined(separator: ", ")
    }

    /// One object: the tool, the rules, every finding, the errors, the summary, and the extra members.
    public var json: String {
        var object: [String: Any] = [
            "tool": ["name": "primer-spec", "command": command, "version": ToolVersion.current],
            "rules": rules.map { rule -> [String: Any] in
                var object = JSONReporter.rule(rule)
                object["help"] = "\(document)#\(rule.id)"
                return object
            },
            "results": report.results.filter(\.isFinding).map { result -> [String: Any] in
                var object = JSONReporter.result(result)
                if !result.finding.notes.isEmpty { object["notes"] = result.finding.notes.map(\.description) }
                return object
            },
            "errors": report.errors.map(\.rendered),
            "summary": Dictionary(uniqueKeysWithValues: Severity.allCases.map { severity in
                (severity.rawValue, report.results.filter { $0.isFinding && $0.severity == severity }.count)
            }),
        ]
        for (key, value) in extraJSON() { object[key] = value }
        return JSONText.encode(object)
    }

    /// SARIF 2.1.0: every rule, every finding at its file:line:column, an input error under `spec-error`.
    public var sarif: String {
        var descriptors = rules.map { rule -> [String: Any] in
            let references = rule.references.map(\.description).joined(separator: "; ")
            return [
                "id": rule.id, "name": SARIFReporter.camelName(rule.id),
                "shortDescription": ["text": rule.title], "fullDescription": ["text": rule.explanation],
                "help": ["text": rule.explanation + (references.isEmpty ? "" : " References: \(references)."),
                         "markdown": "\(rule.explanation)\n\nSee `\(document)#\(rule.id)`."],
                "defaultConfiguration": ["level": SARIFReporter.level(rule.severity)],
                "properties": ["tags": rule.tags],
            ]
        }
        var results = report.results.filter(\.isFinding).map { result -> [String: Any] in
            var object: [String: Any] = [
                "ruleId": result.rule, "level": SARIFReporter.level(result.severity),
                "message": ["text": ([result.message] + result.finding.notes.map(\.description)).joined(separator: "\n")],
            ]
            if let index = rules.firstIndex(where: { $0.id == result.rule }) { object["ruleIndex"] = index }
            if let location = result.location { object["locations"] = Self.locations(location) }
            return object
        }
        if !report.errors.isEmpty {
            descriptors.append([
                "id": Finding.specErrorRule, "name": "InputError",
                "shortDescription": ["text": "An input could not be read"],
                "fullDescription": ["text": "A file \(command) reads could not be read or parsed."],
                "help": ["text": "Fix the file named in the message."],
                "defaultConfiguration": ["level": "error"], "properties": ["tags": ["input"]],
            ])
            results += report.errors.map { error in
                ["ruleId": Finding.specErrorRule, "ruleIndex": descriptors.count - 1, "level": "error",
                 "message": ["text": error.rendered], "locations": Self.locations(error.location)] as [String: Any]
            }
        }
        return JSONText.encode([
            "$schema": "https://json.schemastore.org/sarif-2.1.0.json",
            "version": "2.1.0",
            "runs": [["tool": ["driver": ["name": "primer-spec", "version": ToolVersion.current,
                                          "informationUri": "https://github.com/primerspec/primer-spec",
                                          "rules": descriptors] as [String: Any]],
                      "results": results] as [String: Any]],
        ] as [String: Any])
    }

    /// GitHub Actions workflow commands: `::error`, `::warning` or `::notice` per finding, then the summary.
    public var github: String {
        var lines = report.errors.map {
            "::error file=\(WorkflowCommand.property($0.location.file)),line=\($0.location.line),"
                + "col=\($0.location.column)::\(WorkflowCommand.data($0.rendered))"
        }
        for result in report.results where result.isFinding {
            let kind = switch result.severity {
            case .error: "error"
            case .warning: "warning"
            case .note: "notice"
            }
            var properties = ["title=\(WorkflowCommand.property("primer-spec \(command): \(result.rule)"))"]
            if let location = result.location {
                properties = ["file=\(WorkflowCommand.property(location.file))", "line=\(location.line)",
                              "col=\(location.column)"] + properties
            }
            let message = ([result.message] + result.finding.notes.map(\.description)).joined(separator: "\n")
            lines.append("::\(kind) \(properties.joined(separator: ","))::\(WorkflowCommand.data(message))")
        }
        lines.append("\(command): \(summary)")
        return lines.joined(separator: "\n") + "\n"
    }

    /// JUnit XML: one test suite per audit, one test case per rule, failing when the rule found an error.
    public var junit: String {
        var lines = ["<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
                     "<testsuites name=\"primer-spec \(XMLText.escape(command))\">"]
        for error in report.errors {
            let name = XMLText.escape(error.location.file)
            lines.append("  <testsuite name=\"\(name)\" tests=\"1\" failures=\"0\" errors=\"1\">")
            lines.append("    <testcase classname=\"\(name)\" name=\"input\">")
            lines.append("      <error message=\"\(XMLText.escape(error.message))\">\(XMLText.escape(error.rendered))</error>")
            lines.append("    </testcase>")
            lines.append("  </testsuite>")
        }
        for audit in report.audits {
            let name = XMLText.escape(audit.path ?? audit.block)
            let failures = rules.filter { rule in audit.results.contains { $0.rule == rule.id && $0.outcome == .fail } }
            lines.append("  <testsuite name=\"\(name)\" tests=\"\(rules.count)\" failures=\"\(failures.count)\">")
            for rule in rules {
                let findings = audit.results.filter { $0.rule == rule.id && $0.isFinding }
                let failed = findings.filter { $0.outcome == .fail }
                lines.append("    <testcase classname=\"\(name)\" name=\"\(XMLText.escape(rule.id))\">")
                if let first = failed.first {
                    lines.append("      <failure message=\"\(XMLText.escape(first.message))\">"
                                 + XMLText.escape(failed.map(TextReporter.line).joined(separator: "\n")) + "</failure>")
                } else if !findings.isEmpty {
                    lines.append("      <system-out>" + XMLText.escape(findings.map(TextReporter.line).joined(separator: "\n"))
                                 + "</system-out>")
                }
                lines.append("    </testcase>")
            }
            lines.append("  </testsuite>")
        }
        lines.append("</testsuites>")
        return lines.joined(separator: "\n") + "\n"
    }

    private static func locations(_ location: SourceLocation) -> [[String: Any]] {
        [["physicalLocation": [
            "artifactLocation": ["uri": location.file],
            "region": ["startLine": max(1, location.line), "startColumn": max(1, location.column)],
        ] as [String: Any]]]
    }
}
