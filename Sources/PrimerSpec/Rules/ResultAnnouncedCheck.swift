import PrimerAccessibility
import PrimerModel
import PrimerSyntax

/// A change of state that the person must learn of posts an announcement.
package struct ResultAnnouncedCheck: Rule {
    package init() {}

    package let rule = RuleDefinition(
        id: "result-announced", title: "Result announced", category: .voiceover, severity: .error,
        references: [.statusMessages],
        explanation: "When the answer comes back (granted, denied, an error), the screen changes where the "
            + "VoiceOver cursor may not be. Post an announcement (`AccessibilityNotification.Announcement`) so "
            + "that the person hears the result without hunting for it.")

    package func evaluate(_ subject: AuditSubject) -> RuleEvaluation {
        let transitions = subject.facts.resultTransitions.filter(subject.model.transitions.contains)
        guard !transitions.isEmpty else {
            return .notApplicable(.noResult)
        }
        return .checked(transitions.compactMap { transition in
            guard subject.model.announcements(for: transition).isEmpty else { return nil }
            return finding(in: subject, state: transition.to, transition: transition,
                                    message: .unannounced(transition),
                                    section: .announce(transition))
        })
    }
}

extension Finding.Message {
    fileprivate static func unannounced(_ transition: TransitionName) -> Self {
        "\(transition) changes what the screen says and announces nothing; needs an announcement"
    }

    fileprivate static let noResult: Self = "the block shows no result of its own (it does not learn the answer)"
}
