import PrimerSyntax

/// Runs every rule's check over a subject and turns its findings into results: one result a
/// finding, or one `pass` or `not-applicable` result for a rule with none. Acceptances turn
/// matching findings into `accepted` results.
package struct Auditor: Sendable {
    /// The checks, in catalogue order.
    package var checks: [any Rule<AuditSubject>]

    /// Creates an auditor with the given checks (by default the whole catalogue).
    package init(checks: [any Rule<AuditSubject>] = RuleCatalogue.checks) {
        self.checks = checks
    }

    /// Every result for the subject, in rule order.
    package func audit(_ subject: AuditSubject, accepting acceptances: [AuditAcceptance] = []) -> [AuditResult] {
        checks.flatMap { check -> [AuditResult] in
            let rule = check.rule
            switch check.evaluate(subject) {
            case .notApplicable(let reason):
                return [AuditResult(outcome: .notApplicable, block: subject.blockName,
                                    finding: check.finding(in: subject, message: reason))]
            case .checked(let findings) where findings.isEmpty:
                return [AuditResult(outcome: .pass, block: subject.blockName,
                                    finding: check.finding(in: subject, message: .passes(rule)))]
            case .checked(let findings):
                return findings.map { finding in
                    let accepted = acceptances.first { $0.matches(rule: rule.id, part: finding.subject.part) }
                    let outcome: AuditResult.Outcome = accepted.map { .accepted(reason: $0.reason) }
                        ?? (finding.severity == .error ? .fail : .warning)
                    return AuditResult(outcome: outcome, block: subject.blockName, finding: finding)
                }
            }
        }
    }
}

extension Finding.Message {
    fileprivate static func passes(_ rule: RuleDefinition) -> Self { "passes: \(rule.title.lowercased())" }
}
