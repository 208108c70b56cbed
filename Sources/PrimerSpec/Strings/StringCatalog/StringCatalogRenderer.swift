/// Writes a ``SpokenCatalogue`` as an Xcode String Catalog: one key per string the block supplies.
///
/// The value is the string the block sets (a label, value, hint or announcement), not VoiceOver's
/// reading of it: VoiceOver adds trait words such as `Button.` itself, in the person's language.
/// A string naming the app holds a format argument where the name goes (see ``AppNameFormat``).
/// Every other `%` is written `%%` (in a plain value here, in a format by ``AppNameFormat``), as Xcode writes a literal percent sign it extracts from SwiftUI
/// text, so that no `%` is read as a format specifier. The comment carries what VoiceOver reads.
public enum StringCatalogRenderer {
    /// The file as Xcode writes it: two-space indents, `" : "` between a key and its value, keys in
    /// order, and no newline after the closing brace.
    public static func render(_ catalogue: SpokenCatalogue) throws -> String {
        var text = try CatalogueJSON.encode(catalog(for: catalogue))
        while text.hasSuffix("\n") { text.removeLast() }
        return text
    }

    /// A plain value with each `%` doubled; a format (the app name's `%@`) as it is, since
    /// ``AppNameFormat`` already doubles its other `%`.
    static func escapingPercents(_ value: String, format: Bool) -> String {
        format ? value : value.replacingOccurrences(of: "%", with: "%%")
    }

    /// The catalog: every key once (the first section's string and comment where sections share it).
    public static func catalog(for catalogue: SpokenCatalogue) -> StringCatalog {
        var entries: [String: StringCatalogEntry] = [:]
        for section in catalogue.sections {
            for string in section.catalogueStrings {
                guard let key = string.key, entries[key] == nil else { continue }
                entries[key] = StringCatalogEntry(comment: section.comments[key] ?? "", value: escapingPercents(string.catalogValue, format: string.format != nil))
            }
        }
        return StringCatalog(strings: entries)
    }
}
