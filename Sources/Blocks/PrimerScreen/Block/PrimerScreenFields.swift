import PrimerMotion
import PrimerSpec
import PrimerSyntax

/// The header fields of a primer screen spec: the parameters of `PermissionPrimerScreen`.
enum PrimerScreenFields {
    static let ios = HeaderField("ios", [.version("VERSION")],
                                 help: "The iOS release whose system colours the contrast sections use (default 18).")
    static let symbol = HeaderField("symbol", [.string("SF-SYMBOL")], help: "The hero's SF Symbol.")
    static let title = HeaderField("title", [.string("TEXT")], help: "The title, read as a heading.")
    static let message = HeaderField("message", [.string("TEXT")], help: "The line under the title.")
    static let benefit = HeaderField("benefit", [.string("SYMBOL"), .string("TITLE"), .string("DETAIL")], repeats: true,
                                     help: "One benefit row; the first replaces the demo's benefits.")
    static let continueTitle = HeaderField("continue-title", [.string("TEXT")], help: "Continue's title.")
    static let skipTitle = HeaderField("skip-title", [.string("TEXT")], help: "The skip button's title; not with no-skip.")
    static let noSkip = HeaderField("no-skip", help: "The screen has no skip button; not with skip-title.")
    static let tint = TintField.field(help: "The tint: a system colour by name or sRGB hex such as #5856D6; "
                                          + "or two hex colours, light then dark.")

    /// Every field, in the order messages list them.
    static let all = [ios, symbol, title, message, benefit, continueTitle, skipTitle, noSkip, tint]
        + SpecLanguage.headerFields
}
