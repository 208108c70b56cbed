import PrimerAccessibility
import PrimerModel
import PrimerMotion
import PrimerSpec

/// Every word and symbol the primer shows: the model of `PermissionPrimer.Content`.
///
/// Start from ``standard(for:appName:purposeString:iOS:)`` or ``sample`` and change what you need.
/// The fields after `deniedLine` are not in the design's `Content` (the design fixes those words);
/// they are here so a spec can check a primer whose fixed words were translated or changed.
public struct PrimerContent: Hashable, Sendable, Codable {
    /// The large SF Symbol at the top.
    public var symbol: String
    /// The symbol's granted form: a check, shown in the success colour.
    public var grantedSymbol: String
    /// The symbol's off form, shown in `textSecondary` when denied.
    public var deniedSymbol: String
    /// The title in the display face.
    public var title: String
    /// The reason, one sentence.
    public var reason: String
    /// Two or three things the permission makes possible.
    public var benefits: [PrimerBenefit]
    /// The title of the button that asks for the permission.
    public var continueTitle: String
    /// The drawing of the alert iOS will show next.
    public var sampleAlert: SystemAlert
    /// The title once granted, such as "Notifications are on".
    public var grantedTitle: String
    /// The line under the title once granted.
    public var grantedLine: String
    /// The title once denied.
    public var deniedTitle: String
    /// The line once denied: where to turn the permission on.
    public var deniedLine: String
    /// The title when photos were limited to a selection; nil reads the granted title.
    public var limitedTitle: String?
    /// The line when photos were limited to a selection; nil reads the granted line.
    public var limitedLine: String?
    /// The plain button that leaves without asking.
    public var notNowTitle: String
    /// The button shown once granted, which calls `onGranted` again.
    public var doneTitle: String
    /// The button shown once denied, which opens the app's page in Settings.
    public var openSettingsTitle: String

    /// Creates content from every field; the fixed button words default to the design's.
    public init(
        symbol: String, grantedSymbol: String = "checkmark.circle", deniedSymbol: String,
        title: String, reason: String, benefits: [PrimerBenefit], continueTitle: String = "Continue",
        sampleAlert: SystemAlert,
        grantedTitle: String, grantedLine: String, deniedTitle: String, deniedLine: String,
        limitedTitle: String? = nil, limitedLine: String? = nil,
        notNowTitle: String = "Not now", doneTitle: String = "Done", openSettingsTitle: String = "Open Settings"
    ) {
        self.symbol = symbol
        self.grantedSymbol = grantedSymbol
        self.deniedSymbol = deniedSymbol
        self.title = title
        self.reason = reason
        self.benefits = benefits
        self.continueTitle = continueTitle
        self.sampleAlert = sampleAlert
        self.grantedTitle = grantedTitle
        self.grantedLine = grantedLine
        self.deniedTitle = deniedTitle
        self.deniedLine = deniedLine
        self.limitedTitle = limitedTitle
        self.limitedLine = limitedLine
        self.notNowTitle = notNowTitle
        self.doneTitle = doneTitle
        self.openSettingsTitle = openSettingsTitle
    }

    /// The title shown once granted with the given status.
    public func resultTitle(for status: PrimerGrantedStatus) -> String {
        status == .limited ? limitedTitle ?? grantedTitle : grantedTitle
    }

    /// The line shown once granted with the given status.
    public func resultLine(for status: PrimerGrantedStatus) -> String {
        status == .limited ? limitedLine ?? grantedLine : grantedLine
    }
}
