import PrimerAppInfo
import PrimerSpec
import PrimerSyntax

/// What `scan` and `init` know of the permission primer: a spec names its permission with
/// `primer KIND`, and the block models four permissions, one kind each.
extension PermissionPrimerBlock {
    package var permissionField: HeaderField? { PermissionPrimerFields.primer }

    /// `primer KIND`; nil for a permission none of the four kinds asks for.
    package func draft(for permission: Permission, purpose: String?) -> PermissionDraft? {
        guard let kind = Self.kind(of: permission) else { return nil }
        return PermissionDraft(kind: kind.rawValue, headerLines: ["\(PermissionPrimerFields.primer.name) \(kind)"])
    }

    /// The kind that primes a permission: each kind's ``PrimerKind/systemRequest`` asks for notifications,
    /// when-in-use location, the camera or the photo library (read and write), and for nothing else.
    static func kind(of permission: Permission) -> PrimerKind? {
        switch permission {
        case .notifications: .notifications
        case .locationWhenInUse: .location
        case .camera: .camera
        case .photos: .photos
        default: nil
        }
    }
}
