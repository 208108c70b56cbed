import PrimerAccessibility
import PrimerModel
import PrimerMotion
import PrimerSpec
import PrimerSyntax

/// The iOS releases the permission primer models, and what is on record about each.
///
/// Releases 14 to 18 and 26 are accepted (19 to 25 never shipped). The default is 18: the newest
/// release whose alert words are on record for all four kinds (Docs/Model.md, "Releases"); on 26,
/// the current release, the notifications alert's words are not on record, so they would be an
/// assumption by default.
public enum PrimerRelease {
    /// The release used when none is given.
    public static let `default` = IOSVersion(major: 18)
    /// How messages list the accepted releases.
    public static let forms = "a release from 14 to 18, or 26, such as 17.6"

    /// Whether the primer models a release.
    public static func isSupported(_ version: IOSVersion) -> Bool {
        (14...18).contains(version.major) || version.major == 26
    }

    /// A release given as text, if the primer models it.
    public static func parse(_ text: String) -> IOSVersion? {
        IOSVersion(parsing: text).flatMap { isSupported($0) ? $0 : nil }
    }

    /// Whether a release's Settings app lists apps under an Apps section (iOS 18 and later)
    /// rather than at the foot of its main list.
    public static func settingsHasAppsSection(_ version: IOSVersion) -> Bool { version.major >= 18 }
}

/// Whether the system alert's words for a kind on a release are on record, or assumed.
public enum AlertWordsRecord: Hashable, Sendable {
    /// On record: the words are the release's own.
    case recorded
    /// Not on record: the words shown are another release's, named here.
    case assumed(from: IOSVersion)

    /// The record for a kind on a release (Docs/Model.md, "Releases", gives the sources).
    ///
    /// Location's first-ask words are on record from iOS 14 on, photos' from 14 to 16 and from 17 on,
    /// the camera's from 17.0 (OK before 17.6, Allow from 17.6 on), notifications' for 17 and 18.
    public static func of(_ kind: PrimerKind, on version: IOSVersion) -> AlertWordsRecord {
        switch kind {
        case .location, .photos:
            return .recorded
        case .camera:
            return version.major >= 17 ? .recorded : .assumed(from: IOSVersion(major: 17))
        case .notifications:
            if (17...18).contains(version.major) { return .recorded }
            return .assumed(from: IOSVersion(major: version.major < 17 ? 17 : 18))
        }
    }

    /// The sentence saying what is assumed, or nil when the words are on record.
    public func note(kind: PrimerKind, version: IOSVersion) -> String? {
        guard case .assumed(let source) = self else { return nil }
        return "assumption: the \(kind) alert's words on iOS \(version) are not on record; these are "
            + "iOS \(source.major)'s (Docs/Model.md, Releases)"
    }
}
