/// Checks a full-motion timeline against WCAG 2.2.2 Pause, Stop, Hide (level A): moving or blinking
/// content that starts by itself, lasts more than 5 seconds and runs beside other content needs a way
/// to pause, stop or hide it (Apple's Reduce Motion guidance (Docs/Motion.md); the PermissionPrimerScreen's pulsing rings).
///
/// Every track of a timeline starts by itself on the state change, beside the rest of the screen, so
/// what is left to check is how long it moves or blinks: a track that repeats for ever, or whose
/// repetitions last more than ``limit`` in all, and that moves (``Track/moves``) or blinks
/// (``Change/blinks``), gets a ``MotionProblem/Problem/needsPause(lasts:limit:)`` finding. Its severity is
/// ``Severity/warning``: a pause control, or hiding the motion, is outside the timeline.
/// Tracks that play once are not flagged here: none of the block's runs for 5 seconds.
public enum PauseStopHideAudit {
    /// How long moving or blinking content may run before it needs a way to pause, stop or hide it: 5 s.
    public static let limit = 5.0

    /// A finding for every track that moves or blinks on repeat for more than `limit` seconds (for
    /// ever included), in ``Timeline/entries`` order; cues are not audited.
    /// - Parameters:
    ///   - timeline: A full-motion timeline.
    ///   - limit: The longest a repeating track may move or blink, in seconds (a microsecond's tolerance applies).
    public static func audit(_ timeline: Timeline, limit: Double = limit) -> [MotionProblem] {
        timeline.entries.compactMap(\.track).compactMap { finding(for: $0, limit: limit) }
    }

    /// The finding for one track (what ``audit(_:limit:)`` gives for a timeline of that track alone),
    /// or nil: a rule that reads one spec line at a time need not build a timeline and sort its entries.
    public static func finding(for track: Track, limit: Double = limit) -> MotionProblem? {
        guard track.repeats, track.moves || track.change.blinks, track.totalDuration > limit + 1e-6 else {
            return nil
        }
        return MotionProblem(track: track, problem: .needsPause(lasts: track.totalDuration, limit: limit))
    }
}
