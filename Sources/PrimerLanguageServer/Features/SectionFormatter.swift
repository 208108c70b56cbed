import PrimerSpec
import PrimerSyntax

/// `textDocument/formatting`: the body of each section whose lines already say what the builders
/// generate is rewritten as `--record` writes it (columns aligned, canonical spacing). A section that
/// differs is left as it is, since writing it would change what it says, not how; so is every line
/// outside a section body.
package struct SectionFormatter: Sendable {
    /// The context answers are computed in.
    package var context: AnalysisContext

    /// Creates a formatter.
    package init(context: AnalysisContext) {
        self.context = context
    }

    /// The protocol's `TextEdit` list (empty when the file does not resolve or nothing needs aligning).
    package func edits(_ analysis: SpecAnalysis) -> JSONValue {
        let matching = Set(analysis.outcome.sections.filter { !$0.diff.hasDifferences }.map(\.line))
        guard !matching.isEmpty else { return [] }
        let record = RecordEdits(analysis, scope: .every, context: context)
        return .array(record.edits.filter { matching.contains($0.headerLine) }.map(\.json))
    }
}
