import PrimerAppInfo
import PrimerModel
import PrimerSyntax

/// Each purpose string the request needs is localized for every language the app ships: a language
/// without it shows the Info.plist's own text (in the development region's language) in the alert.
package struct PurposeStringLocalizedCheck: Rule {
    package init() {}

    package let rule = RuleDefinition(
        id: "purpose-string-localized", title: "Purpose string localized", category: .privacy, severity: .warning,
        references: [.platform("Apple, Information Property List Key Reference, Localizing Property List Values: "
                               + "a key a language's InfoPlist.strings lacks shows the Info.plist's value",
                               url: "https://developer.apple.com/library/archive/documentation/General/Reference/"
                                   + "InfoPlistKeyReference/Articles/AboutInformationPropertyListFiles.html")],
        explanation: "iOS shows the purpose string in the permission alert in the person's language when the app's "
            + "InfoPlist.strings (or InfoPlist.xcstrings) for that language has it; otherwise the alert shows the "
            + "Info.plist's own text, usually in the development region's language, and VoiceOver reads the reason "
            + "for the request in another language than the rest of the alert. Localize each purpose string for "
            + "every language the app ships.")

    package func evaluate(_ subject: AuditSubject) -> RuleEvaluation {
        let keys = subject.facts.purposeStrings.map(\.key)
        guard !keys.isEmpty else { return .notApplicable(.noPurposeString) }
        let language = subject.model.language
        guard let strings = language.strings else { return .notApplicable(.noTranslations) }
        let shipped = strings.translatedLanguages
        guard !shipped.isEmpty else { return .notApplicable(.oneLanguage) }
        let infoPlist = language.infoPlistStrings
        return .checked(keys.compactMap { key in
            let missing = shipped.filter { tag in
                guard let table = infoPlist, case .success(let lookup) = table.lookup(key, locale: tag) else { return true }
                return !lookup.found
            }
            guard !missing.isEmpty else { return nil }
            return finding(in: subject, message: .notLocalized(key, missing: missing), fields: ["strings", "locale"])
        })
    }
}

extension Finding.Message {
    fileprivate static func notLocalized(_ key: String, missing: [String]) -> Self {
        Self("\(key) is not localized for \(missing.joined(separator: ", ")), which the app ships: the alert shows the "
             + "Info.plist's own text there; expected \(key) in each language's InfoPlist.strings or InfoPlist.xcstrings")
    }

    fileprivate static let noPurposeString: Self = "the request needs no purpose string"
    fileprivate static let noTranslations: Self = "the spec names no app translations: the languages the app ships are not known"
    fileprivate static let oneLanguage: Self = "the app ships its source language only"
}
