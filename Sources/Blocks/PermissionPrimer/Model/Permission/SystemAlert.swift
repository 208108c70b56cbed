import PrimerAccessibility
import PrimerModel
import PrimerMotion
import PrimerSpec
import PrimerSyntax

/// The words of the alert iOS shows for a permission request.
///
/// The primer draws a small copy of it (the sample alert) so the system prompt is no surprise.
public struct SystemAlert: Hashable, Sendable, Codable {
    /// The alert's bold title.
    public var title: String
    /// The alert's message: fixed system text for notifications, the purpose string otherwise.
    public var message: String
    /// The button labels, in the order iOS lays them out.
    public var buttons: [String]

    /// Creates an alert from its words.
    public init(title: String, message: String, buttons: [String]) {
        self.title = title
        self.message = message
        self.buttons = buttons
    }

    /// The fixed message iOS shows under the notifications alert (no Info.plist key feeds it).
    public static let notificationsMessage =
        "Notifications may include alerts, sounds, and icon badges. These can be configured in Settings."

    /// The English system alert for a kind on a given iOS release (Docs/Model.md, "Releases").
    ///
    /// Where a kind's words for the release are not on record (``AlertWordsRecord``), these are the
    /// nearest recorded release's; callers say so.
    /// - Parameters:
    ///   - kind: The permission asked for.
    ///   - appName: `CFBundleDisplayName`, else `CFBundleName`.
    ///   - purposeString: The kind's purpose string; ignored for notifications.
    ///   - iOS: The release; labels changed in 17 (photos) and 17.6 (camera).
    public static func english(
        for kind: PrimerKind, appName: String, purposeString: String, iOS: IOSVersion = PrimerRelease.default
    ) -> SystemAlert {
        let quoted = "\u{201C}\(appName)\u{201D}"
        switch kind {
        case .notifications:
            return SystemAlert(
                title: "\(quoted) Would Like to Send You Notifications",
                message: notificationsMessage,
                buttons: ["Don\u{2019}t Allow", "Allow"])
        case .location:
            return SystemAlert(
                title: "Allow \(quoted) to use your location?",
                message: purposeString,
                buttons: ["Allow Once", "Allow While Using App", "Don\u{2019}t Allow"])
        case .camera:
            let allow = iOS >= IOSVersion(major: 17, minor: 6) ? "Allow" : "OK"
            return SystemAlert(
                title: "\(quoted) Would Like to Access the Camera",
                message: purposeString,
                buttons: ["Don\u{2019}t Allow", allow])
        case .photos:
            if iOS >= IOSVersion(major: 17) {
                return SystemAlert(
                    title: "\(quoted) would like full access to your Photo Library.",
                    message: purposeString,
                    buttons: ["Limit Access\u{2026}", "Allow Full Access", "Don\u{2019}t Allow"])
            }
            return SystemAlert(
                title: "\(quoted) Would Like to Access Your Photos",
                message: purposeString,
                buttons: ["Select Photos\u{2026}", "Allow Access to All Photos", "Don\u{2019}t Allow"])
        }
    }
}
