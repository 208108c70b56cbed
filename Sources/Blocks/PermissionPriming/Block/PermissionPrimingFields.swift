import PrimerAppInfo
import PrimerMotion
import PrimerSpec
import PrimerSyntax

/// The header fields of a permission-priming spec, beside the app-information fields the kernel
/// declares (``AppInfoSources/headerFields(purpose:)``).
enum PermissionPrimingFields {
    /// The words `type` takes: the permissions.
    static let types = WordList("permission type", PermissionType.allCases.map(\.rawValue))
    /// The words `status` takes: the statuses the type's framework reports, by type.
    static let statuses = WordList("status", source: .byField("type", Dictionary(uniqueKeysWithValues: PermissionType.allCases.map {
        ($0.rawValue, $0.frameworkStatuses.map(\.rawValue))
    })))

    static let type = HeaderField("type", [.word("TYPE", from: types)],
                                  help: "Which permission the spec describes, such as location-always.")
    static let status = HeaderField("status", [.word("STATUS", from: statuses)],
                                    help: "The status the gate's first check reads; without it, every status it can report.")
    static let title = HeaderField("title", [.string("TEXT")], help: "The custom title (customTitle).")
    static let description = HeaderField("description", [.string("TEXT")],
                                         help: "The custom benefit description (customDescription).")
    static let symbol = HeaderField("symbol", [.string("SF-SYMBOL")], help: "The custom illustration (customImage).")
    static let continueTitle = HeaderField("continue-title", [.string("TEXT")], help: "Replaces the Enable button's title.")
    static let notNowTitle = HeaderField("not-now-title", [.string("TEXT")], help: "Replaces the Not Now button's title.")
    static let openSettingsTitle = HeaderField("open-settings-title", [.string("TEXT")],
                                               help: "Replaces the Open Settings button's title.")
    static let deniedTitle = HeaderField("denied-title", [.string("TEXT")], help: "Replaces the denied view's title.")
    static let deniedLine = HeaderField("denied-line", [.string("TEXT")], help: "Replaces the denied view's line.")
    static let symbolReading = HeaderField("symbol-reading", [.string("SF-SYMBOL"), .string("WORDS")], repeats: true,
                                           help: "What VoiceOver reads for an SF Symbol that is not hidden, one symbol a line.")
    static let progressReading = HeaderField("progress-reading", [.string("WORDS")],
                                             help: "What VoiceOver reads for a progress view without a label.")
    static let ios = HeaderField("ios", [.version("VERSION")], help: "The iOS release, 17.0 to 18.x (default 18).")
    static let tint = TintField.field(help: "The accent colour, for contrast (default system blue); "
                                          + "or two hex colours, light then dark.")

    /// Every field, in the order messages list them.
    static let all: [HeaderField] = [type, title, description, status, symbol, continueTitle, notNowTitle,
                                     openSettingsTitle, deniedTitle, deniedLine, symbolReading, progressReading]
        + AppInfoSources.headerFields(purpose: false) + [ios, tint]
}
