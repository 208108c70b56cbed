import PrimerSpec
import PrimerSyntax

/// Everything the server knows about one version of a document, computed once from its text with the
/// parser, resolver, checker and audit `primer-spec check` and `primer-spec audit` use.
public struct SpecAnalysis: Sendable {
    /// The document analysed.
    public var document: TextDocument
    /// The path findings name (the document's file path).
    public var path: String
    /// The syntax tree, also when the file has errors (what did parse).
    public var syntax: SpecFile
    /// The resolved spec, or nil when the file does not parse or resolve.
    public var spec: ResolvedSpec?
    /// The check's outcome, as `primer-spec check` reports it.
    public var outcome: FileOutcome
    /// The audit, as `primer-spec audit` reports it; nil when the spec does not resolve.
    public var audit: SpecAudit?

    /// Analyses a document.
    public init(_ document: TextDocument, context: AnalysisContext) {
        self.document = document
        let path = AnalysisContext.path(ofURI: document.uri)
        self.path = path
        let parsed = SpecParser.parse(Array(document.text.utf8), path: path)
        syntax = parsed.recovered
        let (spec, diagnostics) = SpecLoader.load(parsed, workingDirectory: context.workingDirectory,
                                                  blocks: context.blocks)
        self.spec = spec
        outcome = Checker(blocks: context.blocks, workingDirectory: context.workingDirectory)
            .check(spec, diagnostics: diagnostics, path: path)
        audit = spec.map { SpecAudit.of($0) }
    }

    /// The findings the editor shows: the check's errors, warnings and section findings (each with
    /// its section), then the audit's failures and warnings; accepted and passing results are not shown.
    public var findings: [(finding: Finding, section: SectionOutcome?)] {
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
    public var auditFindings: [Finding] {
        (audit?.results ?? []).compactMap { result in
            switch result.outcome {
            case .fail, .warning: result.finding
            case .pass, .notApplicable, .accepted: nil
            }
        }
    }

    /// The section whose header or body holds a 0-based line.
    public func section(atLine line: Int) -> Section? {
        let number = line + 1
        return syntax.sections.first { section in
            number == section.headerLine || section.bodyLines.contains(number)
        }
    }

    /// The resolved section of a syntax section, when the spec resolved.
    public func resolved(_ section: Section) -> ResolvedSection? {
        spec?.sections.first { $0.syntax.headerLine == section.headerLine }
    }

    /// The block the document's header names (`block NAME`), else the registry's default.
    public func block(in blocks: BlockRegistry) -> (any Block)? {
        if let spec { return spec.block }
        if let name = syntax.directive(.block)?.arguments.first?.value, let block = blocks.block(named: name) {
            return block
        }
        return blocks.defaultBlock
    }
}
