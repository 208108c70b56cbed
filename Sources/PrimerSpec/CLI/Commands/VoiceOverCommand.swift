import PrimerAccessibility
import PrimerModel

/// `primer-spec voiceover`: what VoiceOver reads in one state, and what entering it announces.
public enum VoiceOverCommand: ToolCommand {
    public static let definition = CommandDefinition(
        name: "voiceover",
        abstract: "Print what VoiceOver reads in a state, one element a line.",
        usage: "voiceover KIND [--state STATE] [--app NAME | --info-plist FILE] [--dynamic-type SIZE] [--error TEXT] [--sizes]",
        arguments: [("KIND", "notifications, location, camera or photos.")],
        options: [
            .value("--state", "STATE", help: "ready, requesting, granted, limited (photos), denied or failed (default: ready)."),
        ] + ContentOptions.definitions + [
            .value("--dynamic-type", "SIZE", help: "xSmall … xxxLarge, accessibility1 … accessibility5 (default: large)."),
            .value("--error", "TEXT", help: "The message the failed state shows (default: \(StateName.defaultErrorMessage))."),
            .flag("--sizes", help: "Print each part's text style and point size instead (hidden parts marked)."),
        ],
        discussion: """
        Each element is printed as VoiceOver speaks it (label, value, then trait words such as \
        'Dimmed.' and 'Button.'); a hint follows on its own indented line. Then come the \
        announcements posted on entering the state, with the transition that posts each.
        """)

    public static func run(_ arguments: ParsedArguments, invocation: Invocation) throws -> CommandResult {
        let name = definition.name
        let kind = try NameParsing.singleKind(arguments.positionals, command: name)
        let state = try arguments.value("--state").map { text throws(UsageError) in
            try NameParsing.state(text, kind: kind, command: name)
        } ?? .ready
        let size = try arguments.value("--dynamic-type").map { text throws(UsageError) in
            try NameParsing.size(text, command: name)
        } ?? .default
        if arguments.value("--error") != nil && state != .failed {
            throw UsageError("--error applies only to --state failed", command: name)
        }
        let errorMessage = arguments.value("--error") ?? StateName.defaultErrorMessage
        let options = try ContentOptions(arguments, invocation: invocation, command: name)
        let content = try options.content(for: kind)
        if arguments.flag("--sizes") {
            let tree = SemanticTreeBuilder().build(content: content, phase: state.phase(errorMessage: errorMessage),
                                                   environment: Environment(dynamicTypeSize: size))
            return .printed(SizeLines.lines(tree).joined(separator: "\n") + "\n")
        }
        return .printed(render(kind: kind, state: state, content: content,
                               environment: Environment(dynamicTypeSize: size), errorMessage: errorMessage))
    }

    /// The tree's lines, then the announcements posted on entering the state.
    public static func render(kind: Kind, state: StateName, content: Content, environment: Environment,
                              errorMessage: String) -> String {
        let tree = SemanticTreeBuilder().build(content: content, phase: state.phase(errorMessage: errorMessage),
                                               environment: environment)
        var lines = tree.lines
        let entering = PrimerMachine.transitionsWithEitherRequest(of: kind, errorMessage: errorMessage)
            .filter { $0.key.to == state }
        let announced = entering.flatMap { transition in
            AnnouncementPlanner.announcements(for: transition, content: content).map { (transition.key, $0) }
        }
        if !announced.isEmpty {
            lines += ["", "Announced on entering \(state):"]
            lines += announced.map { key, announcement in "  \(key): \(announcement)" }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
