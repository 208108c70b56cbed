import Foundation
import PrimerSpec
import PrimerSyntax

/// The block model a document's header describes, for answers that need its states, transitions
/// and values while the rest of the file is being written: the resolved spec's when it resolves,
/// else the one its header lines alone resolve to.
public enum HeaderModel {
    /// The model, or nil when even the header does not resolve.
    public static func model(_ analysis: SpecAnalysis, context: AnalysisContext) -> (any BlockModel)? {
        if let spec = analysis.spec { return spec.model }
        return resolveHeader(of: analysis, replacing: nil, context: context).spec?.model
    }

    /// The values a header field's word argument accepts, as the resolver lists them in its error for a
    /// word it does not know ("expected one of A, B, C"); empty when it lists none. The document's own
    /// header is resolved with the field's argument replaced by a word no block knows.
    public static func acceptedValues(of field: HeaderField, in analysis: SpecAnalysis, context: AnalysisContext) -> [String] {
        if field.name == HeaderField.block.name { return context.blocks.names }
        guard field.parameters.first?.kind == .word else { return [] }
        let probe = "zz-no-such-value"
        let (_, diagnostics, line) = resolveHeader(of: analysis, replacing: (field, "\(field.name) \(probe)"), context: context)
        for finding in diagnostics where finding.location.line == line || finding.offendingText == probe {
            if let values = valuesListed(in: finding.message) { return values }
        }
        return []
    }

    /// The words after "expected one of " up to the next `;` or ` (`.
    static func valuesListed(in message: String) -> [String]? {
        guard let start = message.range(of: "expected one of ") else { return nil }
        var list = message[start.upperBound...]
        if let end = list.firstRange(of: " (") { list = list[..<end.lowerBound] }
        if let end = list.firstIndex(of: ";") { list = list[..<end] }
        let values = list.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            .map { $0.hasPrefix("or ") ? String($0.dropFirst(3)) : $0 }.filter { !$0.isEmpty && !$0.contains(" ") }
        return values.isEmpty ? nil : values
    }

    /// Resolves the document's header lines alone, one field's line replaced (or added) if asked; also
    /// returns the 1-based line of that replacement.
    static func resolveHeader(of analysis: SpecAnalysis, replacing: (field: HeaderField, line: String)?,
                              context: AnalysisContext) -> (spec: ResolvedSpec?, diagnostics: [Finding], line: Int) {
        // The header's field lines only, at their own line numbers (blank lines keep the numbers), so
        // a half-written line elsewhere does not stop the header resolving.
        let header = analysis.syntax.header
        var lines = [String](repeating: "", count: header.last?.line ?? 0)
        for directive in header {
            lines[directive.line - 1] = String(analysis.document.line(directive.line - 1) ?? "")
        }
        var replaced = 0
        if let (field, text) = replacing {
            if let directive = header.first(where: { $0.gives(field) }) {
                lines[directive.line - 1] = text
                replaced = directive.line
            } else {
                lines.append(text)
                replaced = lines.count
            }
        }
        let bytes = Array(lines.joined(separator: "\n").utf8) + [10]
        let parsed = SpecParser.parse(bytes, path: analysis.path)
        let (spec, diagnostics) = SpecLoader.load(parsed, workingDirectory: context.workingDirectory, blocks: context.blocks)
        return (spec, diagnostics, replaced)
    }
}
