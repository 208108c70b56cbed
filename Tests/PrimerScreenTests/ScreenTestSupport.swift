@testable import BlockTestSupport
import PrimerAccessibility
import PrimerBlocks
@testable import PrimerCLI
import PrimerModel
@testable import PrimerMotion
import PrimerScreen
@testable import PrimerSpec
@testable import PrimerSyntax
@testable import PrimerTestSupport
import Testing

/// Helpers for the primer screen's tests: the sample model, spec texts resolved against the
/// standard blocks, and line-by-line comparison of generated text.
enum Screen {
    static let path = "screen.primerspec"

    /// PermissionPrimerScreen demo's screen on iOS 18.
    static let sample = PrimerScreenModel()

    /// PermissionPrimerScreen demo's screen without its skip button (`skipTitle = nil`).
    static var withoutSkip: PrimerScreenModel {
        var content = ScreenContent.sample
        content.skipTitle = nil
        return PrimerScreenModel(content: content)
    }

    /// The sample with another tint and iOS release.
    static func model(tint: Tint = ScreenContent.sample.tint, iOS: Int = 18) -> PrimerScreenModel {
        var content = ScreenContent.sample
        content.tint = tint
        return PrimerScreenModel(content: content, iOS: IOSVersion(major: iOS))
    }

    /// The tree in the screen's one state.
    static func tree(_ model: PrimerScreenModel = sample, size: DynamicTypeSize = .large) -> AccessibilityTree {
        model.tree(state: ScreenMachine.ready, environment: PrimerEnvironment(dynamicTypeSize: size))
    }

    /// The transition of an event, from and to `ready`.
    static func transition(_ event: String) -> TransitionName {
        TransitionName(from: ScreenMachine.ready, to: ScreenMachine.ready, via: event)
    }

    /// Parses (which must succeed) and resolves a spec text against the standard blocks.
    static func resolve(_ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws
        -> (spec: ResolvedSpec?, diagnostics: [Finding]) {
        try SpecTest.resolve(text, path: path, sourceLocation: sourceLocation)
    }

    /// Resolves a spec text that must resolve without diagnostics.
    static func resolved(_ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws
        -> ResolvedSpec {
        try SpecTest.resolved(text, path: path, sourceLocation: sourceLocation)
    }

    /// The generated lines of each section of a spec, in file order.
    static func sectionLines(_ spec: ResolvedSpec) -> [[String]] {
        spec.sections.map { SectionGenerator.lines(for: $0.target, in: spec) }
    }

    /// A range `line:column-line:column` in the fixture file.
    static func range(_ from: (Int, Int), _ to: (Int, Int)) -> SourceRange {
        SourceRange(lowerBound: location(from), upperBound: location(to))
    }

    /// A location `line:column` in the fixture file.
    static func location(_ at: (Int, Int)) -> PrimerSyntax.SourceLocation {
        PrimerSyntax.SourceLocation(file: path, line: at.0, column: at.1)
    }
}

/// The words of a generated line or text, single-spaced, so column padding does not matter.
func words(_ text: String) -> String {
    text.split(whereSeparator: { $0 == " " || $0 == "\n" }).joined(separator: " ")
}
