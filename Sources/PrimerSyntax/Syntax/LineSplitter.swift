import Foundation

/// Splits a file's bytes into physical lines, keeping every byte.
///
/// A leading UTF-8 byte order mark is removed and reported. Lines end at `\n`; a `\r`
/// immediately before the `\n` makes the terminator `\r\n`. Any other `\r` stays in the line
/// content (the lexer reports it as a lone carriage return). A final empty piece after the
/// last `\n` is not a line, so `"a\n"` has one line and an empty input has none.
package enum LineSplitter: Sendable {
    /// The result of splitting.
    package struct Output: Hashable, Sendable {
        var hasByteOrderMark: Bool
        package var lines: [SourceLine]
        /// The first terminator found, or `.lf` when there is none.
        var lineEnding: LineEnding
    }

    package static func split(_ bytes: [UInt8]) -> Output {
        split(bytes) { _ in }
    }

    /// Splits `bytes`, lending each line to `body` as it is made, before it joins the output.
    /// `lineCount`, when the caller counted the lines already (``lineFeeds(in:)`` plus one), saves
    /// counting them again.
    static func split(_ bytes: [UInt8], lineCount: Int? = nil, eachLine body: (borrowing SourceLine) -> Void) -> Output {
        let hasByteOrderMark = bytes.starts(with: ByteValue.byteOrderMark)
        var lines: [SourceLine] = []
        // Room for every line at once: grown by doubling, each doubling copies every line so far.
        lines.reserveCapacity(lineCount ?? lineFeeds(in: bytes) + 1)
        var lineEnding: LineEnding?
        bytes.withUnsafeBufferPointer { buffer in
            split(buffer, from: hasByteOrderMark ? ByteValue.byteOrderMark.count : 0, to: buffer.count, firstNumber: 1) { line in
                body(line)
                if lineEnding == nil { lineEnding = line.terminator }
                lines.append(line)
            }
        }
        return Output(hasByteOrderMark: hasByteOrderMark, lines: lines, lineEnding: lineEnding ?? .lf)
    }

    /// Splits the bytes from `start` up to `end` (a line's start, and a line's end or the end of the
    /// input) into lines numbered from `firstNumber`, for a parse that re-reads only part of a text;
    /// the bytes are lent where they are stored (an array's, or a string's UTF-8).
    static func split(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int, firstNumber: Int) -> [SourceLine] {
        var lines: [SourceLine] = []
        split(bytes, from: start, to: end, firstNumber: firstNumber) { lines.append($0) }
        return lines
    }

    /// Hands each line from `start` up to `end` to `body`, in order.
    private static func split(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to limit: Int, firstNumber: Int,
                              eachLine body: (consuming SourceLine) -> Void) {
        var start = start
        var number = firstNumber
        let limit = min(limit, bytes.count)
        while start < limit {
            let newline = firstLineFeed(in: bytes, from: start, before: limit)
            var end = newline ?? limit
            var terminator: LineEnding?
            if let newline {
                if newline > start, bytes[newline - 1] == ByteValue.carriageReturn {
                    end = newline - 1
                    terminator = .crlf
                } else {
                    terminator = .lf
                }
            }
            body(SourceLine(number: number, byteRange: start..<end, content: UnsafeBufferPointer(rebasing: bytes[start..<end]),
                            terminator: terminator))
            number += 1
            start = (newline ?? limit) + 1
        }
    }

    /// The number of line feeds in `bytes`.
    static func lineFeeds(in bytes: [UInt8]) -> Int {
        bytes.withUnsafeBufferPointer { buffer in
            var count = 0
            var start = 0
            while let found = firstLineFeed(in: buffer, from: start, before: buffer.count) {
                count += 1
                start = found + 1
            }
            return count
        }
    }

    /// The index of the first line feed from `start` on, before `limit`, found with `memchr` (which compares many
    /// bytes at once; `firstIndex(of:)` goes a byte at a time).
    private static func firstLineFeed(in buffer: UnsafeBufferPointer<UInt8>, from start: Int, before limit: Int) -> Int? {
        let limit = min(limit, buffer.count)
        guard let base = buffer.baseAddress, start < limit,
              let found = memchr(base + start, Int32(ByteValue.lineFeed), limit - start)
        else { return nil }
        return UnsafeRawPointer(base).distance(to: UnsafeRawPointer(found))
    }
}
