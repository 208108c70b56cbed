/// Checks that a timeline meant for Reduce Motion only fades: nothing scales, moves, turns, bounces or
/// repeats, and no track runs longer than the fade limit.
///
/// Its findings are errors (``Severity/error``). Full-motion timelines have an audit of
/// their own, ``PauseStopHideAudit``.
public enum MotionAudit {
    /// Every problem of every track, in ``Timeline/entries`` order; empty when the timeline only fades.
    ///
    /// Cues are not audited: haptics, announcements and calls are not motion.
    /// - Parameters:
    ///   - timeline: A timeline planned (or written in a spec) for Reduce Motion.
    ///   - fadeLimit: The longest a track may run, in seconds (a tolerance of a microsecond applies).
    public static func audit(_ timeline: Timeline,
                             fadeLimit: Double = ReduceMotionSwap.standardFade) -> [MotionProblem] {
        timeline.entries.compactMap(\.track).flatMap { findings(for: $0, fadeLimit: fadeLimit) }
    }

    /// The problems of one track (what ``audit(_:fadeLimit:)`` gives for a timeline of that track
    /// alone): a rule that reads one spec line at a time need not build a timeline and sort its entries.
    public static func findings(for track: Track,
                                fadeLimit: Double = ReduceMotionSwap.standardFade) -> [MotionProblem] {
        var findings = track.movements.map { MotionProblem(track: track, problem: .moves($0)) }
        // Apple: under Reduce Motion, reduce repeating animation (Apple's Reduce Motion guidance (Docs/Motion.md)), even a pulse that only fades.
        if let repetition = track.repetition {
            findings.append(MotionProblem(track: track, problem: .repeats(repetition)))
        }
        if !(track.duration <= fadeLimit + 1e-6) {
            findings.append(MotionProblem(track: track, problem: .tooLong(duration: track.duration, limit: fadeLimit)))
        }
        return findings
    }
}
