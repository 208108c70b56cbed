import PermissionPrimer
import PrimerSpec

extension BlockRegistry {
    /// Every block PrimerSpec ships, the permission primer first (the default).
    public static let standard = BlockRegistry([PermissionPrimerBlock()])
}
