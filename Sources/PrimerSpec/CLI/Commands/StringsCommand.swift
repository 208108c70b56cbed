/// `primer-spec strings`: every string VoiceOver speaks or announces, as Markdown, a String Catalog or JSON.
public enum StringsCommand: ToolCommand {
    public static let definition = CommandDefinition(
        name: "strings",
        abstract: "Print every string VoiceOver speaks or announces, for review or translation.",
        usage: "strings [KIND ...] [--block NAME] [--format markdown|xcstrings|json] [block options]",
        arguments: [("KIND ...", "The permission primer's kinds: notifications, location, camera or photos "
                     + "(default: all four).")],
        options: [
            BlockSelection.option,
            .value("--format", "FORMAT", help: "markdown (default), xcstrings (an Xcode String Catalog) or json."),
        ],
        discussion: """
        Every element VoiceOver reads in every state, and every announcement with its transition, \
        priority and time on the timeline, built by the same builders 'check' uses, for one block \
        (--block, default the permission primer). For the permission primer a custom request is \
        assumed, so the failed state is included, and in the String Catalog the app name is the \
        format argument %@; each key's comment says where and when the string is spoken.
        """)

    public static func run(_ arguments: ParsedArguments, invocation: Invocation) throws -> CommandResult {
        let name = definition.name
        let format = try arguments.value("--format").map { text throws(UsageError) in
            guard let format = StringsFormat(rawValue: text) else {
                throw .unknownValue(text, for: "format", validValues: StringsFormat.allCases.map(\.rawValue),
                                    command: name)
            }
            return format
        } ?? .markdown
        let block = try BlockSelection.block(arguments, invocation: invocation, command: name)
        let options = BlockOptions(arguments: arguments, invocation: invocation, command: name)
        return .printed(try block.strings(for: options, format: format))
    }
}
