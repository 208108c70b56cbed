import PrimerModel

/// One part changing over time: what changes, along which curve, from when to when.
public struct Track: Hashable, Sendable, CustomStringConvertible {
    /// The part that changes.
    public var part: PartID
    /// What changes.
    public var change: Change
    /// How it travels.
    public var curve: Curve
    /// How it plays again, or nil if it plays once (the default).
    public var repetition: Repetition?
    private var quantizedStart: Double

    /// Creates a track; `start` is rounded to the clock's tick (``TimelineClock``).
    public init(part: PartID, change: Change, curve: Curve, start: Double = 0, repetition: Repetition? = nil) {
        self.part = part
        self.change = change
        self.curve = curve
        self.repetition = repetition
        self.quantizedStart = TimelineClock.quantize(start)
    }

    /// When the change begins, in seconds from the state change (rounded to the tick).
    public var start: Double {
        get { quantizedStart }
        set { quantizedStart = TimelineClock.quantize(newValue) }
    }

    /// How long it runs: the curve's settling time for a spring, its duration for an ease. For a
    /// repeating track, how long one cycle runs.
    public var duration: Double { curve.duration }

    /// When the change has come to rest: ``start`` plus ``duration``. For a repeating track this is
    /// the end of the **first cycle**; ``lastCycleEnd`` is when the repetitions are over.
    public var end: Double { start + duration }

    /// Whether the track plays more than once (it has a ``repetition``).
    public var repeats: Bool { repetition != nil }

    /// Whether the track repeats without end.
    public var repeatsForever: Bool { repetition?.isForever ?? false }

    /// Seconds from ``start`` until the last cycle has come to rest: ``duration`` for a track that
    /// plays once, `(count − 1) × period + duration` for one that repeats, infinite for ever.
    public var totalDuration: Double { repetition?.span(cycle: duration) ?? duration }

    /// When the last cycle has come to rest: ``start`` plus ``totalDuration`` (``end`` for a track
    /// that plays once; infinite for one that repeats for ever).
    public var lastCycleEnd: Double { start + totalDuration }

    /// Every reason the track moves its part: its change's, and a bouncing spring's.
    public var movements: [MotionReason] {
        var reasons = change.movement.map { [$0] } ?? []
        if curve.bounces, let bounce = curve.bounce { reasons.append(.bouncingSpring(bounce: bounce)) }
        return reasons
    }

    /// Whether the track moves its part (see ``movements``).
    public var moves: Bool { !movements.isEmpty }

    /// The track as one timeline line, unaligned.
    public var description: String { TimelineFormat.render(.track(self)) }
}
