import PrimerAccessibility
import PrimerSyntax

extension HeaderField {
    /// `strict-words`: every word the model assumes (a `model-assumption` finding: VoiceOver's or
    /// iOS's words no public source gives) is an error rather than a warning.
    package static let strictWords = HeaderField(
        "strict-words", help: "Every assumed word (model-assumption: VoiceOver's or the system alert's words no public "
            + "source gives) is an error, not a warning.")
}

extension SpecLanguage {
    /// The command-line twin of `strict-words`, for `voiceover`.
    package static let strictWordsOption = "--strict-words"

    /// The block's findings, with every `model-assumption` warning an error when the header gives
    /// `strict-words`: a team that needs certainty states the words (`alert-title`, `alert-buttons`,
    /// `symbol-reading`) or picks a language whose words are on record.
    package static func applyingStrictWords(_ findings: [Finding], in file: SpecFile) -> [Finding] {
        guard file.directive(.strictWords) != nil else { return findings }
        return findings.map { finding in
            guard finding.severity == .warning, finding.rule == Checker.assumptionRule.id else { return finding }
            var strict = finding
            strict.severity = .error
            strict.message += " (an error under strict-words)"
            return strict
        }
    }

    /// The warnings about VoiceOver's words themselves in a locale: the `model-assumption` warning
    /// for words no public source gives, and a note when a region reads its language's table.
    static func wordFindings(_ words: VoiceOverWords, locale: VoiceOverLocale, at range: SourceRange,
                             offendingText: String?) -> [Finding] {
        var findings: [Finding] = []
        if let note = words.assumptionNote(for: locale) {
            findings.append(Finding(severity: .warning, range: range, message: note, offendingText: offendingText,
                                    expected: "VoiceOver's words on record for the language, or accept model-assumption",
                                    rule: Checker.assumptionRule.id))
        }
        if let note = words.regionNote(for: locale) {
            findings.append(Finding(severity: .note, range: range, message: note, offendingText: offendingText))
        }
        return findings
    }
}
