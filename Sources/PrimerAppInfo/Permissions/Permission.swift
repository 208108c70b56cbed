/// A permission an iOS app asks for, as `scan` and `init` name it: the words, the Info.plist keys
/// a request needs, and which blocks model its primer.
public enum Permission: String, CaseIterable, Hashable, Sendable, Comparable, CustomStringConvertible {
    case notifications
    case locationWhenInUse = "location-when-in-use"
    case locationAlways = "location-always"
    case locationFullAccuracy = "location-full-accuracy"
    case camera
    case microphone
    case photos
    case photosAddOnly = "photos-add-only"
    case contacts
    case calendarsFullAccess = "calendars-full-access"
    case calendarsWriteOnly = "calendars-write-only"
    case remindersFullAccess = "reminders-full-access"
    case healthRead = "health-read"
    case healthWrite = "health-write"
    case tracking
    case speechRecognition = "speech-recognition"
    case bluetooth
    case faceID = "face-id"
    case motion
    case mediaLibrary = "media-library"
    case localNetwork = "local-network"

    /// The name in messages and on the command line: `location-when-in-use`.
    public var description: String { rawValue }

    public static func < (lhs: Permission, rhs: Permission) -> Bool {
        (allCases.firstIndex(of: lhs) ?? 0) < (allCases.firstIndex(of: rhs) ?? 0)
    }

    /// The Info.plist keys iOS reads when the app asks, every one of which must be there with words
    /// (Apple's documentation of each request method and of each key; `Docs/Scan.md`).
    public var requiredKeys: [String] {
        switch self {
        case .notifications: []
        case .locationWhenInUse: ["NSLocationWhenInUseUsageDescription"]
        case .locationAlways: ["NSLocationWhenInUseUsageDescription", "NSLocationAlwaysAndWhenInUseUsageDescription"]
        // A dictionary of purpose strings (`NSLocationTemporaryUsageDescriptionDictionary`): its entries
        // are not strings the Info.plist reader gives, so the key is named, not checked (Docs/Scan.md).
        case .locationFullAccuracy: []
        case .camera: ["NSCameraUsageDescription"]
        case .microphone: ["NSMicrophoneUsageDescription"]
        case .photos: ["NSPhotoLibraryUsageDescription"]
        case .photosAddOnly: ["NSPhotoLibraryAddUsageDescription"]
        case .contacts: ["NSContactsUsageDescription"]
        case .calendarsFullAccess: ["NSCalendarsFullAccessUsageDescription"]
        case .calendarsWriteOnly: ["NSCalendarsWriteOnlyAccessUsageDescription"]
        case .remindersFullAccess: ["NSRemindersFullAccessUsageDescription"]
        case .healthRead: ["NSHealthShareUsageDescription"]
        case .healthWrite: ["NSHealthUpdateUsageDescription"]
        case .tracking: ["NSUserTrackingUsageDescription"]
        case .speechRecognition: ["NSSpeechRecognitionUsageDescription"]
        case .bluetooth: ["NSBluetoothAlwaysUsageDescription"]
        case .faceID: ["NSFaceIDUsageDescription"]
        case .motion: ["NSMotionUsageDescription"]
        case .mediaLibrary: ["NSAppleMusicUsageDescription"]
        case .localNetwork: ["NSLocalNetworkUsageDescription"]
        }
    }

    /// Keys named for the permission that the scan does not check, with why.
    public var namedKeys: [String] {
        switch self {
        case .locationFullAccuracy: ["NSLocationTemporaryUsageDescriptionDictionary"]
        default: []
        }
    }

    /// The permission a declared usage-description key stands for, for "declared but never asked";
    /// the older keys (`NSCalendarsUsageDescription`, `NSLocationAlwaysUsageDescription`, …) map to
    /// the permission that replaced them.
    public static func declaring(_ key: String) -> [Permission] {
        switch key {
        case "NSLocationWhenInUseUsageDescription": [.locationWhenInUse, .locationAlways]
        case "NSLocationAlwaysAndWhenInUseUsageDescription", "NSLocationAlwaysUsageDescription": [.locationAlways]
        case "NSCalendarsUsageDescription": [.calendarsFullAccess, .calendarsWriteOnly]
        case "NSRemindersUsageDescription": [.remindersFullAccess]
        case "NSBluetoothPeripheralUsageDescription": [.bluetooth]
        default: allCases.filter { $0.requiredKeys.contains(key) }
        }
    }

    /// The keys `scan` holds requests against (every key some permission needs, and the older ones
    /// that stand for them), in the order reports list them.
    public static let scannedKeys: [String] = {
        var keys: [String] = []
        for permission in allCases {
            for key in permission.requiredKeys where !keys.contains(key) { keys.append(key) }
        }
        return keys + ["NSLocationAlwaysUsageDescription", "NSCalendarsUsageDescription", "NSRemindersUsageDescription",
                       "NSBluetoothPeripheralUsageDescription"]
    }()

    /// The word a spec uses for the permission in each block that models it: the permission primer's
    /// `primer KIND`, the Permission Priming templates' `type TYPE`. The primer screen shows any
    /// permission's content, so every permission has it.
    public func kind(inBlock block: String) -> String? {
        switch block {
        case "permission-primer":
            switch self {
            case .notifications: "notifications"
            case .locationWhenInUse: "location"
            case .camera: "camera"
            case .photos: "photos"
            default: nil
            }
        case "permission-priming":
            switch self {
            case .notifications: "notifications"
            case .camera: "camera"
            case .photos: "photo-library"
            case .locationWhenInUse: "location-when-in-use"
            case .locationAlways: "location-always"
            case .microphone: "microphone"
            case .contacts: "contacts"
            case .healthRead, .healthWrite: "health"
            case .tracking: "tracking"
            default: nil
            }
        case "primer-screen": screenSymbol == nil ? nil : rawValue
        default: nil
        }
    }

    /// The permissions a spec's kind word stands for in a block.
    public static func covered(byKind kind: String, inBlock block: String) -> [Permission] {
        allCases.filter { $0.kind(inBlock: block) == kind }
    }

    /// The SF Symbol `init` gives a primer screen for the permission, and by which `scan` tells what a
    /// primer screen spec is about (its `symbol`'s first word). A choice: the symbols the Permission
    /// Priming templates use for the same permissions, and Apple's symbol for each other one.
    public var screenSymbol: String? {
        switch self {
        case .notifications: "bell.badge.fill"
        case .locationWhenInUse, .locationAlways, .locationFullAccuracy: "location.fill"
        case .camera: "camera.fill"
        case .microphone: "mic.fill"
        case .photos, .photosAddOnly: "photo.on.rectangle"
        case .contacts: "person.crop.circle"
        case .calendarsFullAccess, .calendarsWriteOnly: "calendar"
        case .remindersFullAccess: "checklist"
        case .healthRead, .healthWrite: "heart.fill"
        case .tracking: "hand.raised.fill"
        case .speechRecognition: "waveform"
        case .bluetooth: "antenna.radiowaves.left.and.right"
        case .faceID: "faceid"
        case .motion: "figure.walk"
        case .mediaLibrary: "music.note"
        case .localNetwork: "network"
        }
    }

    /// The permissions a primer screen's symbol is about: those whose symbol starts with the same word.
    public static func covered(bySymbol symbol: String) -> [Permission] {
        let word = symbol.split(separator: ".").first.map(String.init) ?? symbol
        return allCases.filter { permission in
            guard let own = permission.screenSymbol else { return false }
            return (own.split(separator: ".").first.map(String.init) ?? own) == word
        }
    }

    /// A short title for the primer screen `init` writes: `Allow the camera`.
    public var title: String {
        switch self {
        case .notifications: "Turn on notifications"
        case .locationWhenInUse, .locationAlways, .locationFullAccuracy: "Share your location"
        case .camera: "Allow the camera"
        case .microphone: "Allow the microphone"
        case .photos, .photosAddOnly: "Allow your photos"
        case .contacts: "Allow your contacts"
        case .calendarsFullAccess, .calendarsWriteOnly: "Allow your calendar"
        case .remindersFullAccess: "Allow your reminders"
        case .healthRead, .healthWrite: "Connect Health"
        case .tracking: "Allow tracking"
        case .speechRecognition: "Allow speech recognition"
        case .bluetooth: "Allow Bluetooth"
        case .faceID: "Use Face ID"
        case .motion: "Allow motion and fitness"
        case .mediaLibrary: "Allow your music"
        case .localNetwork: "Find devices on your network"
        }
    }
}
