import PrimerAppInfo
import PrimerSyntax

/// Writes a ``SpokenCatalogue`` as an Xcode String Catalog: one key per text the screen shows (or
/// the block has VoiceOver say), keyed by its source text as SwiftUI's `Text` looks it up.
///
/// A part VoiceOver reads as one element but the screen shows as several texts (a benefit row's
/// title and detail) gives one key per text, its comment quoting the joined reading; VoiceOver's
/// trait words such as `Button.` are never in a value: VoiceOver adds them in the person's language.
/// A string naming the app holds a format argument where the name goes (see ``AppNameFormat``).
/// Every other `%` is written `%%` (in a plain value here, in a format by ``AppNameFormat``), as Xcode writes a literal percent sign it extracts from SwiftUI
/// text, so that no `%` is read as a format specifier. The comment carries what VoiceOver reads.
package enum StringCatalogRenderer {
    /// The file as Xcode writes it: two-space indents, `" : "` between a key and its value, keys in
    /// order, and no newline after the closing brace.
    package static func render(_ catalogue: SpokenCatalogue) throws -> String {
        try render([catalogue])
    }

    /// The catalog of several catalogues (every block's) in one file, written as Xcode writes it.
    package static func render(_ catalogues: [SpokenCatalogue]) throws -> String {
        try render(catalog: catalog(for: catalogues))
    }

    /// The catalog of several catalogues with the app's translations (``CatalogTranslations``), and
    /// the warnings about values that could not be carried over.
    package static func render(_ catalogues: [SpokenCatalogue],
                              translations: AppStrings) throws -> (text: String, warnings: [Finding]) {
        let merged = CatalogTranslations.merge(catalog(for: catalogues), with: translations)
        return (try render(catalog: merged.catalog), merged.warnings)
    }

    /// A catalog as Xcode writes it.
    package static func render(catalog: StringCatalog) throws -> String {
        var text = try CatalogueJSON.encode(catalog)
        while text.hasSuffix("\n") { text.removeLast() }
        return text
    }

    /// A plain value with each `%` doubled; a format (the app name's `%@`) as it is, since
    /// ``AppNameFormat`` already doubles its other `%`.
    static func escapingPercents(_ value: String, format: Bool) -> String {
        format ? value : value.replacingOccurrences(of: "%", with: "%%")
    }

    /// The catalog of one or more catalogues: every source text once, keyed by itself as SwiftUI
    /// looks it up; where several parts, states or blocks use one text, their distinct comments are
    /// joined by a line break, in the order first met.
    package static func catalog(for catalogues: [SpokenCatalogue]) -> StringCatalog {
        var comments: [String: [String]] = [:]
        for text in catalogues.flatMap(\.sections).flatMap(\.catalogTexts) {
            let key = escapingPercents(text.text, format: text.isFormat)
            if !comments[key, default: []].contains(text.comment) { comments[key, default: []].append(text.comment) }
        }
        var entries: [String: StringCatalogEntry] = [:]
        for (key, comments) in comments {
            entries[key] = StringCatalogEntry(comment: comments.filter { !$0.isEmpty }.joined(separator: "\n"), value: key)
        }
        return StringCatalog(strings: entries)
    }

    /// The catalog of one catalogue.
    package static func catalog(for catalogue: SpokenCatalogue) -> StringCatalog { catalog(for: [catalogue]) }
}
