import PrimerAccessibility
import PrimerModel
import PrimerMotion
import PrimerSpec
import PrimerSyntax

/// The authorization status a request returns or the block reads on appear.
public enum PrimerStatus: String, CaseIterable, Hashable, Sendable, Codable, CustomStringConvertible {
    case notDetermined
    case granted
    /// Photos only: the person shared a selection of photos.
    case limited
    case denied

    /// The granted flavour of this status, if it is one.
    public var grantedStatus: PrimerGrantedStatus? {
        switch self {
        case .granted: .granted
        case .limited: .limited
        case .notDetermined, .denied: nil
        }
    }

    public var description: String { rawValue }
}

/// The two ways a permission can be granted; `onGranted` receives one of them.
public enum PrimerGrantedStatus: String, CaseIterable, Hashable, Sendable, Codable, CustomStringConvertible {
    case granted
    case limited

    /// The matching ``Status``.
    public var status: PrimerStatus { self == .granted ? .granted : .limited }

    public var description: String { rawValue }
}
