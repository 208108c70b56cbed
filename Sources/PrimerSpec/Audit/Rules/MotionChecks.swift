import PrimerMotion
import PrimerModel

/// Under Reduce Motion nothing moves: every movement became a fade.
public struct NoMovementUnderReduceMotionCheck: AuditCheck {
    public init() {}

    public let rule = AuditRule(
        id: "no-movement-under-reduce-motion", title: "No movement under Reduce Motion", category: .motion,
        severity: .error, references: [.animationFromInteractions],
        explanation: "With Reduce Motion on, Apple asks to replace movement, scaling and bounce with fades, and "
            + "to reduce repeating animation. Every track of a Reduce Motion timeline must only fade, recolour "
            + "or change words, and play once.")

    public func evaluate(_ subject: AuditSubject) -> AuditEvaluation {
        .checked(reduced(subject) { finding in
            switch finding.problem {
            case .moves, .repeats: true
            default: false
            }
        })
    }
}

/// Under Reduce Motion no fade runs over the standard 0.2 s.
public struct FadesAreShortCheck: AuditCheck {
    public init() {}

    public let rule = AuditRule(
        id: "fades-are-short", title: "Fades are short", category: .motion, severity: .warning,
        references: [.platform("Apple Human Interface Guidelines, Motion: under Reduce Motion prefer short fades "
                               + "(PrimerSpec's limit: 0.2 s, a documented choice)")],
        explanation: "A fade that stands in for movement should be short enough to read as a soft cut. "
            + "PrimerSpec's limit is 0.2 s; a longer fade keeps the person waiting for motion they asked to lose.")

    public func evaluate(_ subject: AuditSubject) -> AuditEvaluation {
        .checked(reduced(subject) { finding in
            if case .tooLong = finding.problem { true } else { false }
        })
    }
}

/// Motion that starts by itself and lasts over 5 s can be paused, stopped or hidden.
public struct AutomaticMotionCanStopCheck: AuditCheck {
    public init() {}

    public let rule = AuditRule(
        id: "automatic-motion-can-stop", title: "Automatic motion can stop", category: .motion, severity: .warning,
        references: [.pauseStopHide],
        explanation: "Motion that starts by itself, lasts more than 5 s and runs beside other content (a pulse "
            + "that repeats for ever) distracts people with attention and vestibular disorders. Offer a way to "
            + "pause, stop or hide it, or let it end within 5 s; Reduce Motion alone does not satisfy WCAG 2.2.2.")

    public func evaluate(_ subject: AuditSubject) -> AuditEvaluation {
        var seen: Set<PartID> = []
        var findings: [Finding] = []
        for transition in subject.model.transitions {
            let environment = PrimerEnvironment(reduceMotion: false)
            let timeline = subject.model.timeline(for: transition, environment: environment)
            for motion in PauseStopHideAudit.audit(timeline) where seen.insert(motion.track.part).inserted {
                findings.append(finding(in: subject,
                    part: motion.track.part, state: transition.to, transition: transition,
                    environment: FindingEnvironment(reduceMotion: false),
                    message: "\(motion.track.part) \(Self.duration(motion.problem)); needs a way to pause, stop "
                        + "or hide it, or to end within 5 s",
                    section: .motion(transition, environment: environment)))
            }
        }
        return .checked(findings)
    }
}

extension AutomaticMotionCanStopCheck {
    /// `moves or blinks on repeat for ever` or `… for 5.50 s`.
    static func duration(_ problem: AuditFinding.Problem) -> String {
        guard case .needsPause(let lasts, _) = problem else { return problem.description }
        return lasts.isFinite ? "moves or blinks on repeat for \(TimelineClock.format(lasts)) s"
            : "moves or blinks on repeat for ever"
    }
}

extension AuditCheck {
    /// The Reduce Motion audit's findings of a kind in the block's planned timelines, as this rule's.
    func reduced(_ subject: AuditSubject, _ keep: (AuditFinding) -> Bool) -> [Finding] {
        subject.model.transitions.flatMap { transition -> [Finding] in
            let environment = PrimerEnvironment(reduceMotion: true)
            let timeline = subject.model.timeline(for: transition, environment: environment)
            return MotionAudit.audit(timeline).filter(keep).map { motion in
                finding(in: subject, part: motion.track.part, state: transition.to, transition: transition,
                        environment: FindingEnvironment(reduceMotion: true), message: "under Reduce Motion, \(motion)",
                        section: .motion(transition, environment: environment))
            }
        }
    }
}
