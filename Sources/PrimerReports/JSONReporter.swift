import PrimerModel
import PrimerMotion
import PrimerSpec
import PrimerSyntax

/// A report as JSON. For a check, the files' errors and warnings, one object per section, and the
/// counts; for an audit, the rules, every result and a summary; for a scan, the rules, every finding,
/// the requests and a summary. Each check and audit document starts with its `version`
/// (``formatVersion``), and `Docs/schemas/` holds the JSON Schema of each; their paths are relative
/// to the repository root (``ReportPaths``). Every document is written by ``JSONValue/written(_:)``.
package struct JSONReporter: CommandReporter {
    /// How paths are written: relative to the repository root.
    package var paths: ReportPaths

    /// Creates a reporter writing paths relative to the repository holding the working directory.
    package init(paths: ReportPaths = .current) { self.paths = paths }

    /// The version of the JSON documents' shape, raised when a field changes meaning or goes away
    /// (a new field does not raise it). `Docs/schemas/*.schema.json` describe version 1.
    package static let formatVersion = 1

    /// The tool as every document names it.
    static let tool: JSONValue = ["name": "primer-spec", "version": .string(ToolVersion.current)]

    /// A finding as the check's document lists it: where, how serious, the message, what was written
    /// and expected (cut as every message's quoted input is, so no value can swell the report), the notes.
    static func finding(_ diagnostic: Finding) -> JSONValue {
        var object: [String: JSONValue] = [
            "file": .string(diagnostic.location.file), "line": .int(diagnostic.location.line),
            "column": .int(diagnostic.location.column), "severity": .string("\(diagnostic.severity)"),
            "message": .string(diagnostic.message), "notes": .array(diagnostic.notes.map { .string($0.description) }),
        ]
        if let text = diagnostic.offendingText { object["offendingText"] = .string(TextExcerpt.shortened(text)) }
        if let expected = diagnostic.expected { object["expected"] = .string(TextExcerpt.shortened(expected)) }
        return .object(object)
    }

    /// The check as pretty-printed JSON with sorted keys: the version, the tool, the counts, the
    /// files' errors and warnings (an assumption the model makes, which fails nothing), and one
    /// object per section with its diff and findings.
    package func render(_ report: CheckReport) -> String {
        let report = paths.relative(report)
        let document: JSONValue = [
            "version": .int(Self.formatVersion), "tool": Self.tool,
            "passed": .int(report.passedCount), "failed": .int(report.failedCount),
            "errors": .array(report.errors.map(Self.finding)),
            "warnings": .array(report.files.flatMap(\.warnings).map(Self.finding)),
            "sections": .array(report.sections.map { section in
                ["file": .string(section.file), "line": .int(section.line), "title": .string(section.title),
                 "status": .string(section.status.rawValue), "diff": .array(Self.diffLines(section)),
                 "findings": .array(section.findings.map(Self.finding))]
            }),
        ]
        return document.document
    }

    /// The audit as one object: the version, the tool, the rules, every result and a summary; the
    /// shape is `Docs/schemas/audit.schema.json`.
    package func render(_ report: AuditReport) -> String {
        let report = paths.relative(report)
        let counts = report.counts
        let document: JSONValue = [
            "version": .int(Self.formatVersion),
            "tool": Self.tool,
            "rules": .array(RuleCatalogue.rules.map { .object(Self.rule($0)) }),
            "results": .array(report.results.map { .object(Self.result($0)) }),
            "errors": .array(report.errors.map { .string($0.rendered) }),
            "summary": ["fail": .int(counts["fail"] ?? 0), "warning": .int(counts["warning"] ?? 0),
                        "accepted": .int(counts["accepted"] ?? 0), "pass": .int(counts["pass"] ?? 0),
                        "notApplicable": .int(counts["not-applicable"] ?? 0)],
        ]
        return document.document
    }

    /// A rule-set report (`scan`) as one object: the tool and command, the rules with their help in
    /// the report's document, every finding with what it is about and its notes, the inputs that could
    /// not be read, the count of each severity, and the report's extra members. Paths are as given.
    package func renderFindings(_ report: Report) -> String {
        var object: [String: JSONValue] = [
            "tool": ["name": "primer-spec", "command": .string(report.command.rawValue), "version": .string(ToolVersion.current)],
            "rules": .array(report.rules.map { rule in
                var object = Self.rule(rule)
                object["help"] = .string("\(report.document)#\(rule.id)")
                return .object(object)
            }),
            "results": .array(report.findings.map { finding in
                var object = Self.findingObject(finding, outcome: finding.severity == .error ? "fail" : "warning",
                                                block: Report.about(finding))
                if !finding.notes.isEmpty { object["notes"] = .array(finding.notes.map { .string($0.description) }) }
                return .object(object)
            }),
            "errors": .array(report.errors.map { .string($0.rendered) }),
            "summary": .object(Dictionary(uniqueKeysWithValues: Severity.allCases.map { severity in
                (severity.rawValue, JSONValue.int(report.findings.filter { $0.severity == severity }.count))
            })),
        ]
        for (key, value) in report.extraJSON { object[key] = value }
        return JSONValue.object(object).document
    }

    /// An audit rule as a JSON object.
    static func rule(_ rule: RuleDefinition) -> [String: JSONValue] {
        var object: [String: JSONValue] = [
            "id": .string(rule.id), "title": .string(rule.title), "category": .string(rule.category.rawValue),
            "severity": .string(rule.severity.rawValue), "explanation": .string(rule.explanation),
            "tags": .array(rule.tags.map(JSONValue.string)),
            "references": .array(rule.references.map { reference in
                var object: [String: JSONValue] = ["text": .string(reference.description)]
                if let url = reference.url { object["url"] = .string(url) }
                return .object(object)
            }),
        ]
        if let url = rule.references.compactMap(\.url).first { object["helpUri"] = .string(url) }
        return object
    }

    /// An audit result as a JSON object.
    static func result(_ result: AuditResult) -> [String: JSONValue] {
        var object = findingObject(result.finding, outcome: result.outcome.description, block: result.block)
        if case .accepted(let reason) = result.outcome { object["reason"] = .string(reason) }
        return object
    }

    /// A rule's finding as the audit and scan list it: its rule, outcome, severity, block (or what a
    /// scan finding is about), message, place and subject.
    static func findingObject(_ finding: Finding, outcome: String, block: String) -> [String: JSONValue] {
        let subject = finding.subject
        var object: [String: JSONValue] = [
            "rule": .string(finding.rule ?? Finding.specErrorRule), "outcome": .string(outcome),
            "severity": .string(finding.severity.rawValue), "block": .string(block), "message": .string(finding.message),
        ]
        if finding.isLocated {
            object["file"] = .string(finding.location.file)
            object["line"] = .int(finding.location.line)
            object["column"] = .int(finding.location.column)
        }
        if let part = subject.part { object["part"] = .string(part.description) }
        if let state = subject.state { object["state"] = .string(state) }
        if let transition = subject.transition { object["transition"] = .string(transition.description) }
        var environment: [String: JSONValue] = [:]
        if let size = subject.environment.dynamicTypeSize { environment["dynamicTypeSize"] = .string(size.rawValue) }
        if let appearance = subject.environment.appearance { environment["appearance"] = .string(appearance.rawValue) }
        if let reduceMotion = subject.environment.reduceMotion { environment["reduceMotion"] = .bool(reduceMotion) }
        if !environment.isEmpty { object["environment"] = .object(environment) }
        return object
    }

    /// A section's diff, a line an object: `same`, `removed` (expected only) or `inserted` (actual
    /// only), its text, and the spec file's line for a line of the spec.
    static func diffLines(_ section: SectionOutcome) -> [JSONValue] {
        section.diff.changes.map { change in
            let (kind, text, line): (String, String, Int?) = switch change {
            case .same(let expected, _):
                ("same", section.diff.expected[expected], section.expectedLineNumbers[safe: expected])
            case .removed(let expected):
                ("removed", section.diff.expected[expected], section.expectedLineNumbers[safe: expected])
            case .inserted(let actual):
                ("inserted", section.diff.actual[actual], nil)
            }
            var object: [String: JSONValue] = ["change": .string(kind), "text": .string(TextExcerpt.shortened(text))]
            if let line { object["line"] = .int(line) }
            return .object(object)
        }
    }
}

extension Array {
    subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}

extension ReportFormat {
    /// One object per section (check), result (audit) or finding (scan), for tools; `Docs/schemas/`
    /// holds the schemas.
    package static let json = ReportFormat(name: "json") { report, _ in JSONReporter().render(report) }
}
