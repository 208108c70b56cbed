import Foundation

/// Checks spec files: parse, resolve against the model, generate each section and run the rules.
public struct Checker: Sendable {
    /// The blocks a spec may name.
    public var blocks: BlockRegistry
    /// The rules every section goes through, in order.
    public var rules: [any SectionRule]
    /// The folder relative spec paths are relative to; nil for the process's current folder.
    public var workingDirectory: String?

    /// The standard rules: the lines must match; Reduce Motion sections must not move or repeat, and
    /// endless motion in full-motion sections gets a WCAG 2.2.2 warning.
    public static let standardRules: [any SectionRule] = [LinesMatchRule(), ReduceMotionRule()]

    /// Creates a checker with the given rules.
    public init(blocks: BlockRegistry, rules: [any SectionRule] = Checker.standardRules,
                workingDirectory: String? = nil) {
        self.blocks = blocks
        self.rules = rules
        self.workingDirectory = workingDirectory
    }

    /// Checks the bytes of one spec file; `path` names it in every location.
    public func check(_ bytes: [UInt8], path: String) -> FileOutcome {
        check(owning: bytes, path: path)
    }

    /// ``check(_:path:)`` of bytes the caller hands over and does not keep: they are let go once split
    /// into lines (``SpecParser``), so a large file is not held twice.
    func check(owning bytes: consuming [UInt8], path: String) -> FileOutcome {
        let (resolved, diagnostics) = SpecLoader.load(owning: bytes, path: path, workingDirectory: workingDirectory,
                                                      blocks: blocks)
        guard let spec = resolved else { return FileOutcome(path: path, errors: diagnostics) }
        // A spec with nothing to check must not count as a pass.
        if spec.sections.isEmpty, let first = spec.file.header.first {
            return FileOutcome(path: path, errors: [SemanticError.noSections(first)])
        }
        return FileOutcome(path: path, sections: spec.sections.map { check($0, in: spec) },
                           warnings: diagnostics.filter { $0.severity == .warning })
    }

    /// Checks one resolved section.
    public func check(_ section: ResolvedSection, in spec: ResolvedSpec) -> SectionOutcome {
        if case .appDump(let target) = section.target {
            return AppDumpComparison(target: target).outcome(
                in: spec, line: section.syntax.headerLine, title: section.syntax.canonicalHeaderText,
                headerRange: section.syntax.headerRange)
        }
        let actual = SectionGenerator.lines(for: section.target, in: spec)
        let context = SectionContext(section: section, actual: actual, file: spec.file,
                                     vocabulary: spec.model.vocabulary)
        let findings = rules.flatMap { $0.findings(in: context) }.sortedByLocation()
        return SectionOutcome(
            file: spec.file.path, line: section.syntax.headerLine, title: section.syntax.canonicalHeaderText,
            status: findings.containsErrors ? .failed : .passed, diff: context.displayDiff,
            expectedLineNumbers: context.expected.map(\.line), findings: findings)
    }
}
