import PrimerAccessibility
import PrimerModel
import PrimerMotion
import PrimerSpec
import PrimerSyntax

/// The iOS releases the permission primer models, and what is on record about each.
///
/// Releases 14 to 18 and 26 are accepted (19 to 25 never shipped). The default is 18: the newest
/// release whose alert words are on record for all four kinds (Docs/Model.md, "Releases"); on 26,
/// the current release, no kind's alert words are on record, so they would be an assumption by default.
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
    /// Location's first-ask words are on record for iOS 14 to 18, photos' for 14 to 16 and 17 to 18,
    /// the camera's for 17.0 to 18 (OK before 17.6, Allow from 17.6 on), notifications' for 17 and 18.
    /// No source shows any kind's words on iOS 26: it shows iOS 18's, said as an assumption.
    public static func of(_ kind: PrimerKind, on version: IOSVersion) -> AlertWordsRecord {
        if version.major > 18 { return .assumed(from: IOSVersion(major: 18)) }
        switch kind {
        case .location, .photos:
            return .recorded
        case .camera:
            return version.major >= 17 ? .recorded : .assumed(from: IOSVersion(major: 17))
        case .notifications:
            return version.major >= 17 ? .recorded : .assumed(from: IOSVersion(major: 17))
        }
    }

    /// The sentence saying what is assumed, or nil when the words are on record.
    public func note(kind: PrimerKind, version: IOSVersion) -> String? {
        guard case .assumed(let source) = self else { return nil }
        return "assumption: the \(kind) alert's words on iOS \(version) are not on record; these are "
            + "iOS \(source.major)'s (Docs/Model.md, Releases)"
    }
}
