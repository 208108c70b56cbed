import PrimerAccessibility
import PrimerModel
import PrimerSyntax

/// A pre-alert screen offers one button, leading to the system's question.
package struct OneWayOnCheck: Rule {
    package init() {}

    package let rule = RuleDefinition(
        id: "one-way-on", title: "One way on", category: .privacy, severity: .warning,
        references: [.platform("Apple Human Interface Guidelines, Privacy, Requesting permission: a custom screen "
                               + "before the alert has one button, and no way to close or cancel it",
                               url: RuleReference.higPrivacy)],
        explanation: "Apple asks that a screen shown before a permission alert offer only the button that "
            + "leads to the alert: no close, cancel or \"Not now\" (unless a legal consent needs one). A second "
            + "button lets the person leave without the system's question.")

    package func evaluate(_ subject: AuditSubject) -> RuleEvaluation {
        guard let primary = subject.facts.primaryButton, !subject.facts.askingStates.isEmpty else {
            return .notApplicable(.noAskingScreen)
        }
        var seen: Set<PartID> = []
        var findings: [Finding] = []
        for state in subject.facts.askingStates {
            let buttons = subject.model.tree(state: state, environment: .standard).elements
                .filter { $0.traits.contains(.button) && $0.id != primary && $0.isEnabled }
            for button in buttons where seen.insert(button.id).inserted {
                findings.append(finding(in: subject,
                    part: button.id, state: state,
                    message: .secondButton(button, beside: primary),
                    section: .voiceover(state: state, environment: .standard)))
            }
        }
        return .checked(findings)
    }
}

extension Finding.Message {
    fileprivate static func secondButton(_ button: AccessibilityElement, beside primary: PartID) -> Self {
        "the asking screen offers \"\(button.label)\" beside \(primary); needs one button"
    }

    fileprivate static let noAskingScreen: Self = "the block names no asking screen"
}
