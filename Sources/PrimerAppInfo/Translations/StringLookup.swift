import PrimerSyntax

/// What iOS shows for one key in one locale, and how it got there: the app language chosen, whether
/// the app's tables hold a value for it, and whether VoiceOver ends up reading another language.
package struct StringLookup: Hashable, Sendable {
    /// How iOS chose the language the app runs in (Apple, Technical Q&A QA1828).
    package enum Match: String, Hashable, Sendable {
        /// The app has the locale's own localization (`de-AT` for `de-AT`).
        case locale
        /// The app has the locale's language without its region or script (`de` for `de-AT`).
        case language
        /// The app has neither, so iOS runs it in its development region.
        case developmentRegion = "development-region"
    }

    /// The key looked up: the source text of a `LocalizedStringResource` or `Text("literal")`.
    package var key: String
    /// The locale asked for, as given.
    package var locale: String
    /// What iOS shows (and VoiceOver reads).
    package var text: String
    /// The language the app runs in for that locale (lowercase, `-` between subtags).
    package var appLanguage: String
    /// How that language was chosen.
    package var match: Match
    /// Whether the app's tables hold a value for the key in ``appLanguage`` (otherwise iOS shows the key).
    package var found: Bool
    /// Whether VoiceOver reads another language than the locale's: the app runs in its development
    /// region, or the key has no value and its source text is in another language.
    package var fellBack: Bool
    /// The catalog's state for the value (`stale` when the key's `extractionState` is); nil for a
    /// strings file, which records none, and for the source text.
    package var state: TranslationState?
    /// Where the value is written; nil for the source text.
    package var location: SourceLocation?
    /// Why this text, in a sentence for reports.
    package var reason: String
}
