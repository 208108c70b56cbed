import PrimerAppInfo
import PrimerModel
import PrimerSyntax

/// One text a block shows, and how its SwiftUI code gets it: looked up in the app's translations
/// by its source text (a `LocalizedStringResource`, a `Text("literal")`), or shown as written (a
/// `String` passed to `Text`, which is never looked up).
public struct SpokenTextSource: Hashable, Sendable {
    /// How the design's code passes the text to SwiftUI.
    public enum Kind: String, Hashable, Sendable {
        /// A `LocalizedStringResource` or a `LocalizedStringKey` literal: looked up by its source text.
        case localized
        /// A plain `String` value: shown verbatim in every language.
        case verbatim
    }

    /// The part that shows the text.
    public var part: PartID
    /// Which of the part's texts it is, for messages: `title`, `benefit title`.
    public var field: String
    /// The source text (the key, for a looked-up text).
    public var source: String
    /// What the block shows in the spec's language.
    public var shown: String
    /// How the code passes it.
    public var kind: Kind
    /// The lookup, for a localized text looked up in the app's translations; nil otherwise.
    package var lookup: StringLookup?

    /// How messages name the text: `title` when the field is the part's name, else `benefit.0's title`.
    public var name: String {
        field == part.description ? field : "\(part)'s \(field)"
    }

    /// Creates a record.
    package init(part: PartID, field: String, source: String, shown: String, kind: Kind, lookup: StringLookup? = nil) {
        self.part = part
        self.field = field
        self.source = source
        self.shown = shown
        self.kind = kind
        self.lookup = lookup
    }
}

/// Looks a block's texts up in a ``SpecLanguage`` as the design's code does, keeping a record of
/// each (``SpokenTextSource``) and the located errors of a lookup that cannot give one string.
public struct TextLocalizer: Sendable {
    /// The language.
    public var language: SpecLanguage
    /// Every text seen, in the order the block asked.
    public private(set) var texts: [SpokenTextSource] = []
    /// Lookups that cannot give one string (a plural variation, a `.stringsdict` entry), located in their files.
    public private(set) var errors: [Finding] = []

    /// Creates a localizer.
    public init(language: SpecLanguage) {
        self.language = language
    }

    /// A `LocalizedStringResource` or `Text("literal")`: the app's translation in the locale, else
    /// the source text (as iOS shows the key). Without translations named, the source text.
    public mutating func localized(_ source: String, part: PartID, field: String) -> String {
        guard !source.isEmpty, let strings = language.strings else {
            texts.append(SpokenTextSource(part: part, field: field, source: source, shown: source, kind: .localized))
            return source
        }
        switch strings.lookup(source, locale: language.tag) {
        case .success(let lookup):
            texts.append(SpokenTextSource(part: part, field: field, source: source, shown: lookup.text, kind: .localized,
                                          lookup: lookup))
            return lookup.text
        case .failure(let error):
            if !errors.contains(error) { errors.append(error) }
            texts.append(SpokenTextSource(part: part, field: field, source: source, shown: source, kind: .localized))
            return source
        }
    }

    /// A plain `String` passed to `Text`: shown as written, in every language.
    public mutating func verbatim(_ source: String, part: PartID, field: String) -> String {
        texts.append(SpokenTextSource(part: part, field: field, source: source, shown: source, kind: .verbatim))
        return source
    }

    /// The errors, then a `translation-missing` warning for each looked-up text VoiceOver reads in
    /// another language than the locale's (``TranslationFindings``).
    public var findings: [Finding] {
        errors + TranslationFindings.missing(texts, in: language)
    }
}
