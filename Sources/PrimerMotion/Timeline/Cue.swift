/// An event placed on the timeline's clock.
public struct Cue: Hashable, Sendable, CustomStringConvertible {
    /// What happens.
    public var event: TimelineEvent
    private var quantizedTime: Double

    /// Creates a cue; `time` is rounded to the clock's tick (``TimelineClock``).
    public init(_ event: TimelineEvent, at time: Double = 0) {
        self.event = event
        self.quantizedTime = TimelineClock.quantize(time)
    }

    /// When it happens, in seconds from the state change (rounded to the tick).
    public var time: Double {
        get { quantizedTime }
        set { quantizedTime = TimelineClock.quantize(newValue) }
    }

    /// The cue as one timeline line, unaligned.
    public var description: String { TimelineFormat.render(.cue(self)) }
}
