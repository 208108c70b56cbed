import PrimerModel
import PrimerSyntax

/// What the primer screen shows: PermissionPrimerScreen's `PermissionPrimerScreen` parameters.
public struct ScreenContent: Hashable, Sendable {
    /// The hero's SF Symbol, drawn in the contrast-picked foreground on the tint (decorative).
    public var heroSymbol: String
    /// The title, a heading.
    public var title: String
    /// The message under the title.
    public var message: String
    /// The benefit rows, each read as one element.
    public var benefits: [ScreenBenefit]
    /// Continue's title (PermissionPrimerScreen's default: "Continue").
    public var continueTitle: String
    /// The skip button's title (PermissionPrimerScreen's default: "Not Now"), or nil for no skip button: the case
    /// Apple asks for before the tracking prompt, where the only way on is the system's question.
    public var skipTitle: String?
    /// The tint: the hero's and Continue's fill, the benefit symbols' and the rings' colour.
    public var tint: Tint

    /// PermissionPrimerScreen's default Continue title.
    public static let defaultContinueTitle = "Continue"
    /// PermissionPrimerScreen's default skip title.
    public static let defaultSkipTitle = "Not Now"

    /// Creates content; the defaults are PermissionPrimerScreen's.
    public init(heroSymbol: String, title: String, message: String, benefits: [ScreenBenefit],
                continueTitle: String = ScreenContent.defaultContinueTitle,
                skipTitle: String? = ScreenContent.defaultSkipTitle, tint: Tint = .default) {
        self.heroSymbol = heroSymbol
        self.title = title
        self.message = message
        self.benefits = benefits
        self.continueTitle = continueTitle
        self.skipTitle = skipTitle
        self.tint = tint
    }

    /// PermissionPrimerScreen demo's screen: notifications for a shop, tinted indigo, with a skip button.
    public static let sample = ScreenContent(
        heroSymbol: "bell.badge.fill",
        title: "Stay in the loop",
        message: "Turn on notifications and we only write when it matters.",
        benefits: [
            ScreenBenefit(symbol: "shippingbox.fill", title: "Order updates",
                          text: "Know the moment your order ships and arrives."),
            ScreenBenefit(symbol: "tag.fill", title: "Price drops",
                          text: "Hear first when something you saved gets cheaper."),
            ScreenBenefit(symbol: "moon.fill", title: "Quiet by default", text: "No marketing, and nothing at night."),
        ],
        tint: .system(.indigo))
}
