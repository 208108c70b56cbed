import PrimerAccessibility
import PrimerModel
import PrimerMotion
import PrimerSpec

/// Writes ``SpokenStrings`` as an Xcode String Catalog: one key per string the block supplies.
///
/// The value is the string the block sets (a label, value, hint or announcement), not VoiceOver's
/// reading of it: VoiceOver adds trait words such as `Button.` itself, in the person's language.
/// A string naming the app holds a format argument where the name goes (see ``AppNameFormat``).
public enum StringCatalogRenderer {
    /// The catalog: every key once, its comment gathered from every place that speaks it.
    public static func catalog(for strings: SpokenStrings) -> StringCatalog {
        var entries: [String: StringCatalogEntry] = [:]
        for kind in strings.kinds {
            var elementUses: [String: (piece: ElementPiece, string: CatalogueString, uses: [SpokenElement])] = [:]
            var elementOrder: [String] = []
            for element in kind.elements {
                for (piece, string) in element.catalogueStrings {
                    if elementUses[string.key] == nil {
                        elementUses[string.key] = (piece, string, [])
                        elementOrder.append(string.key)
                    }
                    elementUses[string.key]?.uses.append(element)
                }
            }
            for key in elementOrder {
                guard let use = elementUses[key], entries[key] == nil else { continue }
                let comment = CatalogueComment.element(use.piece, string: use.string, kind: kind.kind, uses: use.uses)
                entries[key] = StringCatalogEntry(comment: comment, value: use.string.catalogValue)
            }
            var announcementUses: [String: (string: CatalogueString, uses: [SpokenAnnouncement])] = [:]
            var announcementOrder: [String] = []
            for announcement in kind.announcements {
                let key = announcement.text.key
                if announcementUses[key] == nil {
                    announcementUses[key] = (announcement.text, [])
                    announcementOrder.append(key)
                }
                announcementUses[key]?.uses.append(announcement)
            }
            for key in announcementOrder {
                guard let use = announcementUses[key], entries[key] == nil else { continue }
                let comment = CatalogueComment.announcement(string: use.string, kind: kind.kind, uses: use.uses)
                entries[key] = StringCatalogEntry(comment: comment, value: use.string.catalogValue)
            }
        }
        return StringCatalog(strings: entries)
    }

    /// The catalog as `.xcstrings` JSON, keys sorted, ending in a newline.
    public static func render(_ strings: SpokenStrings) throws -> String {
        try CatalogueJSON.encode(catalog(for: strings))
    }
}
