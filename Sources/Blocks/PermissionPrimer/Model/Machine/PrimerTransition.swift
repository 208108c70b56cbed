import PrimerAccessibility
import PrimerModel
import PrimerMotion
import PrimerSpec
import PrimerSyntax

/// One accepted step of the state machine: where it started, what happened, where it went, what it did.
public struct PrimerTransition: Hashable, Sendable, CustomStringConvertible {
    /// The phase before the event.
    public var from: PrimerPhase
    /// The event.
    public var event: PrimerEvent
    /// The phase after the event (the same phase when the event only has effects).
    public var to: PrimerPhase
    /// What the block does, in order.
    public var effects: [PrimerEffect]

    /// Creates a transition.
    public init(from: PrimerPhase, event: PrimerEvent, to: PrimerPhase, effects: [PrimerEffect]) {
        self.from = from
        self.event = event
        self.to = to
        self.effects = effects
    }

    /// The transition's name: states and event, without payloads.
    public var key: TransitionKey { TransitionKey(from: from.name, to: to.name, via: event.name) }

    public var description: String { "\(from) -> \(to) via \(event)" }
}

/// A transition named by its states and event, as spec headers and the command line name it.
public struct TransitionKey: Hashable, Sendable, Codable, Comparable, CustomStringConvertible {
    /// The state before.
    public var from: PrimerStateName
    /// The state after.
    public var to: PrimerStateName
    /// The event.
    public var via: PrimerEventName

    /// Creates a key.
    public init(from: PrimerStateName, to: PrimerStateName, via: PrimerEventName) {
        self.from = from
        self.to = to
        self.via = via
    }

    public static func < (lhs: TransitionKey, rhs: TransitionKey) -> Bool {
        func rank(_ key: TransitionKey) -> (Int, Int, Int) {
            (PrimerStateName.allCases.firstIndex(of: key.from) ?? 0, PrimerStateName.allCases.firstIndex(of: key.to) ?? 0,
             PrimerEventName.allCases.firstIndex(of: key.via) ?? 0)
        }
        return rank(lhs) < rank(rhs)
    }

    /// For example `requesting -> granted via answer`.
    public var description: String { "\(from) -> \(to) via \(via)" }
}

/// An event the machine refused in a phase, with the reason.
public struct RejectedEvent: Error, Hashable, Sendable, CustomStringConvertible {
    /// The phase the block was in.
    public var phase: PrimerPhase
    /// The event it refused.
    public var event: PrimerEvent
    /// Why the event makes no sense there.
    public var reason: String

    /// Creates a rejection.
    public init(phase: PrimerPhase, event: PrimerEvent, reason: String) {
        self.phase = phase
        self.event = event
        self.reason = reason
    }

    public var description: String { "\(event) in \(phase): \(reason)" }
}
