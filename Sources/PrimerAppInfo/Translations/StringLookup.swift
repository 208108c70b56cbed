import PrimerSyntax

/// What iOS shows for one key in one locale, and how it got there: the app language chosen, whether
/// the app's tables hold a value for it, and whether VoiceOver ends up reading another language.
public struct StringLookup: Hashable, Sendable {
    /// How iOS chose the language the app runs in (Apple, Technical Q&A QA1828).
    public enum Match: String, Hashable, Sendable {
        /// The app has the locale's own localization (`de-AT` for `de-AT`).
        case locale
        /// The app has the locale's language without its region or script (`de` for `de-AT`).
        case language
        /// The app has neither, so iOS runs it in its development region.
        case developmentRegion = "development-region"
    }

    /// The key looked up: the source text of a `LocalizedStringResource` or `Text("literal")`.
    public var key: String
    /// The locale asked for, as given.
    public var locale: String
    /// What iOS shows (and VoiceOver reads).
    public var text: String
    /// The language the app runs in for that locale (lowercase, `-` between subtags).
    public var appLanguage: String
    /// How that language was chosen.
    public var match: Match
    /// Whether the app's tables hold a value for the key in ``appLanguage`` (otherwise iOS shows the key).
    public var found: Bool
    /// Whether VoiceOver reads another language than the locale's: the app runs in its development
    /// region, or the key has no value and its source text is in another language.
    public var fellBack: Bool
    /// The catalog's state for the value (`stale` when the key's `extractionState` is); nil for a
    /// strings file, which records none, and for the source text.
    public var state: TranslationState?
    /// Where the value is written; nil for the source text.
    public var location: SourceLocation?
    /// Why this text, in a sentence for reports.
    public var reason: String
}
