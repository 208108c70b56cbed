import PrimerAccessibility
import PrimerModel
import PrimerSyntax

/// Nothing before the tracking prompt offers a reward or imitates the alert.
package struct TrackingPrimerCheck: Rule {
    package init() {}

    /// Words that offer something for allowing tracking.
    package static let rewardWords = ["free", "reward", "rewards", "bonus", "discount", "coins", "gift", "unlock",
                                     "earn", "points", "prize", "credit"]

    package let rule = RuleDefinition(
        id: "tracking-primer", title: "Tracking primer", category: .privacy, severity: .error,
        references: [.platform("App Review Guidelines 5.1.2(i); Apple Human Interface Guidelines, Privacy, "
                               + "Tracking requests",
                               url: RuleReference.appReviewDataUse)],
        explanation: "Before the App Tracking Transparency prompt, a screen may explain but not incentivise: "
            + "no reward for allowing, no picture of the alert, nothing that looks like the request itself.")

    package func evaluate(_ subject: AuditSubject) -> RuleEvaluation {
        guard subject.facts.primesTracking else { return .notApplicable(.noTracking) }
        var findings: [Finding] = []
        if subject.facts.showsAlertPicture {
            findings.append(finding(in: subject, message: .alertPicture, fields: ["primer", "type"]))
        }
        for state in subject.facts.askingStates {
            for element in subject.model.tree(state: state, environment: .standard).elements {
                let words = Set(element.label.lowercased().split { !$0.isLetter }.map(String.init))
                guard let word = Self.rewardWords.first(where: words.contains) else { continue }
                findings.append(finding(in: subject,
                    part: element.id, state: state,
                    message: .incentive(word, in: element),
                    section: .voiceover(state: state, environment: .standard)))
            }
        }
        return .checked(findings)
    }
}

extension Finding.Message {
    fileprivate static let alertPicture: Self = "the screen draws a picture of the tracking alert; needs none"

    fileprivate static func incentive(_ word: String, in element: AccessibilityElement) -> Self {
        "\(element.id) offers \"\(word)\" (\"\(element.label)\"); needs no incentive to allow tracking"
    }

    fileprivate static let noTracking: Self = "the block does not prime tracking"
}
