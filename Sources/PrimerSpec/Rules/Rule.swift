import PrimerModel
import PrimerSyntax

/// A rule, the one shape of every check PrimerSpec makes: what it is, as data (``rule``: its id,
/// title, severity, references, explanation), and what it finds in what it looks at: a section of a
/// spec for the checker (``SectionContext``), a block for the audit (``AuditSubject``). Each rule
/// declares its messages beside it, as ``Finding/Message`` members in its own file, and stamps its
/// findings with its id.
package protocol Rule<Subject>: Sendable {
    /// What the rule looks at.
    associatedtype Subject
    /// The rule, as data.
    var rule: RuleDefinition { get }
    /// What the rule sees: not applicable (with why), or every finding (none: pass).
    func evaluate(_ subject: Subject) -> RuleEvaluation
}

/// What a rule found.
package enum RuleEvaluation: Hashable, Sendable {
    /// The subject lacks what the rule checks; the reason is shown.
    case notApplicable(Finding.Message)
    /// Every problem seen, each a finding of the rule; none means the rule passes.
    case checked([Finding])

    /// The findings, none when the rule does not apply.
    package var findings: [Finding] {
        guard case .checked(let findings) = self else { return [] }
        return findings
    }
}

extension Rule where Subject == AuditSubject {
    /// A finding of this rule, at its rule's severity: where (part, state, transition, environment),
    /// the measured value against the limit in `message` (`3.44:1, needs 4.5:1`), located at the spec
    /// section it is about, else at the first of the header `fields` that causes it
    /// (``AuditSubject/range(of:fields:)``).
    package func finding(in subject: AuditSubject, part: PartID? = nil, state: String? = nil,
                        transition: TransitionName? = nil, environment: FindingEnvironment = .any, message: Finding.Message,
                        section: SectionTarget? = nil, fields: [String] = []) -> Finding {
        Finding(severity: rule.severity, range: subject.range(of: section, fields: fields),
                message: message.text, rule: rule.id,
                subject: FindingSubject(part: part, state: state, transition: transition, environment: environment))
    }
}

extension Finding {
    /// What a rule says in a finding, declared beside the rule as a member of an extension in its
    /// file (`.noLabel(element)`), as swift-format declares its findings' messages: every sentence a
    /// rule can give is read in one place, and a call site names the message rather than building it.
    package struct Message: Hashable, Sendable, ExpressibleByStringInterpolation, CustomStringConvertible {
        /// The message's text.
        package var text: String

        /// A message of `text`.
        package init(_ text: String) {
            self.text = text
        }

        package init(stringLiteral value: String) {
            text = value
        }

        package var description: String { text }
    }
}
