import PrimerAccessibility
import PrimerModel
import PrimerMotion
import PrimerSpec
import PrimerSyntax

/// What the block asks iOS for when the person taps Continue.
public enum PermissionRequest: Hashable, Sendable, CustomStringConvertible {
    /// `UNUserNotificationCenter.requestAuthorization(options:)`.
    case notifications(options: [NotificationOption])
    /// `CLLocationManager.requestWhenInUseAuthorization()`; the block keeps the manager alive until the answer.
    case locationWhenInUse
    /// `AVCaptureDevice.requestAccess(for: .video)`.
    case cameraVideo
    /// `PHPhotoLibrary.requestAuthorization(for: .readWrite)`.
    case photosReadWrite
    /// The `request` closure given to the block replaces the system request.
    case custom

    /// The notification options the block asks for.
    public enum NotificationOption: String, Hashable, Sendable, CaseIterable {
        case alert, badge, sound
    }

    /// The call the block makes, written as Swift.
    public var description: String {
        switch self {
        case .notifications(let options):
            let list = options.map { "." + $0.rawValue }.joined(separator: ", ")
            return "UNUserNotificationCenter.requestAuthorization(options: [\(list)])"
        case .locationWhenInUse: return "CLLocationManager.requestWhenInUseAuthorization()"
        case .cameraVideo: return "AVCaptureDevice.requestAccess(for: .video)"
        case .photosReadWrite: return "PHPhotoLibrary.requestAuthorization(for: .readWrite)"
        case .custom: return "request()"
        }
    }
}
