import PrimerAccessibility
import PrimerModel
import PrimerMotion
import PrimerSpec
import PrimerSyntax

/// The permission a primer asks for.
///
/// The raw value is the name used on the command line and in spec files.
public enum PrimerKind: String, CaseIterable, Hashable, Sendable, Codable, CustomStringConvertible {
    case notifications
    case location
    case camera
    case photos

    /// The Info.plist key whose purpose string iOS shows in the system alert, if the kind needs one.
    ///
    /// Notifications need no key; the others crash the app when it asks without one (the alert words on record (Docs/Sources.md)).
    public var purposeStringKey: String? {
        switch self {
        case .notifications: nil
        case .location: "NSLocationWhenInUseUsageDescription"
        case .camera: "NSCameraUsageDescription"
        case .photos: "NSPhotoLibraryUsageDescription"
        }
    }

    /// What the sample alert shows where the purpose string goes when none is given: the key in
    /// brackets, `[NSCameraUsageDescription]`. PrimerSpec never makes the words up; a spec must
    /// state them, and the commands say the placeholder is there.
    public var purposePlaceholder: String? { purposeStringKey.map { "[\($0)]" } }

    /// What the Settings app calls the kind's row on the app's own page.
    public var settingsRowName: String {
        switch self {
        case .notifications: "Notifications"
        case .location: "Location"
        case .camera: "Camera"
        case .photos: "Photos"
        }
    }

    /// The system request the block makes for this kind when Continue is tapped.
    public var systemRequest: PermissionRequest {
        switch self {
        case .notifications: .notifications(options: [.alert, .badge, .sound])
        case .location: .locationWhenInUse
        case .camera: .cameraVideo
        case .photos: .photosReadWrite
        }
    }

    /// Whether iOS can answer this kind with ``Status/limited`` (only photos).
    public var canBeLimited: Bool { self == .photos }

    public var description: String { rawValue }
}
