import PrimerMotion

/// Under Reduce Motion, no line of a spec may still move: every movement must be a short fade.
///
/// This reads the spec's own lines, so a spec that promises a scale or a bounce under Reduce Motion
/// is caught even when the builder agrees with it.
public struct ReduceMotionRule: SectionRule {
    /// The longest fade allowed, in seconds.
    public var fadeLimit: Double

    /// Creates the rule with the planner's fade bound.
    public init(fadeLimit: Double = ReduceMotionSwap.standardFade) {
        self.fadeLimit = fadeLimit
    }

    public func findings(in context: SectionContext) -> [Diagnostic] {
        guard case .motion(_, let environment) = context.section.target, environment.reduceMotion,
              let file = context.file
        else { return [] }
        return context.expected.flatMap { line -> [Diagnostic] in
            guard case .success(let entry) = MotionLines.entry(of: line, in: file), let track = entry.track else {
                return []
            }
            return MotionAudit.audit(Timeline(tracks: [track]), fadeLimit: fadeLimit).map { finding in
                .error("under Reduce Motion, \(track.part) still moves: \(finding.problem); expected a fade of at most \(TimelineClock.format(fadeLimit)) s",
                       at: line.range, offendingText: line.canonicalText, expected: "a fade")
            }
        }
    }
}
