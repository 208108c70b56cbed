import PrimerModel

/// One part changing over time: what changes, along which curve, from when to when.
public struct Track: Hashable, Sendable, CustomStringConvertible {
    /// The part that changes.
    public var part: PartID
    /// What changes.
    public var change: Change
    /// How it travels.
    public var curve: Curve
    private var quantizedStart: Double

    /// Creates a track; `start` is rounded to the clock's tick (``TimelineClock``).
    public init(part: PartID, change: Change, curve: Curve, start: Double = 0) {
        self.part = part
        self.change = change
        self.curve = curve
        self.quantizedStart = TimelineClock.quantize(start)
    }

    /// When the change begins, in seconds from the state change (rounded to the tick).
    public var start: Double {
        get { quantizedStart }
        set { quantizedStart = TimelineClock.quantize(newValue) }
    }

    /// How long it runs: the curve's settling time for a spring, its duration for an ease.
    public var duration: Double { curve.duration }

    /// When the change has come to rest: ``start`` plus ``duration``.
    public var end: Double { start + duration }

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
