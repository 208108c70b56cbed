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
    static func split(_ bytes: [UInt8], eachLine body: (borrowing SourceLine) -> Void) -> Output {
        let hasByteOrderMark = bytes.starts(with: ByteValue.byteOrderMark)
        var start = hasByteOrderMark ? ByteValue.byteOrderMark.count : 0
        var lines: [SourceLine] = []
        var lineEnding: LineEnding?
        while start < bytes.count {
            let newline = firstLineFeed(in: bytes, from: start)
            var end = newline ?? bytes.count
            var terminator: LineEnding?
            if let newline {
                if newline > start, bytes[newline - 1] == ByteValue.carriageReturn {
                    end = newline - 1
                    terminator = .crlf
                } else {
                    terminator = .lf
                }
            }
            let line = SourceLine(number: lines.count + 1, byteRange: start..<end, content: bytes[start..<end], terminator: terminator)
            body(line)
            lines.append(consume line)
            if lineEnding == nil { lineEnding = terminator }
            start = (newline ?? bytes.count) + 1
        }
        return Output(hasByteOrderMark: hasByteOrderMark, lines: lines, lineEnding: lineEnding ?? .lf)
    }

    /// The index of the first line feed from `start` on, found with `memchr` (which compares many
    /// bytes at once; `firstIndex(of:)` goes a byte at a time).
    private static func firstLineFeed(in bytes: [UInt8], from start: Int) -> Int? {
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress, start < buffer.count,
                  let found = memchr(base + start, Int32(ByteValue.lineFeed), buffer.count - start)
            else { return nil }
            return UnsafeRawPointer(base).distance(to: UnsafeRawPointer(found))
        }
    }
}
