import PrimerModel
import PrimerMotion
import PrimerSpec
import PrimerSyntax

/// A report as SARIF 2.1.0, for GitHub code scanning (Docs/Outputs.md says why each choice).
///
/// Every rule is in `tool.driver.rules` with its help (its references as links) and WCAG tags; every
/// open finding is in `results` with `ruleId`, `level`, `message`, a region from its first to its
/// last character at the line that causes it, a URI relative to `%SRCROOT%`, and a stable
/// `partialFingerprints` entry (rule, file, block, part, state or transition, environment), so GitHub
/// neither merges two findings on one line nor duplicates one across uploads.
///
/// The check's, the audit's and the scan's logs are written by the same code: the same URIs,
/// regions, categories (`primer-spec-check/`, `-audit/`, `-scan/`) and fingerprints.
///
/// Accepted findings are left out: GitHub's code scanning does not read `suppressions`, so an
/// accepted finding written with one would show as an open alert; the spec's `accept` line is its
/// record, and the other formats show it with its reason. Passes and not-applicable outcomes are left
/// out too, as code scanning expects.
package struct SARIFReporter: CommandReporter {
    /// How paths are written: relative to the repository root.
    package var paths: ReportPaths

    /// Creates a reporter writing paths relative to the repository holding the working directory.
    package init(paths: ReportPaths = .current) { self.paths = paths }

    /// The key of the fingerprint each result carries in `partialFingerprints`.
    package static let fingerprintKey = "primerSpecFinding/v1"

    /// The audit's SARIF log.
    package func render(_ report: AuditReport) -> String {
        let rules = RuleCatalogue.rules
        var descriptors = rules.map(Self.descriptor)
        var fingerprints = Fingerprints()
        var results = report.results.filter(\.isFinding).map { result -> [String: JSONValue] in
            let subject = result.subject
            let file = result.location.map { paths.relative($0.file) } ?? ""
            var object: [String: JSONValue] = [
                "ruleId": .string(result.rule),
                "level": .string(Self.level(result.severity)),
                "message": ["text": .string(Self.message(result))],
                "partialFingerprints": [Self.fingerprintKey: .string(fingerprints.next(
                    [result.rule, file, result.block, subject.part?.description ?? "", subject.state ?? "",
                     subject.transition?.description ?? "", subject.environment.description]))],
                "properties": .object(Self.properties(result)),
            ]
            if let index = rules.firstIndex(where: { $0.id == result.rule }) { object["ruleIndex"] = .int(index) }
            if let range = result.finding.sourceRange { object["locations"] = locations(range) }
            return object
        }
        // A spec that could not be read, parsed or resolved is a result of its own, at its error.
        if !report.errors.isEmpty {
            descriptors.append(Self.specErrorDescriptor(verb: "audit"))
            results += report.errors.map { error in
                inputError(error, message: error.message, ruleIndex: descriptors.count - 1, fingerprints: &fingerprints)
            }
        }
        return log(category: "primer-spec-audit", rules: descriptors, results: results)
    }

    /// The check's SARIF log: every finding of every file, each under the rule that reported it
    /// (``Checker/ruleDescriptions``), a spec that does not parse or resolve under `spec-error`.
    package func render(_ report: CheckReport) -> String {
        var placed: [(finding: Finding, section: String)] = []
        for file in report.files {
            placed += (file.errors + file.warnings).map { ($0, "") }
            for section in file.sections { placed += section.findings.map { ($0, section.title) } }
        }
        var rules = Checker.ruleDescriptions.map(Self.descriptor)
        if placed.contains(where: { $0.finding.rule == nil }) { rules.append(Self.specErrorDescriptor(verb: "check")) }
        let ids = rules.compactMap { $0["id"]?.stringValue }
        var fingerprints = Fingerprints()
        let results = placed.map { finding, section -> [String: JSONValue] in
            let id = finding.rule ?? Finding.specErrorRule
            let subject = finding.subject
            var object: [String: JSONValue] = [
                "ruleId": .string(id), "level": .string(Self.level(finding.severity)),
                "message": ["text": .string(Report.messageWithNotes(finding))],
                "partialFingerprints": [Self.fingerprintKey: .string(fingerprints.next(
                    [id, paths.relative(finding.location.file), section, subject.part?.description ?? "",
                     subject.state ?? "", subject.transition?.description ?? "", subject.environment.description,
                     section.isEmpty || subject == .empty ? finding.message : ""]))],
            ]
            if let range = finding.sourceRange { object["locations"] = locations(range) }
            if let index = ids.firstIndex(of: id) { object["ruleIndex"] = .int(index) }
            return object
        }
        return log(category: "primer-spec-check", rules: rules, results: results)
    }

    /// A rule-set report's SARIF log (`scan`): every rule with its help in the report's document, every
    /// finding with the permission or app it is about, an input that could not be read under `spec-error`;
    /// fingerprinted and relative to the repository root as the audit's and check's are.
    package func renderFindings(_ report: Report) -> String {
        var descriptors = report.rules.map { rule in
            var descriptor = Self.descriptor(rule)
            descriptor["help"] = ["text": descriptor["help"]?["text"] ?? .string(rule.explanation),
                                  "markdown": .string("\(rule.explanation)\n\nSee `\(report.document)#\(rule.id)`.")]
            return descriptor
        }
        var fingerprints = Fingerprints()
        var results = report.findings.map { finding -> [String: JSONValue] in
            let rule = finding.rule ?? Finding.specErrorRule
            let about = Report.about(finding)
            var object: [String: JSONValue] = [
                "ruleId": .string(rule), "level": .string(Self.level(finding.severity)),
                "message": ["text": .string(Report.messageWithNotes(finding))],
                "partialFingerprints": [Self.fingerprintKey: .string(fingerprints.next(
                    [rule, finding.isLocated ? paths.relative(finding.location.file) : "", about, finding.message]))],
                "properties": ["subject": .string(about)],
            ]
            if let index = report.rules.firstIndex(where: { $0.id == rule }) { object["ruleIndex"] = .int(index) }
            if let range = finding.sourceRange { object["locations"] = locations(range) }
            return object
        }
        if !report.errors.isEmpty {
            let text = "A file \(report.command) reads could not be read or parsed; fix the file named in the message."
            descriptors.append(["id": .string(Finding.specErrorRule), "name": "InputError",
                                "shortDescription": ["text": "An input could not be read"],
                                "fullDescription": ["text": .string(text)],
                                "help": ["text": .string(text), "markdown": .string(text)],
                                "defaultConfiguration": ["level": "error"], "properties": ["tags": ["input"]]])
            results += report.errors.map { error in
                inputError(error, message: error.rendered, ruleIndex: descriptors.count - 1, fingerprints: &fingerprints)
            }
        }
        return log(category: "primer-spec-\(report.command)", rules: descriptors, results: results)
    }

    /// A file that could not be read, parsed or resolved, as a result under `spec-error` at its error.
    private func inputError(_ error: Finding, message: String, ruleIndex: Int,
                            fingerprints: inout Fingerprints) -> [String: JSONValue] {
        var object: [String: JSONValue] = [
            "ruleId": .string(Finding.specErrorRule), "ruleIndex": .int(ruleIndex), "level": "error",
            "message": ["text": .string(message)],
            "partialFingerprints": [Self.fingerprintKey: .string(fingerprints.next(
                [Finding.specErrorRule, paths.relative(error.location.file), error.message]))],
        ]
        object["locations"] = locations(error.range)
        return object
    }

    /// The log of one run: the tool, the base the URIs are relative to, and the results.
    private func log(category: String, rules: [[String: JSONValue]], results: [[String: JSONValue]]) -> String {
        let run: JSONValue = [
            "tool": ["driver": ["name": "primer-spec", "version": .string(ToolVersion.current),
                                "semanticVersion": .string(ToolVersion.current),
                                "rules": .array(rules.map(JSONValue.object))]],
            // The root is left for the consumer to supply (GitHub uses the checkout), so the log
            // holds no path of the machine that wrote it.
            "originalUriBaseIds": [ReportPaths.rootBaseID: [
                "description": ["text": "The repository root: the folder holding .git above where primer-spec ran."],
            ]],
            "automationDetails": ["id": .string(category + "/")],
            "columnKind": "unicodeCodePoints",
            "results": .array(results.map(JSONValue.object)),
        ]
        let log: JSONValue = [
            "$schema": "https://json.schemastore.org/sarif-2.1.0.json",
            "version": "2.1.0",
            "runs": [run],
        ]
        return log.document
    }

    /// The result's message: the finding with the block and where, without the outcome word or the
    /// location (both are fields of a SARIF result); the text and GitHub reports write it too.
    static func message(_ result: AuditResult) -> String {
        let subject = result.subject
        var names = [result.block]
        if let part = subject.part { names.append(part.description) }
        var context: [String] = []
        if let state = subject.state { context.append(state) }
        if subject.environment != .any { context.append(subject.environment.description) }
        let where_ = context.isEmpty ? "" : " (\(context.joined(separator: ", ")))"
        return "\(names.joined(separator: " "))\(where_): \(result.message)"
    }

    /// What the finding applies to, for tools that read the result's property bag.
    static func properties(_ result: AuditResult) -> [String: JSONValue] {
        let subject = result.subject
        var object: [String: JSONValue] = ["block": .string(result.block), "outcome": .string(result.outcome.description)]
        if let part = subject.part { object["part"] = .string(part.description) }
        if let state = subject.state { object["state"] = .string(state) }
        if let transition = subject.transition { object["transition"] = .string(transition.description) }
        if subject.environment != .any { object["environment"] = .string(subject.environment.description) }
        return object
    }

    /// A rule as `tool.driver.rules` lists it: its help names every reference, linked where it has a
    /// page, and `helpUri` is the first such page (none when no reference has one).
    static func descriptor(_ rule: RuleDefinition) -> [String: JSONValue] {
        let references = rule.references.map(\.description).joined(separator: "; ")
        let links = rule.references.map { reference in
            "- " + (reference.url.map { "[\(Self.markdownEscaped(reference.description))](\($0))" }
                    ?? Self.markdownEscaped(reference.description))
        }
        var object: [String: JSONValue] = [
            "id": .string(rule.id), "name": .string(Self.camelName(rule.id)),
            "shortDescription": ["text": .string(rule.title)],
            "fullDescription": ["text": .string(rule.explanation)],
            "help": ["text": .string(rule.explanation + (references.isEmpty ? "" : " References: \(references).")),
                     "markdown": .string(([rule.explanation] + (links.isEmpty ? [] : ["**References**\n\n"
                        + links.joined(separator: "\n")])).joined(separator: "\n\n"))],
            "defaultConfiguration": ["level": .string(Self.level(rule.severity))],
            "properties": ["tags": .array(rule.tags.map(JSONValue.string))],
        ]
        if let url = rule.references.compactMap(\.url).first { object["helpUri"] = .string(url) }
        return object
    }

    /// Text with Markdown's inline punctuation (`[`, `]`, `*`, `_`, `` ` ``, `\`) escaped.
    static func markdownEscaped(_ text: String) -> String {
        var out = ""
        for character in text {
            if "\\`*_[]".contains(character) { out.append("\\") }
            out.append(character)
        }
        return out
    }

    /// The rule of a spec that does not parse or resolve, which could not be `audit`ed or `check`ed.
    private static func specErrorDescriptor(verb: String) -> [String: JSONValue] {
        let text: JSONValue = .string("The spec does not parse or resolve; fix the error to \(verb) it.")
        return ["id": .string(Finding.specErrorRule), "name": "SpecError",
                "shortDescription": ["text": .string("The spec could not be \(verb)ed")],
                "fullDescription": ["text": text], "help": ["text": text, "markdown": text],
                "defaultConfiguration": ["level": "error"], "properties": ["tags": ["spec"]]]
    }

    /// A physical location over a span: a URI relative to the repository root (percent-encoded), and
    /// a region from the first character to just past the last (to the line's end for a position).
    private func locations(_ range: SourceRange) -> JSONValue {
        let (uri, relative) = paths.uri(range.lowerBound.file)
        var artifact: [String: JSONValue] = ["uri": .string(uri)]
        if relative { artifact["uriBaseId"] = .string(ReportPaths.rootBaseID) }
        let start = range.lowerBound, end = range.upperBound
        var region: [String: JSONValue] = ["startLine": .int(max(1, start.line)), "startColumn": .int(max(1, start.column))]
        if end.line > start.line || (end.line == start.line && end.column > start.column) {
            region["endLine"] = .int(end.line)
            region["endColumn"] = .int(end.column)
        } else {
            region["endLine"] = .int(max(1, start.line))
        }
        return [["physicalLocation": ["artifactLocation": .object(artifact), "region": .object(region)]]]
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

extension ReportFormat {
    /// SARIF 2.1.0 for GitHub code scanning: every rule, and every open finding at its span, relative
    /// to the repository root, with a stable fingerprint (Docs/Outputs.md), for check, audit and scan.
    package static let sarif = ReportFormat(name: "sarif") { report, _ in SARIFReporter().render(report) }
}

/// The fingerprints of one log: a hash of what identifies a finding, and `:N` counting the findings
/// that share it (as GitHub's own line hashes do), so two results never share a fingerprint.
struct Fingerprints {
    private var seen: [String: Int] = [:]

    /// The next fingerprint for a finding identified by these fields.
    mutating func next(_ fields: [String]) -> String {
        let hash = StableHash.hex(fields.joined(separator: "\u{1F}"))
        let occurrence = (seen[hash] ?? 0) + 1
        seen[hash] = occurrence
        return "\(hash):\(occurrence)"
    }
}

/// A 128-bit hash, the same on every machine and run (unlike `Hasher`): two FNV-1a 64-bit hashes
/// with different offset bases, in hex.
enum StableHash {
    static func hex(_ text: String) -> String {
        var first: UInt64 = 0xcbf2_9ce4_8422_2325
        var second: UInt64 = 0x8422_2325_cbf2_9ce4
        for byte in text.utf8 {
            first = (first ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
            second = (second ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
        }
        return String(first, radix: 16).leftPadded(to: 16) + String(second, radix: 16).leftPadded(to: 16)
    }
}
