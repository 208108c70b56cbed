import Foundation

/// Parses `*.primerspec` files into a ``SpecFile`` and collects every syntax error.
///
/// Parsing never throws and never traps, whatever the bytes: problems become
/// ``Finding``s and parsing resumes at the next line. The grammar is described in
/// `Docs/SpecFormat.md`.
package enum SpecParser: Sendable {
    /// Parses a spec file's bytes; `path` is used in every location.
    package static func parse(_ bytes: [UInt8], path: String) -> ParseResult {
        parse(owning: bytes, path: path)
    }

    /// Parses bytes the caller hands over: once split into lines (which keep every byte) and parsed
    /// they are let go, so a large file the caller does not keep is not held twice while it is checked.
    package static func parse(owning bytes: consuming [UInt8], path: String) -> ParseResult {
        var builder = SpecFileBuilder(path: path)
        let lineCount = LineSplitter.lineFeeds(in: bytes) + 1
        builder.lastLine = lineCount
        // Each line goes to the builder as it is split, lent while the splitter still holds it alone.
        let split = LineSplitter.split(bytes, lineCount: lineCount) { line in builder.consume(line) }
        _ = consume bytes
        var (header, fieldLines, sections, diagnostics) = builder.finish()
        noteClassicMacLineEndings(split, in: &diagnostics)
        let file = SpecFile(
            path: path,
            lineEnding: split.lineEnding,
            hasByteOrderMark: split.hasByteOrderMark,
            header: header,
            fieldLines: fieldLines,
            sections: sections,
            lines: split.lines
        )
        return ParseResult(recovered: file, diagnostics: diagnostics)
    }

    /// A file whose lines all end with a carriage return alone (classic Mac OS) is one long line to
    /// the parser: its lone-CR error gets a note saying so, since it is the real cause of everything
    /// else that is wrong.
    private static func noteClassicMacLineEndings(_ split: LineSplitter.Output, in diagnostics: inout [Finding]) {
        guard split.lines.count == 1, split.lines[0].contains(byte: ByteValue.carriageReturn),
              let index = diagnostics.firstIndex(where: { $0.offendingText == "\r" })
        else { return }
        diagnostics[index].notes.append(Finding.Note(
            "the file has no line feed: its lines end with a carriage return alone (classic Mac OS line "
                + "endings); convert them to \\n or \\r\\n", at: diagnostics[index].location))
    }

    /// Parses a spec file's bytes given as `Data`.
    package static func parse(_ data: Data, path: String) -> ParseResult {
        parse([UInt8](data), path: path)
    }

    /// Parses a spec file given as text (encoded as UTF-8).
    package static func parse(text: String, path: String) -> ParseResult {
        parse(Array(text.utf8), path: path)
    }

    /// Reads (through ``InputFile``) and parses the file at `url`; `path` defaults to the URL's path.
    /// Throws only if the file cannot be read.
    package static func parse(contentsOf url: URL, path: String? = nil) throws(InputFile.Problem) -> ParseResult {
        parse(owning: try InputFile.read(url.path), path: path ?? url.path)
    }
}
