/// The span of iOS releases that share one set of system colour values (UIKit's system colours (Docs/Colour.md)).
///
/// Apple changed the palette twice: iOS 15 redefined teal and added mint, cyan and brown to
/// SwiftUI, and iOS 26 moved most hues. There are no iOS 19 to 25: iOS 18 was followed by
/// iOS 26, so those numbers map to no release, and nothing before iOS 13 (the first SwiftUI)
/// does either.
public enum ColorRelease: String, CaseIterable, Hashable, Comparable, Sendable, CustomStringConvertible {
    /// iOS 13 and 14: the first SwiftUI palette.
    case iOS13 = "iOS 13–14"
    /// iOS 15 to 18: teal redefined; mint, cyan and brown added.
    case iOS15 = "iOS 15–18"
    /// iOS 26 and every later release, until the model learns otherwise.
    case iOS26 = "iOS 26+"

    /// The release span `version` belongs to; nil before iOS 13 and for the unused 19 to 25.
    public init?(_ version: IOSVersion) {
        switch version.major {
        case 13...14: self = .iOS13
        case 15...18: self = .iOS15
        case 26...: self = .iOS26
        default: return nil
        }
    }

    /// The first release of the span, such as 15.0 for `iOS15`.
    public var firstVersion: IOSVersion {
        switch self {
        case .iOS13: IOSVersion(major: 13)
        case .iOS15: IOSVersion(major: 15)
        case .iOS26: IOSVersion(major: 26)
        }
    }

    public static func < (lhs: ColorRelease, rhs: ColorRelease) -> Bool {
        lhs.firstVersion < rhs.firstVersion
    }

    public var description: String { rawValue }
}
