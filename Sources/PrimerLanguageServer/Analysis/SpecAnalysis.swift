import PrimerSpec
import PrimerSyntax

/// Everything the server knows about one version of a document, computed once from its text with the
/// parser, resolver, checker and audit `primer-spec check` and `primer-spec audit` use.
package struct SpecAnalysis: Sendable {
    /// The document analysed.
    package var document: TextDocument
    /// The path findings name (the document's file path).
    package var path: String
    /// What this text made (``IncrementalSpec/Analysis``): the parse, the resolved spec, the check's
    /// outcome and the audit, with how much was kept from the texts before.
    package var analysis: IncrementalSpec.Analysis
    /// The syntax tree, also when the file has errors (what did parse).
    package var syntax: SpecFile { analysis.parsed.recovered }
    /// The resolved spec, or nil when the file does not parse or resolve.
    package var spec: ResolvedSpec? { analysis.spec }
    /// The check's outcome, as `primer-spec check` reports it.
    package var outcome: FileOutcome { analysis.outcome }
    /// The audit, as `primer-spec audit` reports it; nil when the spec does not resolve.
    package var audit: SpecAudit? { analysis.audit }
    /// What the audit's results depend on besides the files the header names: the header's lines and
    /// each section header, with their places (the audit reads the model, the acceptances and where
    /// each section is, never a section's body).
    package var auditKey: IncrementalSpec.AuditKey { analysis.auditKey }
    /// How many sections' outcomes were taken from an earlier analysis rather than checked again.
    package var reusedSections: Int { analysis.reusedSections }
    /// How many of those were taken moved to other lines (an edit above them added or removed lines).
    package var movedSections: Int { analysis.movedSections }
    /// Whether the audit was kept with its findings moved to other lines, rather than audited again.
    package var auditMoved: Bool { analysis.auditMoved }
    /// The file's incremental analysis after this text: the parse, resolve and check caches the next
    /// text reuses (``IncrementalSpec``), kept through texts that do not resolve, so the edit that
    /// mends a half-typed line reuses the work done before it.
    var session: IncrementalSpec
    /// The parse of this text, errors included.
    var parsed: ParseResult { analysis.parsed }
    /// The resolver's memo of the latest text whose header resolved to a block model.
    var resolution: SpecResolver.Memo? { session.resolution }

    /// Analyses a document. The work of `previous` (an analysis of an earlier text of the same
    /// document, with the same named files), or of the latest analysis before it whose spec resolved,
    /// is reused where the result cannot differ (``IncrementalSpec``): only the sections an edit
    /// reached are parsed and resolved again, a section equal to one checked before, under the same
    /// header lines, keeps its outcome, and the audit is kept while ``auditKey`` is the same.
    package init(_ document: TextDocument, context: AnalysisContext, previous: SpecAnalysis? = nil) {
        self.document = document
        let path = AnalysisContext.path(ofURI: document.uri)
        self.path = path
        var session = previous?.session
            ?? IncrementalSpec(path: path, workingDirectory: context.workingDirectory, blocks: context.blocks)
        analysis = session.analyse(document.lines)
        self.session = session
    }

    /// The findings the editor shows: the check's errors, warnings and section findings (each with
    /// its section), then the audit's failures and warnings; accepted and passing results are not shown.
    package var findings: [(finding: Finding, section: SectionOutcome?)] {
        var all: [(Finding, SectionOutcome?)] = outcome.errors.map { ($0, nil) } + outcome.warnings.map { ($0, nil) }
        for section in outcome.sections {
            all += section.findings.map { ($0, section) }
        }
        for result in audit?.results ?? [] {
            switch result.outcome {
            case .fail, .warning: all.append((result.finding, nil))
            case .pass, .notApplicable, .accepted: break
            }
        }
        return all
    }

    /// The audit's failing and warning findings.
    package var auditFindings: [Finding] {
        (audit?.results ?? []).compactMap { result in
            switch result.outcome {
            case .fail, .warning: result.finding
            case .pass, .notApplicable, .accepted: nil
            }
        }
    }

    /// The section whose header or body holds a 0-based line.
    package func section(atLine line: Int) -> Section? {
        let number = line + 1
        return syntax.sections.first { section in
            number == section.headerLine || section.bodyLines.contains(number)
        }
    }

    /// The resolved section of a syntax section, when the spec resolved.
    package func resolved(_ section: Section) -> ResolvedSection? {
        spec?.sections.first { $0.syntax.headerLine == section.headerLine }
    }

    /// The block the document's header names (`block NAME`), else the registry's default.
    package func block(in blocks: BlockRegistry) -> (any Block)? {
        if let spec { return spec.block }
        if let name = syntax.directive(.block)?.arguments.first?.value, let block = blocks.block(named: name) {
            return block
        }
        return blocks.defaultBlock
    }
}
