import Foundation
import PrimerModel
import PrimerMotion
import PrimerSpec
import PrimerSyntax

/// A report as JSON. For a check, the files' errors and warnings, one object per section, and the
/// counts; for an audit, the rules, every result and a summary. Each document starts with its
/// `version` (``formatVersion``), and `Docs/schemas/` holds the JSON Schema of each. Paths are
/// relative to the repository root (``ReportPaths``).
public struct JSONReporter: Sendable {
    /// How paths are written: relative to the repository root.
    public var paths: ReportPaths

    /// Creates a reporter writing paths relative to the repository holding the working directory.
    public init(paths: ReportPaths = .current) { self.paths = paths }

    /// The version of the JSON documents' shape, raised when a field changes meaning or goes away
    /// (a new field does not raise it). `Docs/schemas/*.schema.json` describe version 1.
    public static let formatVersion = 1

    struct Tool: Encodable {
        var name = "primer-spec"
        var version = ToolVersion.current
    }

    struct Document: Encodable {
        var version = JSONReporter.formatVersion
        var tool = Tool()
        var passed: Int
        var failed: Int
        var errors: [FindingJSON]
        /// The files' own warnings (an assumption the model makes), which fail nothing.
        var warnings: [FindingJSON]
        var sections: [SectionObject]
    }

    struct SectionObject: Encodable {
        var file: String
        var line: Int
        var title: String
        var status: String
        var diff: [DiffLine]
        var findings: [FindingJSON]
    }

    struct DiffLine: Encodable {
        /// `same`, `removed` (expected only) or `inserted` (actual only).
        var change: String
        var text: String
        /// The spec file line, for lines of the spec.
        var line: Int?
    }

    struct FindingJSON: Encodable {
        var file: String
        var line: Int
        var column: Int
        var severity: String
        var message: String
        var offendingText: String?
        var expected: String?
        var notes: [String]

        init(_ diagnostic: Finding) {
            file = diagnostic.location.file
            line = diagnostic.location.line
            column = diagnostic.location.column
            severity = "\(diagnostic.severity)"
            message = diagnostic.message
            // Quoted input is cut like every message's (TextExcerpt), so no value can swell the report.
            offendingText = diagnostic.offendingText.map { TextExcerpt.shortened($0) }
            expected = diagnostic.expected.map { TextExcerpt.shortened($0) }
            notes = diagnostic.notes.map(\.description)
        }
    }

    /// The check as pretty-printed JSON with sorted keys.
    public func render(_ report: CheckReport) -> String {
        let report = paths.relative(report)
        let document = Document(
            passed: report.passedCount, failed: report.failedCount, errors: report.errors.map(FindingJSON.init),
            warnings: report.files.flatMap(\.warnings).map(FindingJSON.init),
            sections: report.sections.map { section in
                SectionObject(file: section.file, line: section.line, title: section.title,
                              status: section.status.rawValue, diff: Self.diffLines(section),
                              findings: section.findings.map(FindingJSON.init))
            })
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(document), let text = String(data: data, encoding: .utf8) else {
            return "{}\n"
        }
        return text + "\n"
    }

    /// The audit as one object: the version, the tool, the rules, every result and a summary; the
    /// shape is `Docs/schemas/audit.schema.json`.
    public func render(_ report: AuditReport) -> String {
        let report = paths.relative(report)
        let counts = report.counts
        return JSONText.encode([
            "version": Self.formatVersion,
            "tool": ["name": "primer-spec", "version": ToolVersion.current],
            "rules": RuleCatalogue.rules.map(Self.rule),
            "results": report.results.map(Self.result),
            "errors": report.errors.map(\.rendered),
            "summary": ["fail": counts["fail"] ?? 0, "warning": counts["warning"] ?? 0,
                        "accepted": counts["accepted"] ?? 0, "pass": counts["pass"] ?? 0,
                        "notApplicable": counts["not-applicable"] ?? 0],
        ] as [String: Any])
    }

    /// An audit rule as a JSON object.
    static func rule(_ rule: RuleDefinition) -> [String: Any] {
        var object: [String: Any] = [
            "id": rule.id, "title": rule.title, "category": rule.category.rawValue,
            "severity": rule.severity.rawValue, "explanation": rule.explanation,
            "tags": rule.tags,
            "references": rule.references.map { reference -> [String: Any] in
                var object: [String: Any] = ["text": reference.description]
                if let url = reference.url { object["url"] = url }
                return object
            },
        ]
        if let url = rule.references.compactMap(\.url).first { object["helpUri"] = url }
        return object
    }

    /// An audit result as a JSON object.
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

    static func diffLines(_ section: SectionOutcome) -> [DiffLine] {
        section.diff.changes.map { change in
            switch change {
            case .same(let expected, _):
                DiffLine(change: "same", text: TextExcerpt.shortened(section.diff.expected[expected]),
                         line: section.expectedLineNumbers[safe: expected])
            case .removed(let expected):
                DiffLine(change: "removed", text: TextExcerpt.shortened(section.diff.expected[expected]),
                         line: section.expectedLineNumbers[safe: expected])
            case .inserted(let actual):
                DiffLine(change: "inserted", text: TextExcerpt.shortened(section.diff.actual[actual]), line: nil)
            }
        }
    }
}

extension Array {
    subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
