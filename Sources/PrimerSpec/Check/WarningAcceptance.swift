import PrimerSyntax

/// The check's side of `accept RULE PART "why"`: a warning a team has judged is accepted in the
/// spec's header with its reason, as audit findings are (``AuditAcceptance``).
///
/// An accepted warning stays in the outcome as a note that carries the reason and points at the
/// `accept` line, so the JSON, SARIF and HTML reports still show it and the quiet text report does
/// not. An acceptance of a rule only the check reports (``Checker/checkOnlyRules``) that matches no
/// warning is itself a warning at its line, as the audit fails one of its own rules': acceptances
/// cannot outlive their reason.
enum WarningAcceptance {
    /// The outcome with every warning an acceptance matches turned into a note giving the reason.
    static func apply(_ acceptances: [AuditAcceptance], to outcome: FileOutcome) -> FileOutcome {
        guard !acceptances.isEmpty else { return outcome }
        var outcome = outcome
        var used = Set<Int>()
        func accept(_ finding: Finding) -> Finding {
            guard finding.severity == .warning, let rule = finding.rule,
                  let index = acceptances.firstIndex(where: { $0.matches(rule: rule, part: finding.subject.part) })
            else { return finding }
            used.insert(index)
            var accepted = finding
            accepted.severity = .note
            accepted.notes.append(Finding.Note("accepted: \(acceptances[index].reason)",
                                               at: acceptances[index].location))
            return accepted
        }
        outcome.warnings = outcome.warnings.map(accept)
        for index in outcome.sections.indices {
            outcome.sections[index].findings = outcome.sections[index].findings.map(accept)
        }
        let checkOnly = Set(Checker.checkOnlyRules.map(\.id))
        for (index, acceptance) in acceptances.enumerated() where !used.contains(index) && checkOnly.contains(acceptance.rule) {
            outcome.warnings.append(Finding(
                severity: .warning, range: SourceRange(at: acceptance.location),
                message: "accept \(acceptance.rule) \(acceptance.part) matches no warning; remove the line or name the "
                    + "part the warning is about",
                expected: "a warning of \(acceptance.rule) about \(acceptance.part)", rule: acceptance.rule))
        }
        return outcome
    }
}
