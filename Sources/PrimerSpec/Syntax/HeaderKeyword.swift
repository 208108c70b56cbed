/// The keywords of header fields, the directives before the first section.
///
/// The syntax knows every block's fields; which of them a block reads is the block's to say
/// (``Block/headerFields``), and the resolver reports a field the spec's block does not read.
public enum HeaderKeyword: String, CaseIterable, Hashable, Sendable {
    /// `block NAME`: which design the file describes (default `permission-primer`); must come first.
    case block
    /// `primer KIND`: which permission primer the file describes; first, or right after `block`.
    case primer
    /// `app "NAME"`: the app name used in the system alert; wins over the Info.plist's or project's.
    case app
    /// `info-plist "PATH"`: an Info.plist to read the app name and purpose strings from.
    case infoPlist = "info-plist"
    /// `purpose "TEXT"`: the purpose string iOS shows in the permission's alert; wins over the Info.plist's.
    case purpose
    /// `project "PATH"`: an Xcode project (`.xcodeproj`) whose target's build settings hold the Info.plist keys.
    case project
    /// `target "NAME"`: the project's target (default: its one app target).
    case target
    /// `configuration "NAME"`: the target's build configuration (default: the project's default, else Release).
    case configuration
    /// `xcconfig "PATH"`: an `.xcconfig` file whose settings hold the Info.plist keys; not with `project`.
    case xcconfig
    /// `build-setting NAME "VALUE"`: a build setting, such as `PRODUCT_NAME`; wins over the files'; may repeat.
    case buildSetting = "build-setting"
    /// `locale LANG`: the language whose localized Info.plist values to read (`de`, `pt-BR`, `zh-Hans`);
    /// default the app's development region.
    case locale
    /// `ios VERSION`: the iOS version whose system alert text to use, e.g. `17` or `17.6`.
    case ios
    /// `symbol "SF-SYMBOL"`: the primer's SF Symbol.
    case symbol
    /// `granted-symbol "SF-SYMBOL"`: the symbol shown once permission is granted.
    case grantedSymbol = "granted-symbol"
    /// `denied-symbol "SF-SYMBOL"`: the symbol shown once permission is denied.
    case deniedSymbol = "denied-symbol"
    /// `title "TEXT"`: the primer's title.
    case title
    /// `reason "TEXT"`: the primer's explanation.
    case reason
    /// `benefit "SYMBOL" "TITLE" "DETAIL"`: one benefit row; may repeat.
    case benefit
    /// `continue-title "TEXT"`: the title of the button that asks iOS.
    case continueTitle = "continue-title"
    /// `alert-title "TEXT"`: the system alert's title.
    case alertTitle = "alert-title"
    /// `alert-message "TEXT"`: the system alert's message.
    case alertMessage = "alert-message"
    /// `alert-buttons "BUTTON"...`: the system alert's buttons, in order.
    case alertButtons = "alert-buttons"
    /// `granted-title "TEXT"`: the title shown once permission is granted.
    case grantedTitle = "granted-title"
    /// `granted-line "TEXT"`: the line shown once permission is granted.
    case grantedLine = "granted-line"
    /// `denied-title "TEXT"`: the title shown once permission is denied.
    case deniedTitle = "denied-title"
    /// `denied-line "TEXT"`: the line shown once permission is denied.
    case deniedLine = "denied-line"
    /// `limited-title "TEXT"`: the title shown once photos are limited to a selection.
    case limitedTitle = "limited-title"
    /// `limited-line "TEXT"`: the line shown once photos are limited to a selection.
    case limitedLine = "limited-line"
    /// `not-now-title "TEXT"`: the title of the button that leaves without asking.
    case notNowTitle = "not-now-title"
    /// `done-title "TEXT"`: the title of the button shown once granted.
    case doneTitle = "done-title"
    /// `open-settings-title "TEXT"`: the title of the button shown once denied.
    case openSettingsTitle = "open-settings-title"
    /// `error-message "TEXT"`: the message a custom request's error shows, for the `failed` state.
    case errorMessage = "error-message"
    /// `custom-request`: the app asks for permission itself rather than through the primer's button.
    case customRequest = "custom-request"
    /// `message "TEXT"`: the primer screen's message under its title.
    case message
    /// `skip-title "TEXT"`: the title of the primer screen's skip button.
    case skipTitle = "skip-title"
    /// `no-skip`: the primer screen has no skip button (the only way on is the system's question).
    case noSkip = "no-skip"
    /// `tint "COLOR"`: the primer screen's tint, a system colour by name or sRGB hex such as `#5856D6`.
    case tint
    /// `type TYPE`: which permission a permission-priming spec describes, such as `location-always`.
    case type
    /// `description "TEXT"`: the priming view's benefit description (the seed's `customDescription`).
    case description
    /// `status STATUS`: the status the permission's framework reports when the gate first checks,
    /// such as `provisional` or `authorized-when-in-use`; without it, every status it can report.
    case status
    /// `symbol-reading "SF-SYMBOL" "WORDS"`: what VoiceOver reads for an SF Symbol that is not hidden,
    /// replacing the block's table entry; may repeat, one symbol a line.
    case symbolReading = "symbol-reading"
    /// `progress-reading "WORDS"`: what VoiceOver reads for a progress view without a label.
    case progressReading = "progress-reading"
    /// `accept RULE PART "WHY"`: the audit accepts a finding of a rule on a part (`*` any, `-` none),
    /// for the reason given; may repeat. Any block's spec may accept findings.
    case accept

    /// One argument a header field takes.
    struct Parameter: Hashable, Sendable {
        var kind: Token.Kind
        /// The placeholder used in the usage text, e.g. `TEXT`.
        var placeholder: String
    }

    /// The arguments the field takes, in order.
    var parameters: [Parameter] {
        switch self {
        case .block: [Parameter(kind: .word, placeholder: "NAME")]
        case .primer: [Parameter(kind: .word, placeholder: "KIND")]
        case .type: [Parameter(kind: .word, placeholder: "TYPE")]
        case .status: [Parameter(kind: .word, placeholder: "STATUS")]
        case .symbolReading: [Parameter(kind: .string, placeholder: "SF-SYMBOL"), Parameter(kind: .string, placeholder: "WORDS")]
        case .progressReading: [Parameter(kind: .string, placeholder: "WORDS")]
        case .ios: [Parameter(kind: .word, placeholder: "VERSION")]
        case .locale: [Parameter(kind: .word, placeholder: "LANG")]
        case .app: [Parameter(kind: .string, placeholder: "NAME")]
        case .infoPlist, .project, .xcconfig: [Parameter(kind: .string, placeholder: "PATH")]
        case .target, .configuration: [Parameter(kind: .string, placeholder: "NAME")]
        case .buildSetting: [Parameter(kind: .word, placeholder: "NAME"), Parameter(kind: .string, placeholder: "VALUE")]
        case .symbol, .grantedSymbol, .deniedSymbol: [Parameter(kind: .string, placeholder: "SF-SYMBOL")]
        case .benefit:
            ["SYMBOL", "TITLE", "DETAIL"].map { Parameter(kind: .string, placeholder: $0) }
        case .alertButtons: [Parameter(kind: .string, placeholder: "BUTTON")]
        case .customRequest, .noSkip: []
        case .tint: [Parameter(kind: .string, placeholder: "COLOR")]
        case .accept: [Parameter(kind: .word, placeholder: "RULE"), Parameter(kind: .word, placeholder: "PART"),
                       Parameter(kind: .string, placeholder: "WHY")]
        case .title, .reason, .continueTitle, .alertTitle, .alertMessage, .grantedTitle, .grantedLine,
            .deniedTitle, .deniedLine, .limitedTitle, .limitedLine, .notNowTitle, .doneTitle, .openSettingsTitle,
            .errorMessage, .message, .skipTitle, .description, .purpose:
            [Parameter(kind: .string, placeholder: "TEXT")]
        }
    }

    /// Whether the last parameter may repeat (one or more).
    var isVariadic: Bool {
        self == .alertButtons
    }

    /// Whether the field may be given more than once.
    public var isRepeatable: Bool {
        self == .benefit || self == .accept || self == .symbolReading || self == .buildSetting
    }

    /// The fields that may repeat, quoted and listed for messages: `'benefit', 'build-setting', …`.
    public static var repeatableNames: String {
        allCases.filter(\.isRepeatable).map { "'\($0.rawValue)'" }.joined(separator: ", ")
    }

    /// Fields every block's spec may give, whatever the block reads.
    public static let common: [HeaderKeyword] = [.block, .accept]

    /// How the field is written, e.g. `benefit "SYMBOL" "TITLE" "DETAIL"`.
    public var usage: String {
        let arguments = parameters.map { parameter in
            parameter.kind == .string ? "\"\(parameter.placeholder)\"" : parameter.placeholder
        }
        let suffix = isVariadic ? "..." : ""
        return ([rawValue] + arguments).joined(separator: " ") + suffix
    }
}
