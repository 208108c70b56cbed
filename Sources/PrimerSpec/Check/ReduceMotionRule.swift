import PrimerModel
import PrimerMotion

/// Reads a motion section's own lines for motion a person may not want.
///
/// Under Reduce Motion, no line may still move or repeat: every movement must be a short fade that
/// plays once (an error per problem, from ``MotionAudit``). In full motion, a line that moves or
/// blinks on repeat for ever, or for more than 5 s, gets a warning naming WCAG 2.2.2 Pause, Stop,
/// Hide (from ``PauseStopHideAudit``): the spec cannot show whether the screen offers a way to pause,
/// stop or hide it, so the section still passes.
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

    public let rule = AuditRule(
        id: "reduce-motion", title: "Motion lines respect Reduce Motion", category: .motion, severity: .error,
        references: [.animationFromInteractions, .pauseStopHide],
        explanation: "Under Reduce Motion, no line of a motion section may still move or repeat: every movement "
            + "must be a short fade that plays once. In full motion, a line that moves or blinks on repeat for more "
            + "than 5 s gets a warning: the spec cannot show whether the screen offers a way to pause, stop or hide it.")

    public func findings(in context: SectionContext) -> [Finding] {
        guard case .motion(_, let environment) = context.section.target, let file = context.file else { return [] }
        var warnedParts: Set<PartID> = []
        // The entries the resolver read, when it read this section's lines; otherwise each is read here.
        let resolved = context.section.motionEntries.flatMap { $0.count == context.expected.count ? $0 : nil }
        return context.expected.indices.flatMap { index -> [Finding] in
            let line = context.expected[index]
            let read = resolved.map { Result<TimelineEntry, Finding>.success($0[index]) }
                ?? MotionLines.entry(of: line, in: file, vocabulary: context.vocabulary)
            guard case .success(let entry) = read, let track = entry.track else {
                return []
            }
            // Each line's track audited alone (as a timeline of that one track would be).
            guard environment.reduceMotion else {
                // One warning a part: its later lines (the snap back of a pulse) add nothing new.
                guard !warnedParts.contains(track.part) else { return [] }
                guard let finding = PauseStopHideAudit.finding(for: track) else { return [] }
                warnedParts.insert(track.part)
                return [pauseWarning(finding, at: line)]
            }
            return MotionAudit.findings(for: track, fadeLimit: fadeLimit).map { reduceMotionError($0, at: line) }
        }
    }

    /// The error for a line that still moves or repeats under Reduce Motion.
    private func reduceMotionError(_ finding: AuditFinding, at line: BodyLine) -> Finding {
        let fade = "a fade of at most \(TimelineClock.format(fadeLimit)) s"
        if case .repeats = finding.problem {
            return .error("under Reduce Motion, \(finding.track.part) still animates: \(finding.problem); expected \(fade) that plays once",
                          at: line.range, offendingText: line.canonicalText, expected: "a fade that plays once",
                          rule: rule.id)
        }
        return .error("under Reduce Motion, \(finding.track.part) still moves: \(finding.problem); expected \(fade)",
                      at: line.range, offendingText: line.canonicalText, expected: "a fade", rule: rule.id)
    }

    /// The warning for a full-motion line that moves or blinks on repeat for too long (WCAG 2.2.2).
    private func pauseWarning(_ finding: AuditFinding, at line: BodyLine) -> Finding {
        let limit = TimelineClock.format(PauseStopHideAudit.limit)
        let expected = "a way to pause, stop or hide the motion, or motion that ends within \(limit) s"
        return Finding(severity: .warning, range: line.range,
                          message: "\(finding.track.part) \(finding.problem); expected \(expected)",
                          offendingText: line.canonicalText, expected: expected, rule: rule.id)
    }
}
