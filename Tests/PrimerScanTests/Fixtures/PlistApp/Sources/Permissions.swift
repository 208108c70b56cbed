import AVFoundation
import CoreLocation
import Photos
import UserNotifications

/// Trailhead's permission requests, in the forms apps write them.
final class Permissions {
    let manager = CLLocationManager()

    func askForNotifications() async throws {
        let center = UNUserNotificationCenter.current()
        _ = try await center.requestAuthorization(options: [.alert, .sound, .badge])
    }

    func askQuietly() {
        UNUserNotificationCenter.current().requestAuthorization(options: [.provisional]) { _, _ in }
    }

    func askForLocation() {
        manager.requestWhenInUseAuthorization()
    }

    func askForAlways() {
        manager.requestAlwaysAuthorization()
    }

    func askForCamera() {
        AVCaptureDevice.requestAccess(for: .video) { _ in }
    }

    func askForMicrophone() async -> Bool {
        await AVAudioApplication.requestRecordPermission()
    }

    func askToSave() {
        PHPhotoLibrary.requestAuthorization(for: .addOnly) { _ in }
    }
}
