import PrimerAccessibility
import PrimerAppDump
import PrimerModel
import PrimerSyntax

/// Every element VoiceOver reaches reads something.
package struct ElementHasLabelCheck: Rule {
    package init() {}

    package let rule = RuleDefinition(
        id: "element-has-label", title: "Element has a label", category: .voiceover, severity: .error,
        references: [.nameRoleValue],
        explanation: "Every element VoiceOver stops on must say what it is. An element with an empty label "
            + "reads only its traits (\"Button.\"), so a person cannot tell what it does. Give every text and "
            + "button words, and hide what only decorates.")

    package func evaluate(_ subject: AuditSubject) -> RuleEvaluation {
        var seen: Set<PartID> = []
        var findings: [Finding] = []
        for state in subject.states {
            let environment = PrimerEnvironment.standard
            for element in subject.model.tree(state: state, environment: environment).elements
            where !element.hasLabel && seen.insert(element.id).inserted {
                findings.append(finding(in: subject,
                    part: element.id, state: state,
                    message: .noLabel(element),
                    section: .voiceover(state: state, environment: environment)))
            }
        }
        return .checked(findings)
    }
}

extension Finding.Message {
    fileprivate static func noLabel(_ element: AccessibilityElement) -> Self {
        "\(element.id) has no label: VoiceOver says only \"\(element.voiceOverText)\""
    }
}
