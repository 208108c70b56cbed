/// Writes a ``SpokenCatalogue`` as an Xcode String Catalog: one key per string the block supplies.
///
/// The value is the string the block sets (a label, value, hint or announcement), not VoiceOver's
/// reading of it: VoiceOver adds trait words such as `Button.` itself, in the person's language.
/// A string naming the app holds a format argument where the name goes (see ``AppNameFormat``).
public enum StringCatalogRenderer {
    /// The catalog: every key once (the first section's string and comment where sections share it).
    public static func catalog(for catalogue: SpokenCatalogue) -> StringCatalog {
        var entries: [String: StringCatalogEntry] = [:]
        for section in catalogue.sections {
            for string in section.catalogueStrings {
                guard let key = string.key, entries[key] == nil else { continue }
                entries[key] = StringCatalogEntry(comment: section.comments[key] ?? "", value: string.catalogValue)
            }
        }
        return StringCatalog(strings: entries)
    }
}
