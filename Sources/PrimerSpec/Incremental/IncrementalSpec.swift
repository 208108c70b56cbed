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
    /// The latest text (shared with the caller's copy, not a copy of its bytes).
    private var text: String?
    /// Each section head of the latest parse (what the audit reads of the sections).
    private var heads: [AuditKey.Head] = []
    /// Whether ``resolution`` and ``checked`` are of the latest parse's text (not of one before it):
    /// then what the parse kept of it is the same there too, and is not compared again.
    private var resolutionIsLatest = false
    private var checkedIsLatest = false

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
        package var auditKey: AuditKey
        /// How many sections' outcomes were kept rather than checked again.
        package var reusedSections = 0
        /// How many of those were kept moved to other lines.
        package var movedSections = 0
        /// Whether the audit was kept with its findings moved to other lines.
        package var auditMoved = false
    }

    /// What the audit reads besides the files the header names: the header's lines (with the file's
    /// line ending and byte order mark) and each section header, with their places.
    package struct AuditKey: Hashable, Sendable {
        /// A section header's line, and its column and canonical text.
        package struct Head: Hashable, Sendable {
            package var line: Int
            package var title: String
        }

        /// The header's lines with their places, the line ending and the byte order mark first.
        package var header: [String]
        /// Each section's head, in file order.
        package var heads: [Head]
    }

    /// The work of a text whose spec resolved that a later text can reuse.
    private struct Checked: Sendable {
        /// The header's lines with their places, and the file's line ending and byte order mark: a
        /// section's outcome depends on them and on its own lines.
        var headerKey: [String]
        /// ``Analysis/auditKey`` of that text.
        var auditKey: AuditKey
        /// Each checked section's text (its header line up to the next section's) and its outcome,
        /// by the section header's line.
        var outcomes: [Int: (text: Substring, outcome: SectionOutcome)]
        /// The audit of that text.
        var audit: SpecAudit?
        /// The number of lines of that text: an edit that adds or removes lines moves what is below it.
        var lineCount: Int
    }

    /// Forgets every text before: the next is analysed whole (a file the spec names changed).
    package mutating func forget() {
        parsed = nil
        resolution = nil
        checked = nil
        text = nil
        heads = []
        resolutionIsLatest = false
        checkedIsLatest = false
    }

    /// Analyses `text`, reusing the work of the texts before.
    package mutating func analyse(_ text: String) -> Analysis {
        analyse(LineTable(text))
    }

    /// Analyses the text of `lines`, reusing the work of the texts before.
    package mutating func analyse(_ lines: LineTable) -> Analysis {
        // The text is kept for the next text's parse, which compares the two as memory to find the
        // lines an edit reached; a reparse reads both texts where they are stored.
        let parsed: ParseResult
        let reuse: SpecParser.Reuse?
        if let previous = self.parsed {
            let reparse = self.text.map { SpecParser.reparse(text: lines.text, path: path, reusing: previous, previousText: $0) }
                ?? SpecParser.reparse(Array(lines.text.utf8), path: path, reusing: previous)
            (parsed, reuse) = (reparse.result, reparse.reuse)
        } else {
            (parsed, reuse) = (SpecParser.parse(owning: Array(lines.text.utf8), path: path), nil)
        }
        self.text = lines.text
        self.parsed = parsed
        let syntax = parsed.recovered
        // The sections the parse kept at their lines, unchanged: before the edit, and after it when
        // it added or removed no line. Each is the section the latest text had there, read from the
        // same lines, so what was kept for it is kept without comparing its lines again.
        let keptBelow = reuse.map { $0.keptBefore < syntax.sections.count ? syntax.sections[$0.keptBefore].headerLine : Int.max } ?? 0
        let keptFrom = reuse.flatMap { $0.delta == 0 && $0.keptFrom < syntax.sections.count ? syntax.sections[$0.keptFrom].headerLine : nil }
            ?? Int.max
        let unchangedIndex = { (index: Int) -> Bool in
            guard let reuse else { return false }
            return index < reuse.keptBefore || (reuse.delta == 0 && index >= reuse.keptFrom)
        }
        let unchangedLine = { (line: Int) -> Bool in line < keptBelow || line >= keptFrom }
        let (resolved, semantic, resolution) = SpecResolver(blocks: blocks, workingDirectory: workingDirectory)
            .resolve(syntax, reusing: self.resolution, unchanged: resolutionIsLatest ? unchangedIndex : { _ in false })
        if let resolution { self.resolution = resolution }
        resolutionIsLatest = resolution != nil
        let spec = parsed.hasErrors ? nil : resolved
        let diagnostics = parsed.hasErrors
            ? (parsed.diagnostics + semantic.filter { !parsed.diagnostics.contains($0) }).sortedByLocation() : semantic
        let headerKey = ["\(syntax.lineEnding) \(syntax.hasByteOrderMark)"]
            + syntax.header.map { "\($0.range.lowerBound) \($0.canonicalText)" }
        // Each section header's line, column and canonical text: what the audit reads of the sections.
        heads = Self.heads(of: syntax, keeping: heads, reuse: reuse)
        let auditKey = AuditKey(header: headerKey, heads: heads)
        let earlier = checked
        let trusted = checkedIsLatest
        // A section whose lines are as they were, at the same place, under the same header lines,
        // parses, resolves and checks as it did (the parser reads a section from its own lines).
        let reusable = earlier?.headerKey == headerKey ? earlier?.outcomes ?? [:] : [:]
        let starts = syntax.sections.map(\.headerLine)
        var reused = 0
        var moved = 0
        // Below an edit that added or removed lines, a section's text is where it was, `delta` lines on.
        let lineCount = syntax.lines.count
        let delta = earlier.map { lineCount - $0.lineCount } ?? 0
        let outcome = Checker(blocks: blocks, workingDirectory: workingDirectory)
            .check(spec, diagnostics: diagnostics, path: path, reusing: { section in
                let line = section.syntax.headerLine
                if trusted, unchangedLine(line), let kept = reusable[line] {
                    reused += 1
                    return kept.outcome
                }
                guard let text = Self.sectionText(at: line, starts: starts, in: lines) else { return nil }
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
                  let from = Self.movedHeads(from: earlier.auditKey.heads, to: heads, by: delta) {
            analysis.audit = kept.shifted(by: delta, from: from)
            analysis.auditMoved = true
        } else {
            analysis.audit = spec.map { SpecAudit.of($0) }
        }
        checkedIsLatest = false
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
                // The text is cut from this one (not kept from an earlier one, which would keep that alive).
                let line = section.syntax.headerLine
                if let text = Self.sectionText(at: line, starts: starts, in: lines) { outcomes[line] = (text, checked) }
            }
            checked = Checked(headerKey: headerKey, auditKey: auditKey, outcomes: outcomes, audit: analysis.audit,
                              lineCount: lineCount)
            checkedIsLatest = true
        }
        return analysis
    }

    /// The section heads of `syntax`: those the parse kept (``SpecParser/Reuse``) taken from `kept`,
    /// the heads of the text before (moved with their sections), the others made again.
    static func heads(of syntax: SpecFile, keeping kept: [AuditKey.Head], reuse: SpecParser.Reuse?) -> [AuditKey.Head] {
        func head(_ section: Section) -> AuditKey.Head {
            AuditKey.Head(line: section.headerLine, title: "\(section.headerRange.lowerBound.column) \(section.canonicalHeaderText)")
        }
        guard let reuse, reuse.keptBefore <= kept.count, reuse.oldKeptFrom <= kept.count,
              kept.count - reuse.oldKeptFrom == syntax.sections.count - reuse.keptFrom
        else { return syntax.sections.map(head) }
        var heads = Array(kept[..<reuse.keptBefore])
        heads.reserveCapacity(syntax.sections.count)
        heads += syntax.sections[reuse.keptBefore..<reuse.keptFrom].map(head)
        heads += reuse.delta == 0 ? Array(kept[reuse.oldKeptFrom...])
            : kept[reuse.oldKeptFrom...].map { AuditKey.Head(line: $0.line + reuse.delta, title: $0.title) }
        return heads
    }

    /// The text of the section whose header is at the 1-based `line` (one of `starts`, the section
    /// headers' lines in order), from its header line up to the next section's (or the end), line
    /// endings included.
    static func sectionText(at line: Int, starts: [Int], in lines: LineTable) -> Substring? {
        guard line >= 1, line <= lines.lineCount else { return nil }
        var low = 0
        var high = starts.count
        while low < high {
            let middle = (low + high) / 2
            if starts[middle] <= line { low = middle + 1 } else { high = middle }
        }
        let next = low < starts.count ? starts[low] : lines.lineCount + 1
        return lines.text(ofLines: (line - 1)..<(next > line ? next - 1 : lines.lineCount))
    }

    /// The line of the earlier text from which the section headers moved `delta` lines, when that is
    /// all that changed of them (the same headers, the first ones at their lines, the rest moved); the
    /// audit reads no more of the sections, so it is kept with its findings from there on moved.
    static func movedHeads(from old: [AuditKey.Head], to new: [AuditKey.Head], by delta: Int) -> Int? {
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
