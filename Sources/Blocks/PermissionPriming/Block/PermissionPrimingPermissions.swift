import PrimerAppInfo
import PrimerModel
import PrimerSpec
import PrimerSyntax

/// What `scan` and `init` know of the Permission Priming templates: a spec names its permission with
/// `type TYPE`, one of the nine types, and the templates' code needs iOS 17.
extension PermissionPrimingBlock {
    package var permissionField: HeaderField? { PermissionPrimingFields.type }

    /// `type TYPE`; nil for a permission none of the nine types asks for.
    package func draft(for permission: Permission, purpose: String?) -> PermissionDraft? {
        guard let type = Self.type(of: permission) else { return nil }
        return PermissionDraft(kind: type.rawValue, headerLines: ["\(PermissionPrimingFields.type.name) \(type)"])
    }

    /// The templates' state is `@Observable` (iOS 17).
    public var minimumIOS: IOSVersion? { IOSVersion(major: 17, minor: 0) }

    /// The type that primes a permission. Reading and writing Health share the one `health` type (whose
    /// own request reads the step count), and so one spec; each other type is one permission.
    static func type(of permission: Permission) -> PermissionType? {
        switch permission {
        case .notifications: .notifications
        case .camera: .camera
        case .photos: .photoLibrary
        case .locationWhenInUse: .locationWhenInUse
        case .locationAlways: .locationAlways
        case .microphone: .microphone
        case .contacts: .contacts
        case .healthRead, .healthWrite: .health
        case .tracking: .tracking
        default: nil
        }
    }
}
