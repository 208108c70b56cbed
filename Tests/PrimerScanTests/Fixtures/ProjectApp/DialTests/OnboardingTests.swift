import AVFoundation

/// Tests live beside the app and are not read unless named: their requests are not the app's.
func grantMicrophone() {
    AVCaptureDevice.requestAccess(for: .audio) { _ in }
}
