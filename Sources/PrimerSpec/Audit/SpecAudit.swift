import PrimerMotion
import PrimerSyntax

/// The audit of one block: a spec's (with its path) or the command line's standard content.
package struct SpecAudit: Sendable {
    /// The spec's path, or nil for a block named on the command line.
    package var path: String?
    /// The block audited.
    package var block: String
    /// What the block is, for people: `camera primer`, `primer screen`.
    package var subject: String
    /// Every result, in rule order, then the acceptances that matched nothing.
    package var results: [AuditResult]

    /// Creates an audit.
    package init(path: String?, block: String, subject: String, results: [AuditResult]) {
        self.path = path
        self.block = block
        self.subject = subject
        self.results = results
    }

    /// Audits a resolved spec with the acceptances its header gives; an acceptance that matches no
    /// finding is itself a failing result at its line, so acceptances cannot outlive their reason. An
    /// accepted finding about no section of the spec is at the `accept` line that accepts it.
    package static func of(_ spec: ResolvedSpec, auditor: Auditor = Auditor(),
                          largeText: LargeTextReading = .standard) -> SpecAudit {
        let acceptances = spec.acceptances
        var results = auditor.audit(AuditSubject(spec: spec, largeText: largeText), accepting: acceptances)
        // An acceptance of a rule only the check reports is the check's to hold to account.
        for acceptance in acceptances where RuleCatalogue.rule(acceptance.rule) != nil && !results.contains(where: { result in
            if case .accepted = result.outcome {
                return acceptance.matches(rule: result.rule, part: result.subject.part)
            }
            return false
        }) {
            results.append(AuditResult(outcome: .fail, block: spec.block.name, finding: .error(
                "accept \(acceptance.rule) \(acceptance.part) matches no finding; remove the line or name the part "
                    + "the finding is about", at: SourceRange(at: acceptance.location), rule: acceptance.rule)))
        }
        // Whole lines: an acceptance that matches nothing is marked over its `accept` line, and an
        // accepted finding the spec has no section for at the `accept` line that accepts it (the line
        // a reviewer reads for it), not at the header's first line.
        let header = spec.file.header.first?.range
        for index in results.indices {
            let result = results[index]
            let line: SourceLocation? = if result.isAccepted && result.finding.range == header {
                acceptances.first { $0.matches(rule: result.rule, part: result.subject.part) }?.location
            } else if result.finding.range.isEmpty {
                result.finding.range.lowerBound
            } else {
                nil
            }
            guard let line, let directive = spec.file.header.first(where: { $0.range.lowerBound == line }) else { continue }
            results[index].finding.range = directive.range
        }
        return SpecAudit(path: spec.file.path, block: spec.block.name, subject: spec.model.displayName,
                         results: results)
    }

    /// The audit of the same spec with the lines from `first` on moved `delta` lines (an edit above
    /// them added or removed lines): each finding's locations there moved with them.
    package func shifted(by delta: Int, from first: Int) -> SpecAudit {
        var moved = self
        moved.results = results.map { result in
            var result = result
            result.finding = result.finding.shifted(by: delta, from: first)
            return result
        }
        return moved
    }
}
