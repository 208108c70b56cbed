import PrimerAccessibility
import PrimerModel
import PrimerMotion
import PrimerSpec
import PrimerSyntax

/// What the primer screen really does: it appears, Continue calls `onContinue`, skip calls `onSkip`.
///
/// The screen does not ask iOS and never learns the answer (the app asks in `onContinue`), so it
/// has one state and no permission status: no "waiting", no granted or denied look.
public struct ScreenMachine: Hashable, Sendable {
    /// Whether the screen has a skip button.
    public var hasSkip: Bool

    /// Creates a machine.
    public init(hasSkip: Bool) {
        self.hasSkip = hasSkip
    }

    /// The one state: the screen is shown.
    public static let ready = "ready"
    /// Every event a screen can have, in order.
    public static let allEvents = ["appear", "continue", "skip"]

    /// The events this screen has: `skip` only with a skip button.
    public var events: [String] { Self.allEvents.filter { hasSkip || $0 != "skip" } }

    /// Every transition, in event order.
    public var transitions: [TransitionName] {
        events.map { TransitionName(from: Self.ready, to: Self.ready, via: $0) }
    }
}
