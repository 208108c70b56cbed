import PrimerModel
import PrimerSyntax

/// The primer's own button does not answer the system's question for the person.
package struct PrimerWordingCheck: Rule {
    package init() {}

    /// Words that answer the system's question for the person, or read like its buttons.
    package static let answerWords = ["allow", "enable", "accept", "agree", "grant", "yes", "ok", "turn on"]

    package let rule = RuleDefinition(
        id: "primer-wording", title: "Primer wording", category: .privacy, severity: .error,
        references: [.platform("App Review Guidelines 5.1.1(iv); Apple Human Interface Guidelines, Privacy: "
                               + "title the pre-alert button Continue or Next, never Allow",
                               url: RuleReference.higPrivacy)],
        explanation: "The screen before the system alert must not answer for the person. A button reading "
            + "\"Allow …\" or \"Enable …\" words the answer for the person, and \"Allow\" has been rejected in review; "
            + "call it \"Continue\" or \"Next\".")

    package func evaluate(_ subject: AuditSubject) -> RuleEvaluation {
        guard let button = subject.facts.primaryButton else {
            return .notApplicable(.noPrimaryButton)
        }
        var findings: [Finding] = []
        for state in subject.facts.askingStates {
            guard let element = subject.model.tree(state: state, environment: .standard).element(button) else {
                continue
            }
            // The label's words, punctuation dropped: "Allow!", "OK." and "Turn on" all count.
            let words = element.label.lowercased().split { !$0.isLetter }.joined(separator: " ")
            guard let word = Self.answerWords.first(where: { words == $0 || words.hasPrefix($0 + " ") }) else {
                continue
            }
            findings.append(finding(in: subject,
                part: button, state: state,
                message: .answerWord(word, button: button, label: element.label),
                section: .voiceover(state: state, environment: .standard)))
            break
        }
        return .checked(findings)
    }
}

extension Finding.Message {
    fileprivate static func answerWord(_ word: String, button: PartID, label: String) -> Self {
        Self("\(button) reads \"\(label)\", which starts with \"\(word)\": before the "
            + "system's question a button must not word the answer for the person (App Review 5.1.1(iv)); "
            + "expected \"Continue\" or \"Next\", as Apple's Human Interface Guidelines title it")
    }

    fileprivate static let noPrimaryButton: Self = "the block names no button that leads to the system's question"
}
