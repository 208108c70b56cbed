import Foundation
@testable import PrimerAppDump
@testable import PrimerCLI
@testable import PrimerMotion
@testable import PrimerSpec
@testable import PrimerSyntax
import Testing

/// Helpers for the app-dump tests: in-memory dumps are named `d.txt`; the fixtures are the files
/// under `Tests/AppDumps/`, named in locations as `Tests/AppDumps/NAME`.
enum DumpTest {
    static let path = "d.txt"
    static let folder = "Tests/AppDumps"

    /// Reads a dump's text as `d.txt`.
    static func parse(_ text: String) -> AppDumpParseResult {
        AppDumpParser.parse(text: text, path: path)
    }

    /// A dump of one application holding `lines` (already indented for depth 1 and deeper).
    static func dump(_ lines: [String]) -> String {
        (["Attributes: Application, 0x1, pid: 7, label: 'App'", "Element subtree:", " →Application, 0x1, pid: 7, label: 'App'"]
            + lines + ["Path to element:", " →Application, 0x1, pid: 7, label: 'App'", "Query chain:",
                       " →Find: Target Application 'com.example.App'"]).joined(separator: "\n") + "\n"
    }

    /// The element of a one-line subtree (`line` is the element text, written at depth 1).
    static func element(_ line: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> DumpElement {
        let result = parse(dump(["    " + line]))
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.rendered))", sourceLocation: sourceLocation)
        return try #require(result.dump.elements.last, sourceLocation: sourceLocation)
    }

    /// The text of a fixture.
    static func text(_ name: String) throws -> String {
        try String(contentsOfFile: SpecTest.repositoryRoot + "/" + folder + "/" + name, encoding: .utf8)
    }

    /// A fixture, read; it must read without errors.
    static func fixture(_ name: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> AppDump {
        let result = AppDumpParser.parse(text: try text(name), path: folder + "/" + name)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.rendered))", sourceLocation: sourceLocation)
        return result.dump
    }

    /// Every fixture's file name.
    static func fixtureNames() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: SpecTest.repositoryRoot + "/" + folder)
            .filter { $0.hasSuffix(".txt") }.sorted()
    }

    /// An error in `d.txt`; `expected` defaults to the part of the message after `; expected `.
    static func error(_ span: String, _ message: String, offending: String?, expected: String? = nil,
                      notes: [(String, String)] = [], file: String = path) -> Finding {
        let derived = message.range(of: "; expected ").map { String(message[$0.upperBound...]) }
        return SpecTest.error(span, message, offending: offending, expected: expected ?? derived, notes: notes, file: file)
    }
}
