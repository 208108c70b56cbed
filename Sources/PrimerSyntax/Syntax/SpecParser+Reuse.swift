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

    /// What a reusing parse kept of the parse before: the sections before `keptBefore` are the earlier
    /// parse's, unchanged; the sections from `keptFrom` on are the earlier parse's from `oldKeptFrom`
    /// on, moved by `delta` lines; the ones between were read again. ``IncrementalSpec`` reads it so
    /// that what it keeps per section is not compared again.
    package struct Reuse: Hashable, Sendable {
        /// The number of sections kept at the start, unchanged.
        package var keptBefore: Int
        /// The index of the first section kept after the edit, in the new parse.
        package var keptFrom: Int
        /// The index of that section in the earlier parse.
        package var oldKeptFrom: Int
        /// The lines the edit added (negative: removed).
        package var delta: Int
    }

    /// ``parse(_:path:reusing:)``, also saying how many sections it kept moved to other lines (for tests)
    /// and what it kept (nil when it parsed the whole text).
    ///
    /// `previousBytes`, the bytes `previous` was parsed from when the caller has them, lets the
    /// unchanged lines be found by comparing the two texts as memory rather than line by line.
    package static func reparse(_ bytes: [UInt8], path: String, reusing previous: ParseResult,
                                previousBytes: [UInt8]? = nil) -> (result: ParseResult, moved: Int, reuse: Reuse?) {
        bytes.withUnsafeBufferPointer { new in
            guard let previousBytes else { return reparse(new, path: path, reusing: previous, earlier: nil) }
            return previousBytes.withUnsafeBufferPointer { reparse(new, path: path, reusing: previous, earlier: $0) }
        }
    }

    /// ``reparse(_:path:reusing:previousBytes:)`` of `text`, given the text `previous` was parsed from:
    /// both are read where they are stored, as UTF-8, so neither is copied into an array of bytes (a
    /// caller such as the language server keeps the texts, and a large one would be held twice).
    package static func reparse(text: String, path: String, reusing previous: ParseResult,
                                previousText: String) -> (result: ParseResult, moved: Int, reuse: Reuse?) {
        var new = text
        var earlier = previousText
        return new.withUTF8 { bytes in
            earlier.withUTF8 { reparse(bytes, path: path, reusing: previous, earlier: $0) }
        }
    }

    /// The reparse of `bytes`, with the earlier bytes lent when the caller has them.
    private static func reparse(_ bytes: UnsafeBufferPointer<UInt8>, path: String, reusing previous: ParseResult,
                                earlier previousBytes: UnsafeBufferPointer<UInt8>?) -> (result: ParseResult, moved: Int, reuse: Reuse?) {
        let old = previous.recovered
        let hasByteOrderMark = bytes.starts(with: ByteValue.byteOrderMark)
        guard old.path == path, old.hasByteOrderMark == hasByteOrderMark, old.lines.count > 1, let firstHeader = old.sections.first?.headerLine
        else { return (parse(owning: Array(bytes), path: path), 0, nil) }
        // The lines that are as they were, from the start and from the end, compared with the new bytes
        // where they would be; only the lines between them are split again.
        let mark = hasByteOrderMark ? ByteValue.byteOrderMark.count : 0
        let (unchangedBefore, unchangedAfter, middleStart, middleEnd) = {
            if let previousBytes, previousBytes.count == Self.byteCount(of: old.lines) {
                return Self.unchangedLines(of: old.lines, in: bytes, earlier: previousBytes, skipping: mark)
            }
            return Self.unchangedLines(of: old.lines, in: bytes, skipping: mark)
        }()
        let middle = LineSplitter.split(bytes, from: middleStart, to: middleEnd, firstNumber: unchangedBefore + 1)
        let delta = unchangedBefore + middle.count + unchangedAfter - old.lines.count
        let byteDelta = bytes.count - Self.byteCount(of: old.lines)
        var lines = Array(old.lines[..<unchangedBefore])
        lines.reserveCapacity(unchangedBefore + middle.count + unchangedAfter)
        lines += middle
        if delta == 0 && byteDelta == 0 {
            lines += old.lines[(old.lines.count - unchangedAfter)...]
        } else {
            for var line in old.lines[(old.lines.count - unchangedAfter)...] {
                line.number += delta
                line.byteRange = (line.byteRange.lowerBound + byteDelta)..<(line.byteRange.upperBound + byteDelta)
                lines.append(line)
            }
        }
        guard lines.count > 1, let first = old.sections.lastIndex(where: { $0.headerLine <= unchangedBefore })
        else { return (parse(owning: Array(bytes), path: path), 0, nil) }
        let lineEnding = lines.first { $0.terminator != nil }?.terminator ?? .lf
        let keptAfter = old.sections[(first + 1)...].firstIndex { $0.headerLine > old.lines.count - unchangedAfter }
        // The lines from `oldEnd` on are the same text, `delta` lines further down in the new one.
        let start = old.sections[first].headerLine
        let oldEnd = keptAfter.map { old.sections[$0].headerLine } ?? old.lines.count + 1
        let end = oldEnd + delta

        var header = SpecFileBuilder(path: path)
        for line in lines[..<(firstHeader - 1)] { header.consume(line) }
        var region = SpecFileBuilder(path: path, firstSection: first == 0 ? header.firstSection
                                        : header.firstSection ?? old.sections[0].keyword)
        // An edit inside one section's body (the usual one) gives it room for its lines at once, so a
        // long body is not grown by doubling while the one it replaces is still held.
        if (keptAfter ?? old.sections.count) == first + 1 {
            region.firstBodyRoom = old.sections[first].body.count + max(0, delta)
        }
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
        let file = SpecFile(path: path, lineEnding: lineEnding, hasByteOrderMark: hasByteOrderMark,
                            header: before.header, fieldLines: fieldLines, sections: sections, lines: lines)
        let reuse = Reuse(keptBefore: first, keptFrom: first + reread.sections.count,
                          oldKeptFrom: keptAfter ?? old.sections.count, delta: delta)
        return (ParseResult(recovered: file, diagnostics: diagnostics),
                delta == 0 ? 0 : old.sections.count - (keptAfter ?? old.sections.count), reuse)
    }

    /// How many of `old`'s lines are spelt the same at the start of `bytes` and at their end, and the
    /// bytes between them (from the start of the first line that differs to the end of the last).
    /// The two runs do not overlap, in the old lines or in the bytes.
    private static func unchangedLines(of old: [SourceLine], in bytes: UnsafeBufferPointer<UInt8>,
                                       skipping mark: Int) -> (before: Int, after: Int, middleStart: Int, middleEnd: Int) {
        var before = 0
        var offset = mark
        for line in old {
            guard line.byteRange.lowerBound == offset, line.isSpelt(in: bytes, at: offset) else { break }
            before += 1
            offset = line.byteRange.upperBound + (line.terminator?.bytes.count ?? 0)
        }
        let byteDelta = bytes.count - byteCount(of: old)
        var after = 0
        var end = bytes.count
        for line in old[before...].reversed() {
            let start = line.byteRange.lowerBound + byteDelta
            guard start >= offset, start + line.byteRange.count + (line.terminator?.bytes.count ?? 0) == end,
                  start == mark || (start > 0 && bytes[start - 1] == ByteValue.lineFeed),
                  line.isSpelt(in: bytes, at: start)
            else { break }
            after += 1
            end = start
        }
        return (before, after, offset, end)
    }

    /// ``unchangedLines(of:in:skipping:)`` given the bytes `old` was split from: the common start and
    /// end of the two texts are found as memory, and the lines inside them by binary search.
    private static func unchangedLines(of old: [SourceLine], in bytes: UnsafeBufferPointer<UInt8>,
                                       earlier: UnsafeBufferPointer<UInt8>,
                                       skipping mark: Int) -> (before: Int, after: Int, middleStart: Int, middleEnd: Int) {
        guard let new = bytes.baseAddress, let previous = earlier.baseAddress else {
            return unchangedLines(of: old, in: bytes, skipping: mark)
        }
        let shorter = min(bytes.count, earlier.count)
        let block = 4_096
        var prefix = 0
        while prefix < shorter, memcmp(new + prefix, previous + prefix, min(block, shorter - prefix)) == 0 {
            prefix += min(block, shorter - prefix)
        }
        while prefix < shorter, new[prefix] == previous[prefix] { prefix += 1 }
        // The lines wholly inside the common start, ending: the last one without an ending only when
        // the texts are the same.
        func end(_ line: SourceLine) -> Int { line.byteRange.upperBound + (line.terminator?.bytes.count ?? 0) }
        var low = 0
        var high = old.count
        while low < high {
            let middle = (low + high) / 2
            if end(old[middle]) <= prefix { low = middle + 1 } else { high = middle }
        }
        var before = low
        if before > 0, old[before - 1].terminator == nil, !(prefix == bytes.count && prefix == earlier.count) { before -= 1 }
        let offset = before > 0 ? end(old[before - 1]) : mark
        // The common end, not reaching into the common start in either text.
        let limit = shorter - prefix
        var suffix = 0
        while suffix < limit {
            let count = min(block, limit - suffix)
            guard memcmp(new + bytes.count - suffix - count, previous + earlier.count - suffix - count, count) == 0 else { break }
            suffix += count
        }
        while suffix < limit, new[bytes.count - suffix - 1] == previous[earlier.count - suffix - 1] { suffix += 1 }
        let byteDelta = bytes.count - earlier.count
        // The first line starting inside it, and at a line's start in the new text too.
        low = before
        high = old.count
        while low < high {
            let middle = (low + high) / 2
            if old[middle].byteRange.lowerBound >= earlier.count - suffix { high = middle } else { low = middle + 1 }
        }
        var first = low
        if first < old.count {
            let start = old[first].byteRange.lowerBound + byteDelta
            if start != mark, start < offset || new[start - 1] != ByteValue.lineFeed { first += 1 }
        }
        let middleEnd = first < old.count ? old[first].byteRange.lowerBound + byteDelta : bytes.count
        return (before, old.count - first, offset, max(offset, middleEnd))
    }

    /// The number of bytes the lines were split from (a byte order mark included).
    private static func byteCount(of lines: [SourceLine]) -> Int {
        lines.last.map { $0.byteRange.upperBound + ($0.terminator?.bytes.count ?? 0) } ?? 0
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
