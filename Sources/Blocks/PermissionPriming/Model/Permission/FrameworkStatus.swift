/// A status one of Apple's frameworks reports, before the templates map it to a ``PermissionStatus``.
///
/// The raw value is the word a spec's `status` field and `--status` use; ``swiftName`` is the
/// framework's case (`.authorizedWhenInUse`). Which statuses a type's framework reports, and what
/// the templates make of each, is ``PermissionType/frameworkStatuses`` and ``PermissionType/unified(_:)``.
public enum FrameworkStatus: String, CaseIterable, Hashable, Sendable, Codable, CustomStringConvertible {
    case notDetermined = "not-determined"
    case authorized
    case denied
    case restricted
    /// `UNAuthorizationStatus.provisional`: quiet notifications.
    case provisional
    /// `UNAuthorizationStatus.ephemeral`: App Clip notifications for a limited time.
    case ephemeral
    /// `PHAuthorizationStatus.limited` (photos) or `CNAuthorizationStatus.limited` (contacts, iOS 18).
    case limited
    /// `CLAuthorizationStatus.authorizedWhenInUse`.
    case authorizedWhenInUse = "authorized-when-in-use"
    /// `CLAuthorizationStatus.authorizedAlways`.
    case authorizedAlways = "authorized-always"

    /// The framework's case as Swift writes it, such as `.authorizedWhenInUse`.
    public var swiftName: String {
        switch self {
        case .notDetermined: ".notDetermined"
        case .authorized: ".authorized"
        case .denied: ".denied"
        case .restricted: ".restricted"
        case .provisional: ".provisional"
        case .ephemeral: ".ephemeral"
        case .limited: ".limited"
        case .authorizedWhenInUse: ".authorizedWhenInUse"
        case .authorizedAlways: ".authorizedAlways"
        }
    }

    /// The status word.
    public var description: String { rawValue }
}
