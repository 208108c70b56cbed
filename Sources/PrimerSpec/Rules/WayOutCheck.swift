import PrimerModel
import PrimerSyntax

/// Every exit the block offers leaves it.
package struct WayOutCheck: Rule {
    package init() {}

    package let rule = RuleDefinition(
        id: "a-way-out", title: "A way out", category: .privacy, severity: .error,
        references: [.platform("Platform practice; App Review Guidelines 5.1.1(iv): respect the person's choice",
                               url: RuleReference.appReviewDataCollection)],
        explanation: "A button that says the person does not want to go on (\"Not Now\", \"Skip\") must leave "
            + "the screen. One that brings the same screen back ignores the choice and traps the person.")

    package func evaluate(_ subject: AuditSubject) -> RuleEvaluation {
        let exits = subject.facts.exits.filter { subject.model.transitions.contains($0.transition) }
        guard !exits.isEmpty else { return .notApplicable(.noExits) }
        return .checked(exits.filter { !$0.leaves }.map { exit in
            finding(in: subject, part: exit.part, state: exit.transition.from, transition: exit.transition,
                             message: .noWayOut(exit.part, exit.transition),
                             section: .motion(exit.transition, environment: .standard))
        })
    }
}

extension Finding.Message {
    fileprivate static func noWayOut(_ part: PartID, _ transition: TransitionName) -> Self {
        "\(part) (\(transition)) brings the same screen back; needs to leave it"
    }

    fileprivate static let noExits: Self = "the block offers no way out besides the request"
}
