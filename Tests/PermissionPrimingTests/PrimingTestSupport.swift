import Foundation
@testable import PermissionPriming
import PrimerBlocks
@testable import PrimerCLI
import PrimerModel
@testable import PrimerMotion
@testable import PrimerSpec
@testable import PrimerSyntax
@testable import PrimerTestSupport
import Testing

/// Helpers for the permission priming tests: in-memory specs named `p.primerspec`, resolved and
/// checked with the standard blocks; diagnostics written with `line:column-line:column` ranges.
enum PrimingTest {
    static let path = "p.primerspec"

    /// The package's root folder, which holds `Specs/`.
    static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

    /// Parses and resolves a spec with the standard blocks.
    static func resolve(_ text: String, workingDirectory: String? = repositoryRoot + "/Specs",
                        sourceLocation: Testing.SourceLocation = #_sourceLocation) throws
        -> (spec: ResolvedSpec?, diagnostics: [Finding]) {
        let parsed = SpecParser.parse(text: text, path: path)
        #expect(parsed.diagnostics.isEmpty, "fixture does not parse: \(parsed.diagnostics.map(\.rendered))",
                sourceLocation: sourceLocation)
        let file = try #require(parsed.file, sourceLocation: sourceLocation)
        return SpecResolver(blocks: .standard, workingDirectory: workingDirectory).resolve(file)
    }

    /// Checks a spec with the standard blocks and rules.
    static func check(_ text: String, workingDirectory: String? = repositoryRoot + "/Specs") -> FileOutcome {
        Checker(blocks: .standard, workingDirectory: workingDirectory).check(Array(text.utf8), path: path)
    }

    /// Runs the tool in-process from the repository root.
    static func run(_ arguments: String..., in directory: String = repositoryRoot) -> CommandResult {
        PrimerSpecTool.run(Invocation(arguments: arguments, workingDirectory: directory, blocks: .standard))
    }

    /// A range written `line:column-line:column` in the fixture.
    static func range(_ text: String) -> SourceRange {
        func location(_ part: String) -> PrimerSyntax.SourceLocation {
            let numbers = part.split(separator: ":").compactMap { Int($0) }
            return PrimerSyntax.SourceLocation(file: path, line: numbers.first ?? 0, column: numbers.last ?? 0)
        }
        let bounds = text.split(separator: "-").map(String.init)
        return SourceRange(lowerBound: location(bounds.first ?? ""), upperBound: location(bounds.last ?? ""))
    }

    /// A diagnostic, every field given.
    static func diagnostic(_ severity: Severity, _ span: String, _ message: String, offending: String?,
                           expected: String?) -> Finding {
        Finding(severity: severity, range: range(span), message: message, offendingText: offending, expected: expected)
    }

    /// The standard model of a type.
    static func model(_ type: PermissionType) -> PermissionPrimingModel { .standard(type) }
}
