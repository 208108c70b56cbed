@testable import PermissionPriming
import PrimerMotion
import PrimerSpec
import PrimerSyntax
@testable import PrimerTestSupport
import Testing

/// Each type's metadata as the Permission Priming templates' `PermissionType` gives it, and the request its manager makes.
@Suite("Permission types")
struct PermissionTypeTests {
    struct Row: Sendable, CustomTestStringConvertible {
        var type: PermissionType
        var swiftCase: String
        var title: String
        var symbol: String
        var description: String
        var key: String?
        var requiredKeys: [String]
        var request: String
        var testDescription: String { type.rawValue }
    }

    static let rows: [Row] = [
        Row(type: .notifications, swiftCase: ".notifications", title: "Enable Notifications", symbol: "bell.badge.fill",
            description: "Get notified about important updates, reminders, and activity so you never miss what matters.",
            key: nil, requiredKeys: [],
            request: "UNUserNotificationCenter.current().requestAuthorization(options: [.alert, .badge, .sound])"),
        Row(type: .camera, swiftCase: ".camera", title: "Allow Camera Access", symbol: "camera.fill",
            description: "Take photos and scan documents directly within the app for a seamless experience.",
            key: "NSCameraUsageDescription", requiredKeys: ["NSCameraUsageDescription"],
            request: "AVCaptureDevice.requestAccess(for: .video)"),
        Row(type: .photoLibrary, swiftCase: ".photoLibrary", title: "Access Your Photos", symbol: "photo.on.rectangle.angled",
            description: "Choose photos from your library to share, edit, or use as profile pictures.",
            key: "NSPhotoLibraryUsageDescription", requiredKeys: ["NSPhotoLibraryUsageDescription"],
            request: "PHPhotoLibrary.requestAuthorization(for: .readWrite)"),
        Row(type: .locationWhenInUse, swiftCase: ".location(.whenInUse)", title: "Share Your Location", symbol: "location.fill",
            description: "Find nearby places, get directions, and see relevant content based on where you are.",
            key: "NSLocationWhenInUseUsageDescription", requiredKeys: ["NSLocationWhenInUseUsageDescription"],
            request: "CLLocationManager.requestWhenInUseAuthorization(), awaited through the delegate"),
        Row(type: .locationAlways, swiftCase: ".location(.always)", title: "Enable Background Location",
            symbol: "location.fill",
            description: "Receive location-based alerts and updates even when the app is in the background.",
            key: "NSLocationAlwaysAndWhenInUseUsageDescription",
            requiredKeys: ["NSLocationAlwaysAndWhenInUseUsageDescription", "NSLocationWhenInUseUsageDescription"],
            request: "CLLocationManager.requestAlwaysAuthorization(), awaited through the delegate"),
        Row(type: .microphone, swiftCase: ".microphone", title: "Allow Microphone Access", symbol: "mic.fill",
            description: "Record audio for voice messages, video calls, and voice commands.",
            key: "NSMicrophoneUsageDescription", requiredKeys: ["NSMicrophoneUsageDescription"],
            request: "AVCaptureDevice.requestAccess(for: .audio)"),
        Row(type: .contacts, swiftCase: ".contacts", title: "Access Your Contacts", symbol: "person.crop.circle.fill",
            description: "Find friends who are already using the app and easily share content with them.",
            key: "NSContactsUsageDescription", requiredKeys: ["NSContactsUsageDescription"],
            request: "CNContactStore().requestAccess(for: .contacts)"),
        Row(type: .health, swiftCase: ".health", title: "Connect Health Data", symbol: "heart.fill",
            description: "Sync your health and fitness data to provide personalized insights and track your progress.",
            key: "NSHealthShareUsageDescription", requiredKeys: ["NSHealthShareUsageDescription"],
            request: "HKHealthStore().requestAuthorization(toShare: [], read: [stepCount])"),
        Row(type: .tracking, swiftCase: ".tracking", title: "Allow Tracking", symbol: "hand.raised.fill",
            description: "Allow us to deliver personalized ads and measure campaign effectiveness.",
            key: "NSUserTrackingUsageDescription", requiredKeys: ["NSUserTrackingUsageDescription"],
            request: "ATTrackingManager.requestTrackingAuthorization()"),
    ]

    @Test func everyTypeIsListedOnceInTheSeedsOrder() {
        #expect(Self.rows.map(\.type) == PermissionType.allCases)
        #expect(PermissionType.names == "notifications, camera, photo-library, location-when-in-use, location-always, "
                + "microphone, contacts, health, tracking")
    }

    @Test(arguments: rows)
    func metadataIsTheTemplates(_ row: Row) {
        let type = row.type
        #expect([type.swiftCase, type.title, type.systemImage, type.benefitDescription]
                == [row.swiftCase, row.title, row.symbol, row.description])
        #expect(type.infoPlistKey == row.key)
        #expect(type.requiredPurposeKeys == row.requiredKeys)
        #expect(type.request.call == row.request)
    }

    @Test(arguments: PermissionType.allCases)
    func standardContentIsTheSeedsCopyAndFixedWords(_ type: PermissionType) {
        let content = PrimingContent.standard(for: type)
        #expect(content == PrimingContent(type: type, title: type.title, description: type.benefitDescription,
                                          symbol: type.systemImage, enableTitle: "Enable", notNowTitle: "Not Now",
                                          deniedSymbol: "gear.badge.xmark", deniedTitle: type.title,
                                          deniedLine: "You previously denied this permission. To enable it, open "
                                            + "Settings and allow access.",
                                          openSettingsTitle: "Open Settings", checkingTitle: "Checking permissions..."))
    }

    @Test func customCopyLeavesTheDeniedTitleAlone() {
        let coffee = PrimingContent.findNearbyCoffee
        #expect(coffee.title == "Find Nearby Coffee")
        #expect(coffee.description == "We need your location to show cafes within walking distance.")
        #expect(coffee.symbol == "location.fill")
        #expect(coffee.deniedTitle == "Share Your Location")
    }

    @Test(arguments: [
        (PrimingRequest.notifications, "notifications(alert,badge,sound)"), (.cameraVideo, "cameraVideo"),
        (.photosReadWrite, "photosReadWrite"), (.locationWhenInUse, "locationWhenInUse"),
        (.locationAlways, "locationAlways"), (.microphoneAudio, "microphoneAudio"), (.contacts, "contacts"),
        (.healthRead, "healthRead(stepCount)"), (.tracking, "tracking"),
    ])
    func requestTokensAreTimelineWords(_ request: PrimingRequest, _ token: String) {
        #expect(request.token == token)
    }
}
