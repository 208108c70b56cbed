/// Where the gate is: the screen it shows, and what it cannot show but the model must remember.
public struct GatePhase: Hashable, Sendable, CustomStringConvertible {
    /// The screen.
    public var screen: GateScreen
    /// The status the framework reports now; nil before the first check returns.
    public var status: FrameworkStatus?
    /// Whether the app has made the request before in this install (Core Location and HealthKit
    /// ask only once).
    public var hasAsked: Bool
    /// While requesting: what the request brought up and how it can end; nil once the prompt has
    /// ended without the request returning, or when no request runs.
    public var pending: RequestOutcome?

    /// Creates a phase.
    public init(screen: GateScreen, status: FrameworkStatus?, hasAsked: Bool = false, pending: RequestOutcome? = nil) {
        self.screen = screen
        self.status = status
        self.hasAsked = hasAsked
        self.pending = pending
    }

    /// The gate as it appears: checking, no status read yet.
    public static let initial = GatePhase(screen: .checking, status: nil)

    /// Whether a system alert or sheet is up over the app.
    public var promptIsUp: Bool { pending?.prompt.showsPrompt ?? false }

    /// Whether the priming view is stuck requesting: the prompt ended without the request returning,
    /// or nothing came up and nothing will return. Only then can the person reach Not Now or leave
    /// the app while the progress view spins.
    public var isStuck: Bool {
        guard screen == .requesting else { return false }
        guard let pending else { return true }
        return !pending.prompt.showsPrompt && pending.answers.isEmpty
    }

    /// For example `ready(not-determined)`.
    public var description: String {
        screen.rawValue + (status.map { "(\($0))" } ?? "")
    }
}
