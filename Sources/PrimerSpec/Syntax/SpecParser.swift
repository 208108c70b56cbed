import Foundation

/// Parses `*.primerspec` files into a ``SpecFile`` and collects every syntax error.
///
/// Parsing never throws and never traps, whatever the bytes: problems become
/// ``Diagnostic``s and parsing resumes at the next line. The grammar is described in
/// `Docs/SpecFormat.md`.
public enum SpecParser: Sendable {
    /// Parses a spec file's bytes; `path` is used in every location.
    public static func parse(_ bytes: [UInt8], path: String) -> ParseResult {
        let split = LineSplitter.split(bytes)
        var builder = SpecFileBuilder(path: path)
        for line in split.lines {
            builder.consume(line)
        }
        let (header, sections, diagnostics) = builder.finish()
        let file = SpecFile(
            path: path,
            lineEnding: split.lineEnding,
            hasByteOrderMark: split.hasByteOrderMark,
            header: header,
            sections: sections,
            lines: split.lines
        )
        return ParseResult(recovered: file, diagnostics: diagnostics)
    }

    /// Parses a spec file's bytes given as `Data`.
    public static func parse(_ data: Data, path: String) -> ParseResult {
        parse([UInt8](data), path: path)
    }

    /// Parses a spec file given as text (encoded as UTF-8).
    public static func parse(text: String, path: String) -> ParseResult {
        parse(Array(text.utf8), path: path)
    }

    /// Reads and parses the file at `url`; `path` defaults to the URL's path.
    /// Throws only if the file cannot be read.
    public static func parse(contentsOf url: URL, path: String? = nil) throws -> ParseResult {
        parse(try Data(contentsOf: url), path: path ?? url.path)
    }
}
