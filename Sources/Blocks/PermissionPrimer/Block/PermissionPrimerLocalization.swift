import PrimerAccessibility
import PrimerModel
import PrimerMotion
import PrimerSpec
import PrimerSyntax

/// The permission primer's texts in a spec's language, looked up as the design's code is taken to
/// look them up (Docs/Localization.md, "The PermissionPrimer block"):
///
/// - `Content`'s texts (title, reason, benefits, Continue, the granted, limited and denied words) are
///   values an app passes in: `Content.standard(for:appName:)` builds them at run time around the
///   app's name, so they are shown as given, never looked up by the block. A spec states them in
///   its own language (a **choice**: the design's code is not published beyond its notes).
/// - The words the design fixes in its view (Not now, Done, Open Settings) and its VoiceOver words
///   ("Waiting for your answer", the sample alert's lead "Next, iOS asks:", "Buttons:"/"Button:")
///   are taken to be `Text` and `accessibilityLabel` literals, `LocalizedStringKey`s: each is looked
///   up by its English source text (a **choice**, for the same reason).
/// - The sample alert's title and buttons are iOS's; their words outside English are not on record
///   here, so they stay English with a `model-assumption` warning at the `locale` field.
enum PermissionPrimerLocalization {
    /// The model with its fixed words looked up in `language`, and the findings: lookups that cannot
    /// give one string, `translation-missing` warnings, and the alert words' assumption.
    /// `statesAlert`: the spec gives the alert's title and buttons itself, so no words are assumed.
    static func apply(_ language: SpecLanguage, to model: inout PermissionPrimerModel, statesAlert: Bool = false) -> [Finding] {
        var localizer = TextLocalizer(language: language)
        var content = model.content
        content.notNowTitle = localizer.localized(content.notNowTitle, part: .notNow, field: "title")
        content.doneTitle = localizer.localized(content.doneTitle, part: .done, field: "title")
        content.openSettingsTitle = localizer.localized(content.openSettingsTitle, part: .openSettings, field: "title")
        var wording = SpokenWording.english
        wording.waitingForAnswer = localizer.localized(wording.waitingForAnswer, part: .continueButton,
                                                       field: "label while the alert is up")
        wording.sampleAlertLead = localizer.localized(wording.sampleAlertLead, part: .sampleAlert, field: "lead")
        wording.buttonsLead = localizer.localized(wording.buttonsLead, part: .sampleAlert, field: "buttons lead")
        wording.buttonLead = localizer.localized(wording.buttonLead, part: .sampleAlert, field: "button lead")
        model.content = content
        model.wording = wording
        model.language = language
        model.spokenTexts = localizer.texts
        var findings = localizer.findings
        if !statesAlert, let note = alertWordsNote(language, kind: model.kind) {
            findings.append(Finding(severity: .warning, range: language.localeOrigin ?? language.fallback,
                                    message: note + "; give alert-title and alert-buttons to state them",
                                    offendingText: language.tag,
                                    expected: "alert words on record, or alert-title and alert-buttons",
                                    rule: Checker.assumptionRule.id))
        }
        return findings
    }

    /// The note that the system alert's words are not on record in the language; nil in English.
    static func alertWordsNote(_ language: SpecLanguage, kind: PrimerKind) -> String? {
        guard !language.isEnglish else { return nil }
        return "the \(kind) alert's title and buttons in \(language.tag) are not on record: the sample alert keeps "
            + "iOS's English words"
    }
}
