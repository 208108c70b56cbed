import Foundation
import PrimerModel
import PrimerSpec
import PrimerSyntax

/// `textDocument/codeAction`: record the section under the cursor or every section of the file (the
/// recorder's bodies, as `check --record` writes them), accept an audit finding with an `accept` line
/// in the header, and replace an unknown word with the one a "did you mean" names.
package struct CodeActionProvider: Sendable {
    /// The context answers are computed in.
    package var context: AnalysisContext

    /// Creates a provider.
    package init(context: AnalysisContext) {
        self.context = context
    }

    /// What `accept` lines get as their reason, for the author to replace.
    package static let reasonPlaceholder = "REASON: say why the design does this"

    /// The protocol's `CodeAction` list for a range.
    package func actions(_ analysis: SpecAnalysis, in range: TextRange) -> JSONValue {
        var actions: [JSONValue] = []
        let document = analysis.document
        let uri = document.uri
        let diagnostics = DiagnosticConversion(context: context)

        // Record: the sections the recorder would rewrite.
        if analysis.spec != nil, analysis.outcome.sections.contains(where: { $0.diff.hasDifferences }) {
            let record = RecordEdits(analysis, scope: .failing, context: context)
            // The lines asked about that the document has (a range may reach past its end).
            let last = min(range.end.line, document.lineCount - 1)
            let lines = Set((range.start.line..<max(range.start.line, last + 1)).compactMap {
                analysis.section(atLine: $0)?.headerLine
            })
            for edit in record.edits where lines.contains(edit.headerLine) {
                let section = analysis.outcome.sections.first { $0.line == edit.headerLine }
                let related = section.map { outcome in
                    outcome.findings.filter { $0.rule == "lines-match" }
                        .map { diagnostics.diagnostic($0, section: outcome, in: analysis) }
                } ?? []
                actions.append(action("Record this section (\(section?.title ?? "line \(edit.headerLine)"))",
                                      kind: "quickfix", edits: [edit.json], uri: uri, diagnostics: related,
                                      preferred: true))
            }
            if !record.edits.isEmpty {
                let count = record.edits.count
                actions.append(action("Record every section in this file (\(count) \(count == 1 ? "section" : "sections"))",
                                      kind: "source", edits: record.edits.map(\.json), uri: uri))
            }
        }

        // Accept an audit finding on the lines asked about.
        for finding in analysis.auditFindings where finding.location.file == analysis.path {
            let findingRange = document.range(of: finding.range)
            guard findingRange.start.line <= range.end.line, findingRange.end.line >= range.start.line,
                  let rule = finding.rule, let edit = acceptEdit(rule: rule, part: finding.subject.part, in: analysis)
            else { continue }
            let part = finding.subject.part?.description ?? "-"
            actions.append(action("Accept this finding (accept \(rule) \(part))", kind: "quickfix", edits: [edit],
                                  uri: uri, diagnostics: [diagnostics.diagnostic(finding, section: nil, in: analysis)]))
        }

        // Did you mean: replace the offending word.
        for (finding, section) in analysis.findings where finding.location.file == analysis.path {
            guard let suggestion = Self.suggestion(in: finding.message) else { continue }
            let findingRange = document.range(of: finding.range)
            guard findingRange.start.line <= range.end.line, findingRange.end.line >= range.start.line,
                  findingRange.start != findingRange.end else { continue }
            let written = String(document.text(in: findingRange))
            if let offending = finding.offendingText, offending != written { continue }
            actions.append(action("Change '\(written)' to '\(suggestion)'", kind: "quickfix",
                                  edits: [["range": findingRange.json, "newText": .string(suggestion)]], uri: uri,
                                  diagnostics: [diagnostics.diagnostic(finding, section: section, in: analysis)],
                                  preferred: true))
        }
        return .array(actions)
    }

    /// The word a message's ` (did you mean 'WORD'?)` names (``Suggestion/didYouMean(_:among:)``).
    static func suggestion(in message: String) -> String? {
        guard let start = message.range(of: "(did you mean '", options: .backwards) else { return nil }
        let rest = message[start.upperBound...]
        guard let end = rest.range(of: "'?)") else { return nil }
        let word = String(rest[..<end.lowerBound])
        return word.isEmpty ? nil : word
    }

    /// An `accept RULE PART "REASON"` line inserted after the header's last `accept` line, else after
    /// its last line.
    func acceptEdit(rule: String, part: PartID?, in analysis: SpecAnalysis) -> JSONValue? {
        let header = analysis.syntax.header
        guard let anchor = header.last(where: { $0.gives(.accept) }) ?? header.last else { return nil }
        let ending = analysis.syntax.lineEnding.string
        let line = "accept \(rule) \(part?.description ?? "-") \"\(Self.reasonPlaceholder)\"" + ending
        let position = TextPosition(line: anchor.line, character: 0)
        return ["range": TextRange(at: position).json, "newText": .string(line)]
    }

    private func action(_ title: String, kind: String, edits: [JSONValue], uri: String, diagnostics: [JSONValue] = [],
                        preferred: Bool = false) -> JSONValue {
        var object: [String: JSONValue] = [
            "title": .string(title), "kind": .string(kind),
            "edit": ["changes": .object([uri: .array(edits)])],
        ]
        if !diagnostics.isEmpty { object["diagnostics"] = .array(diagnostics) }
        if preferred { object["isPreferred"] = true }
        return .object(object)
    }
}
