import AVFoundation
import LocalAuthentication
import Photos

/// Levels, policies and media types passed by name.
struct Gate {
    let level: PHAccessLevel

    func askPhotos() {
        PHPhotoLibrary.requestAuthorization(for: level) { _ in }
    }

    func askPhotosKnown() {
        let saving = PHAccessLevel.addOnly
        PHPhotoLibrary.requestAuthorization(for: saving) { _ in }
    }

    func unlock(policy: LAPolicy) {
        let context = LAContext()
        context.evaluatePolicy(policy, localizedReason: "Unlock your notes") { _, _ in }
    }

    func unlockKnown() {
        let policy = LAPolicy.deviceOwnerAuthentication
        LAContext().evaluatePolicy(policy, localizedReason: "Unlock your notes") { _, _ in }
    }

    func record(_ media: AVMediaType) async {
        _ = await AVCaptureDevice.requestAccess(for: media)
    }
}
