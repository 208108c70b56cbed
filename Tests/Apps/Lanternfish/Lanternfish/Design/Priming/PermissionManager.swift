//
//  PermissionManager.swift
//  Lanternfish
//
//  Trimmed version of the template's manager: Lanternfish only ever asks for the
//  camera, the photo library and when-in-use location, so the rest report notDetermined.
//

import AVFoundation
import CoreLocation
import Observation
import Photos
import UIKit

/// Checks and requests permissions, and sends people to Settings after a "no".
@Observable
final class PermissionManager {
    private let location = LocationAuthorizationRelay()

    @MainActor
    func status(for type: PermissionType) async -> PermissionStatus {
        switch type {
        case .camera:
            switch AVCaptureDevice.authorizationStatus(for: .video) {
            case .authorized: return .authorized
            case .denied: return .denied
            case .restricted: return .restricted
            default: return .notDetermined
            }
        case .photoLibrary:
            switch PHPhotoLibrary.authorizationStatus(for: .readWrite) {
            case .authorized, .limited: return .authorized
            case .denied: return .denied
            case .restricted: return .restricted
            default: return .notDetermined
            }
        case .location:
            switch location.manager.authorizationStatus {
            case .authorizedWhenInUse, .authorizedAlways: return .authorized
            case .denied: return .denied
            case .restricted: return .restricted
            default: return .notDetermined
            }
        default:
            return .notDetermined
        }
    }

    @MainActor
    @discardableResult
    func request(_ type: PermissionType) async -> Bool {
        switch type {
        case .camera:
            return await AVCaptureDevice.requestAccess(for: .video)
        case .photoLibrary:
            let answer = await PHPhotoLibrary.requestAuthorization(for: .readWrite)
            return answer == .authorized || answer == .limited
        case .location:
            return await location.requestWhenInUse()
        default:
            return false
        }
    }

    func openSettings() {
        guard let url = URL(string: UIApplication.openSettingsURLString) else { return }
        UIApplication.shared.open(url)
    }
}

/// Turns CLLocationManager's delegate callback into an awaitable answer.
private final class LocationAuthorizationRelay: NSObject, CLLocationManagerDelegate {
    let manager = CLLocationManager()
    private var pending: CheckedContinuation<Bool, Never>?

    override init() {
        super.init()
        manager.delegate = self
    }

    func requestWhenInUse() async -> Bool {
        await withCheckedContinuation { continuation in
            pending = continuation
            manager.requestWhenInUseAuthorization()
        }
    }

    func locationManagerDidChangeAuthorization(_ manager: CLLocationManager) {
        switch manager.authorizationStatus {
        case .authorizedWhenInUse, .authorizedAlways:
            pending?.resume(returning: true)
            pending = nil
        case .denied, .restricted:
            pending?.resume(returning: false)
            pending = nil
        default:
            break
        }
    }
}
