import Foundation
import PrimerMotion
import PrimerReports
import PrimerSpec
import PrimerSyntax

/// `primer-spec audit`: the rule audit of the blocks specs describe, or of a block's standard content.
package enum AuditCommand: ToolCommand {
    package static let definition = CommandDefinition(
        name: "audit",
        abstract: "Judge blocks against accessibility and motion rules, with WCAG references.",
        usage: "audit [PATH ...] | audit --block NAME [KIND] [block options]  "
            + "[--format text|json|sarif|github|junit|html|xcode] [--large-text wcag|apple]",
        arguments: [],
        options: [
            BlockSelection.option,
            .value("--format", "FORMAT", help: "text (default; xcode when Xcode runs it), json, sarif (GitHub code scanning), github, junit, html (one self-contained page) or xcode (FILE:LINE:COL: error: …)."),
            .value("--large-text", "READING",
                   help: "What counts as large text for 3:1: wcag (default: 24 pt, or 18.67 pt bold) or apple "
                       + "(18 pt, or any bold)."),
            .flag("--doc", help: "Print Docs/Rules.md: the rule catalogue and how the specs fare (Markdown)."),
        ],
        discussion: """
        Without --block, audits every block the specs describe (default: ./Specs), with their own \
        content and the findings their headers accept ('accept RULE PART "why"'). With --block, audits \
        that block's standard content. Every state, Dynamic Type size, appearance and motion setting is \
        audited. Exit codes: 0 no error-level finding is left; 1 one is; 2 a spec that does not parse \
        or resolve, or bad usage. The rules are in Docs/Rules.md. \(FormatSelection.discussion)
        """)

    package static func run(_ arguments: ParsedArguments, invocation: Invocation) throws -> CommandResult {
        let name = definition.name
        let format = try FormatSelection(arguments, invocation: invocation, formats: ReportFormat.auditOrder,
                                         command: name).format
        let largeText = try arguments.value("--large-text").map { text throws(UsageError) in
            guard let reading = LargeTextReading(rawValue: text) else {
                throw .unknownValue(text, for: "large-text reading",
                                    validValues: LargeTextReading.allCases.map(\.rawValue), command: name)
            }
            return reading
        } ?? .standard
        let report: AuditReport
        if arguments.value(BlockSelection.optionName) != nil {
            let (block, model) = try BlockSelection.model(arguments, invocation: invocation, command: name)
            let subject = AuditSubject(blockName: block.name, model: model, largeText: largeText)
            report = AuditReport(audits: [SpecAudit(path: nil, block: block.name, subject: model.displayName,
                                                    results: Auditor().audit(subject))])
        } else {
            let paths = arguments.positionals.isEmpty ? ["Specs"] : arguments.positionals
            let files = try SpecFileFinder.find(paths, invocation: invocation, command: name)
            report = audit(files, invocation: invocation, largeText: largeText)
        }
        if arguments.flag("--doc") {
            return CommandResult(exitCode: report.errors.isEmpty ? .success : .badInput,
                                 output: RulesDocument().render(report))
        }
        return CommandResult(exitCode: report.exitCode, output: format.render(report))
    }

    /// Audits each spec file (``SpecRun/audit(_:largeText:)``); one that cannot be read, or does not
    /// parse or resolve, adds its errors instead.
    package static func audit(_ files: [SpecSearch.Found], invocation: Invocation,
                             largeText: LargeTextReading = .standard) -> AuditReport {
        SpecRun(blocks: invocation.blocks, workingDirectory: invocation.workingDirectory).audit(files, largeText: largeText)
    }
}
