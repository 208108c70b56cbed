@testable import BlockTestSupport
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
    static let repositoryRoot = SpecTest.repositoryRoot

    /// Parses and resolves a spec with the standard blocks.
    static func resolve(_ text: String, workingDirectory: String? = repositoryRoot + "/Specs",
                        sourceLocation: Testing.SourceLocation = #_sourceLocation) throws
        -> (spec: ResolvedSpec?, diagnostics: [Finding]) {
        try SpecTest.resolve(text, path: path, workingDirectory: workingDirectory, sourceLocation: sourceLocation)
    }

    /// Checks a spec with the standard blocks and rules.
    static func check(_ text: String, workingDirectory: String? = repositoryRoot + "/Specs") -> FileOutcome {
        SpecTest.check(text, path: path, workingDirectory: workingDirectory)
    }

    /// Runs the tool in-process from the repository root.
    static func run(_ arguments: String..., in directory: String = repositoryRoot) -> CommandResult {
        PrimerSpecTool.run(Invocation(arguments: arguments, workingDirectory: directory, blocks: .standard))
    }

    /// A range written `line:column-line:column` in the fixture.
    static func range(_ text: String) -> SourceRange { SpecTest.range(text, file: path) }

    /// A diagnostic, every field given.
    static func diagnostic(_ severity: Severity, _ span: String, _ message: String, offending: String?,
                           expected: String?) -> Finding {
        Finding(severity: severity, range: range(span), message: message, offendingText: offending, expected: expected)
    }

    /// The standard model of a type.
    static func model(_ type: PermissionType) -> PermissionPrimingModel { .standard(type) }
}
