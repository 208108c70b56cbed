import Foundation
import PrimerMotion
import PrimerSyntax

/// Checks spec files: parse, resolve against the model, generate each section and run the rules.
package struct Checker: Sendable {
    /// The blocks a spec may name.
    package var blocks: BlockRegistry
    /// The rules every section goes through, in order.
    package var rules: [any Rule<SectionContext>]
    /// The folder relative spec paths are relative to; nil for the process's current folder.
    package var workingDirectory: String?

    /// The standard rules: the lines must match; Reduce Motion sections must not move or repeat, and
    /// endless motion in full-motion sections gets a WCAG 2.2.2 warning.
    package static let standardRules: [any Rule<SectionContext>] = [LinesMatchRule(), ReduceMotionRule()]

    /// Every rule a check's findings are reported under: the standard rules, then the dump comparison's,
    /// then the warnings a block gives while it is read (a text without its translation, an assumption).
    /// A finding with no rule is a spec that does not parse or resolve (``Finding/specErrorRule``).
    package static var ruleDescriptions: [RuleDefinition] {
        standardRules.map(\.rule) + [AppDumpFindings.rule, AutomaticMotionCanStopCheck().rule,
                                     TranslationMissingCheck().rule, assumptionRule, DesignSource.ruleDefinition]
    }

    /// The rules whose findings only the check reports, not the audit: a spec's `accept` line may
    /// name them, and the check (not the audit) says when such a line matches nothing.
    package static var checkOnlyRules: [RuleDefinition] {
        ruleDescriptions.filter { RuleCatalogue.rule($0.id) == nil }
    }

    /// The rule of a block's warning that its model assumes what is not on record (a release's alert
    /// words it has no source for), so a spec can accept it with a reason.
    package static let assumptionRule = RuleDefinition(
        id: "model-assumption", title: "What the model assumes", category: .spec, severity: .warning,
        references: [],
        explanation: "A block warns when it fills in what no source gives, such as a release's alert words that "
            + "are not on record. State the real value in the spec, or accept the warning with the reason.")

    /// Creates a checker with the given rules.
    package init(blocks: BlockRegistry, rules: [any Rule<SectionContext>] = Checker.standardRules,
                workingDirectory: String? = nil) {
        self.blocks = blocks
        self.rules = rules
        self.workingDirectory = workingDirectory
    }

    /// Checks the bytes of one spec file; `path` names it in every location.
    package func check(_ bytes: [UInt8], path: String) -> FileOutcome {
        check(owning: bytes, path: path)
    }

    /// ``check(_:path:)`` of bytes the caller hands over and does not keep: they are let go once split
    /// into lines (``SpecParser``), so a large file is not held twice.
    ///
    /// With `keepsPassingLines` false the outcome is ``FileOutcome/withoutPassingLines()``'s, and a
    /// passing section's lines are never gathered for it (the reports other than JSON do not show them).
    package func check(owning bytes: consuming [UInt8], path: String, keepsPassingLines: Bool = true) -> FileOutcome {
        let (resolved, diagnostics) = SpecLoader.load(owning: bytes, path: path, workingDirectory: workingDirectory,
                                                      blocks: blocks)
        return check(resolved, diagnostics: diagnostics, path: path, keepsPassingLines: keepsPassingLines)
    }

    /// Checks what ``SpecLoader`` made of a file: its resolved spec, or nil with the errors that
    /// stopped it (the language server loads a file once for the check, the audit and its answers).
    ///
    /// `reusing` may hand back the outcome of a section checked before in the same header's model
    /// (the language server's earlier check of an unchanged section); nil checks it.
    package func check(_ resolved: ResolvedSpec?, diagnostics: [Finding], path: String,
                      keepsPassingLines: Bool = true,
                      reusing: (ResolvedSection) -> SectionOutcome? = { _ in nil }) -> FileOutcome {
        guard let spec = resolved else { return FileOutcome(path: path, errors: diagnostics) }
        // A spec with nothing to check must not count as a pass.
        if spec.sections.isEmpty, let first = spec.file.header.first {
            return FileOutcome(path: path, errors: [SemanticError.noSections(first)])
        }
        // The model's vocabulary once for every section (a model may build it on each request).
        let vocabulary = spec.model.vocabulary
        // And its VoiceOver writer (a model's language, which holds its words, is copied on each request).
        let voiceOver = spec.sections.contains(where: \.isVoiceOver) ? VoiceOverLines(words: spec.model.language.words) : nil
        let outcome = FileOutcome(path: path,
                                  sections: spec.sections.map {
                                      reusing($0) ?? check($0, in: spec, keepsPassingLines: keepsPassingLines,
                                                           vocabulary: vocabulary, voiceOver: voiceOver)
                                  },
                                  warnings: diagnostics.filter { $0.severity == .warning || $0.rule == CodeLink.rule
                                      || $0.rule == DesignSource.rule })
        return WarningAcceptance.apply(spec.acceptances, to: outcome)
    }

    /// Checks one resolved section.
    package func check(_ section: ResolvedSection, in spec: ResolvedSpec) -> SectionOutcome {
        check(section, in: spec, keepsPassingLines: true)
    }

    /// Checks one resolved section; without `keepsPassingLines`, a passing section's outcome has no
    /// lines (``SectionOutcome/withoutLinesIfPassed()``), and its display diff is not worked out.
    /// `vocabulary` and `voiceOver` are the model's, when the caller has them already.
    func check(_ section: ResolvedSection, in spec: ResolvedSpec, keepsPassingLines: Bool,
               vocabulary: TimelineVocabulary? = nil, voiceOver: VoiceOverLines? = nil) -> SectionOutcome {
        if case .appDump(let target) = section.target {
            let outcome = AppDumpComparison(target: target).outcome(
                in: spec, line: section.syntax.headerLine, title: section.syntax.canonicalHeaderText(in: spec.file),
                headerRange: section.syntax.headerRange)
            return keepsPassingLines ? outcome : outcome.withoutLinesIfPassed()
        }
        let generated = SectionGenerator.generated(for: section.target, model: spec.model, voiceOver: voiceOver)
        let actual = generated.aligned
        let context = SectionContext(section: section, generated: generated, file: spec.file,
                                     vocabulary: vocabulary ?? spec.model.vocabulary)
        var findings: [Finding] = []
        for rule in rules { findings += rule.evaluate(context).findings }
        findings = findings.sortedByLocation()
        if let link = spec.codeLink, findings.containsErrors {
            let written = Set(context.expected.map(\.canonicalText))
            let changed = actual.filter { !written.contains($0) }
            findings = findings.map { $0.severity == .error ? link.annotating($0, actual: changed) : $0 }
        }
        let status: SectionOutcome.Status = findings.containsErrors ? .failed : .passed
        let showsLines = keepsPassingLines || status == .failed
        return SectionOutcome(
            file: spec.file.path, line: section.syntax.headerLine, title: section.syntax.canonicalHeaderText(in: spec.file),
            status: status, diff: showsLines ? context.displayDiff : SectionOutcome.noLines,
            expectedLineNumbers: showsLines ? context.expected.map(\.line) : [], findings: findings)
    }
}

extension ResolvedSection {
    /// Whether the section is a `voiceover` section.
    var isVoiceOver: Bool {
        if case .voiceover = target { true } else { false }
    }
}
