import PrimerModel
import PrimerMotion
import PrimerSyntax

/// One outcome of the audit, built on the rule's ``Finding``: a rule that failed (or warned) on a
/// part, passed, did not apply to the block, or failed but was accepted by the spec with a reason.
package struct AuditResult: Hashable, Sendable {
    /// What came of the rule.
    package enum Outcome: Hashable, Sendable, CustomStringConvertible {
        /// An error-level finding.
        case fail
        /// A warning- or info-level finding.
        case warning
        /// The rule found nothing wrong.
        case pass
        /// The rule does not apply to the block (it lacks what the rule checks).
        case notApplicable
        /// A finding the spec accepts, with the spec's reason.
        case accepted(reason: String)

        /// `fail`, `warning`, `pass`, `not-applicable`, `accepted`.
        package var description: String {
            switch self {
            case .fail: "fail"
            case .warning: "warning"
            case .pass: "pass"
            case .notApplicable: "not-applicable"
            case .accepted: "accepted"
            }
        }
    }

    /// What came of it.
    package var outcome: Outcome
    /// The block audited.
    package var block: String
    /// The rule's finding: its id, severity, message, what it applies to, and where: the spec section
    /// it is about, else the spec's header, else no file (``Finding/Place/noFile``) without a spec. For a pass or a
    /// rule that does not apply, a finding about no part whose message says why.
    package var finding: Finding

    /// Creates a result.
    package init(outcome: Outcome, block: String, finding: Finding) {
        self.outcome = outcome
        self.block = block
        self.finding = finding
    }

    /// The rule's id.
    package var rule: String { finding.rule ?? Finding.specErrorRule }
    /// The severity a finding of the rule has.
    package var severity: Severity { finding.severity }
    /// What the finding applies to (part, state, transition, environment).
    package var subject: FindingSubject { finding.subject }
    /// What the rule saw, with the measured value and the limit, or why it passed or did not apply.
    package var message: String { finding.message }
    /// Where the finding is about, or nil without a spec.
    package var location: SourceLocation? { finding.isLocated ? finding.location : nil }

    /// Whether the result is a finding that counts: a fail or a warning, not accepted.
    package var isFinding: Bool {
        switch outcome {
        case .fail, .warning: true
        default: false
        }
    }

    /// Whether the result is a finding the spec accepted.
    package var isAccepted: Bool {
        if case .accepted = outcome { return true }
        return false
    }
}
