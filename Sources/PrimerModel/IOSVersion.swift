/// An iOS release, used to pick the system alert's words (they change between releases).
public struct IOSVersion: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The major version, such as 17.
    public var major: Int
    /// The minor version, such as 6 in 17.6.
    public var minor: Int

    /// The oldest release whose alert text the model knows.
    public static let oldestKnown = IOSVersion(major: 14, minor: 0)
    /// The newest release whose alert text the alert words on record (Docs/Sources.md) records.
    public static let newestKnown = IOSVersion(major: 18, minor: 0)
    /// The release the model uses when none is given: the newest it knows.
    public static let `default` = newestKnown

    /// Creates a version from its parts.
    public init(major: Int, minor: Int = 0) {
        self.major = major
        self.minor = minor
    }

    /// Parses `17`, `17.6` or `17.6.1` (the patch is ignored); nil for anything else.
    public init?(parsing text: String) {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...3).contains(parts.count),
              parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }),
              let major = Int(parts[0]), major < 1000
        else { return nil }
        let minor = parts.count > 1 ? Int(parts[1]) ?? 0 : 0
        self.init(major: major, minor: minor)
    }

    /// Whether the model knows the alert text of this release (14.0 up to 18.x).
    public var isKnown: Bool { self >= Self.oldestKnown && major <= Self.newestKnown.major }

    public static func < (lhs: IOSVersion, rhs: IOSVersion) -> Bool {
        (lhs.major, lhs.minor) < (rhs.major, rhs.minor)
    }

    public var description: String { "\(major).\(minor)" }
}
