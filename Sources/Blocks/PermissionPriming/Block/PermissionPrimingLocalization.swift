import PrimerAccessibility
import PrimerModel
import PrimerMotion
import PrimerSpec
import PrimerSyntax

/// The Permission Priming templates' texts in a spec's language, looked up as their code looks them up:
///
/// - `Text("Enable")`, `Text("Not Now")`, `Text("Open Settings")`, the denied view's
///   `Text("You previously denied …")` and `ProgressView("Checking permissions...")` are
///   `LocalizedStringKey` literals: each is looked up by its source text.
/// - The priming view's title and description are `String` properties (`PermissionType.title`,
///   `benefitDescription`, or the `customTitle`/`customDescription` strings), passed to `Text` as
///   values: never looked up, so they read as written in every locale.
/// - The denied view's title is `Text("\(permissionType.title)")`: a literal whose only content is
///   an interpolation, so its key is `%@` and the type's English title shows through; modelled as
///   never looked up.
/// - The symbols' readings and the unlabelled progress view's reading are iOS's words; outside
///   English they are not on record here, so they stay English with a `model-assumption` warning.
enum PermissionPrimingLocalization {
    /// The model with its texts looked up in `language`, and the findings: lookups that cannot give
    /// one string, `translation-missing` warnings, and the iOS words' assumption.
    static func apply(_ language: SpecLanguage, to model: inout PermissionPrimingModel) -> [Finding] {
        var localizer = TextLocalizer(language: language)
        var content = model.content
        content.title = localizer.verbatim(content.title, part: PrimingPart.title, field: "title")
        content.description = localizer.verbatim(content.description, part: PrimingPart.description, field: "description")
        content.enableTitle = localizer.localized(content.enableTitle, part: PrimingPart.enable, field: "title")
        content.notNowTitle = localizer.localized(content.notNowTitle, part: PrimingPart.notNow, field: "title")
        content.deniedTitle = localizer.verbatim(content.deniedTitle, part: PrimingPart.deniedTitle, field: "title")
        content.deniedLine = localizer.localized(content.deniedLine, part: PrimingPart.deniedLine, field: "line")
        content.openSettingsTitle = localizer.localized(content.openSettingsTitle, part: PrimingPart.openSettings,
                                                        field: "title")
        content.checkingTitle = localizer.localized(content.checkingTitle, part: PrimingPart.checking, field: "label")
        model.content = content
        model.language = language
        model.spokenTexts = localizer.texts
        var findings = localizer.findings
        if !language.isEnglish {
            findings.append(Finding(
                severity: .warning, range: language.localeOrigin ?? language.fallback,
                message: "the symbols' readings, the unlabelled progress view's reading and the system prompt's words "
                    + "in \(language.tag) are iOS's and not on record: they stay English; give symbol-reading and "
                    + "progress-reading to state them",
                offendingText: language.tag, expected: "iOS's words on record, or symbol-reading and progress-reading",
                rule: Checker.assumptionRule.id))
        }
        return findings
    }
}
