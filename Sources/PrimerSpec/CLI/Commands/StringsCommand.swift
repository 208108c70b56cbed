import PrimerModel

/// `primer-spec strings`: every string VoiceOver speaks or announces, as Markdown, a String Catalog or JSON.
public enum StringsCommand: ToolCommand {
    public static let definition = CommandDefinition(
        name: "strings",
        abstract: "Print every string VoiceOver speaks or announces, for review or translation.",
        usage: "strings [KIND ...] [--format markdown|xcstrings|json] [--app NAME | --info-plist FILE] "
            + "[--ios VERSION] [--error TEXT]",
        arguments: [("KIND ...", "notifications, location, camera or photos (default: all four).")],
        options: [
            .value("--format", "FORMAT", help: "markdown (default), xcstrings (an Xcode String Catalog) or json."),
        ] + ContentOptions.definitions + [
            .value("--error", "TEXT",
                   help: "The example message of the failed state (default: \(StateName.defaultErrorMessage))."),
        ],
        discussion: """
        Every element VoiceOver reads in every state, and every announcement with its transition, \
        priority and time on the timeline, built by the same builders 'check' uses. A custom request \
        is assumed, so the failed state is included. In the String Catalog the app name is the \
        format argument %@ and each key's comment says where and when the string is spoken.
        """)

    public static func run(_ arguments: ParsedArguments, invocation: Invocation) throws -> CommandResult {
        let name = definition.name
        var kinds: [Kind] = []
        for text in arguments.positionals {
            let kind = try NameParsing.kind(text, command: name)
            guard !kinds.contains(kind) else {
                throw UsageError("kind '\(kind)' is given twice; give it once", command: name)
            }
            kinds.append(kind)
        }
        if kinds.isEmpty { kinds = Kind.allCases }
        let format = try arguments.value("--format").map { text throws(UsageError) in
            guard let format = StringsFormat(rawValue: text) else {
                throw .unknownValue(text, for: "format", validValues: StringsFormat.allCases.map(\.rawValue),
                                    command: name)
            }
            return format
        } ?? .markdown
        let options = try ContentOptions(arguments, invocation: invocation, command: name)
        let strings = try catalogue(kinds: kinds, options: options,
                                    errorMessage: arguments.value("--error") ?? StateName.defaultErrorMessage)
        do {
            return .printed(try format.render(strings))
        } catch {
            return .failure("error: cannot write the \(format) output: \(error)")
        }
    }

    /// The catalogue of the kinds, named and worded as the options say.
    public static func catalogue(kinds: [Kind], options: ContentOptions,
                                 errorMessage: String) throws(InfoPlistError) -> SpokenStrings {
        switch options.source {
        case .appName(let appName):
            return SpokenStrings(appName: appName, iOS: options.iOS, errorMessage: errorMessage,
                                 contents: kinds.map {
                                     KindContent.standard(for: $0, appName: appName, iOS: options.iOS)
                                 })
        case .infoPlist(let path):
            let infoPlist = try InfoPlist.load(from: path)
            var contents: [KindContent] = []
            for kind in kinds {
                contents.append(try KindContent.standard(for: kind, infoPlist: infoPlist, iOS: options.iOS))
            }
            return SpokenStrings(appName: infoPlist.appName, iOS: options.iOS, errorMessage: errorMessage,
                                 contents: contents)
        }
    }
}
