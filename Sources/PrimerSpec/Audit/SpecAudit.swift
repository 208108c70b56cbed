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
    /// finding is itself a failing result at its line, so acceptances cannot outlive their reason.
    public static func of(_ spec: ResolvedSpec, auditor: Auditor = Auditor(),
                          largeText: LargeTextReading = .standard) -> SpecAudit {
        let acceptances = spec.acceptances
        var results = auditor.audit(AuditSubject(spec: spec, largeText: largeText), accepting: acceptances)
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
