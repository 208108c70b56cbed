import Foundation

extension SpecParser {
    /// Parses `bytes` exactly as ``parse(_:path:)`` does, taking from `previous` (the parse of an
    /// earlier text of the same file, under the same path) the sections an edit cannot have changed.
    ///
    /// The parser reads a file line by line, and a section header line resets all it carries from
    /// line to line but the first section's keyword. So the run of lines from one section header up
    /// to the next parses the same wherever the lines before it are the same, at the same numbers.
    /// The lines before the first line that differs and the lines after the last are kept; the
    /// sections from the last header before the change up to the first header after it are read
    /// again, with the header lines before the first section (short, and the source of that keyword).
    /// Sections after the change are kept with their locations moved by the change in line count
    /// (``Section/shifted(by:)``); a change before the first section, or a file of one line, is parsed whole.
    package static func parse(_ bytes: [UInt8], path: String, reusing previous: ParseResult) -> ParseResult {
        reparse(bytes, path: path, reusing: previous).result
    }

    /// ``parse(_:path:reusing:)``, also saying how many sections it kept moved to other lines (for tests).
    package static func reparse(_ bytes: [UInt8], path: String, reusing previous: ParseResult) -> (result: ParseResult, moved: Int) {
        let old = previous.recovered
        let split = LineSplitter.split(bytes)
        let lines = split.lines
        let unchangedBefore = zip(old.lines, lines).prefix { $0.hasSameContent(as: $1) }.count
        guard old.path == path, lines.count > 1, old.lines.count > 1, let firstHeader = old.sections.first?.headerLine,
              let first = old.sections.lastIndex(where: { $0.headerLine <= unchangedBefore })
        else { return (parse(owning: bytes, path: path), 0) }
        let limit = min(old.lines.count, lines.count) - unchangedBefore
        let unchangedAfter = zip(old.lines.reversed(), lines.reversed()).prefix(limit).prefix { $0.hasSameContent(as: $1) }.count
        let keptAfter = old.sections[(first + 1)...].firstIndex { $0.headerLine > old.lines.count - unchangedAfter }
        // The lines from `oldEnd` on are the same text, `delta` lines further down in the new one.
        let delta = lines.count - old.lines.count
        let start = old.sections[first].headerLine
        let oldEnd = keptAfter.map { old.sections[$0].headerLine } ?? old.lines.count + 1
        let end = oldEnd + delta

        var header = SpecFileBuilder(path: path)
        for line in lines[..<(firstHeader - 1)] { header.consume(line) }
        var region = SpecFileBuilder(path: path, firstSection: first == 0 ? header.firstSection
                                        : header.firstSection ?? old.sections[0].keyword)
        for line in lines[(start - 1)..<(end - 1)] { region.consume(line) }
        let before = header.finish()
        let reread = region.finish()

        var fieldLines = before.fieldLines
        var diagnostics = before.diagnostics
        fieldLines += old.fieldLines.filter { (firstHeader..<start).contains($0.keyword.line) }
        diagnostics += previous.diagnostics.filter { (firstHeader..<start).contains($0.location.line) }
        fieldLines += reread.fieldLines
        diagnostics += reread.diagnostics
        if keptAfter != nil {
            fieldLines += old.fieldLines.filter { $0.keyword.line >= oldEnd }.map { delta == 0 ? $0 : $0.shifted(by: delta) }
            diagnostics += previous.diagnostics.filter { $0.location.line >= oldEnd }
                .map { delta == 0 ? $0 : $0.shifted(by: delta, from: oldEnd) }
        }
        var sections = Array(old.sections[..<first])
        sections += reread.sections
        if let keptAfter {
            sections += delta == 0 ? Array(old.sections[keptAfter...]) : old.sections[keptAfter...].map { $0.shifted(by: delta) }
        }
        let file = SpecFile(path: path, lineEnding: split.lineEnding, hasByteOrderMark: split.hasByteOrderMark,
                            header: before.header, fieldLines: fieldLines, sections: sections, lines: lines)
        return (ParseResult(recovered: file, diagnostics: diagnostics), delta == 0 ? 0 : old.sections.count - (keptAfter ?? old.sections.count))
    }
}

extension SourceLine {
    /// Whether two lines have the same bytes and terminator (compared as memory: two strings that
    /// are canonically equivalent but spelt differently are different lines).
    package func hasSameContent(as other: SourceLine) -> Bool {
        let one = self
        guard one.terminator == other.terminator else { return false }
        switch (one.text, other.text) {
        case (var first?, var second?):
            guard first.utf8.count == second.utf8.count else { return false }
            return first.withUTF8 { a in
                second.withUTF8 { b in
                    guard let x = a.baseAddress, let y = b.baseAddress else { return true }
                    return memcmp(x, y, a.count) == 0
                }
            }
        case (nil, nil):
            return one.bytes == other.bytes
        default:
            return false
        }
    }
}
