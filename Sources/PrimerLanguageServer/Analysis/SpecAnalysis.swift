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

    /// What the audit's results depend on besides the files the header names: the header's lines and
    /// each section header, with their places (the audit reads the model, the acceptances and where
    /// each section is, never a section's body).
    public var auditKey: [String]

    /// Analyses a document. The audit of `previous` (an analysis of an earlier text of the same
    /// document, with the same named files) is kept when its ``auditKey`` is this text's: an edit in a
    /// section body does not audit the block again.
    public init(_ document: TextDocument, context: AnalysisContext, previous: SpecAnalysis? = nil) {
        self.document = document
        let path = AnalysisContext.path(ofURI: document.uri)
        self.path = path
        let parsed = SpecParser.parse(Array(document.text.utf8), path: path)
        syntax = parsed.recovered
        let (spec, diagnostics) = SpecLoader.load(parsed, workingDirectory: context.workingDirectory,
                                                  blocks: context.blocks)
        self.spec = spec
        let headerKey = syntax.header.map { "\($0.range.lowerBound) \($0.canonicalText)" }
        let key = headerKey + syntax.sections.map { "\($0.headerRange.lowerBound) \($0.canonicalHeaderText)" }
        auditKey = key
        // A section whose syntax is unchanged, under the same header, checks as it did.
        let reusable = previous.flatMap { previous -> [ResolvedSection: SectionOutcome]? in
            guard let earlier = previous.spec, previous.auditKey.prefix(previous.syntax.header.count) == headerKey[...],
                  earlier.sections.count == previous.outcome.sections.count else { return nil }
            return Dictionary(zip(earlier.sections, previous.outcome.sections), uniquingKeysWith: { first, _ in first })
        } ?? [:]
        outcome = Checker(blocks: context.blocks, workingDirectory: context.workingDirectory)
            .check(spec, diagnostics: diagnostics, path: path, reusing: { reusable[$0] })
        if let previous, previous.auditKey == key, previous.audit != nil, spec != nil {
            audit = previous.audit
        } else {
            audit = spec.map { SpecAudit.of($0) }
        }
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
