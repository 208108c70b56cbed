@testable import PermissionPriming
import PrimerSyntax
@testable import PrimerTestSupport
import Testing

/// The Permission Priming templates' `PermissionStatus`: its meaning, and the mapping of every framework's statuses to it.
@Suite("Unified status and the templates' mapping")
struct StatusMappingTests {
    typealias Row = (PermissionStatus, isGranted: Bool, shouldShowPriming: Bool, requiresSettings: Bool, GateScreen)

    @Test(arguments: [
        (PermissionStatus.notDetermined, false, true, false, GateScreen.ready),
        (.authorized, true, false, false, .content),
        (.denied, false, false, true, .denied),
        (.restricted, false, false, true, .denied),
        (.provisional, true, false, false, .content),
    ] as [Row])
    func eachStatusMeansWhatTheSeedSays(_ row: Row) {
        let status = row.0
        #expect([status.isGranted, status.shouldShowPriming, status.requiresSettings]
                == [row.isGranted, row.shouldShowPriming, row.requiresSettings])
        #expect(status.gateScreen == row.4)
    }

    /// Each framework status, in `FrameworkStatus.allCases` order: not-determined, authorized, denied,
    /// restricted, provisional, ephemeral, limited, authorized-when-in-use, authorized-always.
    static let table: [(PermissionType, [PermissionStatus?])] = [
        (.notifications, [.notDetermined, .authorized, .denied, nil, .provisional, .authorized, nil, nil, nil]),
        (.camera, [.notDetermined, .authorized, .denied, .restricted, nil, nil, nil, nil, nil]),
        (.photoLibrary, [.notDetermined, .authorized, .denied, .restricted, nil, nil, .authorized, nil, nil]),
        (.locationWhenInUse, [.notDetermined, nil, .denied, .restricted, nil, nil, nil, .authorized, .authorized]),
        (.locationAlways, [.notDetermined, nil, .denied, .restricted, nil, nil, nil, .notDetermined, .authorized]),
        (.microphone, [.notDetermined, .authorized, .denied, .restricted, nil, nil, nil, nil, nil]),
        (.contacts, [.notDetermined, .authorized, .denied, .restricted, nil, nil, .notDetermined, nil, nil]),
        (.health, [.notDetermined, nil, nil, nil, nil, nil, nil, nil, nil]),
        (.tracking, [.notDetermined, .authorized, .denied, .restricted, nil, nil, nil, nil, nil]),
    ]

    @Test(arguments: table)
    func theMappingIsTheSeedsSwitch(_ type: PermissionType, _ expected: [PermissionStatus?]) {
        #expect(FrameworkStatus.allCases.map(type.unified) == expected)
        // A status is mapped exactly when the framework reports it.
        #expect(FrameworkStatus.allCases.filter { type.unified($0) != nil } == FrameworkStatus.allCases.filter {
            type.frameworkStatuses.contains($0)
        })
    }

    @Test func theTableCoversEveryType() {
        #expect(Self.table.map(\.0) == PermissionType.allCases)
    }

    @Test(arguments: [
        (PermissionType.health, FrameworkStatus.notDetermined,
         "status(for: .health) returns .notDetermined without asking HealthKit"),
        (.notifications, .ephemeral, "the templates treat ephemeral (App Clip) notifications as authorized"),
        (.photoLibrary, .limited, "the templates treat limited photos as authorized"),
        (.contacts, .limited, "CNAuthorizationStatus.limited (iOS 18) falls into the templates' @unknown default"),
        (.locationAlways, .authorizedWhenInUse,
         "for .location(.always), when-in-use is mapped to .notDetermined, so the priming view asks again"),
    ])
    func surprisingMappingsSayWhy(_ type: PermissionType, _ status: FrameworkStatus, _ note: String) {
        #expect(type.mappingNote(status) == note)
    }

    @Test func obviousMappingsNeedNoNote() {
        #expect(PermissionType.camera.mappingNote(.denied) == nil)
        #expect(PermissionType.locationWhenInUse.mappingNote(.authorizedWhenInUse) == nil)
    }

    @Test(arguments: [
        (PermissionType.notifications, "UNUserNotificationCenter.current().notificationSettings().authorizationStatus"),
        (.camera, "AVCaptureDevice.authorizationStatus(for: .video)"),
        (.microphone, "AVCaptureDevice.authorizationStatus(for: .audio)"),
        (.locationAlways, "CLLocationManager().authorizationStatus"),
        (.tracking, "ATTrackingManager.trackingAuthorizationStatus"),
    ])
    func statusReadsNameTheCall(_ type: PermissionType, _ call: String) {
        #expect(type.statusCall == call)
    }

    @Test func healthReadsNoStatus() {
        #expect(PermissionType.health.statusCall == nil)
        #expect(PermissionType.health.frameworkStatuses == [.notDetermined])
    }
}
