import PrimerModel
import PrimerMotion
import PrimerSpec
import PrimerSyntax

/// `primer-spec motion`: the timeline of one transition, or of every transition, with or without Reduce Motion.
package enum MotionCommand: ToolCommand {
    package static let definition = CommandDefinition(
        name: "motion",
        abstract: "Print the timeline of a state change: what moves, when, with which curve.",
        usage: "motion [KIND] [--block NAME] (--from STATE --to STATE [--via EVENT] | --all) [--reduce-motion] "
            + "[--spec FILE | block options]",
        options: [
            BlockSelection.option,
            SpecOption.option,
            .value("--from", "STATE", help: "The state before, such as ready or requesting."),
            .value("--to", "STATE", help: "The state after."),
            .value("--via", "EVENT", help: "The event, when several lead from one state to the other."),
            .flag("--all", help: "Print every transition the block allows, each under its own heading."),
            .flag("--reduce-motion", help: "Plan with Reduce Motion on: every movement becomes a short fade."),
        ],
        discussion: """
        Each line is START [+DURATION] PART CHANGE CURVE [repeat COUNT every PERIOD] for a track, or \
        TIME KIND DETAIL for an instant event (haptic, announcement, call, open URL, request), sorted by \
        start time, in seconds. With --all, each heading is a spec section header, so the output can be \
        pasted into a spec.
        """)

    package static func run(_ arguments: ParsedArguments, invocation: Invocation) throws -> CommandResult {
        let name = definition.name
        let environment = PrimerEnvironment(reduceMotion: arguments.flag("--reduce-motion"))
        let (_, model, notes) = try BlockSelection.configured(arguments, invocation: invocation, command: name)
        var result = try output(model, arguments: arguments, environment: environment, command: name)
        result.errorOutput += BlockSelection.errorText(notes)
        return result
    }

    /// What the command prints for a model.
    static func output(_ model: any BlockModel, arguments: ParsedArguments, environment: PrimerEnvironment,
                       command name: String) throws -> CommandResult {
        if arguments.flag("--all") {
            if arguments.value("--from") != nil || arguments.value("--to") != nil || arguments.value("--via") != nil {
                throw UsageError("--all prints every transition; drop --from, --to and --via", command: name)
            }
            return .printed(renderAll(model, environment: environment))
        }
        guard let fromText = arguments.value("--from"), let toText = arguments.value("--to") else {
            throw UsageError("give --from STATE and --to STATE, or --all", command: name)
        }
        let from = try BlockSelection.state(fromText, in: model, command: name)
        let to = try BlockSelection.state(toText, in: model, command: name)
        let via = try arguments.value("--via").map { text throws(UsageError) in
            try BlockSelection.event(text, in: model, command: name)
        }
        let transition = try BlockSelection.transition(from: from, to: to, via: via, in: model, command: name)
        let lines = model.timeline(for: transition, environment: environment).lines
        if lines.isEmpty {
            return .printed("# \(transition): nothing moves and nothing happens (the block opens on this state)\n")
        }
        return .printed(lines.joined(separator: "\n") + "\n")
    }

    /// Every transition under a heading that is also a spec section header.
    static func renderAll(_ model: any BlockModel, environment: PrimerEnvironment) -> String {
        model.transitions.map { transition in
            let header = SectionTarget.motion(transition, environment: environment).description
            let lines = model.timeline(for: transition, environment: environment).lines
            return ([header] + lines.map { "  " + $0 }).joined(separator: "\n")
        }.joined(separator: "\n\n") + "\n"
    }
}
