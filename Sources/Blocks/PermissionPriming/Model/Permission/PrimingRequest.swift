/// The call the Permission Priming templates' `PermissionManager.request(_:)` makes when the person taps Enable.
///
/// The raw value is the token a timeline's `request` cue writes (see ``token``).
public enum PrimingRequest: String, CaseIterable, Hashable, Sendable, Codable, CustomStringConvertible {
    /// Notifications with alerts, badges and sounds; never `.provisional`.
    case notifications
    /// Notifications with `.provisional` added: **not the templates' request**. The templates' Gotchas name
    /// it ("bypass the prompt entirely"), so an app may make it before the gate; the gate then reads
    /// provisional. Modelled so that what it brings up (nothing) is on record.
    case notificationsProvisional
    case cameraVideo
    case photosReadWrite
    case locationWhenInUse
    /// `requestAlwaysAuthorization()`, called whatever the current status: the templates do not ask for
    /// when-in-use first, although its own guidance says to.
    case locationAlways
    case microphoneAudio
    case contacts
    /// HealthKit, reading step count and sharing nothing.
    case healthRead
    case tracking

    /// The call, written as Swift.
    public var call: String {
        switch self {
        case .notifications: "UNUserNotificationCenter.current().requestAuthorization(options: [.alert, .badge, .sound])"
        case .notificationsProvisional:
            "UNUserNotificationCenter.current().requestAuthorization(options: [.alert, .badge, .sound, .provisional])"
        case .cameraVideo: "AVCaptureDevice.requestAccess(for: .video)"
        case .photosReadWrite: "PHPhotoLibrary.requestAuthorization(for: .readWrite)"
        case .locationWhenInUse: "CLLocationManager.requestWhenInUseAuthorization(), awaited through the delegate"
        case .locationAlways: "CLLocationManager.requestAlwaysAuthorization(), awaited through the delegate"
        case .microphoneAudio: "AVCaptureDevice.requestAccess(for: .audio)"
        case .contacts: "CNContactStore().requestAccess(for: .contacts)"
        case .healthRead: "HKHealthStore().requestAuthorization(toShare: [], read: [stepCount])"
        case .tracking: "ATTrackingManager.requestTrackingAuthorization()"
        }
    }

    /// What the templates' request returns (true counts as granted and calls `onGranted`).
    public var returns: String {
        switch self {
        case .notifications, .notificationsProvisional: "the granted flag; false if the call throws"
        case .cameraVideo, .microphoneAudio: "the granted flag"
        case .photosReadWrite: "status == .authorized || status == .limited"
        case .locationWhenInUse: "true on when-in-use or always, false on denied or restricted, once the delegate reports it"
        case .locationAlways: "true on always, false on when-in-use, denied or restricted, once the delegate reports it"
        case .contacts: "the granted flag; false if the call throws"
        case .healthRead: "true once the request completes, whatever the person chose; false if health data is unavailable"
        case .tracking: "status == .authorized"
        }
    }

    /// The token a timeline's `request` cue writes: `notifications(alert,badge,sound)`, `cameraVideo`,
    /// `healthRead(stepCount)`, …
    public var token: String {
        switch self {
        case .notifications: "notifications(alert,badge,sound)"
        case .notificationsProvisional: "notifications(alert,badge,sound,provisional)"
        case .healthRead: "healthRead(stepCount)"
        default: rawValue
        }
    }

    /// The token.
    public var description: String { token }
}
