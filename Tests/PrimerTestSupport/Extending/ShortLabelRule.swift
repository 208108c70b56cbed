import PrimerAccessibility
import PrimerModel
@testable import PrimerSpec
import PrimerSyntax

/// An audit rule added the way Docs/Extending.md ("Adding an audit rule") says: one value with its
/// definition as data, what it looks at (``AuditSubject``), and its message beside it. It holds each
/// element VoiceOver reads to a label of at most ``limit`` characters, as a warning.
package struct ShortLabelRule: Rule {
    /// The longest label that passes, in characters.
    package var limit: Int

    package init(limit: Int) {
        self.limit = limit
    }

    package let rule = RuleDefinition(
        id: "short-label", title: "Labels are short", category: .voiceover, severity: .warning,
        references: [],
        explanation: "A label VoiceOver reads is a few words: the rest belongs in a hint or the screen's text. "
            + "(A rule written for the tests, to show how a rule is added; its limit is the tests' choice.)")

    package func evaluate(_ subject: AuditSubject) -> RuleEvaluation {
        var findings: [Finding] = []
        for state in subject.states {
            for element in subject.model.tree(state: state, environment: .standard).elements
            where element.label.count > limit {
                findings.append(finding(in: subject, part: element.id, state: state,
                                        message: .tooLong(element.label, limit: limit),
                                        section: .voiceover(state: state, environment: .standard)))
            }
        }
        return .checked(findings)
    }
}

extension Finding.Message {
    fileprivate static func tooLong(_ label: String, limit: Int) -> Self {
        "the label \"\(label)\" has \(label.count) characters; needs \(limit) or fewer"
    }
}
