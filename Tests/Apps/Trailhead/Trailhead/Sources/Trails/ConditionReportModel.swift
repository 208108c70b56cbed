import AVFoundation
import Observation
import TrailheadUI
import UIKit

enum CameraAccessError: LocalizedError {
    case restricted

    var errorDescription: String? {
        "The camera is restricted on this iPhone, for example by Screen Time."
    }
}

@MainActor
@Observable
final class ConditionReportModel {
    enum Condition: String, CaseIterable, Identifiable {
        case dry, muddy, snow, ice, flooded
        var id: Self { self }
        var label: String { rawValue.capitalized }
    }

    var condition: Condition = .dry
    var note = ""
    var photo: UIImage?
    private(set) var isPosting = false
    private(set) var canUseCamera = AVCaptureDevice.authorizationStatus(for: .video) == .authorized

    /// Used as the primer's `request:` so the answer goes through one place we can log
    /// and so "restricted" gets a clear message instead of a silent denial.
    func requestCameraAccess() async throws -> PermissionPrimer.Status {
        switch AVCaptureDevice.authorizationStatus(for: .video) {
        case .authorized:
            return .granted
        case .denied:
            return .denied
        case .restricted:
            throw CameraAccessError.restricted
        case .notDetermined:
            let granted = await AVCaptureDevice.requestAccess(for: .video)
            return granted ? .granted : .denied
        @unknown default:
            return .notDetermined
        }
    }

    func cameraAccessChanged() {
        canUseCamera = AVCaptureDevice.authorizationStatus(for: .video) == .authorized
    }

    func post(for trail: Trail) async throws {
        guard let photo, let jpeg = photo.jpegData(compressionQuality: 0.7) else { return }
        isPosting = true
        defer { isPosting = false }
        // TODO: ReportsAPI.upload(jpeg, condition:note:trailID:) once the backend ships.
        _ = (jpeg, trail.id, condition, note)
        try await Task.sleep(for: .milliseconds(600))
    }
}
