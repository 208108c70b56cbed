import PrimerModel
import PrimerMotion
import PrimerSyntax

// The rules over motion, each wrapping PrimerMotion's audits: the checker's, over a spec's own
// motion lines (ReduceMotionRule), and the audit's, over the block's planned timelines.

/// Under Reduce Motion nothing moves: every movement became a fade.
package struct NoMovementUnderReduceMotionCheck: Rule {
    package init() {}

    package let rule = RuleDefinition(
        id: "no-movement-under-reduce-motion", title: "No movement under Reduce Motion", category: .motion,
        severity: .error, references: [.animationFromInteractions],
        explanation: "With Reduce Motion on, Apple asks to replace movement, scaling and bounce with fades, and "
            + "to reduce repeating animation. Every track of a Reduce Motion timeline must only fade, recolour "
            + "or change words, and play once.")

    package func evaluate(_ subject: AuditSubject) -> RuleEvaluation {
        .checked(reduced(subject) { finding in
            switch finding.problem {
            case .moves, .repeats: true
            default: false
            }
        })
    }
}

/// Under Reduce Motion no fade runs over the standard 0.2 s.
package struct FadesAreShortCheck: Rule {
    package init() {}

    package let rule = RuleDefinition(
        id: "fades-are-short", title: "Fades are short", category: .motion, severity: .warning,
        references: [.platform("Apple Human Interface Guidelines, Motion: under Reduce Motion prefer short fades "
                               + "(PrimerSpec's limit: 0.2 s, a documented choice)", url: RuleReference.higMotion)],
        explanation: "A fade that stands in for movement should be short enough to read as a soft cut. "
            + "PrimerSpec's limit is 0.2 s; a longer fade keeps the person waiting for motion they asked to lose.")

    package func evaluate(_ subject: AuditSubject) -> RuleEvaluation {
        .checked(reduced(subject) { finding in
            if case .tooLong = finding.problem { true } else { false }
        })
    }
}

/// Motion that starts by itself and lasts over 5 s can be paused, stopped or hidden.
package struct AutomaticMotionCanStopCheck: Rule {
    package init() {}

    package let rule = RuleDefinition(
        id: "automatic-motion-can-stop", title: "Automatic motion can stop", category: .motion, severity: .warning,
        references: [.pauseStopHide],
        explanation: "Motion that starts by itself, lasts more than 5 s and runs beside other content (a pulse "
            + "that repeats for ever) distracts people with attention and vestibular disorders. Offer a way to "
            + "pause, stop or hide it, or let it end within 5 s; Reduce Motion alone does not satisfy WCAG 2.2.2.")

    package func evaluate(_ subject: AuditSubject) -> RuleEvaluation {
        var seen: Set<PartID> = []
        var findings: [Finding] = []
        for transition in subject.model.transitions {
            let environment = PrimerEnvironment(reduceMotion: false)
            let timeline = subject.model.timeline(for: transition, environment: environment)
            for motion in PauseStopHideAudit.audit(timeline) where seen.insert(motion.track.part).inserted {
                findings.append(finding(in: subject,
                    part: motion.track.part, state: transition.to, transition: transition,
                    environment: FindingEnvironment(reduceMotion: false),
                    message: .needsPause(motion),
                    section: .motion(transition, environment: environment)))
            }
        }
        return .checked(findings)
    }
}

extension AutomaticMotionCanStopCheck {
    /// `moves or blinks on repeat for ever` or `… for 5.50 s`.
    static func duration(_ problem: MotionProblem.Problem) -> String {
        guard case .needsPause(let lasts, _) = problem else { return problem.description }
        return lasts.isFinite ? "moves or blinks on repeat for \(TimelineClock.format(lasts)) s"
            : "moves or blinks on repeat for ever"
    }
}

extension Finding.Message {
    fileprivate static func needsPause(_ motion: MotionProblem) -> Self {
        Self("\(motion.track.part) \(AutomaticMotionCanStopCheck.duration(motion.problem)); needs a way to pause, stop or "
             + "hide it, or to end within 5 s")
    }

    fileprivate static func underReduceMotion(_ motion: MotionProblem) -> Self { "under Reduce Motion, \(motion)" }
}

extension Rule where Subject == AuditSubject {
    /// The Reduce Motion audit's findings of a kind in the block's planned timelines, as this rule's.
    func reduced(_ subject: AuditSubject, _ keep: (MotionProblem) -> Bool) -> [Finding] {
        subject.model.transitions.flatMap { transition -> [Finding] in
            let environment = PrimerEnvironment(reduceMotion: true)
            let timeline = subject.model.timeline(for: transition, environment: environment)
            return MotionAudit.audit(timeline).filter(keep).map { motion in
                finding(in: subject, part: motion.track.part, state: transition.to, transition: transition,
                        environment: FindingEnvironment(reduceMotion: true), message: .underReduceMotion(motion),
                        section: .motion(transition, environment: environment))
            }
        }
    }
}

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
package struct ReduceMotionRule: Rule {
    /// The longest fade allowed, in seconds.
    package var fadeLimit: Double

    /// Creates the rule with the planner's fade bound.
    package init(fadeLimit: Double = ReduceMotionSwap.standardFade) {
        self.fadeLimit = fadeLimit
    }

    package let rule = RuleDefinition(
        id: "reduce-motion", title: "Motion lines respect Reduce Motion", category: .motion, severity: .error,
        references: [.animationFromInteractions, .pauseStopHide],
        explanation: "Under Reduce Motion, no line of a motion section may still move or repeat: every movement "
            + "must be a short fade that plays once. In full motion, a line that moves or blinks on repeat for more "
            + "than 5 s gets a warning: the spec cannot show whether the screen offers a way to pause, stop or hide it.")

    package func evaluate(_ context: SectionContext) -> RuleEvaluation {
        .checked(findings(in: context))
    }

    private func findings(in context: SectionContext) -> [Finding] {
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
    private func reduceMotionError(_ finding: MotionProblem, at line: BodyLine) -> Finding {
        let fade = "a fade of at most \(TimelineClock.format(fadeLimit)) s"
        if case .repeats = finding.problem {
            return .error("under Reduce Motion, \(finding.track.part) still animates: \(finding.problem); expected \(fade) that plays once",
                          at: line.range, offendingText: line.canonicalText, expected: "a fade that plays once",
                          rule: rule.id)
        }
        return .error("under Reduce Motion, \(finding.track.part) still moves: \(finding.problem); expected \(fade)",
                      at: line.range, offendingText: line.canonicalText, expected: "a fade", rule: rule.id)
    }

    /// The warning for a full-motion line that moves or blinks on repeat for too long (WCAG 2.2.2),
    /// under the audit's rule for the same cause, so one `accept automatic-motion-can-stop PART "why"`
    /// in the header accepts it in both.
    private func pauseWarning(_ finding: MotionProblem, at line: BodyLine) -> Finding {
        let limit = NumberText.compact(PauseStopHideAudit.limit)
        let expected = "a way to pause, stop or hide the motion, or motion that ends within \(limit) s"
        let rule = AutomaticMotionCanStopCheck().rule
        return Finding(severity: .warning, range: line.range,
                       message: "\(finding.track.part) \(AutomaticMotionCanStopCheck.duration(finding.problem)); "
                           + "expected \(expected) (WCAG 2.2.2 Pause, Stop, Hide, level A)",
                       offendingText: line.canonicalText, expected: expected, rule: rule.id,
                       subject: FindingSubject(part: finding.track.part))
    }
}
