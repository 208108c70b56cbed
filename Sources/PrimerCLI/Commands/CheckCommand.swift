import Foundation
import PrimerMotion
import PrimerReports
import PrimerSpec
import PrimerSyntax

/// `primer-spec check`: verifies spec files against the builders, or records what they generate.
package enum CheckCommand: ToolCommand {
    package static let definition = CommandDefinition(
        name: "check",
        abstract: "Check spec files against what the builders generate (default: ./Specs).",
        usage: "check [PATH ...] [--record] [--audit] [--shard I/N] [--format \(FormatSelection.usage(.check))]\n"
            + "       primer-spec check --dump FILE --state STATE [--identifier-prefix PREFIX | --container IDENTIFIER | "
            + "--first-label TEXT --last-label TEXT] [--format FORMAT] SPEC",
        arguments: [("PATH", "A .primerspec file, or a folder searched for them (default: Specs).")],
        options: [
            .flag("--record", help: "Write what the builders generate into each section's body; nothing else changes."),
            .value("--format", "FORMAT", help: "text (default; xcode when Xcode runs it), json, junit, github, html (one self-contained page), sarif (GitHub code scanning) or xcode (FILE:LINE:COL: error: …)."),
            .flag("--audit", help: "Also run the rule audit over the same specs (text, github, xcode and html formats)."),
            .flag("--verbose", help: "Text: show every note and accepted warning, and each warning at every place."),
        ] + CheckDumpCommand.options + [watchOption, shardOption],
        discussion: """
        Exit codes: 0 every section passed (or was recorded); 1 a section does not match; 2 a spec \
        that does not parse or resolve, or bad usage. The last line of text and github output is \
        'N passed, M failed', counting sections. A passing file is one line; notes (always in json, sarif and \
        html) show with --verbose. Colour is used only on a terminal, never with NO_COLOR; there, long lines \
        wrap at its width. \
        With --dump, the dump (relative to the working folder) is held against SPEC's 'voiceover STATE' section \
        and its frames against the 44 × 44 pt touch-target rule; exit 1 when they differ, 2 when the dump or \
        the spec does not read. A spec can name its dumps itself in 'app-dump' sections. \
        \(FormatSelection.discussion)
        """)

    package static func run(_ arguments: ParsedArguments, invocation: Invocation) throws -> CommandResult {
        let selection = try FormatSelection(arguments, invocation: invocation, formats: ReportFormat.formats(for: .check),
                                            command: definition.name)
        let format = selection.format
        try CheckDumpCommand.rejectStrayOptions(arguments)
        try rejectShardWithDump(arguments)
        if arguments.flag("--watch") { return try watch(arguments, invocation: invocation) }
        if let dump = arguments.value("--dump") {
            return try CheckDumpCommand.run(dump, arguments: arguments, format: format, invocation: invocation)
        }
        let paths = arguments.positionals.isEmpty ? ["Specs"] : arguments.positionals
        let (files, shardNote) = try shardFiles(
            SpecFileFinder.find(paths, invocation: invocation, command: definition.name), arguments: arguments)
        if arguments.flag("--audit") && (format == .json || format == .junit || format == .sarif) {
            throw UsageError("--audit goes with the text, github and xcode formats; for \(format) run 'primer-spec audit "
                             + "--format \(format)'", command: definition.name)
        }
        if arguments.flag("--record") {
            // Recording reports what it wrote as text; another format named would silently be ignored
            // (a default from the environment, such as Xcode's, is not a request).
            if selection.isNamed && format != .text {
                throw UsageError("--record reports what it writes as text; drop --format \(format) (run check "
                                 + "--format \(format) after recording)", command: definition.name)
            }
            return record(files, run: SpecRun(blocks: invocation.blocks, workingDirectory: invocation.workingDirectory))
                .noting(shardNote)
        }
        let run = SpecRun(blocks: invocation.blocks, workingDirectory: invocation.workingDirectory)
        let audits = arguments.flag("--audit")
        if format == .html {
            return html(files, run: run, audit: audits).noting(shardNote)
        }
        let reporter = TextReporter(usesColor: invocation.usesColor, verbose: arguments.flag("--verbose"))
        let (exitCode, output, audit) = format == .text
            ? checkRenderingText(files, run: run, reporter: reporter, audits: audits)
            : checkThenRender(files, run: run, format: format, context: invocation.reportContext, audits: audits)
        // On a terminal, text wraps at its width; files and CI logs keep each line whole.
        let fitted = { (text: String) in
            guard format == .text, let width = invocation.terminalWidth else { return text }
            return TerminalWrapping(width: width).wrap(text)
        }
        guard let audit else { return CommandResult(exitCode: exitCode, output: fitted(output), errorOutput: shardNote) }
        let auditFormat: ReportFormat = format == .github || format == .xcode ? format : .text
        let worst = [exitCode, audit.exitCode].max { $0.rawValue < $1.rawValue } ?? exitCode
        return CommandResult(exitCode: worst,
                             output: fitted(output + "\n" + auditFormat.render(Report(audit), context: invocation.reportContext)),
                             errorOutput: shardNote)
    }

    /// Checks every file on every core and renders the text report file by file as each is checked:
    /// only each file's text and its counts are kept, so memory does not grow with the sections, and
    /// a file's text is rendered once its spec is let go.
    /// With `audits`, each spec is audited from the same load (``SpecRun``), and the audit returned.
    static func checkRenderingText(_ files: [SpecSearch.Found], run: SpecRun, reporter: TextReporter, audits: Bool)
        -> (exitCode: ExitCode, output: String, audit: AuditReport?) {
        let rendered = run.map(files, { loaded in
            (outcome: run.check(loaded, keepsPassingLines: false), audit: audits ? run.audit(loaded) : nil)
        }, then: { checked -> (text: String, tally: TextReporter.Tally, audit: FileAudit?) in
            var tally = TextReporter.Tally()
            tally.add(checked.outcome)
            return (reporter.fileText(checked.outcome), tally, checked.audit)
        })
        var output = ""
        output.reserveCapacity(rendered.reduce(0) { $0 + $1.text.utf8.count } + 64)
        var tally = TextReporter.Tally()
        for file in rendered {
            output += file.text
            tally.add(file.tally)
        }
        for line in reporter.closingLines(tally) { output += line + "\n" }
        let audit = audits ? FileAudit.report(rendered.compactMap(\.audit)) : nil
        return (tally.exitCode, output, audit)
    }

    /// Checks every file on every core, then renders the whole report. Only JSON shows a passing
    /// section's lines, so the other formats let them go as each file is done: memory then grows
    /// with the failures, not with the lines.
    static func checkThenRender(_ files: [SpecSearch.Found], run: SpecRun, format: ReportFormat, context: ReportContext,
                                audits: Bool) -> (exitCode: ExitCode, output: String, audit: AuditReport?) {
        let keepsPassingLines = format == .json
        let checked = run.map(files) { loaded -> (FileOutcome, FileAudit?) in
            (run.check(loaded, keepsPassingLines: keepsPassingLines), audits ? run.audit(loaded) : nil)
        }
        let report = CheckReport(files: checked.map(\.0))
        let audit = audits ? FileAudit.report(checked.compactMap(\.1)) : nil
        return (report.exitCode, format.render(Report(report), context: context), audit)
    }

    /// Records every file; a file with errors is left untouched and makes the exit code 2.
    ///
    /// A file is replaced only if it still holds the bytes it was recorded from (``AtomicFileWriter``):
    /// one edited while the record ran is skipped with a message, and also makes the exit code 2.
    static func record(_ files: [SpecSearch.Found], run: SpecRun) -> CommandResult {
        var lines: [String] = []
        var failed = false
        var changed = 0
        for file in files {
            let display = file.path
            let recorded = run.record(file)
            let outcome = recorded.outcome
            if !outcome.errors.isEmpty {
                lines.append("\(display): not recorded, nothing written")
                lines += outcome.errors.map(\.rendered)
                failed = true
                continue
            }
            switch recorded.write {
            case .nothing:
                lines.append("\(display): up to date")
                continue
            case .replaced: break
            case .alreadyHeld:
                lines.append("\(display): up to date (another run wrote the same bytes meanwhile)")
                continue
            case .changedSinceRead:
                lines.append("\(display): changed on disk while it was being recorded; not written, so the "
                             + "change is kept (run again to record it)")
                failed = true
                continue
            case .failed(let error):
                lines.append("error: \(error.description)")
                failed = true
                continue
            }
            changed += outcome.changedSections.count
            lines.append("\(display): recorded \(outcome.changedSections.count) \(outcome.changedSections.count == 1 ? "section" : "sections")")
            lines += outcome.changedSections.map { "  \(display):\($0)" }
        }
        lines.append("recorded \(changed) \(changed == 1 ? "section" : "sections") in \(files.count) \(files.count == 1 ? "file" : "files")")
        return CommandResult(exitCode: failed ? .badInput : .success, output: lines.joined(separator: "\n") + "\n")
    }
}
