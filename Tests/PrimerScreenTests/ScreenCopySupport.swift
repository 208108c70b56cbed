import Foundation
@testable import BlockTestSupport
import PrimerAccessibility
import PrimerCode
import PrimerModel
import PrimerScreen
@testable import PrimerSpec
@testable import PrimerSyntax
@testable import PrimerTestSupport
import Testing

/// A team's copy of `PermissionPrimerScreen` for the tests (Tests/Apps/Copies/PrimerScreen), edited
/// one fact at a time, read as the block reads a copy and resolved in a spec with `design copy`.
enum ScreenCopy {
    /// The copy's file in the repository.
    static let fixture = SpecTest.repositoryRoot + "/Tests/Apps/Copies/PrimerScreen/Sources/PermissionPrimerScreen.swift"
    /// The path the tests' reading gives the copy.
    static let file = "PermissionPrimerScreen.swift"

    /// The copy as written.
    static func source() throws -> String {
        try String(contentsOfFile: fixture, encoding: .utf8)
    }

    /// The copy with each edit made: each text replaced must occur exactly once.
    static func edited(_ edits: [(String, String)], sourceLocation: Testing.SourceLocation = #_sourceLocation) throws
        -> String {
        var text = try source()
        for (old, new) in edits {
            try #require(text.components(separatedBy: old).count == 2, "'\(old)' occurs once", sourceLocation: sourceLocation)
            text = text.replacingOccurrences(of: old, with: new)
        }
        return text
    }

    /// The block's reading of a copy's source.
    static func read(_ source: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> CopyReading {
        let module = SwiftModule(files: [SwiftFile(path: file, bytes: Array(source.utf8))])
        let declaration = try #require(PrimerScreenBlock().copy, sourceLocation: sourceLocation)
        let copy = try #require(DesignCopy(types: declaration.types, module: module, values: CodeValues(module: module)),
                                sourceLocation: sourceLocation)
        return declaration.read(copy)
    }

    /// The design a copy's source gives the model.
    static func design(_ source: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> ScreenDesign {
        let reading = try read(source, sourceLocation: sourceLocation)
        return try #require(reading.design as? ScreenDesign, sourceLocation: sourceLocation)
    }

    /// A range in the copy's file, `line:column-line:column`.
    static func range(_ line: Int, _ column: Int, _ endLine: Int, _ endColumn: Int) -> SourceRange {
        SourceRange(lowerBound: SourceLocation(file: file, line: line, column: column),
                    upperBound: SourceLocation(file: file, line: endLine, column: endColumn))
    }

    /// A difference's fields on one line, for reading a failing test.
    static func line(_ difference: CopyDifference) -> String {
        let at = "\(difference.range.lowerBound.line):\(difference.range.lowerBound.column)"
            + "-\(difference.range.upperBound.line):\(difference.range.upperBound.column)"
        return "\(at) \(difference.part) | \(difference.fact) | \(difference.published) -> \(difference.copy)"
            + (difference.unfollowed.map { " | not followed: \($0)" } ?? "")
            + " | " + difference.sections.map(\.rawValue).joined(separator: ",")
    }

    /// A temporary app (an Info.plist marks its root) holding the copy, with a `Specs/` folder beside it.
    static func app(_ source: String) throws -> String {
        let folder = try makeTemporaryFolder("ScreenCopy")
        try TemporaryFiles.write(SpecTest.plist([("CFBundleName", "Reader")]), to: "App/Info.plist", in: folder)
        try TemporaryFiles.write(source, to: "App/Sources/PermissionPrimerScreen.swift", in: folder)
        try FileManager.default.createDirectory(atPath: folder + "/Specs", withIntermediateDirectories: true)
        return folder
    }

    /// The spec path in the app's folder.
    static let spec = "Specs/copy.primerspec"

    /// A spec modelling the app's copy, with the sections given.
    static func specText(_ sections: String, header: String = "") -> String {
        "block primer-screen\ndesign copy \"../App/Sources/PermissionPrimerScreen.swift\"\n" + header + "\n" + sections
    }

    /// Resolves a spec with `design copy` against an app holding the source.
    static func resolve(_ source: String, sections: String, header: String = "",
                        sourceLocation: Testing.SourceLocation = #_sourceLocation) throws
        -> (spec: ResolvedSpec?, diagnostics: [Finding]) {
        let folder = try app(source)
        return try SpecTest.resolve(specText(sections, header: header), path: spec, workingDirectory: folder,
                                    sourceLocation: sourceLocation)
    }

    /// The generated lines of each section of a spec modelling the edited copy.
    static func lines(_ source: String, sections: String, header: String = "",
                      sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> [[String]] {
        let (spec, _) = try resolve(source, sections: sections, header: header, sourceLocation: sourceLocation)
        let resolved = try #require(spec, sourceLocation: sourceLocation)
        return resolved.sections.map { SectionGenerator.lines(for: $0.target, in: resolved) }
    }
}
