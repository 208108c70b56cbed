/// Something that happens to the gate: a status read returning, a tap, a prompt answered, the app
/// coming back to the foreground. Statuses are the framework's, before the templates map them.
public enum GateEvent: Hashable, Sendable, CustomStringConvertible {
    /// The gate's `.task` status read returns with this status (once, when it appears).
    case check(FrameworkStatus)
    /// The person taps Enable.
    case enableTapped
    /// The prompt ends (or, with no prompt, the request finishes) leaving the framework at this status.
    case answered(FrameworkStatus)
    /// The person taps Not Now.
    case notNowTapped
    /// The person taps Open Settings.
    case openSettingsTapped
    /// The app comes back to the foreground (`willEnterForegroundNotification`, after Settings or
    /// any other app) and the gate's re-read returns this status.
    case enteredForeground(FrameworkStatus)

    /// The event's name.
    public var name: GateEventName {
        switch self {
        case .check: .check
        case .enableTapped: .enable
        case .answered: .answer
        case .notNowTapped: .notNow
        case .openSettingsTapped: .openSettings
        case .enteredForeground: .foreground
        }
    }

    /// For example `check(provisional)` or `enable`.
    public var description: String {
        switch self {
        case .check(let status): "check(\(status))"
        case .answered(let status): "answer(\(status))"
        case .enteredForeground(let status): "foreground(\(status))"
        default: name.rawValue
        }
    }
}
