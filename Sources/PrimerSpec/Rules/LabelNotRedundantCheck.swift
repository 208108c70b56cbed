import PrimerAccessibility
import PrimerModel
import PrimerMotion
import PrimerSyntax

/// A label does not repeat the trait VoiceOver already speaks ("Continue button. Button.").
package struct LabelNotRedundantCheck: Rule {
    package init() {}

    package let rule = RuleDefinition(
        id: "label-not-redundant", title: "Label not redundant with its trait", category: .voiceover,
        severity: .warning,
        references: [.platform("Platform practice: GTXiLib and Android's Accessibility Test Framework "
                               + "(redundant description checks)",
                               url: RuleReference.gtxiLib)],
        explanation: "VoiceOver adds \"Button.\" and \"Image.\" itself. A label that says \"button\", "
            + "\"image\" or \"icon\" makes VoiceOver say it twice; keep the label to what the element does.")

    /// The words a label must not hold, by the trait that already says them.
    static let words: [(AccessibilityTrait, [String])] = [
        (.button, ["button"]), (.image, ["image", "icon", "picture"]), (.header, ["heading"]),
    ]

    package func evaluate(_ subject: AuditSubject) -> RuleEvaluation {
        var seen: Set<PartID> = []
        var findings: [Finding] = []
        for state in subject.states {
            for element in subject.model.tree(state: state, environment: .standard).elements {
                let labelWords = Set(element.label.lowercased().split { !$0.isLetter }.map(String.init))
                for (trait, words) in Self.words where element.traits.contains(trait) {
                    guard let word = words.first(where: labelWords.contains), seen.insert(element.id).inserted
                    else { continue }
                    findings.append(finding(in: subject,
                        part: element.id, state: state,
                        message: .redundantWord(word, in: element),
                        section: .voiceover(state: state, environment: .standard)))
                }
            }
        }
        return .checked(findings)
    }
}

extension Finding.Message {
    fileprivate static func redundantWord(_ word: String, in element: AccessibilityElement) -> Self {
        "\(element.id)'s label \"\(element.label)\" says \"\(word)\", which VoiceOver already says: \"\(element.voiceOverText)\""
    }
}
