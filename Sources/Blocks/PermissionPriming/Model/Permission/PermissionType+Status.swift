/// What the templates' `PermissionManager.status(for:)` reads for each type, and how it maps each
/// framework status to its unified ``PermissionStatus``.
extension PermissionType {
    /// The call the templates make to read the status, or nil where it reads none (health).
    public var statusCall: String? {
        switch self {
        case .notifications: "UNUserNotificationCenter.current().notificationSettings().authorizationStatus"
        case .camera: "AVCaptureDevice.authorizationStatus(for: .video)"
        case .microphone: "AVCaptureDevice.authorizationStatus(for: .audio)"
        case .photoLibrary: "PHPhotoLibrary.authorizationStatus(for: .readWrite)"
        case .locationWhenInUse, .locationAlways: "CLLocationManager().authorizationStatus"
        case .contacts: "CNContactStore.authorizationStatus(for: .contacts)"
        case .health: nil
        case .tracking: "ATTrackingManager.trackingAuthorizationStatus"
        }
    }

    /// The statuses the type's framework reports, in the framework's order. Health has one: the templates
    /// never asks HealthKit and always gets `.notDetermined`.
    public var frameworkStatuses: [FrameworkStatus] {
        switch self {
        case .notifications: [.notDetermined, .denied, .authorized, .provisional, .ephemeral]
        case .camera, .microphone, .tracking: [.notDetermined, .restricted, .denied, .authorized]
        case .photoLibrary, .contacts: [.notDetermined, .restricted, .denied, .authorized, .limited]
        case .locationWhenInUse, .locationAlways: [.notDetermined, .restricted, .denied, .authorizedAlways,
                                                   .authorizedWhenInUse]
        case .health: [.notDetermined]
        }
    }

    /// The templates' unified status for a framework status, or nil if the type's framework never
    /// reports it.
    ///
    /// The templates' own mapping, defects included:
    /// - ephemeral notifications and limited photos count as authorized;
    /// - when-in-use location is authorized for `.location(.whenInUse)` but **not determined** for
    ///   `.location(.always)`, so the priming view comes back to ask for the upgrade;
    /// - limited contacts (`CNAuthorizationStatus.limited`, added in iOS 18) fall into the templates'
    ///   `@unknown default` and read as **not determined**, so the priming view comes back after the
    ///   person chose which contacts to share;
    /// - health is always not determined (`status(for: .health)` returns `.notDetermined`).
    public func unified(_ status: FrameworkStatus) -> PermissionStatus? {
        guard frameworkStatuses.contains(status) else { return nil }
        switch (self, status) {
        case (.health, _): return .notDetermined
        case (_, .notDetermined): return .notDetermined
        case (_, .authorized): return .authorized
        case (_, .denied): return .denied
        case (_, .restricted): return .restricted
        case (.notifications, .provisional): return .provisional
        case (.notifications, .ephemeral): return .authorized
        case (.photoLibrary, .limited): return .authorized
        case (.contacts, .limited): return .notDetermined
        case (.locationWhenInUse, .authorizedWhenInUse): return .authorized
        case (.locationAlways, .authorizedWhenInUse): return .notDetermined
        case (_, .authorizedAlways): return .authorized
        default: return nil
        }
    }

    /// Why the templates map a status as it does, where the mapping is not the obvious one; nil otherwise.
    public func mappingNote(_ status: FrameworkStatus) -> String? {
        switch (self, status) {
        case (.health, _):
            "status(for: .health) returns .notDetermined without asking HealthKit"
        case (.notifications, .ephemeral):
            "the templates treat ephemeral (App Clip) notifications as authorized"
        case (.photoLibrary, .limited):
            "the templates treat limited photos as authorized"
        case (.contacts, .limited):
            "CNAuthorizationStatus.limited (iOS 18) falls into the templates' @unknown default"
        case (.locationAlways, .authorizedWhenInUse):
            "for .location(.always), when-in-use is mapped to .notDetermined, so the priming view asks again"
        default:
            nil
        }
    }
}
