/// The Permission Priming templates' unified `PermissionStatus`: one status for every framework's own.
///
/// The raw value is the word messages and docs use.
public enum PermissionStatus: String, CaseIterable, Hashable, Sendable, Codable, CustomStringConvertible {
    /// Not asked yet: the gate shows the priming view.
    case notDetermined = "not-determined"
    /// Granted (the templates also maps limited photos, ephemeral notifications and, for location when
    /// in use, when-in-use authorization here).
    case authorized
    /// Refused: the gate shows the denied view.
    case denied
    /// Out of the person's hands (parental controls, device management): the gate shows the denied view too.
    case restricted
    /// Notifications only: quiet delivery, granted without a prompt.
    case provisional

    /// The templates' `isGranted`: authorized or provisional.
    public var isGranted: Bool { self == .authorized || self == .provisional }

    /// The templates' `shouldShowPriming`: not determined.
    public var shouldShowPriming: Bool { self == .notDetermined }

    /// The templates' `requiresSettings`: denied or restricted.
    public var requiresSettings: Bool { self == .denied || self == .restricted }

    /// The screen `permissionGated` shows for the status once it has checked: the content when
    /// granted, the priming view when not determined, the denied view when denied or restricted.
    public var gateScreen: GateScreen {
        switch self {
        case .authorized, .provisional: .content
        case .notDetermined: .ready
        case .denied, .restricted: .denied
        }
    }

    /// The status word.
    public var description: String { rawValue }
}
