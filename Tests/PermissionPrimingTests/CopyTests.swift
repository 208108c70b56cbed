import Foundation
@testable import PermissionPriming
import PrimerAccessibility
import PrimerCode
import PrimerModel
@testable import PrimerMotion
@testable import PrimerSpec
@testable import PrimerSyntax
@testable import PrimerTestSupport
import Testing

/// A team's copy of the Permission Priming templates: the tests' own copy in the templates' shape
/// (Tests/Apps/Copies/PermissionPriming) reads as the published design; each edit is followed or
/// reported at its line.
@Suite("Permission Priming: the app's copy")
struct CopyTests {
    /// The copy's file name in the tests' module.
    static let file = "PermissionPriming.swift"

    /// The tests' copy in the templates' shape.
    static func published() throws -> String {
        try String(contentsOfFile: PrimingTest.repositoryRoot + "/Tests/Apps/Copies/PermissionPriming/Published/" + file,
                   encoding: .utf8)
    }

    /// The copy with each edit made (each `old` must occur once).
    static func edited(_ edits: [(String, String)], sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> String {
        var source = try published()
        for (old, new) in edits {
            try #require(source.components(separatedBy: old).count == 2, "edit \(old) not once", sourceLocation: sourceLocation)
            source = source.replacingOccurrences(of: old, with: new)
        }
        return source
    }

    /// Reads a copy's source as the block does.
    static func read(_ source: String) throws -> CopyReading {
        let module = SwiftModule(files: [SwiftFile(path: file, bytes: Array(source.utf8))])
        let copy = try #require(DesignCopy(types: PermissionPrimingCopy.declaration.types, module: module,
                                           values: CodeValues(module: module)))
        return PermissionPrimingCopy.declaration.read(copy)
    }

    /// A difference on one line: `LINE:COLUMN followed|unfollowed PART: FACT PUBLISHED -> COPY [(WHY)] [SECTIONS]`.
    static func dump(_ difference: CopyDifference) -> String {
        let at = difference.range.lowerBound
        return "\(at.line):\(at.column) \(difference.isFollowed ? "followed" : "unfollowed") \(difference.part): "
            + "\(difference.fact) \(difference.published) -> \(difference.copy)"
            + (difference.unfollowed.map { " (\($0))" } ?? "")
            + " [\(difference.sections.map(\.rawValue).joined(separator: " "))]"
    }

    @Test func publishedShapeReadsAsThePublishedDesign() throws {
        let reading = try Self.read(try Self.published())
        expectSameLines(reading.differences.map(Self.dump), [])
        #expect(reading.design == nil)
    }
}
