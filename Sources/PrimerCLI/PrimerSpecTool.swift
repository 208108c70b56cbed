import PrimerModel
import PrimerMotion
import PrimerReports
import PrimerSpec
import PrimerSyntax

/// The `primer-spec` command line: picks the subcommand, parses its arguments and runs it.
package enum PrimerSpecTool {
    /// The subcommands, in the order help lists them.
    package static let commands: [RegisteredCommand] = [
        RegisteredCommand(CheckCommand.self), RegisteredCommand(VoiceOverCommand.self),
        RegisteredCommand(MotionCommand.self), RegisteredCommand(StringsCommand.self),
        RegisteredCommand(AuditCommand.self), RegisteredCommand(AppInfoCommand.self), RegisteredCommand(ScanCommand.self),
        RegisteredCommand(plain: InitCommand.self), RegisteredCommand(LSPCommand.self),
    ]

    /// Runs one invocation and returns what to print and the exit code. Never traps.
    package static func run(_ invocation: Invocation) -> CommandResult {
        guard let name = invocation.arguments.first else {
            return CommandResult(exitCode: .badInput, errorOutput: overview(blocks: invocation.blocks))
        }
        // As inside a command, every word is used or is an error: `help bogus` and `--version extra`
        // fail rather than print something that ignores the extra word.
        if name == "-h" || name == "--help" || name == "help" {
            let rest = invocation.arguments.dropFirst()
            guard let word = rest.first else { return .printed(overview(blocks: invocation.blocks)) }
            guard let command = command(named: word) else { return .failure(unknownCommand(word).description) }
            if rest.count > 1 {
                let extra = TextExcerpt.shown(rest[rest.startIndex + 1], limit: TextExcerpt.wordLimit)
                return .failure(UsageError("unexpected '\(extra)' after '\(name) \(word)'; expected at most one "
                                           + "command name").description)
            }
            // The command's own `--help`, so the two spellings cannot drift (a plain command such as
            // `init` takes no block's options).
            return command.run(["--help"], invocation)
        }
        if name == "--version" {
            if invocation.arguments.count > 1 {
                let extra = TextExcerpt.shown(invocation.arguments[1], limit: TextExcerpt.wordLimit)
                return .failure(UsageError("'--version' takes nothing else; found '\(extra)'").description)
            }
            return .printed("primer-spec \(ToolVersion.current)\n")
        }
        guard let command = command(named: name) else { return .failure(unknownCommand(name).description) }
        return command.run(Array(invocation.arguments.dropFirst()), invocation)
    }

    private static func unknownCommand(_ name: String) -> UsageError {
        let names = commands.map(\.definition.name)
        return UsageError("unknown command '\(TextExcerpt.shown(name, limit: TextExcerpt.wordLimit))'; expected one of \(names.joined(separator: ", "))"
                          + Suggestion.didYouMean(name, among: names))
    }

    static func command(named name: String) -> RegisteredCommand? {
        commands.first { $0.definition.name == name }
    }

    /// The top-level help.
    package static var overview: String { overview(blocks: nil) }

    /// The top-level help, listing the blocks when a registry is given.
    package static func overview(blocks: BlockRegistry?) -> String {
        var lines = [
            "OVERVIEW: Check what VoiceOver says and how a permission primer moves under Reduce Motion.",
            "",
            "USAGE: primer-spec COMMAND [OPTIONS]",
            "",
            "COMMANDS:",
        ]
        for command in commands {
            let name = command.definition.name
            lines.append("  " + name.padding(toLength: 12, withPad: " ", startingAt: 0) + command.definition.abstract)
        }
        if let blocks {
            lines += ["", "BLOCKS (spec header 'block NAME', option '--block NAME'):"] + blocks.helpLines
        }
        lines += [
            "",
            "EXIT CODES:",
            "  0  everything checked passed, or the command printed what was asked",
            "  1  a spec section does not match what the builders generate",
            "  2  a spec that does not parse, bad input (unknown kind, bad Info.plist) or bad usage",
            "",
            "See 'primer-spec COMMAND --help' for the options of a command.",
        ]
        return lines.joined(separator: "\n") + "\n"
    }
}
