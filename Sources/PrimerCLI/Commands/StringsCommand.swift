import PrimerAppInfo
import PrimerMotion
import PrimerSpec
import PrimerSyntax

/// `primer-spec strings`: every string VoiceOver speaks or announces, as Markdown, a String Catalog or JSON.
package enum StringsCommand: ToolCommand {
    package static let definition = CommandDefinition(
        name: "strings",
        abstract: "Print every string VoiceOver speaks or announces, for review or translation.",
        usage: "strings [KIND ...] [--block NAME|all] [--format markdown|xcstrings|json] [--strings PATH] "
            + "[--spec FILE | block options]",
        options: [
            BlockSelection.option,
            SpecOption.option,
            .value("--format", "FORMAT", help: "markdown (default), xcstrings (an Xcode String Catalog) or json."),
            .value(translationsOption, "PATH",
                   help: "The app's translations, a folder holding Localizable.xcstrings and "
                       + "*.lproj/Localizable.strings, or one .xcstrings file: the texts are looked up in --locale, "
                       + "and with --format xcstrings every key is written in each language the app has, with its "
                       + "value and state."),
        ],
        discussion: """
        Every element VoiceOver reads in every state, and every announcement with its transition, \
        priority and time on the timeline, built by the same builders 'check' uses, for one block \
        (--block, default the first block listed), or of every block grouped by block (--block all). \
        Each block's catalogue covers every state it can be in. The String Catalog holds the texts \
        the screen shows, keyed by their source text (a benefit row's title and detail apart), each \
        comment saying where and when VoiceOver speaks it and quoting how it reads. With --strings, \
        each key also carries the app's translation in every language the app has (state translated, \
        needs_review, new or stale as the app's catalog says; new, with the source text, where the app \
        has none), so a translator sees the VoiceOver words in context in Xcode.
        """)

    /// The option naming the app's translations.
    package static let translationsOption = "--strings"

    package static func run(_ arguments: ParsedArguments, invocation: Invocation) throws -> CommandResult {
        let name = definition.name
        let format = try arguments.value("--format").map { text throws(UsageError) in
            guard let format = StringsFormat(rawValue: text) else {
                throw .unknownValue(text, for: "format", validValues: StringsFormat.allCases.map(\.rawValue),
                                    command: name)
            }
            return format
        } ?? .markdown
        let options = BlockOptions(arguments: arguments, invocation: invocation, command: name)
        var translations: TranslationsInput?
        if format == .xcstrings, let path = arguments.value(translationsOption) {
            switch TranslationsInput.load(path, invocation: invocation) {
            case .success(let loaded): translations = loaded
            case .failure(let failure): return .failure(failure.message)
            }
        }
        if let path = arguments.value(SpecOption.name) {
            let (_, model, warnings) = try SpecOption.model(path, arguments: arguments, invocation: invocation,
                                                            command: name, ownOptions: [translationsOption])
            let catalogue = SpokenCatalogueBuilder.catalogue(of: [model])
            if let translations { return try translated([catalogue], translations, notes: warnings.map(\.headline)) }
            let text = try render(catalogue, format)
            return CommandResult(exitCode: .success, output: text,
                                 errorOutput: BlockSelection.errorText(warnings.map(\.headline)))
        }
        if arguments.value(BlockSelection.optionName) == allBlocks {
            if let translations {
                let catalogues = try invocation.blocks.blocks.map {
                    try SpokenCatalogueBuilder.catalogue(of: $0.stringsModels(for: options))
                }
                return try translated(catalogues, translations, notes: [])
            }
            return .printed(try everyBlock(invocation.blocks, options: options, format: format))
        }
        let block = try BlockSelection.block(arguments, invocation: invocation, command: name)
        try BlockSelection.rejectForeignOptions(arguments, of: block, blocks: invocation.blocks, command: name)
        let catalogue = try SpokenCatalogueBuilder.catalogue(of: block.stringsModels(for: options))
        if let translations { return try translated([catalogue], translations, notes: []) }
        return .printed(try render(catalogue, format))
    }

    /// The String Catalog of `catalogues` with the app's translations; the reading warnings, and a
    /// warning per value that could not be carried over, on standard error.
    static func translated(_ catalogues: [SpokenCatalogue], _ translations: TranslationsInput,
                           notes: [String]) throws -> CommandResult {
        let rendered: (text: String, warnings: [Finding])
        do {
            rendered = try StringCatalogRenderer.render(catalogues, translations: translations.strings)
        } catch {
            throw UsageError("cannot write the xcstrings output: \(error)", command: definition.name)
        }
        let warnings = (translations.warnings + rendered.warnings).map(\.commandLineText)
        return CommandResult(exitCode: .success, output: rendered.text,
                             errorOutput: BlockSelection.errorText(notes + warnings))
    }

    /// The `--block` value that asks for every block.
    package static let allBlocks = "all"

    /// Every block's strings, grouped by block: Markdown sections under one title (each block's
    /// headings one level down), one JSON object keyed by block name, or one String Catalog with
    /// every block's texts (a text two blocks share is one key, with both blocks' comments).
    static func everyBlock(_ blocks: BlockRegistry, options: BlockOptions, format: StringsFormat) throws -> String {
        let catalogues = try blocks.blocks.map { block in
            (block.name, SpokenCatalogueBuilder.catalogue(of: try block.stringsModels(for: options)))
        }
        switch format {
        case .markdown:
            let intro = ["# Spoken strings, every block", "",
                         "Generated by `primer-spec strings --block all`; do not edit by hand. One part a block: "
                             + blocks.names.map { "`\($0)`" }.joined(separator: ", ") + "."]
            let parts = catalogues.map { _, catalogue in
                MarkdownCatalogueRenderer.render(catalogue).dropLast()
                    .split(separator: "\n", omittingEmptySubsequences: false)
                    .map { $0.hasPrefix("#") ? "#" + $0 : String($0) }.joined(separator: "\n")
            }
            return ([intro.joined(separator: "\n")] + parts).joined(separator: "\n\n") + "\n"
        case .json:
            return try encode(["blocks": Dictionary(catalogues, uniquingKeysWith: { first, _ in first })])
        case .xcstrings:
            do {
                return try StringCatalogRenderer.render(catalogues.map(\.1))
            } catch {
                throw UsageError("cannot write the xcstrings output: \(error)", command: definition.name)
            }
        }
    }

    /// A catalogue in a format, or a usage error saying why it cannot be written.
    static func render(_ catalogue: SpokenCatalogue, _ format: StringsFormat) throws -> String {
        do {
            return try format.render(catalogue)
        } catch {
            throw UsageError("cannot write the \(format) output: \(error)", command: definition.name)
        }
    }

    /// JSON as the catalogue writes it: keys sorted, two-space indents, slashes unescaped, a final newline.
    private static func encode<Value: Encodable>(_ value: Value) throws -> String {
        do {
            return try CatalogueJSON.encode(value)
        } catch {
            throw UsageError("cannot write the output: \(error)", command: definition.name)
        }
    }
}
