import Foundation
import PrimerMotion
import PrimerReports
import PrimerSpec
import PrimerSyntax

/// `primer-spec check`: verifies spec files against the builders, or records what they generate.
public enum CheckCommand: ToolCommand {
    public static let definition = CommandDefinition(
        name: "check",
        abstract: "Check spec files against what the builders generate (default: ./Specs).",
        usage: "check [PATH ...] [--record] [--audit] [--format text|json|junit|github|html|sarif]\n"
            + "       primer-spec check --dump FILE --state STATE [--identifier-prefix PREFIX | --container IDENTIFIER | "
            + "--first-label TEXT --last-label TEXT] [--format FORMAT] SPEC",
        arguments: [("PATH", "A .primerspec file, or a folder searched for them (default: Specs).")],
        options: [
            .flag("--record", help: "Write what the builders generate into each section's body; nothing else changes."),
            .value("--format", "FORMAT", help: "text (default), json, junit, github, html (one self-contained page) or sarif (GitHub code scanning)."),
            .flag("--audit", help: "Also run the rule audit over the same specs (text, github and html formats)."),
            .flag("--verbose", help: "Text: show every note and accepted warning, and each warning at every place."),
        ] + CheckDumpCommand.options + [watchOption],
        discussion: """
        Exit codes: 0 every section passed (or was recorded); 1 a section does not match; 2 a spec \
        that does not parse or resolve, or bad usage. The last line of text and github output is \
        'N passed, M failed', counting sections. A passing file is one line; notes (always in json, sarif and \
        html) show with --verbose. Colour is used only on a terminal, never with NO_COLOR; there, long lines \
        wrap at its width. \
        With --dump, the dump (relative to the working folder) is held against SPEC's 'voiceover STATE' section \
        and its frames against the 44 × 44 pt touch-target rule; exit 1 when they differ, 2 when the dump or \
        the spec does not read. A spec can name its dumps itself in 'app-dump' sections.
        """)

    public static func run(_ arguments: ParsedArguments, invocation: Invocation) throws -> CommandResult {
        let format = try arguments.value("--format").map { text throws(UsageError) in
            guard let format = ReportFormat(rawValue: text) else {
                throw .unknownValue(text, for: "format", validValues: ReportFormat.allCases.map(\.rawValue),
                                    command: definition.name)
            }
            return format
        } ?? .text
        try CheckDumpCommand.rejectStrayOptions(arguments)
        if arguments.flag("--watch") { return try watch(arguments, invocation: invocation) }
        if let dump = arguments.value("--dump") {
            return try CheckDumpCommand.run(dump, arguments: arguments, format: format, invocation: invocation)
        }
        let paths = arguments.positionals.isEmpty ? ["Specs"] : arguments.positionals
        let files = try SpecFileFinder.find(paths, invocation: invocation, command: definition.name)
        if arguments.flag("--audit") && (format == .json || format == .junit || format == .sarif) {
            throw UsageError("--audit goes with the text and github formats; for \(format) run 'primer-spec audit "
                             + "--format \(format)'", command: definition.name)
        }
        if arguments.flag("--record") {
            // Recording reports what it wrote as text; another format would silently be ignored.
            if format != .text {
                throw UsageError("--record reports what it writes as text; drop --format \(format) (run check "
                                 + "--format \(format) after recording)", command: definition.name)
            }
            return record(files, invocation: invocation)
        }
        if format == .html {
            return html(files, invocation: invocation, audit: arguments.flag("--audit"))
        }
        let checker = Checker(blocks: invocation.blocks, workingDirectory: invocation.workingDirectory)
        let found = files.map { FileToCheck(display: $0.0, absolute: $0.1) }
        let exitCode: ExitCode
        let output: String
        let reporter = TextReporter(usesColor: invocation.usesColor, verbose: arguments.flag("--verbose"))
        switch format == .text ? checkRenderingText(found, checker: checker, reporter: reporter)
                               : checkThenRender(found, checker: checker, format: format, usesColor: invocation.usesColor) {
        case .success(let checked): (exitCode, output) = checked
        case .failure(let unreadable): return unreadable.result
        }
        // On a terminal, text wraps at its width; files and CI logs keep each line whole.
        let fitted = { (text: String) in
            guard format == .text, let width = invocation.terminalWidth else { return text }
            return TerminalWrapping(width: width).wrap(text)
        }
        guard arguments.flag("--audit") else { return CommandResult(exitCode: exitCode, output: fitted(output)) }
        let audit = AuditCommand.audit(files, invocation: invocation)
        let auditFormat: ReportFormat = format == .github ? .github : .text
        let worst = [exitCode, audit.exitCode].max { $0.rawValue < $1.rawValue } ?? exitCode
        return CommandResult(exitCode: worst, output: fitted(output + "\n" + auditFormat.render(audit)))
    }

    /// A spec file found on the command line that could not be read.
    struct UnreadableFile: Error {
        var file: String
        var problem: InputFile.Problem

        /// The command's one line for it: `error: FILE: cannot read the file: WHY`.
        var result: CommandResult { .failure("error: \(file): cannot read the file: \(problem)") }
    }

    /// Checks every file on every core and renders the text report file by file as each is checked:
    /// only each file's text and its counts are kept, so memory does not grow with the sections.
    static func checkRenderingText(_ files: [FileToCheck], checker: Checker, reporter: TextReporter)
        -> Result<(exitCode: ExitCode, output: String), UnreadableFile> {
        let rendered = OrderedParallelMap.map(files) { file -> Result<([String], TextReporter.Tally), UnreadableFile> in
            Result { () throws(UnreadableFile) in
                let outcome = checker.check(owning: try read(file), path: file.display, keepsPassingLines: false)
                var tally = TextReporter.Tally()
                tally.add(outcome)
                return (reporter.fileLines(outcome), tally)
            }
        }
        var lines: [String] = []
        var tally = TextReporter.Tally()
        for result in rendered {
            switch result {
            case .success(let (fileLines, fileTally)):
                lines += fileLines
                tally.add(fileTally)
            case .failure(let unreadable):
                return .failure(unreadable)
            }
        }
        lines += reporter.closingLines(tally)
        return .success((tally.exitCode, lines.joined(separator: "\n") + "\n"))
    }

    /// Checks every file on every core, then renders the whole report. Only JSON shows a passing
    /// section's lines, so the other formats let them go as each file is done: memory then grows
    /// with the failures, not with the lines.
    static func checkThenRender(_ files: [FileToCheck], checker: Checker, format: ReportFormat, usesColor: Bool)
        -> Result<(exitCode: ExitCode, output: String), UnreadableFile> {
        let keepsPassingLines = format == .json
        let checked = OrderedParallelMap.map(files) { file -> Result<FileOutcome, UnreadableFile> in
            Result { () throws(UnreadableFile) in
                checker.check(owning: try read(file), path: file.display, keepsPassingLines: keepsPassingLines)
            }
        }
        var outcomes: [FileOutcome] = []
        outcomes.reserveCapacity(checked.count)
        for result in checked {
            switch result {
            case .success(let outcome): outcomes.append(outcome)
            case .failure(let unreadable): return .failure(unreadable)
            }
        }
        let report = CheckReport(files: outcomes)
        return .success((report.exitCode, format.render(report, usesColor: usesColor)))
    }

    /// The bytes of a spec file, or why they cannot be read.
    static func read(_ file: FileToCheck) throws(UnreadableFile) -> [UInt8] {
        do {
            return try InputFile.read(file.absolute)
        } catch {
            throw UnreadableFile(file: file.display, problem: error)
        }
    }

    /// A spec file found on the command line: the path shown, and the path read.
    struct FileToCheck: Sendable {
        var display: String
        var absolute: String
    }

    /// Records every file; a file with errors is left untouched and makes the exit code 2.
    ///
    /// A file is replaced only if it still holds the bytes it was recorded from (``AtomicFileWriter``):
    /// one edited while the record ran is skipped with a message, and also makes the exit code 2.
    static func record(_ files: [(String, String)], invocation: Invocation) -> CommandResult {
        let recorder = Recorder(blocks: invocation.blocks, workingDirectory: invocation.workingDirectory)
        var lines: [String] = []
        var failed = false
        var changed = 0
        for (display, absolute) in files {
            let original: [UInt8]
            do {
                original = try InputFile.read(absolute)
            } catch {
                lines.append("error: \(display): cannot read the file: \(error)")
                failed = true
                continue
            }
            let outcome = recorder.record(original, path: display)
            if !outcome.errors.isEmpty {
                lines.append("\(display): not recorded, nothing written")
                lines += outcome.errors.map(\.rendered)
                failed = true
                continue
            }
            guard let bytes = outcome.newBytes else {
                lines.append("\(display): up to date")
                continue
            }
            do {
                switch try AtomicFileWriter.replace(absolute, expecting: original, with: bytes) {
                case .replaced: break
                case .alreadyHeld:
                    lines.append("\(display): up to date (another run wrote the same bytes meanwhile)")
                    continue
                case .changedSinceRead:
                    lines.append("\(display): changed on disk while it was being recorded; not written, so the "
                                 + "change is kept (run again to record it)")
                    failed = true
                    continue
                }
            } catch {
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
