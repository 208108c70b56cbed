import Foundation
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
    /// How many sections' outcomes were taken from an earlier analysis rather than checked again.
    public var reusedSections = 0
    /// How many of those were taken moved to other lines (an edit above them added or removed lines).
    public var movedSections = 0
    /// Whether the audit was kept with its findings moved to other lines, rather than audited again.
    public var auditMoved = false
    /// What the latest analysis that resolved leaves for later ones; kept through texts that do not
    /// resolve, so the edit that mends a half-typed line reuses the work done before it.
    var memo: Memo?
    /// The parse of this text, errors included, for the next text to re-read only the sections an
    /// edit reached (``SpecParser``'s reuse).
    var parsed: ParseResult
    /// The resolver's memo of the latest text whose header resolved to a block model, for the next
    /// text to take back the sections it resolved.
    var resolution: SpecResolver.Memo?

    /// The work of an analysis whose spec resolved that a later text can reuse.
    struct Memo: Sendable {
        /// The header's lines with their places, and the file's line ending and byte order mark: a
        /// section's outcome depends on them and on its own lines.
        var headerKey: [String]
        /// ``SpecAnalysis/auditKey`` of that text.
        var auditKey: [String]
        /// Each checked section's text (its header line up to the next section's) and its outcome,
        /// by the section header's line.
        var outcomes: [Int: (text: Substring, outcome: SectionOutcome)]
        /// The audit of that text.
        var audit: SpecAudit?
        /// The number of lines of that text: an edit that adds or removes lines moves what is below it.
        var lineCount: Int
        /// Each section header's line and canonical text (what the audit reads of the sections).
        var sectionHeads: [(line: Int, title: String)]
    }

    /// Analyses a document. The work of `previous` (an analysis of an earlier text of the same
    /// document, with the same named files), or of the latest analysis before it whose spec resolved,
    /// is reused where the result cannot differ: only the sections an edit reached are parsed again
    /// (``SpecParser``) and resolved again (``SpecResolver``), a section equal to one checked before,
    /// under the same header lines, keeps its outcome, and the audit is kept while ``auditKey`` is the
    /// same (an edit in a section body does not audit the block again).
    public init(_ document: TextDocument, context: AnalysisContext, previous: SpecAnalysis? = nil) {
        self.document = document
        let path = AnalysisContext.path(ofURI: document.uri)
        self.path = path
        let bytes = Array(document.text.utf8)
        let parsed = previous.map { SpecParser.parse(bytes, path: path, reusing: $0.parsed) }
            ?? SpecParser.parse(bytes, path: path)
        self.parsed = parsed
        syntax = parsed.recovered
        let (spec, diagnostics, resolution) = SpecLoader.load(parsed, workingDirectory: context.workingDirectory,
                                                              blocks: context.blocks, reusing: previous?.resolution)
        self.resolution = resolution ?? previous?.resolution
        self.spec = spec
        let headerKey = ["\(syntax.lineEnding) \(syntax.hasByteOrderMark)"]
            + syntax.header.map { "\($0.range.lowerBound) \($0.canonicalText)" }
        // Each section header's line, column and canonical text: what the audit reads of the sections.
        let sectionHeads = syntax.sections.map { (line: $0.headerLine, title: "\($0.headerRange.lowerBound.column) \($0.canonicalHeaderText)") }
        let key = headerKey + sectionHeads.map { "\($0.line):\($0.title)" }
        auditKey = key
        let earlier = previous?.memo
        // A section whose lines are as they were, at the same place, under the same header lines,
        // parses, resolves and checks as it did (the parser reads a section from its own lines).
        let reusable = earlier?.headerKey == headerKey ? earlier?.outcomes ?? [:] : [:]
        let texts = Self.sectionTexts(syntax, in: document)
        var reused = 0
        var moved = 0
        // Below an edit that added or removed lines, a section's text is where it was, `delta` lines on.
        let lineCount = syntax.lines.count
        let delta = earlier.map { lineCount - $0.lineCount } ?? 0
        outcome = Checker(blocks: context.blocks, workingDirectory: context.workingDirectory)
            .check(spec, diagnostics: diagnostics, path: path, reusing: { section in
                let line = section.syntax.headerLine
                guard let text = texts[line] else { return nil }
                if let kept = reusable[line], Self.sameBytes(kept.text, text) {
                    reused += 1
                    return kept.outcome
                }
                // Taken moved only without findings: a finding's message may name lines (`lines-match`
                // says after which line a line is missing), which moving its location would not change.
                let first = line - delta
                guard delta != 0, let kept = reusable[first], Self.sameBytes(kept.text, text),
                      kept.outcome.findings.isEmpty
                else { return nil }
                reused += 1
                moved += 1
                return kept.outcome.shifted(by: delta, from: first)
            })
        reusedSections = reused
        movedSections = moved
        if let earlier, earlier.auditKey == key, earlier.audit != nil, spec != nil {
            audit = earlier.audit
        } else if let earlier, let kept = earlier.audit, spec != nil, earlier.headerKey == headerKey,
                  let from = Self.movedHeads(from: earlier.sectionHeads, to: sectionHeads, by: delta) {
            audit = kept.shifted(by: delta, from: from)
            auditMoved = true
        } else {
            audit = spec.map { SpecAudit.of($0) }
        }
        if let spec, spec.sections.count == outcome.sections.count {
            var outcomes: [Int: (text: Substring, outcome: SectionOutcome)] = [:]
            outcomes.reserveCapacity(spec.sections.count)
            // The outcome holds the header's acceptances applied; one they changed is not kept, as
            // they are applied again to whatever the checker returns.
            let acceptances = spec.acceptances
            for (section, checked) in zip(spec.sections, outcome.sections)
            where !checked.findings.contains(where: { finding in
                finding.rule.map { rule in acceptances.contains { $0.matches(rule: rule, part: finding.subject.part) } } ?? false
            }) {
                if let text = texts[section.syntax.headerLine] { outcomes[section.syntax.headerLine] = (text, checked) }
            }
            memo = Memo(headerKey: headerKey, auditKey: key, outcomes: outcomes, audit: audit, lineCount: syntax.lines.count,
                        sectionHeads: sectionHeads)
        } else {
            memo = earlier
        }
    }

    /// The text of each section, from its header line up to the next section's header line (or the
    /// end), line endings included, by the header's 1-based line.
    static func sectionTexts(_ syntax: SpecFile, in document: TextDocument) -> [Int: Substring] {
        let starts = syntax.sections.map(\.headerLine)
        let utf8 = document.text.utf8
        var texts: [Int: Substring] = [:]
        texts.reserveCapacity(starts.count)
        for (index, line) in starts.enumerated() where line >= 1 && line <= document.lineCount {
            let next = index + 1 < starts.count ? starts[index + 1] : document.lineCount + 1
            let start = utf8.index(utf8.startIndex, offsetBy: document.lineStarts[line - 1])
            let end = next <= document.lineCount && next > line
                ? utf8.index(utf8.startIndex, offsetBy: document.lineStarts[next - 1]) : document.text.endIndex
            texts[line] = document.text[start..<end]
        }
        return texts
    }

    /// The line of the earlier text from which the section headers moved `delta` lines, when that is
    /// all that changed of them (the same headers, the first ones at their lines, the rest moved); the
    /// audit reads no more of the sections, so it is kept with its findings from there on moved.
    static func movedHeads(from old: [(line: Int, title: String)], to new: [(line: Int, title: String)], by delta: Int) -> Int? {
        guard delta != 0, old.count == new.count,
              let split = old.indices.first(where: { old[$0].line != new[$0].line }) else { return nil }
        for (before, after) in zip(old, new) where before.title != after.title { return nil }
        for index in split..<old.count where new[index].line != old[index].line + delta { return nil }
        return old[split].line
    }

    /// Whether two texts have the same UTF-8 bytes, compared as memory where both are contiguous.
    static func sameBytes(_ first: Substring, _ second: Substring) -> Bool {
        guard first.utf8.count == second.utf8.count else { return false }
        let compared = first.utf8.withContiguousStorageIfAvailable { one in
            second.utf8.withContiguousStorageIfAvailable { other in
                guard let a = one.baseAddress, let b = other.baseAddress else { return true }
                return memcmp(a, b, one.count) == 0
            }
        }
        return (compared ?? nil) ?? first.utf8.elementsEqual(second.utf8)
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
