import AVFoundation

/// Asks for the camera before the pool log opens its viewfinder.
struct PoolCamera {
    func ask() async -> Bool {
        await AVCaptureDevice.requestAccess(for: .video)
    }
}
