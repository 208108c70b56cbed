import PrimerAccessibility
import PrimerModel
import PrimerMotion
import PrimerSpec
import PrimerSyntax

/// `primer-spec voiceover`: what VoiceOver reads in one state, and what entering it announces.
package enum VoiceOverCommand: ToolCommand {
    package static let definition = CommandDefinition(
        name: "voiceover",
        abstract: "Print what VoiceOver reads in a state, one element a line.",
        usage: "voiceover [KIND] [--block NAME] [--state STATE] [--dynamic-type SIZE] "
            + "[--sizes | --targets | --contrast APPEARANCE] [--spec FILE | block options]",
        options: [
            BlockSelection.option,
            SpecOption.option,
            .value("--state", "STATE", help: "The state (default: the block's main screen, ready for every bundled block)."),
            .value("--dynamic-type", "SIZE", help: "xSmall … xxxLarge, accessibility1 … accessibility5 (default: large)."),
            .flag("--sizes", help: "Print each part's text style and point size instead (hidden parts marked)."),
            .flag("--targets", help: "Print each interactive part's minimum touch target instead."),
            .value("--contrast", "APPEARANCE",
                   help: "Print the colours the block sets and their contrast ratios in light or dark instead."),
            .flag(SpecLanguage.strictWordsOption,
                  help: "Fail (exit 2) when a word is assumed rather than on record, as strict-words does in a spec."),
        ],
        discussion: """
        Each element is printed as VoiceOver speaks it (label, value, then trait words such as \
        'Dimmed.' and 'Button.'); a hint follows on its own indented line. Then come the \
        announcements posted on entering the state, with the transition that posts each.
        """)

    package static func run(_ arguments: ParsedArguments, invocation: Invocation) throws -> CommandResult {
        let name = definition.name
        var (_, model, notes) = try BlockSelection.configured(arguments, invocation: invocation, command: name)
        // A spec reports its language's words in its own warnings; the command line says them here.
        if arguments.value(SpecOption.name) == nil { notes = languageNotes(model.language) + notes }
        if arguments.flag(SpecLanguage.strictWordsOption) {
            let assumed = notes.filter { $0.contains("assumption: ") }
            if let first = assumed.first {
                throw UsageError("\(SpecLanguage.strictWordsOption): \(assumed.count) note(s) of words not on record, "
                                 + "the first: \(first); expected every word on record, or the words stated in a spec",
                                 command: name)
            }
        }
        var result = try output(model, arguments: arguments, command: name)
        result.errorOutput += BlockSelection.errorText(notes)
        return result
    }

    /// The notes on VoiceOver's own words in the model's language: the words no public source gives,
    /// and a region that reads its language's table.
    static func languageNotes(_ language: SpecLanguage) -> [String] {
        [language.words.assumptionNote(for: language.locale), language.words.regionNote(for: language.locale)]
            .compactMap { $0.map { "note: " + $0 } }
    }

    /// What the command prints for a model.
    static func output(_ model: any BlockModel, arguments: ParsedArguments, command name: String) throws -> CommandResult {
        // Without --state, the block's default state.
        let state = try BlockSelection.state(arguments.value("--state") ?? model.defaultState, in: model,
                                             command: name)
        let size = try arguments.value("--dynamic-type").map { text throws(UsageError) in
            try BlockSelection.size(text, command: name)
        } ?? .default
        let environment = PrimerEnvironment(dynamicTypeSize: size)
        let views = [arguments.flag("--sizes") ? "--sizes" : nil, arguments.flag("--targets") ? "--targets" : nil,
                     arguments.value("--contrast") != nil ? "--contrast" : nil].compactMap { $0 }
        if views.count > 1 {
            throw UsageError("give one of --sizes, --targets and --contrast, not \(views.joined(separator: " and "))",
                             command: name)
        }
        if let text = arguments.value("--contrast") {
            guard let appearance = Appearance(rawValue: text) else {
                throw UsageError.unknownValue(text, for: "appearance", validValues: Appearance.allCases.map(\.rawValue),
                                    command: name)
            }
            let lines = SectionGenerator.lines(for: .contrast(appearance), model: model)
            guard !lines.isEmpty else {
                throw UsageError("the \(model.displayName) sets no colours of its own to check", command: name)
            }
            return .printed(lines.joined(separator: "\n") + "\n")
        }
        if arguments.flag("--sizes") {
            return .printed(SizeLines.lines(model.tree(state: state, environment: environment))
                .joined(separator: "\n") + "\n")
        }
        if arguments.flag("--targets") {
            let target = SectionTarget.targets(state: state, environment: environment)
            return .printed(SectionGenerator.lines(for: target, model: model).joined(separator: "\n") + "\n")
        }
        return .printed(render(model, state: state, environment: environment))
    }

    /// The tree's lines, then the announcements posted on entering the state. In a language other
    /// than English, a first line names the locale (`Locale: de (VoiceOver's words in German)`).
    package static func render(_ model: any BlockModel, state: String, environment: PrimerEnvironment) -> String {
        let language = model.language
        var lines = language.isEnglish ? [] : ["Locale: \(language.heading)", ""]
        lines += model.tree(state: state, environment: environment).lines(in: language.words)
        let announced = model.transitions.filter { $0.to == state }.flatMap { transition in
            model.announcements(for: transition).map { (transition, $0) }
        }
        if !announced.isEmpty {
            lines += ["", "Announced on entering \(state):"]
            lines += announced.map { transition, announcement in "  \(transition): \(announcement)" }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
