import PrimerAccessibility
import PrimerModel
import PrimerMotion
import PrimerSpec
import PrimerSyntax

/// What the block is showing: the state of its state machine.
public enum PrimerPhase: Hashable, Sendable, CustomStringConvertible {
    /// Not asked yet: Continue and Not now.
    case ready
    /// The system alert is up: Continue shows progress and reads "Waiting for your answer".
    case requesting
    /// Granted (or limited, for photos): a check, the granted words and Done.
    case granted(PrimerGrantedStatus)
    /// Denied: the off symbol, where to turn it on, and Open Settings.
    case denied
    /// The custom request threw: its message shows under Continue, which can be tried again.
    case failed(message: String)

    /// The state's name, as used on the command line and in spec files.
    public var name: PrimerStateName {
        switch self {
        case .ready: .ready
        case .requesting: .requesting
        case .granted(.granted): .granted
        case .granted(.limited): .limited
        case .denied: .denied
        case .failed: .failed
        }
    }

    public var description: String {
        if case .failed(let message) = self { return "failed(\(message))" }
        return name.rawValue
    }
}

/// The name of a state: a ``Phase`` without its message.
public enum PrimerStateName: String, CaseIterable, Hashable, Sendable, Codable, CustomStringConvertible {
    case ready, requesting, granted, limited, denied, failed

    /// The message a `failed` state shows when none is given (PrimerSpec's choice).
    public static let defaultErrorMessage = "Something went wrong. Try again."

    /// The phase this name stands for; `failed` carries `errorMessage`.
    public func phase(errorMessage: String = PrimerStateName.defaultErrorMessage) -> PrimerPhase {
        switch self {
        case .ready: .ready
        case .requesting: .requesting
        case .granted: .granted(.granted)
        case .limited: .granted(.limited)
        case .denied: .denied
        case .failed: .failed(message: errorMessage)
        }
    }

    /// Whether the state exists for a kind (`limited` is photos only).
    public func applies(to kind: PrimerKind) -> Bool { self != .limited || kind.canBeLimited }

    public var description: String { rawValue }
}
