/// Every word and symbol the templates' views show for one permission type.
///
/// ``standard(for:)`` is the templates' copy. A spec may replace the title, description and
/// illustration as the templates' custom initialiser does (`customTitle`, `customDescription`,
/// `customImage`), and, to check a fixed version, the words the templates hard-code.
public struct PrimingContent: Hashable, Sendable {
    /// The permission.
    public var type: PermissionType
    /// The priming view's title: the custom title, else the type's.
    public var title: String
    /// The priming view's description: the custom description, else the type's benefit description.
    public var description: String
    /// The priming view's illustration: the custom image, else the type's symbol.
    public var symbol: String
    /// The primary button: the templates' `Enable`.
    public var enableTitle: String
    /// The secondary button: the templates' `Not Now`.
    public var notNowTitle: String
    /// The denied view's symbol: the templates' `gear.badge.xmark`.
    public var deniedSymbol: String
    /// The denied view's title: the type's title, even when the priming view has a custom one (the
    /// the templates' `Text("\(permissionType.title)")`).
    public var deniedTitle: String
    /// The denied view's fixed line, the same for denied and restricted.
    public var deniedLine: String
    /// The denied view's button.
    public var openSettingsTitle: String
    /// The gate's progress view while it checks: `ProgressView("Checking permissions...")`, three
    /// full stops, not an ellipsis.
    public var checkingTitle: String

    /// The templates' `Enable`.
    public static let defaultEnableTitle = "Enable"
    /// The templates' `Not Now`.
    public static let defaultNotNowTitle = "Not Now"
    /// The templates' denied symbol.
    public static let defaultDeniedSymbol = "gear.badge.xmark"
    /// The templates' denied line.
    public static let defaultDeniedLine =
        "You previously denied this permission. To enable it, open Settings and allow access."
    /// The templates' `Open Settings`.
    public static let defaultOpenSettingsTitle = "Open Settings"
    /// The templates' checking label.
    public static let defaultCheckingTitle = "Checking permissions..."

    /// Creates content; the defaults are the templates' fixed words.
    public init(type: PermissionType, title: String, description: String, symbol: String,
                enableTitle: String = PrimingContent.defaultEnableTitle,
                notNowTitle: String = PrimingContent.defaultNotNowTitle,
                deniedSymbol: String = PrimingContent.defaultDeniedSymbol, deniedTitle: String,
                deniedLine: String = PrimingContent.defaultDeniedLine,
                openSettingsTitle: String = PrimingContent.defaultOpenSettingsTitle,
                checkingTitle: String = PrimingContent.defaultCheckingTitle) {
        self.type = type
        self.title = title
        self.description = description
        self.symbol = symbol
        self.enableTitle = enableTitle
        self.notNowTitle = notNowTitle
        self.deniedSymbol = deniedSymbol
        self.deniedTitle = deniedTitle
        self.deniedLine = deniedLine
        self.openSettingsTitle = openSettingsTitle
        self.checkingTitle = checkingTitle
    }

    /// The templates' standard copy for a type.
    public static func standard(for type: PermissionType) -> PrimingContent {
        PrimingContent(type: type, title: type.title, description: type.benefitDescription, symbol: type.systemImage,
                       deniedTitle: type.title)
    }

    /// The templates' contextual example: `.permissionGated(.location(.whenInUse), title: "Find Nearby
    /// Coffee", description: …)`, the gate's only custom copy (it has no image parameter).
    public static let findNearbyCoffee = PrimingContent.standard(for: .locationWhenInUse)
        .customised(title: "Find Nearby Coffee",
                    description: "We need your location to show cafes within walking distance.")

    /// The content with the templates' custom copy in place; the denied view keeps the type's title.
    public func customised(title: String? = nil, description: String? = nil, symbol: String? = nil) -> PrimingContent {
        var content = self
        if let title { content.title = title }
        if let description { content.description = description }
        if let symbol { content.symbol = symbol }
        return content
    }
}
