import PrimerMotion
import PrimerSpec
import PrimerSyntax

/// One accepted step of the gate: where it was, what happened, where it went, what the code did.
public struct GateTransition: Hashable, Sendable, CustomStringConvertible {
    /// Before.
    public var from: GatePhase
    /// The event.
    public var event: GateEvent
    /// After.
    public var to: GatePhase
    /// What the code does, in order.
    public var effects: [GateEffect]

    /// Creates a transition.
    public init(from: GatePhase, event: GateEvent, to: GatePhase, effects: [GateEffect]) {
        self.from = from
        self.event = event
        self.to = to
        self.effects = effects
    }

    /// The name specs use: screens and event, without statuses.
    public var name: TransitionName {
        TransitionName(from: from.screen.rawValue, to: to.screen.rawValue, via: event.name.rawValue)
    }

    /// For example `requesting(not-determined) -> content(authorized) via answer(authorized)`.
    public var description: String { "\(from) -> \(to) via \(event)" }
}
