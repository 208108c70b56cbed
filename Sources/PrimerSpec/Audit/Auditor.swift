/// Runs every rule's check over a subject and turns what each saw into results: one result a
/// finding, or one `pass` or `not-applicable` result for a rule with none. Acceptances turn
/// matching findings into `accepted` results.
public struct Auditor: Sendable {
    /// The checks, in catalogue order.
    public var checks: [any AuditCheck]

    /// Creates an auditor with the given checks (by default the whole catalogue).
    public init(checks: [any AuditCheck] = RuleCatalogue.checks) {
        self.checks = checks
    }

    /// Every result for the subject, in rule order.
    public func audit(_ subject: AuditSubject, accepting acceptances: [AuditAcceptance] = []) -> [AuditResult] {
        checks.flatMap { check -> [AuditResult] in
            let rule = check.rule
            switch check.evaluate(subject) {
            case .notApplicable(let reason):
                return [AuditResult(rule: rule.id, outcome: .notApplicable, severity: rule.severity,
                                    block: subject.blockName, location: subject.headerLocation,
                                    observation: AuditObservation(message: reason))]
            case .checked(let observations) where observations.isEmpty:
                return [AuditResult(rule: rule.id, outcome: .pass, severity: rule.severity, block: subject.blockName,
                                    location: subject.headerLocation,
                                    observation: AuditObservation(message: "passes: \(rule.title.lowercased())"))]
            case .checked(let observations):
                return observations.map { observation in
                    let accepted = acceptances.first { $0.matches(rule: rule.id, part: observation.part) }
                    let outcome: AuditResult.Outcome = accepted.map { .accepted(reason: $0.reason) }
                        ?? (rule.severity == .error ? .fail : .warning)
                    return AuditResult(rule: rule.id, outcome: outcome, severity: rule.severity,
                                       block: subject.blockName, location: subject.location(of: observation),
                                       observation: observation)
                }
            }
        }
    }
}
