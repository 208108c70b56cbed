import PrimerMotion
import PrimerSyntax

/// The audit of one block: a spec's (with its path) or the command line's standard content.
public struct SpecAudit: Sendable {
    /// The spec's path, or nil for a block named on the command line.
    public var path: String?
    /// The block audited.
    public var block: String
    /// What the block is, for people: `camera primer`, `primer screen`.
    public var subject: String
    /// Every result, in rule order, then the acceptances that matched nothing.
    public var results: [AuditResult]

    /// Creates an audit.
    public init(path: String?, block: String, subject: String, results: [AuditResult]) {
        self.path = path
        self.block = block
        self.subject = subject
        self.results = results
    }

    /// Audits a resolved spec with the acceptances its header gives; an acceptance that matches no
    /// finding is itself a failing result at its line, so acceptances cannot outlive their reason. An
    /// accepted finding about no section of the spec is at the `accept` line that accepts it.
    public static func of(_ spec: ResolvedSpec, auditor: Auditor = Auditor(),
                          largeText: LargeTextReading = .standard) -> SpecAudit {
        let acceptances = spec.acceptances
        let subject = AuditSubject(spec: spec, largeText: largeText)
        var results = auditor.audit(subject, accepting: acceptances)
        // An accepted finding the spec has no section for is marked at the `accept` line that accepts
        // it (the line a reviewer reads for it), not at the header's first line.
        let header = subject.range(of: nil)
        for index in results.indices where results[index].isAccepted && results[index].finding.range == header {
            let result = results[index]
            guard let acceptance = acceptances.first(where: { $0.matches(rule: result.rule, part: result.subject.part) }),
                  let line = spec.file.header.first(where: { $0.range.lowerBound == acceptance.location })
            else { continue }
            results[index].finding.range = line.range
        }
        for acceptance in acceptances where !results.contains(where: { result in
            if case .accepted = result.outcome {
                return acceptance.matches(rule: result.rule, part: result.subject.part)
            }
            return false
        }) {
            results.append(AuditResult(outcome: .fail, block: spec.block.name, finding: .error(
                "accept \(acceptance.rule) \(acceptance.part) matches no finding; remove the line or name the part "
                    + "the finding is about", at: spec.file.header.first { $0.range.lowerBound == acceptance.location }?.range
                    ?? SourceRange(at: acceptance.location), rule: acceptance.rule)))
        }
        return SpecAudit(path: spec.file.path, block: spec.block.name, subject: spec.model.displayName,
                         results: results)
    }
}
