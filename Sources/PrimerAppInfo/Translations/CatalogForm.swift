import PrimerSyntax

/// One language's value of one String Catalog key: a string, a value that varies (by plural
/// category or by device), or a value PrimerSpec refuses to read, with the located reason.
package indirect enum CatalogForm: Hashable, Sendable {
    /// One string (a `stringUnit`), with its state when the catalog gives one.
    case text(LocatedValue, state: TranslationState?)
    /// `variations.plural`: a form per CLDR plural category (`zero`, `one`, `two`, `few`, `many`, `other`).
    case plural([String: CatalogForm], at: SourceLocation)
    /// `variations.device`: a form per device (`iphone`, `ipad`, `mac`, `other`, …).
    case device([String: CatalogForm], at: SourceLocation)
    /// A value PrimerSpec does not read (substitutions, an unknown variation, a malformed case), and why.
    case refused(Finding)

    /// The plural categories a catalog may name (Unicode CLDR, "Language Plural Rules").
    package static let pluralCategories: Set<String> = ["zero", "one", "two", "few", "many", "other"]
    /// The devices a catalog may name (Apple, "Localizing and varying text with a string catalog";
    /// the `.stringsdict` `NSStringDeviceSpecificRuleType` keys).
    package static let devices: Set<String> = ["iphone", "ipad", "ipod", "mac", "applewatch", "appletv", "applevision", "other"]

    /// The form an iPhone shows, as iOS chooses a device variation: `iphone`, else `other`; a plural
    /// inside is kept for the caller to refuse. Nil when the device variation has neither case.
    package var onIPhone: CatalogForm? {
        guard case .device(let cases, _) = self else { return self }
        return (cases["iphone"] ?? cases["other"])?.onIPhone
    }
}
