import PrimerModel
import PrimerSyntax

/// No text the block shows is a plain `String` the code never looks up, in a spec read in another
/// language than the source text's: VoiceOver reads such a text in the source language in every locale.
package struct TextNeverLocalizedCheck: Rule {
    package init() {}

    package let rule = RuleDefinition(
        id: "text-never-localized", title: "Text the app never localizes", category: .text, severity: .warning,
        references: [.platform("Apple's documentation of Text: init(_:) with a StringProtocol value shows the string "
                               + "verbatim, without looking it up; a LocalizedStringKey literal is looked up",
                               url: "https://developer.apple.com/documentation/swiftui/text")],
        explanation: "A String property passed to Text is shown as it is in every language: no String Catalog "
            + "can translate it, so VoiceOver reads it in the language it was written in. The Permission Priming "
            + "templates' titles and descriptions are such properties. Pass a LocalizedStringResource (or "
            + "String(localized:)) instead.")

    package func evaluate(_ subject: AuditSubject) -> RuleEvaluation {
        let language = subject.model.language
        let verbatim = subject.model.spokenTexts.filter { $0.kind == .verbatim && !$0.source.isEmpty }
        guard !verbatim.isEmpty else { return .notApplicable(.allLookedUp) }
        guard language.isGiven, !language.isEnglish else { return .notApplicable(.sourceLanguage) }
        var seen = Set<String>()
        return .checked(verbatim.filter { seen.insert("\($0.part)\u{1F}\($0.source)").inserted }.map { text in
            finding(in: subject, part: text.part, message: .neverLocalized(text, language: language),
                    fields: ["locale"])
        })
    }
}

extension Finding.Message {
    fileprivate static func neverLocalized(_ text: SpokenTextSource, language: SpecLanguage) -> Self {
        Self("\(text.name) \(StringLiteral.quoted(TextExcerpt.shown(text.source))) is a String the code "
             + "shows verbatim: VoiceOver reads it as written in \(language.tag) and every other locale; expected a "
             + "LocalizedStringResource or String(localized:)")
    }

    fileprivate static let allLookedUp: Self = "every text the block shows is looked up in the app's translations"
    fileprivate static let sourceLanguage: Self = "the spec is read in English, the language the texts are written in"
}
