import PrimerModel

/// `primer-spec motion`: the timeline of one transition, or of every transition, with or without Reduce Motion.
public enum MotionCommand: ToolCommand {
    public static let definition = CommandDefinition(
        name: "motion",
        abstract: "Print the timeline of a state change: what moves, when, with which curve.",
        usage: "motion KIND (--from STATE --to STATE [--via EVENT] | --all) [--reduce-motion] [--custom-request] [--app NAME | --info-plist FILE]",
        arguments: [("KIND", "notifications, location, camera or photos.")],
        options: [
            .value("--from", "STATE", help: "The state before: ready, requesting, granted, limited, denied or failed."),
            .value("--to", "STATE", help: "The state after."),
            .value("--via", "EVENT", help: "The event, when several lead from one state to the other: "
                   + EventName.allCases.map(\.rawValue).joined(separator: ", ") + "."),
            .flag("--all", help: "Print every transition the primer allows, each under its own heading."),
            .flag("--reduce-motion", help: "Plan with Reduce Motion on: every movement becomes a short fade."),
            .flag("--custom-request", help: "Model a custom request (the only way to the failed state)."),
        ] + ContentOptions.definitions,
        discussion: """
        Each line is START [+DURATION] PART CHANGE CURVE for a track, or TIME KIND DETAIL for an \
        instant event (haptic, announcement, call, open URL), sorted by start time, in seconds. \
        With --all, each heading is a spec section header, so the output can be pasted into a spec.
        """)

    public static func run(_ arguments: ParsedArguments, invocation: Invocation) throws -> CommandResult {
        let name = definition.name
        let kind = try NameParsing.singleKind(arguments.positionals, command: name)
        let environment = Environment(reduceMotion: arguments.flag("--reduce-motion"))
        let options = try ContentOptions(arguments, invocation: invocation, command: name)
        let content = try options.content(for: kind)
        if arguments.flag("--all") {
            if arguments.value("--from") != nil || arguments.value("--to") != nil || arguments.value("--via") != nil {
                throw UsageError("--all prints every transition; drop --from, --to and --via", command: name)
            }
            let machine = PrimerMachine(kind: kind, hasCustomRequest: arguments.flag("--custom-request"))
            return .printed(renderAll(machine.allTransitions(), content: content, environment: environment))
        }
        guard let fromText = arguments.value("--from"), let toText = arguments.value("--to") else {
            throw UsageError("give --from STATE and --to STATE, or --all", command: name)
        }
        let from = try NameParsing.state(fromText, kind: kind, command: name)
        let to = try NameParsing.state(toText, kind: kind, command: name)
        let via = try arguments.value("--via").map { text throws(UsageError) in
            guard let event = EventName(rawValue: text) else {
                throw .unknownValue(text, for: "event", validValues: EventName.allCases.map(\.rawValue), command: name)
            }
            return event
        }
        let custom = arguments.flag("--custom-request") || from == .failed || to == .failed
        let machine = PrimerMachine(kind: kind, hasCustomRequest: custom)
        let transition = try pick(machine, from: from, to: to, via: via)
        let lines = MotionLines.lines(for: transition, content: content, environment: environment)
        if lines.isEmpty {
            return .printed("# \(transition.key): nothing moves and nothing happens (the block opens on this state)\n")
        }
        return .printed(lines.joined(separator: "\n") + "\n")
    }

    /// The one transition named, or a usage error listing what the machine allows from `from`.
    static func pick(_ machine: PrimerMachine, from: StateName, to: StateName, via: EventName?) throws(UsageError) -> Transition {
        let matches = machine.transitions(from: from, to: to, via: via)
        if matches.count == 1 { return matches[0] }
        if matches.isEmpty {
            let allowed = machine.allTransitions().filter { $0.key.from == from }.map(\.key.description)
            let asked = "\(from) -> \(to)" + (via.map { " via \($0)" } ?? "")
            throw UsageError("the \(machine.kind) primer has no transition \(asked); from \(from) it allows: "
                             + (allowed.isEmpty ? "none" : allowed.joined(separator: "; ")), command: definition.name)
        }
        throw UsageError("\(from) -> \(to) happens on several events; add --via with one of "
                         + matches.map(\.key.via.rawValue).joined(separator: ", "), command: definition.name)
    }

    /// Every transition under a heading that is also a spec section header.
    static func renderAll(_ transitions: [Transition], content: Content, environment: Environment) -> String {
        transitions.map { transition in
            let header = SectionTarget.motion(transition.key, environment: environment).description
            let lines = MotionLines.lines(for: transition, content: content, environment: environment)
            return ([header] + lines.map { "  " + $0 }).joined(separator: "\n")
        }.joined(separator: "\n\n") + "\n"
    }
}
