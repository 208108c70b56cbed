import PrimerAccessibility
import PrimerModel
import PrimerMotion
import PrimerSpec
import PrimerSyntax

/// Something that happens to the block: a tap, the system's answer, or the app coming back.
public enum PrimerEvent: Hashable, Sendable, CustomStringConvertible {
    /// The block appeared; it reads the current status (unless a custom request is set).
    case appear(current: PrimerStatus)
    /// The person tapped Continue (or tapped it again after an error).
    case continueTapped
    /// The request came back with a status.
    case answered(PrimerStatus)
    /// The custom request threw a `LocalizedError` with this message.
    case requestFailed(message: String)
    /// The person tapped Done.
    case doneTapped
    /// The person tapped Open Settings.
    case openSettingsTapped
    /// The app came back to the foreground (`willEnterForegroundNotification`) with this status.
    case enteredForeground(current: PrimerStatus)
    /// The person tapped Not now.
    case notNowTapped

    /// The event's name, as used after `via` in spec files.
    public var name: PrimerEventName {
        switch self {
        case .appear: .appear
        case .continueTapped: .continueTapped
        case .answered: .answer
        case .requestFailed: .error
        case .doneTapped: .done
        case .openSettingsTapped: .openSettings
        case .enteredForeground: .returnFromSettings
        case .notNowTapped: .notNow
        }
    }

    public var description: String {
        switch self {
        case .appear(let status): "appear(\(status))"
        case .answered(let status): "answer(\(status))"
        case .requestFailed(let message): "error(\(message))"
        case .enteredForeground(let status): "return-from-settings(\(status))"
        default: name.rawValue
        }
    }
}

/// The name of an event, without its payload.
public enum PrimerEventName: String, CaseIterable, Hashable, Sendable, Codable, CustomStringConvertible {
    case appear
    case continueTapped = "continue"
    case answer
    case error
    case done
    case openSettings = "open-settings"
    case returnFromSettings = "return-from-settings"
    case notNow = "not-now"

    public var description: String { rawValue }
}
