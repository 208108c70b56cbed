import PrimerAccessibility
import PrimerAppInfo
import PrimerModel
import PrimerSyntax

/// The language a spec is generated and checked in: its locale (`locale LANG`, `--locale LANG`),
/// VoiceOver's own words in that language, and the app's translations (`strings "PATH"`) its
/// texts are looked up in.
///
/// Every block builds one from its header or options and keeps it on its model
/// (``BlockModel/language``), so the section generator, the app-dump comparison and the reports
/// read the same words. English without translations is ``english``, what every spec without
/// `locale` reads.
public struct SpecLanguage: Sendable {
    /// The locale, a parsed BCP 47 tag.
    public var locale: VoiceOverLocale
    /// VoiceOver's trait words and separators in the locale's language.
    public var words: VoiceOverWords
    /// Whether the spec or command line named the locale (rather than taking the default).
    public var isGiven: Bool
    /// The `locale` field's value in the spec; nil on the command line or when not given.
    public var localeOrigin: SourceRange?
    /// The app's translations, when the spec names them.
    package var strings: AppStrings?
    /// The app's localized Info.plist values (`InfoPlist.xcstrings`, `LANG.lproj/InfoPlist.strings`)
    /// found beside its translations, for the audit's `purpose-string-localized`; nil when not read.
    package var infoPlistStrings: AppStrings?
    /// The `strings` field's path in the spec; nil on the command line or when not given.
    public var stringsOrigin: SourceRange?
    /// Where a finding about the language as a whole is located: the `strings` field, else the
    /// `locale` field, else the spec's first line.
    public var fallback: SourceRange

    /// Creates a language.
    package init(locale: VoiceOverLocale, words: VoiceOverWords, isGiven: Bool = true, localeOrigin: SourceRange? = nil,
                strings: AppStrings? = nil, stringsOrigin: SourceRange? = nil,
                fallback: SourceRange = SourceRange(at: AppInfoSources.commandLine)) {
        self.locale = locale
        self.words = words
        self.isGiven = isGiven
        self.localeOrigin = localeOrigin
        self.strings = strings
        self.stringsOrigin = stringsOrigin
        self.fallback = fallback
    }

    /// English, with VoiceOver's English words and no translations: every spec without `locale`.
    public static let english = SpecLanguage(locale: .english, words: .english, isGiven: false)

    /// The tag: `de`, `es-419`.
    public var tag: String { locale.tag }

    /// Whether VoiceOver's words are English: outputs then do not name the locale, so English
    /// output stays what it always was.
    public var isEnglish: Bool { words.language == VoiceOverWords.english.language }

    /// Where a translation finding is located: the `strings` field, else `locale`, else ``fallback``.
    public var findingRange: SourceRange { stringsOrigin ?? localeOrigin ?? fallback }

    /// How a person names the app's translations where this language was given: the spec's
    /// `strings "PATH"` field, or the command line's `--strings PATH`.
    public var stringsField: String {
        ValueOrigin.isCommandLine(fallback.lowerBound) ? "--strings PATH" : "the spec's strings \"PATH\""
    }

    /// The languages with a table of VoiceOver's words, for help texts: `de, en, es, ru`.
    public static var supported: String { VoiceOverWords.languages.joined(separator: ", ") }

    /// The English names of the languages with a table of VoiceOver's words.
    static let languageNames = ["de": "German", "en": "English", "es": "Spanish", "ru": "Russian"]

    /// How outputs name the language: `de (VoiceOver's words in German)`, and the translations when named.
    public var heading: String {
        let name = Self.languageNames[words.language] ?? words.language
        return "\(tag) (VoiceOver's words in \(name)" + (strings == nil ? ")" : "; the app's translations looked up)")
    }
}
