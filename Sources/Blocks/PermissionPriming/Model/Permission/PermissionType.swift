/// A permission the Permission Priming templates' `PermissionType` names, with the metadata its priming screen shows.
///
/// The raw value is the word a spec (`type location-always`) and the command line use. The templates
/// fold both location cases into `.location(LocationAccuracy)`; here each is a case of its own,
/// because they differ in key, request and mapping. The templates' type is not `Hashable` (the
/// associated value), though their code uses it as a dictionary key and `ForEach` data, so they do
/// not compile as published; this one is, as a fix would make it (Docs/Model.md).
public enum PermissionType: String, CaseIterable, Hashable, Sendable, Codable, CustomStringConvertible {
    case notifications
    case camera
    case photoLibrary = "photo-library"
    case locationWhenInUse = "location-when-in-use"
    case locationAlways = "location-always"
    case microphone
    case contacts
    case health
    case tracking

    /// The templates' case, as Swift writes it: `.photoLibrary`, `.location(.always)`.
    public var swiftCase: String {
        switch self {
        case .notifications: ".notifications"
        case .camera: ".camera"
        case .photoLibrary: ".photoLibrary"
        case .locationWhenInUse: ".location(.whenInUse)"
        case .locationAlways: ".location(.always)"
        case .microphone: ".microphone"
        case .contacts: ".contacts"
        case .health: ".health"
        case .tracking: ".tracking"
        }
    }

    /// The title the priming screen shows (the templates' `title`); the denied view shows it too.
    public var title: String {
        switch self {
        case .notifications: "Enable Notifications"
        case .camera: "Allow Camera Access"
        case .photoLibrary: "Access Your Photos"
        case .locationWhenInUse: "Share Your Location"
        case .locationAlways: "Enable Background Location"
        case .microphone: "Allow Microphone Access"
        case .contacts: "Access Your Contacts"
        case .health: "Connect Health Data"
        case .tracking: "Allow Tracking"
        }
    }

    /// The SF Symbol of the priming screen's illustration (the templates' `systemImage`); both location
    /// cases share one.
    public var systemImage: String {
        switch self {
        case .notifications: "bell.badge.fill"
        case .camera: "camera.fill"
        case .photoLibrary: "photo.on.rectangle.angled"
        case .locationWhenInUse, .locationAlways: "location.fill"
        case .microphone: "mic.fill"
        case .contacts: "person.crop.circle.fill"
        case .health: "heart.fill"
        case .tracking: "hand.raised.fill"
        }
    }

    /// Why the app asks, under the title (the templates' `benefitDescription`).
    public var benefitDescription: String {
        switch self {
        case .notifications:
            "Get notified about important updates, reminders, and activity so you never miss what matters."
        case .camera:
            "Take photos and scan documents directly within the app for a seamless experience."
        case .photoLibrary:
            "Choose photos from your library to share, edit, or use as profile pictures."
        case .locationWhenInUse:
            "Find nearby places, get directions, and see relevant content based on where you are."
        case .locationAlways:
            "Receive location-based alerts and updates even when the app is in the background."
        case .microphone:
            "Record audio for voice messages, video calls, and voice commands."
        case .contacts:
            "Find friends who are already using the app and easily share content with them."
        case .health:
            "Sync your health and fitness data to provide personalized insights and track your progress."
        case .tracking:
            "Allow us to deliver personalized ads and measure campaign effectiveness."
        }
    }

    /// The Info.plist key the templates name for the type (`infoPlistKey`); nil for notifications.
    public var infoPlistKey: String? {
        switch self {
        case .notifications: nil
        case .camera: "NSCameraUsageDescription"
        case .photoLibrary: "NSPhotoLibraryUsageDescription"
        case .locationWhenInUse: "NSLocationWhenInUseUsageDescription"
        case .locationAlways: "NSLocationAlwaysAndWhenInUseUsageDescription"
        case .microphone: "NSMicrophoneUsageDescription"
        case .contacts: "NSContactsUsageDescription"
        case .health: "NSHealthShareUsageDescription"
        case .tracking: "NSUserTrackingUsageDescription"
        }
    }

    /// Every purpose-string key the app needs before the templates' request runs, in the order they
    /// are checked. The templates' key, and for location always the when-in-use key as well: Apple's
    /// "Requesting always authorization" asks for both, and iOS shows the when-in-use string in the
    /// first prompt. Health needs only the share (read) key, because the templates ask to read and to
    /// share nothing (`toShare: []`).
    public var requiredPurposeKeys: [String] {
        switch self {
        case .locationAlways: ["NSLocationAlwaysAndWhenInUseUsageDescription", "NSLocationWhenInUseUsageDescription"]
        default: infoPlistKey.map { [$0] } ?? []
        }
    }

    /// The request the templates' `PermissionManager.request(_:)` makes for the type.
    public var request: PrimingRequest {
        switch self {
        case .notifications: .notifications
        case .camera: .cameraVideo
        case .photoLibrary: .photosReadWrite
        case .locationWhenInUse: .locationWhenInUse
        case .locationAlways: .locationAlways
        case .microphone: .microphoneAudio
        case .contacts: .contacts
        case .health: .healthRead
        case .tracking: .tracking
        }
    }

    /// How messages name the type: `camera`, `photo library`, `location (always)`.
    public var spokenName: String {
        switch self {
        case .photoLibrary: "photo library"
        case .locationWhenInUse: "location (when in use)"
        case .locationAlways: "location (always)"
        default: rawValue
        }
    }

    /// The type word.
    public var description: String { rawValue }

    /// Every type word, for "expected one of".
    public static let names = allCases.map(\.rawValue).joined(separator: ", ")
}
