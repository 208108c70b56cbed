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
/// - The sample alert's title, message and buttons are iOS's, in the language's words where a public
///   source records them (Docs/Sources.md); a word not on record stays English, and the words not on
///   record make a `model-assumption` warning at the `locale` field.
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
        model.setContent(content, wording: wording)
        model.language = language
        model.spokenTexts = localizer.texts
        var findings = localizer.findings
        if !language.isEnglish, let note = localizeSampleAlert(&model, in: language), !statesAlert {
            findings.append(Finding(severity: .warning, range: language.localeOrigin ?? language.fallback,
                                    message: note + "; give alert-title and alert-buttons to state them",
                                    offendingText: language.tag,
                                    expected: "alert words on record, or alert-title and alert-buttons",
                                    rule: Checker.assumptionRule.id))
        }
        return findings
    }

    /// Puts iOS's words in `language` into the sample alert (``SystemAlert/localized(for:appName:purposeString:iOS:language:)``),
    /// keeping every word the spec states itself (any that differs from iOS's English word), and
    /// returns the note on the words that are not on record, or nil when all are.
    static func localizeSampleAlert(_ model: inout PermissionPrimerModel, in language: SpecLanguage) -> String? {
        let shown = model.content.sampleAlert
        let english = SystemAlert.english(for: model.kind, appName: model.appName, purposeString: shown.message,
                                          iOS: model.iOS)
        let localized = SystemAlert.localized(for: model.kind, appName: model.appName, purposeString: shown.message,
                                              iOS: model.iOS, language: language.tag)
        var alert = shown
        if shown.title == english.title { alert.title = localized.alert.title }
        if shown.message == english.message { alert.message = localized.alert.message }
        if shown.buttons == english.buttons { alert.buttons = localized.alert.buttons }
        model.content.sampleAlert = alert
        return localized.note(kind: model.kind, iOS: model.iOS)
    }
}
