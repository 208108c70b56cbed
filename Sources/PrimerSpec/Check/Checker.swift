import Foundation

/// Checks spec files: parse, resolve against the model, generate each section and run the rules.
public struct Checker: Sendable {
    /// The rules every section goes through, in order.
    public var rules: [any SectionRule]
    /// The folder relative spec paths are relative to; nil for the process's current folder.
    public var workingDirectory: String?

    /// The standard rules: the lines must match, and Reduce Motion sections must not move.
    public static let standardRules: [any SectionRule] = [LinesMatchRule(), ReduceMotionRule()]

    /// Creates a checker with the given rules.
    public init(rules: [any SectionRule] = Checker.standardRules, workingDirectory: String? = nil) {
        self.rules = rules
        self.workingDirectory = workingDirectory
    }

    /// Checks the bytes of one spec file; `path` names it in every location.
    public func check(_ bytes: [UInt8], path: String) -> FileOutcome {
        let (resolved, diagnostics) = SpecLoader.load(bytes, path: path, workingDirectory: workingDirectory)
        guard let spec = resolved else { return FileOutcome(path: path, errors: diagnostics) }
        // A spec with nothing to check must not count as a pass.
        if spec.sections.isEmpty, let primer = spec.file.directive(.primer) {
            return FileOutcome(path: path, errors: [SemanticError.noSections(primer)])
        }
        return FileOutcome(path: path, sections: spec.sections.map { check($0, in: spec) })
    }

    /// Checks one resolved section.
    public func check(_ section: ResolvedSection, in spec: ResolvedSpec) -> SectionOutcome {
        let actual = SectionGenerator.lines(for: section.target, transition: section.transition, in: spec)
        let context = SectionContext(section: section, actual: actual, file: spec.file)
        let findings = rules.flatMap { $0.findings(in: context) }.sortedByLocation()
        return SectionOutcome(
            file: spec.file.path, line: section.syntax.headerLine, title: section.syntax.canonicalHeaderText,
            status: findings.containsErrors ? .failed : .passed, diff: context.displayDiff,
            expectedLineNumbers: context.expected.map(\.line), findings: findings)
    }
}
