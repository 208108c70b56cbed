/// A permission an iOS app asks for, as `scan` and `init` name it: the words and the Info.plist keys
/// a request needs. Which blocks model its primer, and how, each block says (`Block.draft(for:purpose:)`).
package enum Permission: String, CaseIterable, Hashable, Sendable, Comparable, CustomStringConvertible {
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
    case siri
    case homeKit = "homekit"
    case focusStatus = "focus-status"
    case nfc

    /// The name in messages and on the command line: `location-when-in-use`.
    package var description: String { rawValue }

    package static func < (lhs: Permission, rhs: Permission) -> Bool {
        (allCases.firstIndex(of: lhs) ?? 0) < (allCases.firstIndex(of: rhs) ?? 0)
    }

    /// The Info.plist keys iOS reads when the app asks, every one of which must be there with words
    /// (Apple's documentation of each request method and of each key; `Docs/Scan.md`).
    package var requiredKeys: [String] {
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
        case .siri: ["NSSiriUsageDescription"]
        case .homeKit: ["NSHomeKitUsageDescription"]
        case .focusStatus: ["NSFocusStatusUsageDescription"]
        case .nfc: ["NFCReaderUsageDescription"]
        }
    }

    /// Keys named for the permission that the scan does not check, with why.
    package var namedKeys: [String] {
        switch self {
        case .locationFullAccuracy: ["NSLocationTemporaryUsageDescriptionDictionary"]
        default: []
        }
    }

    /// The permission a declared usage-description key stands for, for "declared but never asked";
    /// the older keys (`NSCalendarsUsageDescription`, `NSLocationAlwaysUsageDescription`, …) map to
    /// the permission that replaced them.
    package static func declaring(_ key: String) -> [Permission] {
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
    package static let scannedKeys: [String] = {
        var keys: [String] = []
        for permission in allCases {
            for key in permission.requiredKeys where !keys.contains(key) { keys.append(key) }
        }
        return keys + ["NSLocationAlwaysUsageDescription", "NSCalendarsUsageDescription", "NSRemindersUsageDescription",
                       "NSBluetoothPeripheralUsageDescription"]
    }()
}
