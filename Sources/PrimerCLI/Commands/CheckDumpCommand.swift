import Foundation
import PrimerAppDump
import PrimerModel
import PrimerMotion
import PrimerReports
import PrimerSpec
import PrimerSyntax

/// `primer-spec check --dump FILE --state STATE SPEC`: one app dump held against one spec's
/// `voiceover STATE` section, as an `app-dump` section in the spec would be (Docs/AppDumps.md).
enum CheckDumpCommand {
    /// The options `check` takes for a dump.
    static let options: [OptionDefinition] = [
        .value("--dump", "FILE", help: "Hold an XCUITest accessibility dump (XCUIApplication().debugDescription) against "
               + "SPEC's voiceover section for --state, instead of checking SPEC's sections (Docs/AppDumps.md)."),
        .value("--state", "STATE", help: "With --dump: the state the app was in when the dump was written."),
        .value("--identifier-prefix", "PREFIX", help: "With --dump: the block is every element whose identifier, or an "
               + "ancestor's, starts with PREFIX."),
        .value("--container", "IDENTIFIER", help: "With --dump: the block is what the element with this identifier holds."),
        .value("--first-label", "TEXT", help: "With --dump and --last-label: the block runs from the element labelled TEXT…"),
        .value("--last-label", "TEXT", help: "…to the first element after it labelled TEXT (without a scope: the whole app)."),
    ]

    /// The options that only go with `--dump`.
    static let dumpOnly = ["--state", "--identifier-prefix", "--container", "--first-label", "--last-label"]

    /// Rejects the dump's options given without `--dump`.
    static func rejectStrayOptions(_ arguments: ParsedArguments) throws(UsageError) {
        guard arguments.value("--dump") == nil, let stray = dumpOnly.first(where: { arguments.value($0) != nil }) else {
            return
        }
        throw UsageError("'\(stray)' goes with --dump FILE; to hold a dump against a spec: primer-spec check --dump FILE "
                         + "--state STATE SPEC", command: CheckCommand.definition.name)
    }

    /// Runs `check --dump`.
    static func run(_ dumpPath: String, arguments: ParsedArguments, format: ReportFormat,
                    invocation: Invocation) throws(UsageError) -> CommandResult {
        let name = CheckCommand.definition.name
        if let flag = ["--record", "--audit"].first(where: arguments.flag) {
            throw UsageError("'\(flag)' does not go with --dump: a dump is compared, never recorded or audited on its own",
                             command: name)
        }
        guard arguments.positionals.count == 1, let specPath = arguments.positionals.first else {
            throw UsageError("--dump holds one dump against one spec; expected exactly one SPEC, got "
                             + "\(arguments.positionals.count)", command: name)
        }
        guard let state = arguments.value("--state") else {
            throw UsageError("--dump needs --state STATE: the state the app was in when the dump was written", command: name)
        }
        let scope = try Self.scope(arguments)
        let run = SpecRun(blocks: invocation.blocks, workingDirectory: invocation.workingDirectory)
        let loaded = run.load(run.file(specPath))
        if let spec = loaded.spec {
            if let problem = spec.model.problem(withState: state) {
                throw UsageError("\(problem.message); expected \(problem.expected)", command: name)
            }
            guard spec.model.stateNames.contains(state) else {
                throw .unknownValue(state, for: "state", validValues: spec.model.stateNames, command: name)
            }
        }
        let outcome = run.dump(dumpPath, state: state, scope: scope, against: loaded)
        return report(outcome, format, invocation, verbose: arguments.flag("--verbose"))
    }

    /// The scope the options name: at most one of them (the two labels together).
    static func scope(_ arguments: ParsedArguments) throws(UsageError) -> AppDumpScope {
        let name = CheckCommand.definition.name
        let prefix = arguments.value("--identifier-prefix")
        let container = arguments.value("--container")
        let first = arguments.value("--first-label")
        let last = arguments.value("--last-label")
        let given = [prefix != nil, container != nil, first != nil || last != nil].filter { $0 }.count
        guard given <= 1 else {
            throw UsageError("give one scope: --identifier-prefix, --container, or --first-label with --last-label",
                             command: name)
        }
        if let value = [prefix, container, first, last].compactMap({ $0 }).first(where: \.isEmpty) {
            throw UsageError("a scope option needs text, got '\(value)'", command: name)
        }
        if let prefix { return .identifierPrefix(prefix) }
        if let container { return .container(container) }
        switch (first, last) {
        case (let first?, let last?): return .labels(first: first, last: last)
        case (nil, nil): return .wholeApp
        default: throw UsageError("--first-label and --last-label go together", command: name)
        }
    }

    /// The report in the format; text shows a passing section's notes only with --verbose.
    private static func report(_ file: FileOutcome, _ format: ReportFormat, _ invocation: Invocation,
                               verbose: Bool) -> CommandResult {
        let report = CheckReport(files: [file])
        let output = format == .text ? TextReporter(usesColor: invocation.usesColor, verbose: verbose).render(report)
            : format.render(Report(report), context: invocation.reportContext)
        return CommandResult(exitCode: report.exitCode, output: output)
    }
}
