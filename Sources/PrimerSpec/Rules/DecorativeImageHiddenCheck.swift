import PrimerAccessibility
import PrimerModel
import PrimerMotion
import PrimerSyntax

/// A symbol that only decorates is hidden from VoiceOver.
package struct DecorativeImageHiddenCheck: Rule {
    package init() {}

    package let rule = RuleDefinition(
        id: "decorative-image-hidden", title: "Decorative image hidden", category: .voiceover, severity: .error,
        references: [.nonTextContent],
        explanation: "A primer's symbols illustrate what the words already say. Left visible to VoiceOver, an "
            + "SF Symbol reads its name (\"bell badge fill. Image.\"), which adds noise and no meaning. Hide it "
            + "(`accessibilityHidden(true)`); an image that carries meaning of its own needs a real label instead.")

    package func evaluate(_ subject: AuditSubject) -> RuleEvaluation {
        var seen: Set<PartID> = []
        var findings: [Finding] = []
        for state in subject.states {
            for element in subject.model.tree(state: state, environment: .standard).elements
            where element.traits.contains(.image) && seen.insert(element.id).inserted {
                findings.append(finding(in: subject,
                    part: element.id, state: state,
                    message: .symbolRead(element),
                    section: .voiceover(state: state, environment: .standard)))
            }
        }
        return .checked(findings)
    }
}

extension Finding.Message {
    fileprivate static func symbolRead(_ element: AccessibilityElement) -> Self {
        "VoiceOver reads the symbol \(element.id) as \"\(element.voiceOverText)\"; a decorative image needs to be hidden"
    }
}
