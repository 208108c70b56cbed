import PrimerAccessibility
import PrimerModel
import PrimerMotion
import PrimerSyntax

/// The block's title is read as a heading, and it is the only heading.
package struct OneHeadingCheck: Rule {
    package init() {}

    package let rule = RuleDefinition(
        id: "one-heading", title: "One heading", category: .voiceover, severity: .error,
        references: [.infoAndRelationships, .headingsAndLabels],
        explanation: "The title is shown large and bold, so it is a heading: VoiceOver must read it as one "
            + "(`accessibilityAddTraits(.isHeader)`), so that a person can jump to it with the rotor and knows "
            + "where the screen starts. One heading per screen keeps that jump unambiguous.")

    package func evaluate(_ subject: AuditSubject) -> RuleEvaluation {
        let states = subject.facts.askingStates.isEmpty ? subject.states : subject.facts.askingStates
        var findings: [Finding] = []
        for state in states {
            let elements = subject.model.tree(state: state, environment: .standard).elements
            let headings = elements.filter { $0.traits.contains(.header) }
            let section = SectionTarget.voiceover(state: state, environment: .standard)
            if headings.isEmpty {
                let title = subject.facts.title.flatMap { id in elements.first { $0.id == id } }
                findings.append(finding(in: subject, part: title?.id, state: state, message: .noHeading(title: title),
                                        section: section))
            } else if headings.count > 1 {
                findings.append(finding(in: subject,
                    part: headings[1].id, state: state,
                    message: .headings(headings), section: section))
            }
        }
        return .checked(findings)
    }
}

extension Finding.Message {
    fileprivate static func noHeading(title: AccessibilityElement?) -> Self {
        let what = title.map { "the title \"\($0.label)\" reads as \"\($0.voiceOverText)\", without " } ?? "no element is read with "
        return Self(what + "\"Heading.\"; needs one heading")
    }

    fileprivate static func headings(_ headings: [AccessibilityElement]) -> Self {
        "\(headings.count) headings (\(headings.map(\.id.description).joined(separator: ", "))); needs one"
    }
}
