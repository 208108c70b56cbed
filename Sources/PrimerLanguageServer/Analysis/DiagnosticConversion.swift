import PrimerModel
import PrimerSpec
import PrimerSyntax

/// Turns findings into the protocol's `Diagnostic` objects: range in UTF-16 positions, severity,
/// the rule id as `code` (``Finding/specErrorRule`` for a spec that does not parse or resolve), a
/// link to what the rule rests on where it has one, and the notes and the section as related places.
package struct DiagnosticConversion: Sendable {
    /// The name diagnostics give as their source.
    package static let source = "primer-spec"

    /// Where paths of other files are resolved.
    package var context: AnalysisContext

    /// Creates a conversion.
    package init(context: AnalysisContext) {
        self.context = context
    }

    /// Every diagnostic of an analysis, in the order of ``SpecAnalysis/findings``.
    package func diagnostics(_ analysis: SpecAnalysis) -> [JSONValue] {
        analysis.findings.map { diagnostic($0.finding, section: $0.section, in: analysis) }
    }

    /// One diagnostic.
    package func diagnostic(_ finding: Finding, section: SectionOutcome?, in analysis: SpecAnalysis) -> JSONValue {
        let document = analysis.document
        var message = finding.message
        let range: TextRange
        if finding.location.file == analysis.path, finding.location.line > 0 {
            // A finding about a whole section or header line points at its start: show the line.
            var found = document.range(of: finding.range)
            if found.start == found.end, found.start.character == 0, found.start.line < document.lineCount {
                found = document.range(ofLine: found.start.line)
            }
            range = found
        } else if finding.isLocated {
            // About another file (a dump): shown on the section, naming the place.
            message = "\(finding.location): \(message)"
            range = section.map { document.range(ofLine: $0.line - 1) } ?? TextRange(at: TextPosition(line: 0, character: 0))
        } else {
            range = TextRange(at: TextPosition(line: 0, character: 0))
        }
        let rule = finding.rule ?? Finding.specErrorRule
        var object: [String: JSONValue] = [
            "range": range.json,
            "severity": .int(Self.severity(finding.severity)),
            "source": .string(Self.source),
            "message": .string(message),
            "code": .string(rule),
        ]
        if let url = Self.ruleURL(rule) { object["codeDescription"] = ["href": .string(url)] }
        var related: [JSONValue] = []
        if let section, finding.location.line != section.line {
            related.append(relatedInformation("in section '\(section.title)'",
                                              at: SourceLocation(file: analysis.path, line: section.line, column: 1),
                                              in: analysis))
        }
        for note in finding.notes {
            related.append(relatedInformation(note.message, at: note.location ?? finding.location, in: analysis))
        }
        if !related.isEmpty { object["relatedInformation"] = .array(related) }
        return .object(object)
    }

    private func relatedInformation(_ message: String, at location: SourceLocation, in analysis: SpecAnalysis) -> JSONValue {
        let inDocument = location.file == analysis.path || location.file.isEmpty
        let uri = inDocument ? analysis.document.uri : context.uri(ofPath: location.file)
        let position = inDocument ? analysis.document.position(of: location)
            : TextPosition(line: max(location.line - 1, 0), character: max(location.column - 1, 0))
        return ["location": ["uri": .string(uri), "range": TextRange(at: position).json], "message": .string(message)]
    }

    /// The protocol's severity: 1 error, 2 warning, 3 information.
    static func severity(_ severity: Severity) -> Int {
        switch severity {
        case .error: 1
        case .warning: 2
        case .note: 3
        }
    }

    /// A rule of the check or the audit by id.
    package static func rule(_ id: String) -> RuleDefinition? {
        RuleCatalogue.rule(id) ?? Checker.ruleDescriptions.first { $0.id == id }
    }

    /// The page explaining what a rule rests on (the W3C's text of its WCAG criterion), if any.
    static func ruleURL(_ id: String) -> String? {
        rule(id)?.references.compactMap(\.url).first
    }
}
