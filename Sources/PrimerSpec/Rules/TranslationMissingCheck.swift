import PrimerModel
import PrimerSyntax

/// Every text the app looks up has a translation in the spec's locale: one that has none reads the
/// source language (iOS shows the key, the source text), and VoiceOver reads it in that language.
package struct TranslationMissingCheck: Rule {
    package init() {}

    package let rule = RuleDefinition(
        id: "translation-missing", title: "Translation missing", category: .text, severity: .warning,
        references: [.platform("Apple, CFBundleCopyLocalizedStringForLocalizations: a key with no value shows the key; "
                               + "Technical Q&A QA1828: how iOS chooses the app's language",
                               url: "https://developer.apple.com/library/archive/qa/qa1828/_index.html")],
        explanation: "A LocalizedStringResource or Text(\"literal\") is looked up by its source text in the app's "
            + "translations for the person's language. When the app has no value for it in that language (or does "
            + "not ship the language), iOS shows the source text, and VoiceOver reads it in the source language in "
            + "the middle of the person's own. Add the translation to the String Catalog, or accept the warning "
            + "with the reason.")

    package func evaluate(_ subject: AuditSubject) -> RuleEvaluation {
        let language = subject.model.language
        guard language.isGiven else { return .notApplicable(.noLocale) }
        let texts = subject.model.spokenTexts.filter { $0.kind == .localized }
        guard !texts.isEmpty else { return .notApplicable(.nothingLookedUp) }
        return .checked(TranslationFindings.byPart(TranslationFindings.fellBack(texts, in: language)).map { texts in
            finding(in: subject, part: texts[0].part, message: .fellBack(texts, language: language),
                    fields: ["strings", "locale"])
        })
    }
}

/// The check's side of ``TranslationMissingCheck``: the warnings a block adds to its header's
/// diagnostics, located at the `strings` (else `locale`) field, so `check` reports them as it
/// reports other header warnings and `accept translation-missing PART "why"` accepts them.
package enum TranslationFindings {
    /// The looked-up texts VoiceOver reads in another language than the locale's: each the app's
    /// translations lack (`fellBack`), or every looked-up text when the spec names no translations
    /// in a locale other than English (iOS then shows each source text).
    package static func fellBack(_ texts: [SpokenTextSource], in language: SpecLanguage) -> [SpokenTextSource] {
        var seen = Set<String>()
        return texts.filter { text in
            guard text.kind == .localized, !text.source.isEmpty else { return false }
            let fellBack = text.lookup?.fellBack
                ?? (language.strings == nil && language.stringsOrigin == nil && !language.isEnglish)
            return fellBack && seen.insert("\(text.part)\u{1F}\(text.source)").inserted
        }
    }

    /// The texts grouped by part, parts in the order first seen.
    static func byPart(_ texts: [SpokenTextSource]) -> [[SpokenTextSource]] {
        var groups: [[SpokenTextSource]] = []
        for text in texts {
            if let index = groups.firstIndex(where: { $0[0].part == text.part }) {
                groups[index].append(text)
            } else {
                groups.append([text])
            }
        }
        return groups
    }

    /// A warning for each part with texts ``fellBack(_:in:)`` gives, at the language's header field.
    package static func missing(_ texts: [SpokenTextSource], in language: SpecLanguage) -> [Finding] {
        guard language.isGiven else { return [] }
        let rule = TranslationMissingCheck().rule
        return byPart(fellBack(texts, in: language)).map { texts in
            Finding(severity: rule.severity, range: language.findingRange,
                    message: Finding.Message.fellBack(texts, language: language).text,
                    offendingText: StringLiteral.quoted(TextExcerpt.shown(texts[0].source)),
                    expected: "a value in \(language.tag) in the app's String Catalog", rule: rule.id,
                    subject: FindingSubject(part: texts[0].part))
        }
    }
}

extension Finding.Message {
    fileprivate static func fellBack(_ texts: [SpokenTextSource], language: SpecLanguage) -> Self {
        let named = texts.enumerated().map { index, text in
            "\(index == 0 ? text.name : text.field) \(StringLiteral.quoted(TextExcerpt.shown(text.source)))"
        }
        let why = texts.first?.lookup.map { lookup in
            lookup.match == .developmentRegion
                ? "the app has no \(language.tag) localization, so it runs in \(lookup.appLanguage)"
                : "no value in \(lookup.appLanguage), so iOS shows the source text"
        } ?? "no translations are given (\(language.stringsField)), so iOS shows the source text"
        let verb = texts.count == 1 ? "has" : "have"
        return Self("\(named.joined(separator: " and ")) \(verb) no translation in \(language.tag) "
                    + "(\(why)): VoiceOver reads the source language; expected a value in \(language.tag) in the app's "
                    + "String Catalog")
    }

    fileprivate static let noLocale: Self = "the spec names no locale: its texts are read in the source language"
    fileprivate static let nothingLookedUp: Self = "the block looks none of its texts up"
}
