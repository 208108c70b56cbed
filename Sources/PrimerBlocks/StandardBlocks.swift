import PermissionPrimer
import PermissionPriming
import PrimerScreen
import PrimerSpec

extension BlockRegistry {
    /// Every block PrimerSpec ships: the permission primer first (the default, so a spec without
    /// `block` keeps meaning it), then the primer screen, then permission priming.
    public static let standard = BlockRegistry([PermissionPrimerBlock(), PrimerScreenBlock(), PermissionPrimingBlock()])
}
