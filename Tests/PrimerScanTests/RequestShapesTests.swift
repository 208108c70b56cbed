import Foundation
import PrimerAppInfo
@testable import PrimerScan
import PrimerSpec
import PrimerSyntax
@testable import PrimerTestSupport
import Testing

/// The shapes of request the real apps showed and `scan` once missed, each in the invented app
/// `Fixtures/ShapesApp`: every request is found at its line and nothing else, and what was assumed
/// or decided on the way is a located note.
@Suite("Request shapes")
struct RequestShapesTests {
    static let app = SpecTest.repositoryRoot + "/Tests/PrimerScanTests/Fixtures/ShapesApp"

    /// The app's Swift files, as the scan is given them (relative to the app's folder).
    static func files() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: app + "/Shapes").filter { $0.hasSuffix(".swift") }.sorted()
    }

    /// The scan's input: the app's Swift files (or none, searched in `searched`), its Info.plist when given.
    static func input(_ files: [String], plist: String?, searched: [String] = []) -> AppScanner.Input {
        let info = plist.map { AppInfoSources(infoPlist: .init(path: FilePath(absolute: app + "/" + $0, display: $0))) }
        return AppScanner.Input(sources: files.map { .init(display: "Shapes/" + $0, absolute: app + "/Shapes/" + $0) },
                                appInfo: info, specs: nil, blocks: BlockRegistry([]),
                                searched: searched.map { .init(display: $0, absolute: app + "/" + $0) })
    }

    static func found(_ source: String) -> [String] {
        RequestFinder(file: "A.swift").requests(in: Array(source.utf8)).map { request in
            "\(request.location.line):\(request.location.column) \(request.api.id) -> "
                + request.permissions.map(\.description).joined(separator: ",")
        }
    }

    /// `EXPECTED` lists every request of the app, one a line: `FILE:LINE:COLUMN API -> PERMISSIONS`.
    @Test func everyRequestIsFoundAtItsLineAndNothingElse() throws {
        let expected = try String(contentsOfFile: Self.app + "/EXPECTED", encoding: .utf8)
            .split(separator: "\n").map(String.init).filter { !$0.hasPrefix("#") && !$0.isEmpty }
        var found: [String] = []
        for file in try Self.files() {
            let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: Self.app + "/Shapes/" + file)))
            found += RequestFinder(file: "Shapes/" + file).requests(in: bytes).map { request in
                "\(request.location) \(request.api.id) -> " + request.permissions.map(\.description).joined(separator: ",")
            }
        }
        #expect(found == expected)
    }

    /// The whole scan of the app: the keys follow the branch and the deployment target (16.0 in its
    /// Info.plist), an app name that does not resolve stops nothing, and each assumption is a note.
    @Test func scanOfTheApp() throws {
        let result = AppScanner.scan(Self.input(try Self.files(), plist: "Info.plist"))
        #expect(result.errors.isEmpty)
        #expect(result.info?.deploymentTarget?.value == "16.0")
        let errors: [String] = result.findings.filter { $0.severity == .error }.map { found in
            "\(found.location) \(found.expected ?? "")"
        }
        #expect(errors == [
            "Shapes/Availability.swift:11:19 NSRemindersUsageDescription",
            "Shapes/Availability.swift:16:15 NSRemindersUsageDescription",
            "Shapes/NamedValues.swift:10:24 NSPhotoLibraryAddUsageDescription",
            "Shapes/NamedValues.swift:15:24 NSPhotoLibraryAddUsageDescription",
        ])
        #expect(result.warnings.map(\.rendered) == [
            "Shapes/Availability.swift:11:19: note: EKEventStore.requestAccess(to: .reminder) needs NSRemindersUsageDescription: "
                + "the else branch of #available(iOS 17.0) at Shapes/Availability.swift:8:12 runs below iOS 17.0; "
                + "the deployment target is iOS 16.0 at Info.plist:8:2",
            "Shapes/Availability.swift:16:15: note: EKEventStore.requestAccess(to: .reminder) needs NSRemindersUsageDescription "
                + "and NSRemindersFullAccessUsageDescription: the deployment target is iOS 16.0 at Info.plist:8:2",
            "Shapes/Availability.swift:21:15: note: EKEventStore.requestAccess(to: .event) needs "
                + "NSCalendarsFullAccessUsageDescription: @available(iOS 17.0) on the declaration at "
                + "Shapes/Availability.swift:19:5 runs on iOS 17.0 and later",
            "Shapes/Availability.swift:26:19: note: EKEventStore.requestAccess(to: .event) needs NSCalendarsUsageDescription: "
                + "the else of guard #available(iOS 17.0) at Shapes/Availability.swift:25:15 runs below iOS 17.0; "
                + "the deployment target is iOS 16.0 at Info.plist:8:2",
            "Shapes/NamedValues.swift:10:24: note: PHPhotoLibrary.requestAuthorization(for:): the access level `level` is "
                + "not known in this file: read as either .readWrite or .addOnly, so both NSPhotoLibraryUsageDescription "
                + "and NSPhotoLibraryAddUsageDescription are needed",
            "Shapes/NamedValues.swift:20:17: note: LAContext.evaluatePolicy(_:localizedReason:reply:): `policy` is not "
                + "known in this file; both policies iOS has (.deviceOwnerAuthenticationWithBiometrics, "
                + ".deviceOwnerAuthentication) can use Face ID, so NSFaceIDUsageDescription is needed",
            "Shapes/NamedValues.swift:29:35: note: AVCaptureDevice.requestAccess(for:): the media type `media` is not "
                + "known in this file: read as either the camera (.video) or the microphone (.audio), so both keys are needed",
            "Shapes/Receivers.swift:16:30: note: UNUserNotificationCenter.requestAuthorization(options:): the options "
                + "`options` are not known in this file: read as asking with a prompt, not .provisional",
        ])
    }

    /// Reading no Swift file is a warning at the folder searched.
    @Test func noSwiftFileIsAWarning() {
        let result = AppScanner.scan(Self.input([], plist: nil, searched: ["Empty"]))
        #expect(result.warnings.map(\.rendered) == [
            "Empty: warning: read no Swift file in Empty: no request can be found; expected the folders of the "
                + "app's Swift code (give them as SOURCES)",
        ])
    }

    @Test(arguments: [
        // Bare inside the framework type, an extension or a subclass of it; not inside another type.
        ("extension CLLocationManager {\n func a() { requestWhenInUseAuthorization() }\n}",
         ["2:13 CLLocationManager.requestWhenInUseAuthorization() -> location-when-in-use"]),
        ("class L: NSObject, CLLocationManagerDelegate {\n func a() { requestWhenInUseAuthorization() }\n}", []),
        ("class M: CLLocationManager {}\nextension M {\n func a() { requestAlwaysAuthorization() }\n}",
         ["3:13 CLLocationManager.requestAlwaysAuthorization() -> location-always"]),
        ("requestWhenInUseAuthorization()", []),
        ("final class Notifier {\n func go() { requestAuthorization(options: [.alert]) }\n}", []),
        ("extension UNUserNotificationCenter {\n func go() { requestAuthorization(options: [.alert]) { _, _ in } }\n}",
         ["2:14 UNUserNotificationCenter.requestAuthorization(options:) -> notifications"]),
        ("extension PHPhotoLibrary {\n static func ask() { requestAuthorization { _ in } }\n}",
         ["2:22 PHPhotoLibrary.requestAuthorization(_:) -> photos"]),
        // Receivers declared or initialised in the file, before or after their use.
        ("func a() { speech.requestAuthorization { _ in } }\nlet speech = SpeechHelper()", []),
        ("func a() { speech.requestAuthorization { _ in } }\nlet speech = SFSpeechRecognizer.self",
         ["1:19 SFSpeechRecognizer.requestAuthorization(_:) -> speech-recognition"]),
        ("func a() { center.requestAuthorization(options: o) { _, _ in } }\nlet center = UNUserNotificationCenter.current()",
         ["1:19 UNUserNotificationCenter.requestAuthorization(options:) -> notifications"]),
        ("func a(store: EKEventStore, kind: EKEntityType) { store.requestAccess(to: kind) { _, _ in } }",
         ["1:57 EKEventStore.requestAccess(to:) -> calendars-full-access,reminders-full-access"]),
        ("func a(_ kind: EKEntityType) { store.requestAccess(to: kind) { _, _ in } }",
         ["1:38 EKEventStore.requestAccess(to:) -> calendars-full-access,reminders-full-access"]),
        ("func a(kind: Int) { store.requestAccess(to: kind) { _, _ in } }", []),
        ("let kind = EKEntityType.reminder\nstore.requestAccess(to: kind) { _, _ in }",
         ["2:7 EKEventStore.requestAccess(to: .reminder) -> reminders-full-access"]),
        ("let o: UNAuthorizationOptions = [.alert, .provisional]\nhelper.requestAuthorization(options: o)",
         ["2:8 UNUserNotificationCenter.requestAuthorization(options: .provisional) -> notifications"]),
        ("let lib = PHPhotoLibrary.shared()\nfunc a(l: PHAccessLevel) { lib.requestAuthorization(for: l) { _ in } }",
         ["2:32 PHPhotoLibrary.requestAuthorization(for:) -> photos,photos-add-only"]),
        ("context.evaluatePolicy(.deviceOwnerAuthenticationWithWatch, localizedReason: r) { _, _ in }", []),
        ("thing.evaluatePolicy(p) { _ in }", []),
        // Local network: NetService's publish and resolve, a listener's Bonjour service.
        ("NetService(domain: \"\", type: \"_a._tcp\", name: \"\").publish()", ["1:51 NetService.publish() -> local-network"]),
        ("class S: NetService {\n func go() { publish(); resolve(withTimeout: 1) }\n}",
         ["2:14 NetService.publish() -> local-network", "2:25 NetService.resolve(withTimeout:) -> local-network"]),
        ("feed.publish()\nTimer.publish(every: 1, on: .main, in: .common)", []),
        ("l.service = NWListener.Service(type: \"_a._tcp\")", ["1:24 NWListener.Service(…) -> local-network"]),
    ] as [(String, [String])])
    func shapes(source: String, expected: [String]) {
        #expect(Self.found(source) == expected)
    }

    /// The bounds an availability check, its else, a guard and an attribute set, as the keys read them.
    @Test(arguments: [
        ("if #available(iOS 17, *) {\n store.requestAccess(to: .event) { _, _ in }\n}", "16.0",
         ["NSCalendarsFullAccessUsageDescription"]),
        ("if #available(iOS 17, *) {\n} else if x {\n store.requestAccess(to: .event) { _, _ in }\n}", "16.0",
         ["NSCalendarsUsageDescription"]),
        ("if #unavailable(iOS 17) {\n store.requestAccess(to: .reminder) { _, _ in }\n}", "15.0",
         ["NSRemindersUsageDescription"]),
        ("store.requestAccess(to: .reminder) { _, _ in }", "17.0", ["NSRemindersFullAccessUsageDescription"]),
        ("store.requestAccess(to: .reminder) { _, _ in }", "16.4",
         ["NSRemindersUsageDescription", "NSRemindersFullAccessUsageDescription"]),
        ("@available(iOS 16, *)\nfunc a() { store.requestAccess(to: .event) { _, _ in } }", "15.0",
         ["NSCalendarsUsageDescription", "NSCalendarsFullAccessUsageDescription"]),
        ("@available(iOS 17, *)\nvar x = 1\nfunc a() { store.requestAccess(to: .event) { _, _ in } }", "16.0",
         ["NSCalendarsUsageDescription", "NSCalendarsFullAccessUsageDescription"]),
        ("enum E {\n @available(iOS 17, *)\n case a\n func f() { store.requestAccess(to: .event) { _, _ in } }\n}", "16.0",
         ["NSCalendarsUsageDescription", "NSCalendarsFullAccessUsageDescription"]),
        ("@available(iOS 17, *)\nfinal class R: NSObject {\n func a() { store.requestAccess(to: .event) { _, _ in } }\n}",
         "16.0", ["NSCalendarsFullAccessUsageDescription"]),
        ("@available(iOS 17, *)\nvar x: Int { store.requestAccess(to: .event) { _, _ in }; return 1 }", "16.0",
         ["NSCalendarsFullAccessUsageDescription"]),
    ] as [(String, String, [String])])
    func keysFollowTheBranchAndTheTarget(source: String, target: String, keys: [String]) {
        let requests = RequestFinder(file: "A.swift").requests(in: Array(source.utf8))
            .map { $0.resolvingKeys(deploymentTarget: LocatedValue(target)) }
        #expect(requests.map(\.requiredKeys) == [keys])
    }
}
