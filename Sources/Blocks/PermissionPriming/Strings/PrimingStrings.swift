import PrimerAccessibility
import PrimerModel
import PrimerSpec

/// Every string VoiceOver speaks on the Permission Priming templates' screens, for each type asked, with the prompt iOS
/// brings up after Enable: for review (Markdown), tools (JSON) and translation (a String Catalog of
/// the app's own words; the symbol and progress readings are VoiceOver's, not the app's).
public struct PrimingStrings: Sendable {
    /// One spoken element.
    public struct Element: Hashable, Sendable, Codable {
        /// The screen, such as `ready`.
        public var screen: String
        /// The part, such as `title`.
        public var part: String
        /// The label.
        public var label: String
        /// What VoiceOver says, trait words included.
        public var voiceOver: String
    }

    /// A prompt, as JSON writes it.
    struct Prompt: Codable {
        var when: String
        var kind: String
        var form: String
        var title: String?
        var fixedText: String?
        var purposeKey: String?
        var purposeString: String?
        var buttons: [String]
        var note: String?
    }

    /// One type, as JSON writes it.
    struct TypeCatalogue: Codable {
        var type: String
        var seedCase: String
        var infoPlistKey: String?
        var request: String
        var elements: [Element]
        var prompts: [Prompt]
    }

    /// One reading of the table, as JSON writes it.
    struct Reading: Codable {
        var part: String
        var words: String
        var source: String
    }

    /// The JSON form.
    struct Catalogue: Codable {
        var block: String
        var iOS: String
        var appName: String
        var readings: [Reading]
        var types: [TypeCatalogue]
        var announcements: [String]
    }

    /// The models, one per type.
    public var models: [PermissionPrimingModel]

    /// Creates the strings of some models.
    public init(models: [PermissionPrimingModel]) {
        self.models = models
    }

    /// The screens read, in order (the content is the app's own and has nothing of the block's).
    static let screens: [GateScreen] = [.checking, .ready, .requesting, .denied]

    /// A model's elements on every screen, in reading order, at the default size.
    public static func elements(of model: PermissionPrimingModel) -> [Element] {
        screens.flatMap { screen in
            model.tree(state: screen.rawValue, environment: .standard).elements.map { element in
                Element(screen: screen.rawValue, part: element.id.description, label: element.label,
                        voiceOver: element.voiceOverText)
            }
        }
    }

    /// The strings in a format.
    public func render(_ format: StringsFormat) throws -> String {
        switch format {
        case .markdown: markdown
        case .json: try CatalogueJSON.encode(catalogue)
        case .xcstrings: try CatalogueJSON.encode(StringCatalog(strings: catalogEntries))
        }
    }

    private var first: PermissionPrimingModel? { models.first }

    /// The readings of the symbols the models show, then the progress view's.
    private var readings: [Reading] {
        guard let first else { return [] }
        var symbols: [String] = []
        for model in models {
            for symbol in [model.content.symbol, model.content.deniedSymbol] where !symbols.contains(symbol) {
                symbols.append(symbol)
            }
        }
        return symbols.map { symbol in
            let reading = first.readings.reading(ofSymbol: symbol)
            return Reading(part: "Image(systemName: \"\(symbol)\")", words: reading.words,
                           source: reading.source.description)
        } + [Reading(part: "ProgressView()", words: first.readings.unlabelledProgress.words,
                     source: first.readings.unlabelledProgress.source.description)]
    }

    private var catalogue: Catalogue {
        Catalogue(
            block: PermissionPrimingBlock().name, iOS: first?.machine.iOS.description ?? "",
            appName: first?.appName ?? "", readings: readings,
            types: models.map { model in
                TypeCatalogue(type: model.type.rawValue, seedCase: model.type.seedCase,
                              infoPlistKey: model.type.infoPlistKey, request: model.type.request.call,
                              elements: Self.elements(of: model),
                              prompts: (model.reachablePrompts + model.promptsOutsideTheSeed).map { when, prompt in
                                  Prompt(when: when, kind: prompt.kind.description, form: prompt.form.rawValue, title: prompt.title,
                                         fixedText: prompt.fixedText, purposeKey: prompt.purposeKey,
                                         purposeString: prompt.purposeString, buttons: prompt.buttons, note: prompt.note)
                              })
            },
            announcements: [])
    }

    private var markdown: String {
        guard let first else { return "# Spoken strings: permission priming\n\nNo type asked for.\n" }
        var lines = [
            "# Spoken strings: permission priming",
            "",
            "The Permission Priming templates' PermissionPrimingView, PermissionDeniedView and permissionGated, iOS \(first.machine.iOS.major), "
                + "for an app named \u{201C}\(first.appName)\u{201D}: what VoiceOver reads on each screen, top to bottom "
                + "at the default size, and what iOS brings up after Enable. The gated content is the app's own and "
                + "is not listed. Generated by `primer-spec strings --block permission-priming`.",
            "",
            "## Readings of unlabelled parts",
            "",
            "VoiceOver reads these parts by their symbol or by the progress view's default; the words are "
                + "choices, overridable in a spec (`symbol-reading`, `progress-reading`).",
            "",
        ]
        lines += MarkdownTable(header: ["part", "VoiceOver reads", "source"], rows: readings.map {
            [MarkdownTable.code($0.part), MarkdownTable.escape($0.words), MarkdownTable.escape($0.source)]
        }).lines
        for model in models {
            let type = model.type
            lines += ["", "## \(type.rawValue)", "",
                      "`\(type.seedCase)`; Info.plist key: " + (type.infoPlistKey.map { "`\($0)`" } ?? "none")
                        + "; Enable calls `\(type.request.call)`.", ""]
            let rows = Self.elements(of: model).map { element in
                [element.screen, MarkdownTable.code(element.part), MarkdownTable.escape(element.label),
                 MarkdownTable.escape(element.voiceOver)]
            }
            lines += MarkdownTable(header: ["screen", "part", "label", "VoiceOver says"], rows: rows).lines
            lines += ["", "After Enable:", ""]
            lines += (model.reachablePrompts + model.promptsOutsideTheSeed).map {
                "- " + $0.when + ": " + MarkdownTable.escape($0.prompt.summary)
            }
        }
        lines += ["", "## Announcements", "", "None: the seed posts no announcement on any screen change."]
        return lines.joined(separator: "\n") + "\n"
    }

    /// The app's own words, keyed `permissionPriming.…`.
    private var catalogEntries: [String: StringCatalogEntry] {
        guard let first else { return [:] }
        var entries: [String: StringCatalogEntry] = [:]
        func add(_ key: String, _ value: String, _ comment: String) {
            entries["permissionPriming." + key] = StringCatalogEntry(comment: comment, value: value)
        }
        let content = first.content
        add("checking", content.checkingTitle, "The gate's progress view while it checks the status; VoiceOver reads it as written.")
        add("enable", content.enableTitle, "The priming view's primary button; VoiceOver reads it followed by \"Button.\".")
        add("notNow", content.notNowTitle, "The priming view's secondary button; VoiceOver reads it followed by \"Button.\".")
        add("deniedLine", content.deniedLine, "The denied view's explanation, the same for every type, denied or restricted.")
        add("openSettings", content.openSettingsTitle, "The denied view's button; VoiceOver reads it followed by \"Button.\".")
        for model in models {
            let type = model.type.rawValue
            add("\(type).title", model.content.title,
                "The \(model.type.spokenName) priming view's title; VoiceOver reads it as plain text (it is not a heading).")
            add("\(type).description", model.content.description,
                "The \(model.type.spokenName) priming view's description, under the title.")
            add("\(type).deniedTitle", model.content.deniedTitle,
                "The \(model.type.spokenName) denied view's title (the seed reuses the priming title); not a heading.")
        }
        return entries
    }
}
