import Foundation
@testable import PrimerCLI
@testable import PrimerMotion
@testable import PrimerSpec
@testable import PrimerSyntax
import Testing

/// Helpers for the tests of the layers after the parser: resolver, checker, recorder, reporters.
/// What needs the shipped blocks (resolving, checking and recording with them) is in BlockTestSupport.
///
/// In-memory fixtures are named `s.primerspec`; diagnostics are compared whole, with locations
/// written `line:column` and ranges `line:column-line:column`.
enum SpecTest {
    /// An XML Info.plist of string keys, in file order.
    static func plist(_ entries: [(String, String)]) -> String {
        var lines = [#"<?xml version="1.0" encoding="UTF-8"?>"#, #"<plist version="1.0">"#, "<dict>"]
        for (key, value) in entries {
            lines += ["\t<key>\(key)</key>", "\t<string>\(value)</string>"]
        }
        return (lines + ["</dict>", "</plist>", ""]).joined(separator: "\n")
    }

    static let path = "s.primerspec"

    /// The package's root folder, which holds the bundled `Specs/`.
    static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .path

    /// The bundled spec files, relative to the root, sorted.
    static func bundledSpecs() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: repositoryRoot + "/Specs")
            .filter { $0.hasSuffix(".primerspec") }.sorted().map { "Specs/" + $0 }
    }

    /// Parses `text`, which must have no syntax errors (the layers under test start from a parsed file).
    static func parse(_ text: String, path: String = path,
                      sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> SpecFile {
        let parsed = SpecParser.parse(text: text, path: path)
        #expect(parsed.diagnostics.isEmpty, "fixture does not parse: \(parsed.diagnostics.map(\.rendered))",
                sourceLocation: sourceLocation)
        return try #require(parsed.file, sourceLocation: sourceLocation)
    }

    /// Parses and resolves `text` against `blocks`.
    static func resolve(_ text: String, blocks: BlockRegistry, path: String = path, workingDirectory: String? = nil,
                        sourceLocation: Testing.SourceLocation = #_sourceLocation) throws
        -> (spec: ResolvedSpec?, diagnostics: [Finding]) {
        let file = try parse(text, path: path, sourceLocation: sourceLocation)
        return SpecResolver(blocks: blocks, workingDirectory: workingDirectory).resolve(file)
    }

    /// Parses and resolves `text` against `blocks`; it must resolve.
    static func resolved(_ text: String, blocks: BlockRegistry, path: String = path, workingDirectory: String? = nil,
                         sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> ResolvedSpec {
        let (spec, diagnostics) = try resolve(text, blocks: blocks, path: path, workingDirectory: workingDirectory,
                                              sourceLocation: sourceLocation)
        #expect(diagnostics.isEmpty, "fixture does not resolve: \(diagnostics.map(\.rendered))",
                sourceLocation: sourceLocation)
        return try #require(spec, sourceLocation: sourceLocation)
    }

    /// Checks `text` against `blocks` with the standard rules.
    static func check(_ text: String, blocks: BlockRegistry, path: String = path,
                      workingDirectory: String? = nil) -> FileOutcome {
        Checker(blocks: blocks, workingDirectory: workingDirectory).check(Array(text.utf8), path: path)
    }

    /// `text` with every section body as the builders of `blocks` generate it: what `check --record` writes.
    static func recorded(_ text: String, blocks: BlockRegistry, path: String = path, workingDirectory: String? = nil,
                         sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> String {
        let outcome = Recorder(blocks: blocks, workingDirectory: workingDirectory).record(Array(text.utf8), path: path)
        #expect(outcome.errors.isEmpty, "fixture does not record: \(outcome.errors.map(\.rendered))",
                sourceLocation: sourceLocation)
        guard let bytes = outcome.newBytes else { return text }
        return try #require(String(bytes: bytes, encoding: .utf8), sourceLocation: sourceLocation)
    }

    /// A location written `line:column` in `file`.
    static func location(_ text: String, file: String = path) -> PrimerSyntax.SourceLocation {
        let parts = text.split(separator: ":").compactMap { Int($0) }
        return PrimerSyntax.SourceLocation(file: file, line: parts.first ?? 0, column: parts.last ?? 0)
    }

    /// A range written `line:column-line:column` (or `line:column` for an empty range) in `file`.
    static func range(_ text: String, file: String = path) -> SourceRange {
        let bounds = text.split(separator: "-").map(String.init)
        return SourceRange(lowerBound: location(bounds.first ?? "", file: file),
                           upperBound: location(bounds.last ?? "", file: file))
    }

    /// An error finding, every field given (`rule` for a checker's finding).
    static func error(_ span: String, _ message: String, offending: String?, expected: String?,
                      notes: [(String, String)] = [], file: String = path, rule: String? = nil) -> Finding {
        Finding(severity: .error, range: range(span, file: file), message: message, offendingText: offending,
                expected: expected, notes: notes.map { Finding.Note($0.1, at: location($0.0, file: file)) }, rule: rule)
    }

    /// The lines of `text` split on `\n`, keeping a last empty line when the text ends with one.
    static func lines(_ text: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }
}

/// Files in a temporary folder.
enum TemporaryFiles {
    /// Writes `bytes` to `name` inside `folder` (creating subfolders) and returns the full path.
    @discardableResult
    static func write(_ bytes: [UInt8], to name: String, in folder: String) throws -> String {
        let url = URL(fileURLWithPath: folder).appendingPathComponent(name)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: url)
        return url.path
    }

    /// Writes `text` as UTF-8.
    @discardableResult
    static func write(_ text: String, to name: String, in folder: String) throws -> String {
        try write(Array(text.utf8), to: name, in: folder)
    }

    /// The bytes of a file.
    static func bytes(at path: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
    }

    /// The text of a file.
    static func text(at path: String) throws -> String {
        try #require(String(bytes: try bytes(at: path), encoding: .utf8))
    }

    /// When the file was last modified.
    static func modificationDate(of path: String) throws -> Date {
        try #require(try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date)
    }

    /// The POSIX permission bits of a file.
    static func permissions(of path: String) throws -> Int {
        try #require(try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int)
    }

    /// Sets a file's modification date to a fixed moment in the past, so a rewrite would show.
    static func backdate(_ path: String) throws -> Date {
        let date = Date(timeIntervalSince1970: 1_600_000_000)
        try FileManager.default.setAttributes([.modificationDate: date], ofItemAtPath: path)
        return try modificationDate(of: path)
    }

    /// The names of the files in a folder, hidden ones included, sorted.
    static func names(in folder: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
    }
}

extension Finding {
    /// The diagnostic with one more note.
    func withNote(_ message: String, at location: PrimerSyntax.SourceLocation) -> Finding {
        var copy = self
        copy.notes.append(Note(message, at: location))
        return copy
    }
}
