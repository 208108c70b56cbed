import Foundation
import PrimerSyntax

/// One spec file as it is edited: each new text goes in, what `check` and `audit` make of it comes
/// out, and what an edit cannot have changed is kept from the texts before.
///
/// It is the one place that holds the reuse (Docs/Performance.md, "The language server"): the parse
/// re-reads only the sections an edit reached (``SpecParser``'s reuse), the resolver takes back the
/// sections it resolved before (``SpecResolver/Memo``), a section whose text is byte for byte as it
/// was keeps its checked outcome, and the audit is kept while what it reads is. The whole-file entry
/// points (``SpecParser/parse(_:path:)``, ``SpecLoader``, ``SpecResolver/resolve(_:)``) keep nothing.
package struct IncrementalSpec: Sendable {
    /// The path findings name.
    package let path: String
    /// The folder the paths a spec names are relative to.
    package let workingDirectory: String?
    /// The blocks a spec may name.
    package let blocks: BlockRegistry

    /// The parse of the latest text, errors included.
    package private(set) var parsed: ParseResult?
    /// The resolver's memo of the latest text whose header resolved to a block model.
    package private(set) var resolution: SpecResolver.Memo?
    /// The checked outcomes and audit of the latest text whose spec resolved.
    private var checked: Checked?

    /// A file's analysis, before any text.
    package init(path: String, workingDirectory: String?, blocks: BlockRegistry) {
        self.path = path
        self.workingDirectory = workingDirectory
        self.blocks = blocks
    }

    /// What one text makes: the parse, the resolved spec, the check's outcome and the audit, with
    /// how much was kept from the texts before.
    package struct Analysis: Sendable {
        /// The parse, errors included.
        package var parsed: ParseResult
        /// The resolved spec, or nil when the file does not parse or resolve.
        package var spec: ResolvedSpec?
        /// The check's outcome.
        package var outcome: FileOutcome
        /// The audit; nil when the spec does not resolve.
        package var audit: SpecAudit?
        /// What the audit reads besides the files the header names: the header's lines and each
        /// section header, with their places.
        package var auditKey: [String]
        /// How many sections' outcomes were kept rather than checked again.
        package var reusedSections = 0
        /// How many of those were kept moved to other lines.
        package var movedSections = 0
        /// Whether the audit was kept with its findings moved to other lines.
        package var auditMoved = false
    }

    /// The work of a text whose spec resolved that a later text can reuse.
    private struct Checked: Sendable {
        /// The header's lines with their places, and the file's line ending and byte order mark: a
        /// section's outcome depends on them and on its own lines.
        var headerKey: [String]
        /// ``Analysis/auditKey`` of that text.
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

    /// Forgets every text before: the next is analysed whole (a file the spec names changed).
    package mutating func forget() {
        parsed = nil
        resolution = nil
        checked = nil
    }

    /// Analyses `text`, reusing the work of the texts before.
    package mutating func analyse(_ text: String) -> Analysis {
        analyse(LineTable(text))
    }

    /// Analyses the text of `lines`, reusing the work of the texts before.
    package mutating func analyse(_ lines: LineTable) -> Analysis {
        let bytes = Array(lines.text.utf8)
        let parsed = self.parsed.map { SpecParser.parse(bytes, path: path, reusing: $0) } ?? SpecParser.parse(bytes, path: path)
        self.parsed = parsed
        let syntax = parsed.recovered
        let (resolved, semantic, resolution) = SpecResolver(blocks: blocks, workingDirectory: workingDirectory)
            .resolve(syntax, reusing: self.resolution)
        if let resolution { self.resolution = resolution }
        let spec = parsed.hasErrors ? nil : resolved
        let diagnostics = parsed.hasErrors
            ? (parsed.diagnostics + semantic.filter { !parsed.diagnostics.contains($0) }).sortedByLocation() : semantic
        let headerKey = ["\(syntax.lineEnding) \(syntax.hasByteOrderMark)"]
            + syntax.header.map { "\($0.range.lowerBound) \($0.canonicalText)" }
        // Each section header's line, column and canonical text: what the audit reads of the sections.
        let sectionHeads = syntax.sections.map { (line: $0.headerLine, title: "\($0.headerRange.lowerBound.column) \($0.canonicalHeaderText)") }
        let auditKey = headerKey + sectionHeads.map { "\($0.line):\($0.title)" }
        let earlier = checked
        // A section whose lines are as they were, at the same place, under the same header lines,
        // parses, resolves and checks as it did (the parser reads a section from its own lines).
        let reusable = earlier?.headerKey == headerKey ? earlier?.outcomes ?? [:] : [:]
        let texts = Self.sectionTexts(syntax, in: lines)
        var reused = 0
        var moved = 0
        // Below an edit that added or removed lines, a section's text is where it was, `delta` lines on.
        let lineCount = syntax.lines.count
        let delta = earlier.map { lineCount - $0.lineCount } ?? 0
        let outcome = Checker(blocks: blocks, workingDirectory: workingDirectory)
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
        var analysis = Analysis(parsed: parsed, spec: spec, outcome: outcome, auditKey: auditKey,
                                reusedSections: reused, movedSections: moved)
        if let earlier, earlier.auditKey == auditKey, earlier.audit != nil, spec != nil {
            analysis.audit = earlier.audit
        } else if let earlier, let kept = earlier.audit, spec != nil, earlier.headerKey == headerKey,
                  let from = Self.movedHeads(from: earlier.sectionHeads, to: sectionHeads, by: delta) {
            analysis.audit = kept.shifted(by: delta, from: from)
            analysis.auditMoved = true
        } else {
            analysis.audit = spec.map { SpecAudit.of($0) }
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
            checked = Checked(headerKey: headerKey, auditKey: auditKey, outcomes: outcomes, audit: analysis.audit,
                              lineCount: lineCount, sectionHeads: sectionHeads)
        }
        return analysis
    }

    /// The text of each section, from its header line up to the next section's header line (or the
    /// end), line endings included, by the header's 1-based line.
    static func sectionTexts(_ syntax: SpecFile, in lines: LineTable) -> [Int: Substring] {
        let starts = syntax.sections.map(\.headerLine)
        var texts: [Int: Substring] = [:]
        texts.reserveCapacity(starts.count)
        for (index, line) in starts.enumerated() where line >= 1 && line <= lines.lineCount {
            let next = index + 1 < starts.count ? starts[index + 1] : lines.lineCount + 1
            texts[line] = lines.text(ofLines: (line - 1)..<(next > line ? next - 1 : lines.lineCount))
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
}
