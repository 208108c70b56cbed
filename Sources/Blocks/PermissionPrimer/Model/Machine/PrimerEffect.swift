import PrimerAccessibility
import PrimerModel
import PrimerMotion
import PrimerSpec
import PrimerSyntax

/// Something the block does as it changes state, besides what it shows.
public enum PrimerEffect: Hashable, Sendable, CustomStringConvertible {
    /// Reads the current authorization status (on appear, and on coming back from Settings).
    case readStatus
    /// Asks iOS (or the custom request) for the permission.
    case request(PermissionRequest)
    /// Location only: holds the `CLLocationManager` until the answer comes.
    case retainLocationManager
    /// Location only: lets the `CLLocationManager` go once the answer came.
    case releaseLocationManager
    /// Plays a haptic.
    case haptic(Haptic)
    /// Calls `onGranted` with the status, `after` seconds from the change.
    case callOnGranted(PrimerGrantedStatus, after: Double)
    /// Calls `onNotNow` (by default it dismisses the presenting sheet).
    case callOnNotNow
    /// Opens a URL with `openURL`.
    case openURL(String)

    /// The URL Open Settings opens: `UIApplication.openSettingsURLString`.
    public static let settingsURL = "UIApplication.openSettingsURLString"

    public var description: String {
        switch self {
        case .readStatus: "read status"
        case .request(let request): "request \(request)"
        case .retainLocationManager: "retain CLLocationManager"
        case .releaseLocationManager: "release CLLocationManager"
        case .haptic(let haptic): "haptic \(haptic)"
        case .callOnGranted(let status, let delay): "call onGranted(\(status)) after \(delay)s"
        case .callOnNotNow: "call onNotNow"
        case .openURL(let url): "open \(url)"
        }
    }
}
