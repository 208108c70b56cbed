import PrimerAppInfo
import PrimerModel
import PrimerMotion
import PrimerSpec
import PrimerSyntax

/// The permission priming block on the command line: the TYPE argument and its options.
enum PermissionPrimingCommandLine {
    /// The block's options; `--app`, `--info-plist`, `--ios` and `--tint` have the names the other
    /// blocks' options of the same meaning have.
    static let definitions: [BlockOption] = SpecLanguage.appAndLanguageOptions + [
        .value("--status", "STATUS", help: "Permission priming: the status the gate's first check reads, such as "
               + "provisional or authorized-when-in-use (default: every status the type's framework reports)."),
        .value("--title", "TEXT", help: "Permission priming: the custom title (customTitle)."),
        .value("--description", "TEXT", help: "Permission priming: the custom description (customDescription)."),
        .value("--symbol", "NAME", help: "Permission priming: the custom illustration (customImage)."),
        .value("--ios", "VERSION", help: "The iOS release whose prompt words and colours to use (17 or 18; default: 18)."),
        .value("--tint", "COLOR", help: "The accent colour: a system colour name, sRGB hex, or light and dark hex as \"#LIGHT / #DARK\" (default: blue)."),
    ]

    /// The one TYPE a command takes, or a usage error.
    static func singleType(_ positionals: [String], command: String) throws(BlockOptionError) -> PermissionType {
        guard positionals.count == 1 else {
            throw BlockOptionError(positionals.isEmpty
                             ? "missing TYPE; expected one of \(PermissionType.names)"
                             : "expected one TYPE, got \(positionals.count): \(positionals.joined(separator: " "))",
                             command: command)
        }
        return try type(positionals[0], command: command)
    }

    /// A type by name, or a usage error with "did you mean".
    static func type(_ text: String, command: String) throws(BlockOptionError) -> PermissionType {
        guard let type = PermissionType(rawValue: text) else {
            throw .unknownValue(text, for: "permission type", validValues: PermissionType.allCases.map(\.rawValue),
                                command: command)
        }
        return type
    }

    /// The model the options describe for a type.
    static func model(_ type: PermissionType, options: BlockOptions,
                      block: PermissionPrimingBlock) throws -> PermissionPrimingModel {
        let command = options.command
        var iOS = PermissionPrimingBlock.defaultIOS
        if let text = options.value("--ios") {
            guard let version = PermissionPrimingHeader.version(text) else {
                throw BlockOptionError("unknown iOS version '\(TextExcerpt.shown(text, limit: TextExcerpt.wordLimit))' for permission priming; expected "
                                 + PermissionPrimingHeader.versionForms, command: command)
            }
            iOS = version
        }
        var statuses: [FrameworkStatus]?
        if let text = options.value("--status") {
            guard let status = FrameworkStatus(rawValue: text), type.frameworkStatuses.contains(status) else {
                throw BlockOptionError.unknownValue(text, for: "\(type.spokenName) status",
                                              validValues: type.frameworkStatuses.map(\.rawValue), command: command)
            }
            statuses = [status]
        }
        let content = PrimingContent.standard(for: type).customised(
            title: options.value("--title"), description: options.value("--description"), symbol: options.value("--symbol"))
        var model = PermissionPrimingModel(content: content,
                                           machine: GateMachine(type: type, checkStatuses: statuses, iOS: iOS))
        if let text = options.value("--tint") {
            guard let tint = Tint(parsing: text) else {
                throw BlockOptionError("unknown tint '\(TextExcerpt.shown(text, limit: TextExcerpt.wordLimit))'; expected \(PermissionPrimingHeader.tintForms)", command: command)
            }
            model.tint = tint
        }
        let sources = try AppInfoSources(options: options)
        let (info, diagnostics) = AppInfoReader.read(sources, keys: PrimingInfoPlist.keys)
        if diagnostics.containsErrors {
            throw BlockOptionError(diagnostics.filter { $0.severity == .error }.map(\.commandLineText)
                                .joined(separator: "\nerror: "), command: command)
        }
        if let name = info.appName { model.appName = name.value }
        let given = { (option: String) in
            options.value(option).map {
                PermissionPrimingHeader.CustomCopy(name: option, range: SourceRange(at: AppInfoSources.commandLine), text: $0)
            }
        }
        model.warnings = diagnostics.filter { $0.severity != .error }
            + PermissionPrimingHeader.customCopyWarnings(title: given("--title"), description: given("--description"),
                                                         symbol: given("--symbol"))
        if let searched = info.searched {
            guard info.appName != nil else {
                throw BlockOptionError("no app name in \(searched): expected CFBundleDisplayName or CFBundleName, or --app NAME",
                                 command: command)
            }
            model.purposeStrings = info.values.filter { !$0.value.value.trimmingCharacters(in: .whitespaces).isEmpty }
                .mapValues(\.value)
            if let key = type.requiredPurposeKeys.first(where: { model.purposeStrings[$0] == nil }) {
                if let empty = info.emptyPurposeError(key, neededBy: "the \(type.spokenName) request",
                                                      fallback: SourceRange(at: sources.fallback)) {
                    throw BlockOptionError(empty.commandLineText, command: command)
                }
                throw BlockOptionError("\(searched): missing \(key): the \(type.spokenName) request needs this purpose "
                                 + "string, and the app crashes asking without it", command: command)
            }
        }
        var languageWarnings: [Finding] = []
        let language = try SpecLanguage(options: options, developmentRegion: info.developmentRegion,
                                        diagnostics: &languageWarnings)
        let findings = PermissionPrimingLocalization.apply(language, to: &model)
        model.warnings += languageWarnings + findings.filter { $0.rule != Checker.assumptionRule.id }
        model.notes += findings.filter { $0.rule == Checker.assumptionRule.id }.map(\.message)
        return model
    }
}
