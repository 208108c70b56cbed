/// An event the gate cannot take where it is, with the reason.
public struct GateRejection: Error, Hashable, Sendable, CustomStringConvertible {
    /// Where the gate was.
    public var phase: GatePhase
    /// The event.
    public var event: GateEvent
    /// Why it cannot happen there.
    public var reason: String

    /// Creates a rejection.
    public init(phase: GatePhase, event: GateEvent, reason: String) {
        self.phase = phase
        self.event = event
        self.reason = reason
    }

    /// For example `enable in requesting: …`.
    public var description: String { "\(event) in \(phase): \(reason)" }
}
