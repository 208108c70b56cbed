import PrimerAppInfo
import PrimerMotion
import PrimerSpec
import PrimerSyntax

/// The header fields of a permission primer spec, beside the app-information fields the kernel
/// declares (``AppInfoSources/headerFields(purpose:)``).
enum PermissionPrimerFields {
    /// The words `primer` takes: the permission kinds.
    static let kinds = WordList("kind", PrimerKind.allCases.map(\.rawValue))
    /// The words `theme` takes first: the design's colour tokens.
    static let tokens = WordList("theme token", ColorToken.allCases.map(\.rawValue))

    static let primer = HeaderField("primer", [.word("KIND", from: kinds)], leads: true,
                                    help: "Which permission primer the file describes; first, or right after block.")
    static let ios = HeaderField("ios", [.version("VERSION")], help: "The iOS version whose system alert text to use.")
    static let symbol = HeaderField("symbol", [.string("SF-SYMBOL")], help: "The primer's SF Symbol.")
    static let grantedSymbol = HeaderField("granted-symbol", [.string("SF-SYMBOL")],
                                           help: "The symbol shown once permission is granted.")
    static let deniedSymbol = HeaderField("denied-symbol", [.string("SF-SYMBOL")],
                                          help: "The symbol shown once permission is denied.")
    static let title = text("title", "The primer's title.")
    static let reason = text("reason", "The primer's explanation.")
    static let benefit = HeaderField("benefit", [.string("SYMBOL"), .string("TITLE"), .string("DETAIL")], repeats: true,
                                     help: "One benefit row; the first replaces the standard benefits.")
    static let continueTitle = text("continue-title", "The title of the button that asks iOS.")
    static let alertTitle = text("alert-title", "The system alert's title.")
    static let alertMessage = text("alert-message", "The system alert's message.")
    static let alertButtons = HeaderField("alert-buttons", [.string("BUTTON")], variadic: true,
                                          help: "The system alert's buttons, in order.")
    static let grantedTitle = text("granted-title", "The title shown once permission is granted.")
    static let grantedLine = text("granted-line", "The line shown once permission is granted.")
    static let deniedTitle = text("denied-title", "The title shown once permission is denied.")
    static let deniedLine = text("denied-line", "The line shown once permission is denied.")
    static let limitedTitle = text("limited-title", "The title shown once photos are limited to a selection.")
    static let limitedLine = text("limited-line", "The line shown once photos are limited to a selection.")
    static let notNowTitle = text("not-now-title", "The title of the button that leaves without asking.")
    static let doneTitle = text("done-title", "The title of the button shown once granted.")
    static let openSettingsTitle = text("open-settings-title", "The title of the button shown once denied.")
    static let errorMessage = text("error-message", "The message a custom request's error shows, for the failed state.")
    static let theme = HeaderField("theme", [.word("TOKEN", from: tokens), .string("COLOR")], variadic: true, repeats: true,
                                   help: "A design token's colour: one for both appearances, or light then dark.")
    static let customRequest = HeaderField("custom-request",
                                           help: "The app asks for permission itself rather than through the primer's button.")

    /// Every field, in the order messages list them.
    static let all: [HeaderField] = [primer] + AppInfoSources.headerFields(purpose: true) + [
        ios, symbol, grantedSymbol, deniedSymbol, title, reason, benefit, continueTitle, alertTitle, alertMessage,
        alertButtons, grantedTitle, grantedLine, deniedTitle, deniedLine, limitedTitle, limitedLine, notNowTitle,
        doneTitle, openSettingsTitle, errorMessage, customRequest, theme,
    ]

    /// A field of one string, `NAME "TEXT"`.
    private static func text(_ name: String, _ help: String) -> HeaderField {
        HeaderField(name, [.string("TEXT")], help: help)
    }
}
