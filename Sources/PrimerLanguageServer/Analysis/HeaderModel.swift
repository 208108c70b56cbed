import Foundation
import PrimerSpec
import PrimerSyntax

/// The block model a document's header describes, for answers that need its states, transitions
/// and values while the rest of the file is being written: the resolved spec's when it resolves,
/// else the one its header lines alone resolve to.
package enum HeaderModel {
    /// The model, or nil when even the header does not resolve.
    package static func model(_ analysis: SpecAnalysis, context: AnalysisContext) -> (any BlockModel)? {
        if let spec = analysis.spec { return spec.model }
        return resolveHeader(of: analysis, replacing: nil, context: context).spec?.model
    }

    /// The words a header field's argument at `index` accepts, as the field declares them (a
    /// ``WordList``): the registry's block names, the rule ids, a fixed list, or the list for the
    /// word another header line gives; empty for free text, names, paths and versions.
    package static func acceptedValues(of field: HeaderField, at index: Int = 0, in analysis: SpecAnalysis,
                                      context: AnalysisContext) -> [String] {
        field.acceptedWords(at: index, in: analysis.syntax.header, blocks: context.blocks)
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
