/// The Info.plist keys the permission priming block reads: the purpose strings of the nine types.
/// The files are read by the kernel's `AppInfoReader` (an Info.plist, a project or an xcconfig).
public enum PrimingInfoPlist {
    /// Every key the block may read.
    public static let keys = Array(Set(PermissionType.allCases.flatMap(\.requiredPurposeKeys))).sorted()
}
