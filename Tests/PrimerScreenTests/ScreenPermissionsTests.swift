@testable import PrimerScreen
import PrimerAppInfo
import PrimerModel
import PrimerSpec
import Testing

/// What the primer screen tells `scan` and `init`, for every permission: the symbol and title `init`
/// writes with the app's purpose string as the message, and what a spec with that symbol primes.
@Suite("Primer screen: what scan and init ask")
struct ScreenPermissionsTests {
    struct Row: Sendable, CustomTestStringConvertible {
        var permission: Permission
        var symbol: String
        var title: String
        /// What a spec with this `symbol` primes: every permission whose symbol has the same first word.
        var primes: [Permission]
        var testDescription: String { permission.rawValue }
    }

    static let rows: [Row] = [
        Row(permission: .notifications, symbol: "bell.badge.fill", title: "Turn on notifications", primes: [.notifications]),
        Row(permission: .locationWhenInUse, symbol: "location.fill", title: "Share your location",
            primes: [.locationWhenInUse, .locationAlways, .locationFullAccuracy]),
        Row(permission: .locationAlways, symbol: "location.fill", title: "Share your location",
            primes: [.locationWhenInUse, .locationAlways, .locationFullAccuracy]),
        Row(permission: .locationFullAccuracy, symbol: "location.fill", title: "Share your location",
            primes: [.locationWhenInUse, .locationAlways, .locationFullAccuracy]),
        Row(permission: .camera, symbol: "camera.fill", title: "Allow the camera", primes: [.camera]),
        Row(permission: .microphone, symbol: "mic.fill", title: "Allow the microphone", primes: [.microphone]),
        Row(permission: .photos, symbol: "photo.on.rectangle", title: "Allow your photos", primes: [.photos, .photosAddOnly]),
        Row(permission: .photosAddOnly, symbol: "photo.on.rectangle", title: "Allow your photos",
            primes: [.photos, .photosAddOnly]),
        Row(permission: .contacts, symbol: "person.crop.circle", title: "Allow your contacts", primes: [.contacts]),
        Row(permission: .calendarsFullAccess, symbol: "calendar", title: "Allow your calendar",
            primes: [.calendarsFullAccess, .calendarsWriteOnly]),
        Row(permission: .calendarsWriteOnly, symbol: "calendar", title: "Allow your calendar",
            primes: [.calendarsFullAccess, .calendarsWriteOnly]),
        Row(permission: .remindersFullAccess, symbol: "checklist", title: "Allow your reminders",
            primes: [.remindersFullAccess]),
        Row(permission: .healthRead, symbol: "heart.fill", title: "Connect Health", primes: [.healthRead, .healthWrite]),
        Row(permission: .healthWrite, symbol: "heart.fill", title: "Connect Health", primes: [.healthRead, .healthWrite]),
        Row(permission: .tracking, symbol: "hand.raised.fill", title: "Allow tracking", primes: [.tracking]),
        Row(permission: .speechRecognition, symbol: "waveform", title: "Allow speech recognition",
            primes: [.speechRecognition]),
        Row(permission: .bluetooth, symbol: "antenna.radiowaves.left.and.right", title: "Allow Bluetooth",
            primes: [.bluetooth]),
        Row(permission: .faceID, symbol: "faceid", title: "Use Face ID", primes: [.faceID]),
        Row(permission: .motion, symbol: "figure.walk", title: "Allow motion and fitness", primes: [.motion]),
        Row(permission: .mediaLibrary, symbol: "music.note", title: "Allow your music", primes: [.mediaLibrary]),
        Row(permission: .localNetwork, symbol: "network", title: "Find devices on your network", primes: [.localNetwork]),
        Row(permission: .siri, symbol: "text.bubble", title: "Use Siri", primes: [.siri]),
        Row(permission: .homeKit, symbol: "house.fill", title: "Connect your home", primes: [.homeKit]),
        Row(permission: .focusStatus, symbol: "moon.fill", title: "Share your Focus status", primes: [.focusStatus]),
        Row(permission: .nfc, symbol: "wave.3.right", title: "Scan NFC tags", primes: [.nfc]),
    ]

    let block = PrimerScreenBlock()

    @Test func rowsCoverEveryPermissionInOrder() {
        #expect(Self.rows.map(\.permission) == Permission.allCases)
    }

    /// The message is the app's purpose string, quoted as a spec writes it; without one, empty (which the
    /// block refuses) where the alert shows one, else a line asking for it.
    @Test(arguments: rows)
    func answersForAPermission(_ row: Row) {
        let purpose = "Atlas uses \"\(row.permission)\" to show you more."
        #expect(block.draft(for: row.permission, purpose: purpose) == PermissionDraft(kind: row.permission.rawValue, headerLines: [
            "symbol \"\(row.symbol)\"",
            "title \"\(row.title)\"",
            "message \"Atlas uses \\\"\(row.permission)\\\" to show you more.\"",
        ]))
        #expect(block.draft(for: row.permission, purpose: nil) == PermissionDraft(kind: row.permission.rawValue, headerLines: [
            "symbol \"\(row.symbol)\"",
            "title \"\(row.title)\"",
            row.permission.requiredKeys.isEmpty ? "message \"Say here what the app does with this permission.\""
                : "message \"\"",
        ]))
        #expect(block.permissions(primedBy: row.symbol) == row.primes)
    }

    /// A spec's own symbol primes what its first word says: `location.circle` is about location.
    @Test(arguments: [
        ("location.circle", [Permission.locationWhenInUse, .locationAlways, .locationFullAccuracy]),
        ("camera", [.camera]),
        ("sparkles", []),
        ("", []),
    ] as [(String, [Permission])])
    func aSymbolPrimesByItsFirstWord(symbol: String, primes: [Permission]) {
        #expect(block.permissions(primedBy: symbol) == primes)
    }

    @Test func aSpecNamesItsPermissionWithItsSymbolAndTheCodeNeedsIOS18() {
        #expect(block.permissionField == PrimerScreenFields.symbol)
        #expect(block.minimumIOS == IOSVersion(major: 18, minor: 0))
        #expect(block.modelsEveryPermission)
    }
}
