import PrimerAppInfo
@testable import PrimerScan
@testable import PrimerTestSupport
import Testing

/// Which call is which request: names, labels, argument values and receivers, and the calls that
/// are not requests.
@Suite("Request finder")
struct RequestFinderTests {
    static func found(_ source: String) -> [String] {
        RequestFinder(file: "A.swift").requests(in: Array(source.utf8)).map { request in
            "\(request.location.line):\(request.location.column) \(request.api.id) -> "
                + request.permissions.map(\.description).joined(separator: ",")
        }
    }

    @Test(arguments: [
        ("UNUserNotificationCenter.current().requestAuthorization(options: [.alert, .badge]) { _, _ in }",
         ["1:36 UNUserNotificationCenter.requestAuthorization(options:) -> notifications"]),
        ("try await center.requestAuthorization(options: .provisional)",
         ["1:18 UNUserNotificationCenter.requestAuthorization(options: .provisional) -> notifications"]),
        ("manager.requestWhenInUseAuthorization()", ["1:9 CLLocationManager.requestWhenInUseAuthorization() -> location-when-in-use"]),
        ("self.manager?.requestAlwaysAuthorization()", ["1:15 CLLocationManager.requestAlwaysAuthorization() -> location-always"]),
        ("m.requestTemporaryFullAccuracyAuthorization(withPurposeKey: \"Nav\")",
         ["1:3 CLLocationManager.requestTemporaryFullAccuracyAuthorization(withPurposeKey:) -> location-full-accuracy"]),
        ("for try await u in CLLocationUpdate.liveUpdates() {}", ["1:37 CLLocationUpdate.liveUpdates(_:) -> location-when-in-use"]),
        ("let s = CLServiceSession(authorization: .whenInUse)", ["1:9 CLServiceSession(authorization: .whenInUse) -> location-when-in-use"]),
        ("let s = CLServiceSession(authorization: .none)", []),
        ("CLServiceSession(authorization: .always, fullAccuracyPurposeKey: \"K\")",
         ["1:1 CLServiceSession(authorization:fullAccuracyPurposeKey:) -> location-always,location-full-accuracy"]),
        ("AVCaptureDevice.requestAccess(for: .video) { _ in }", ["1:17 AVCaptureDevice.requestAccess(for: .video) -> camera"]),
        ("await AVCaptureDevice.requestAccess(for: AVMediaType.audio)", ["1:23 AVCaptureDevice.requestAccess(for: .audio) -> microphone"]),
        ("AVAudioSession.sharedInstance().requestRecordPermission { _ in }",
         ["1:33 AVAudioSession.requestRecordPermission(_:) -> microphone"]),
        ("await AVAudioApplication.requestRecordPermission()",
         ["1:26 AVAudioApplication.requestRecordPermission(completionHandler:) -> microphone"]),
        ("PHPhotoLibrary.requestAuthorization(for: .readWrite) { _ in }", ["1:16 PHPhotoLibrary.requestAuthorization(for: .readWrite) -> photos"]),
        ("PHPhotoLibrary.requestAuthorization { s in }", ["1:16 PHPhotoLibrary.requestAuthorization(_:) -> photos"]),
        ("library.requestAuthorization(for: .addOnly)", ["1:9 PHPhotoLibrary.requestAuthorization(for: .addOnly) -> photos-add-only"]),
        ("permissions.requestAuthorization(for: .camera)", []),
        ("PhotosPicker(selection: $item) { Text(\"Pick\") }", ["1:1 PhotosPicker -> "]),
        ("let picker = PHPickerViewController(configuration: c)", ["1:14 PHPickerViewController -> "]),
        ("CNContactStore().requestAccess(for: .contacts) { _, _ in }", ["1:18 CNContactStore.requestAccess(for: .contacts) -> contacts"]),
        ("try await store.requestFullAccessToEvents()", ["1:17 EKEventStore.requestFullAccessToEvents() -> calendars-full-access"]),
        ("store.requestWriteOnlyAccessToEvents { _, _ in }", ["1:7 EKEventStore.requestWriteOnlyAccessToEvents() -> calendars-write-only"]),
        ("store.requestFullAccessToReminders()", ["1:7 EKEventStore.requestFullAccessToReminders() -> reminders-full-access"]),
        ("store.requestAccess(to: .event) { _, _ in }", ["1:7 EKEventStore.requestAccess(to: .event) -> calendars-full-access"]),
        ("store.requestAccess(to: .reminder) { _, _ in }", ["1:7 EKEventStore.requestAccess(to: .reminder) -> reminders-full-access"]),
        ("health.requestAuthorization(toShare: types, read: types) { _, _ in }",
         ["1:8 HKHealthStore.requestAuthorization(toShare:read:) -> health-write,health-read"]),
        ("health.requestAuthorization(toShare: nil, read: Set([a]))",
         ["1:8 HKHealthStore.requestAuthorization(toShare:read:) -> health-read"]),
        ("health.requestAuthorization(toShare: Set<HKSampleType>(), read: [])",
         ["1:8 HKHealthStore.requestAuthorization(toShare:read:) -> "]),
        ("ATTrackingManager.requestTrackingAuthorization { _ in }",
         ["1:19 ATTrackingManager.requestTrackingAuthorization() -> tracking"]),
        ("SFSpeechRecognizer.requestAuthorization { _ in }", ["1:20 SFSpeechRecognizer.requestAuthorization(_:) -> speech-recognition"]),
        ("MPMediaLibrary.requestAuthorization { _ in }", ["1:16 MPMediaLibrary.requestAuthorization(_:) -> media-library"]),
        ("central = CBCentralManager(delegate: self, queue: nil)", ["1:11 CBCentralManager(…) -> bluetooth"]),
        ("CBPeripheralManager.init(delegate: self, queue: nil)", ["1:1 CBPeripheralManager(…) -> bluetooth"]),
        ("context.evaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, localizedReason: r) { _, _ in }",
         ["1:9 LAContext.evaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, …) -> face-id"]),
        ("context.canEvaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, error: nil)", []),
        ("activity.startActivityUpdates(to: .main) { _ in }",
         ["1:10 CMMotionActivityManager.startActivityUpdates(to:withHandler:) -> motion"]),
        ("pedometer.queryPedometerData(from: a, to: b) { _, _ in }",
         ["1:11 CMPedometer.queryPedometerData(from:to:withHandler:) -> motion"]),
        ("let browser = NWBrowser(for: .bonjour(type: \"_x._tcp\", domain: nil), using: .tcp)",
         ["1:15 NWBrowser(for:using:) -> local-network"]),
        ("let b = NetServiceBrowser()", ["1:9 NetServiceBrowser() -> local-network"]),
        // Not requests: declarations, selectors, comments, strings, other receivers and types.
        ("func requestWhenInUseAuthorization() {}", []),
        ("#selector(requestAccess)", []),
        ("// manager.requestAlwaysAuthorization()", []),
        ("let s = \"manager.requestAlwaysAuthorization()\"", []),
        ("let c: CBCentralManager? = nil", []),
        ("speech.requestAuthorization { _ in }", []),
        ("case .photosPicker, .requestAccess: break", []),
        ("let handler = manager.requestWhenInUseAuthorization", []),
    ] as [(String, [String])])
    func requests(source: String, expected: [String]) {
        #expect(Self.found(source) == expected)
    }

    /// Every catalogue entry is one the finder can give, and each has an Apple page.
    @Test func catalogueEntriesHaveSources() {
        #expect(PermissionAPI.all.allSatisfy { $0.source.hasPrefix("https://developer.apple.com/documentation/") })
        #expect(Set(PermissionAPI.all.map(\.id)).count == PermissionAPI.all.count)
    }
}
