import PrimerAppInfo
import PrimerModel
import PrimerSpec
import PrimerSyntax

/// What `scan` and `init` know of the primer screen: it shows any permission's words, so a spec names
/// its permission only by its hero `symbol`, and `PermissionPrimerScreen` needs iOS 18.
extension PrimerScreenBlock {
    package var permissionField: HeaderField? { PrimerScreenFields.symbol }

    /// The permissions a screen's symbol is about: those whose symbol starts with the same word
    /// (`location.circle` is about the three location permissions).
    package func permissions(primedBy symbol: String) -> [Permission] {
        let word = Self.firstWord(of: symbol)
        return Permission.allCases.filter { Self.firstWord(of: Self.symbol(for: $0)) == word }
    }

    /// The screen's `symbol`, `title` and `message`: the message is the app's purpose string. A
    /// permission whose alert shows one and an app that gives none leave the message empty, which the
    /// block refuses (``PrimerScreenHeader``), as the permission primer refuses a missing purpose
    /// string; notifications need none, and get a line asking for the words.
    package func draft(for permission: Permission, purpose: String?) -> PermissionDraft? {
        func line(_ field: HeaderField, _ text: String) -> String { "\(field.name) \(StringLiteral.quoted(text))" }
        let message = purpose ?? (permission.requiredKeys.isEmpty ? "Say here what the app does with this permission." : "")
        return PermissionDraft(kind: permission.rawValue, headerLines: [
            line(PrimerScreenFields.symbol, Self.symbol(for: permission)),
            line(PrimerScreenFields.title, Self.title(for: permission)),
            line(PrimerScreenFields.message, message),
        ])
    }

    /// `PermissionPrimerScreen` declares `@available(iOS 18.0, *)`.
    public var minimumIOS: IOSVersion? { IOSVersion(major: 18, minor: 0) }

    /// The SF Symbol `init` gives a primer screen for the permission, and by which `scan` tells what a
    /// primer screen spec is about (its `symbol`'s first word). A choice: the symbols the Permission
    /// Priming templates use for the same permissions, and Apple's symbol for each other one.
    static func symbol(for permission: Permission) -> String {
        switch permission {
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
        case .siri: "text.bubble"
        case .homeKit: "house.fill"
        case .focusStatus: "moon.fill"
        case .nfc: "wave.3.right"
        }
    }

    /// A short title for the primer screen `init` writes: `Allow the camera`. A choice, ours: a few
    /// plain words saying what the screen asks for.
    static func title(for permission: Permission) -> String {
        switch permission {
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
        case .siri: "Use Siri"
        case .homeKit: "Connect your home"
        case .focusStatus: "Share your Focus status"
        case .nfc: "Scan NFC tags"
        }
    }

    /// A symbol's first dot-separated word: `location` of `location.fill`.
    static func firstWord(of symbol: String) -> String {
        symbol.split(separator: ".").first.map(String.init) ?? symbol
    }
}
