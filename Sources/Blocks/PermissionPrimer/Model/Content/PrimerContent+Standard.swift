import PrimerAccessibility
import PrimerModel
import PrimerMotion
import PrimerSpec
import PrimerSyntax

extension PrimerContent {
    /// The app name used when none is given: the sample's Reminders app.
    public static let sampleAppName = "Reminders"

    /// Plain defaults for a kind, naming the app and quoting its purpose string in the sample alert.
    ///
    /// The words are PrimerSpec's choice where the design leaves them open (see Docs/Model.md); the
    /// sample alert's words follow Docs/Model.md, "Releases". The denied line says where the Open
    /// Settings button leads: the app's own page in Settings, under Apps from iOS 18 on.
    /// - Parameters:
    ///   - kind: The permission.
    ///   - appName: `CFBundleDisplayName`, else `CFBundleName`.
    ///   - purposeString: The kind's Info.plist purpose string. Nil shows ``Kind/purposePlaceholder``:
    ///     PrimerSpec never makes one up. Ignored for notifications, whose alert message is fixed text.
    ///   - iOS: The release whose alert words and Settings path to use.
    public static func standard(
        for kind: PrimerKind, appName: String, purposeString: String? = nil, iOS: IOSVersion = PrimerRelease.default
    ) -> PrimerContent {
        let purpose = kind.purposeStringKey == nil ? SystemAlert.notificationsMessage
            : purposeString ?? kind.purposePlaceholder ?? ""
        let alert = SystemAlert.english(for: kind, appName: appName, purposeString: purpose, iOS: iOS)
        let page = settingsPage(appName: appName, kind: kind, iOS: iOS)
        switch kind {
        case .notifications:
            return PrimerContent(
                symbol: "bell.badge", deniedSymbol: "bell.slash",
                title: "Turn on notifications",
                reason: "\(appName) lets you know when something needs you.",
                benefits: [
                    PrimerBenefit(symbol: "bell", title: "Alerts", detail: "Hear about what matters as it happens."),
                    PrimerBenefit(symbol: "app.badge", title: "Badges", detail: "See at a glance what is waiting."),
                    PrimerBenefit(symbol: "speaker.wave.2", title: "Sounds", detail: "Notice it even when you look away."),
                ],
                sampleAlert: alert,
                grantedTitle: "Notifications are on",
                grantedLine: "You can change this in Settings at any time.",
                deniedTitle: "Notifications are off",
                deniedLine: "Turn them on in Settings, under \(page).")
        case .location:
            return PrimerContent(
                symbol: "location", deniedSymbol: "location.slash",
                title: "Use your location",
                reason: "\(appName) uses your location to show what is around you.",
                benefits: [
                    PrimerBenefit(symbol: "map", title: "Nearby", detail: "See what is close to where you are."),
                    PrimerBenefit(symbol: "arrow.triangle.turn.up.right.diamond", title: "Directions",
                            detail: "Get there from where you stand."),
                ],
                sampleAlert: alert,
                grantedTitle: "Location is on",
                grantedLine: "You can change this in Settings at any time.",
                deniedTitle: "Location is off",
                deniedLine: "Turn it on in Settings, under \(page).")
        case .camera:
            return PrimerContent(
                symbol: "camera", deniedSymbol: "camera.slash",
                title: "Use the camera",
                reason: "\(appName) needs the camera to take photos and scan.",
                benefits: [
                    PrimerBenefit(symbol: "camera.viewfinder", title: "Photos", detail: "Take pictures without leaving the app."),
                    PrimerBenefit(symbol: "qrcode.viewfinder", title: "Scanning", detail: "Point at a code to read it."),
                ],
                sampleAlert: alert,
                grantedTitle: "Camera is on",
                grantedLine: "You can change this in Settings at any time.",
                deniedTitle: "Camera is off",
                deniedLine: "Turn it on in Settings, under \(page).")
        case .photos:
            return PrimerContent(
                symbol: "photo.on.rectangle", deniedSymbol: "eye.slash",
                title: "Use your photos",
                reason: "\(appName) opens your library so you can pick and save photos.",
                benefits: [
                    PrimerBenefit(symbol: "photo", title: "Pick photos", detail: "Choose pictures straight from your library."),
                    PrimerBenefit(symbol: "square.and.arrow.down", title: "Save", detail: "Keep what you make in your library."),
                ],
                sampleAlert: alert,
                grantedTitle: "Photos are on",
                grantedLine: "You can change this in Settings at any time.",
                deniedTitle: "Photos are off",
                deniedLine: "Turn them on in Settings, under \(page).",
                limitedTitle: "Selected photos are shared",
                limitedLine: "You can share more in Settings at any time.")
        }
    }

    /// Where Open Settings leads, as the Settings app names it: `Apps, Reminders, Camera` from iOS 18
    /// on (apps moved under an Apps section), `Reminders, Camera` before.
    public static func settingsPage(appName: String, kind: PrimerKind, iOS: IOSVersion) -> String {
        let path = [appName, kind.settingsRowName]
        return (PrimerRelease.settingsHasAppsSection(iOS) ? ["Apps"] + path : path).joined(separator: ", ")
    }

    /// The notifications primer of the design's preview: a Reminders app.
    public static let sample: PrimerContent = {
        var content = PrimerContent.standard(for: .notifications, appName: sampleAppName)
        content.title = "Never miss a reminder"
        content.reason = "Reminders can nudge you when something is due."
        content.benefits = [
            PrimerBenefit(symbol: "calendar.badge.clock", title: "Due dates", detail: "Get a nudge when something is due."),
            PrimerBenefit(symbol: "person.2", title: "Shared lists", detail: "Know when someone adds to a list you share."),
            PrimerBenefit(symbol: "app.badge", title: "Today at a glance", detail: "See on the icon how many are due today."),
        ]
        return content
    }()
}
