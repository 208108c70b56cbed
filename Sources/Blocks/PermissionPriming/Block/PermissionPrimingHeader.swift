import PrimerAccessibility
import PrimerAppInfo
import PrimerModel
import PrimerMotion
import PrimerSpec
import PrimerSyntax

/// Reads a permission-priming spec header: the type, the first check's status, the copy, the
/// readings table, the app's name and purpose strings, the iOS release and the tint.
enum PermissionPrimingHeader {
    static let versionForms = "a release from 17 to 18, such as 17.6 (the templates need iOS 17 for @Observable)"
    static let tintForms = "a system colour (\(SystemColor.allCases.map(\.rawValue).joined(separator: ", "))) "
        + "or sRGB hex such as #007AFF"

    /// iOS 17.0 to 18.x: the templates' minimum, and the releases the prompts' words are recorded for.
    static func version(_ text: String) -> IOSVersion? {
        guard let version = IOSVersion(parsing: text), (17...18).contains(version.major) else { return nil }
        return version
    }

    /// The model, or nil with errors (no type). Other errors are reported and a default used, so one
    /// run reports everything wrong in the file. `app` is what the app's files said, for the spec's
    /// default language.
    static func model(_ header: BlockHeader, block: PermissionPrimingBlock, app: inout AppInfo?,
                      diagnostics: inout [Finding]) -> PermissionPrimingModel? {
        guard let typeToken = header.directive(PermissionPrimingFields.type)?.arguments.first else {
            if let directive = header.directive(.block) {
                diagnostics.append(.error("the \(block.name) block needs 'type TYPE' after 'block'", at: directive.range,
                                          offendingText: directive.canonicalText,
                                          expected: "type TYPE, TYPE one of \(PermissionType.names)"))
            }
            return nil
        }
        let known = PermissionType(rawValue: typeToken.value)
        if known == nil {
            diagnostics.append(PermissionPrimingFields.types.unknown(typeToken, among: PermissionType.allCases.map(\.rawValue)))
        }
        let type = known ?? .camera
        var iOS = PermissionPrimingBlock.defaultIOS
        if let token = header.directive(PermissionPrimingFields.ios)?.arguments.first {
            if let version = version(token.value) {
                iOS = version
            } else {
                diagnostics.append(.error("unknown iOS version '\(TextExcerpt.shown(token.value, limit: TextExcerpt.wordLimit))' for permission priming; expected \(versionForms)",
                                          at: token.range, offendingText: token.text, expected: versionForms))
            }
        }
        var checkStatuses: [FrameworkStatus]?
        if let token = header.directive(PermissionPrimingFields.status)?.arguments.first, known != nil {
            if let status = FrameworkStatus(rawValue: token.value), type.frameworkStatuses.contains(status) {
                checkStatuses = [status]
            } else {
                diagnostics.append(statusError(token, type: type))
            }
        }
        // The app's copy of the templates (`design copy`) gives the type's standard copy and the views' facts.
        let design = header.design(PrimingDesign.self) ?? .published
        // The machine's walk depends only on the machine: worked out once in a run for every spec of it.
        let machine = GateMachine(type: type, checkStatuses: checkStatuses, iOS: iOS)
        var model = PermissionPrimingModel(content: content(header, type: type, design: design, diagnostics: &diagnostics),
                                           machine: machine, transitions: header.memoized(machine) { machine.transitions() },
                                           readings: readings(header), tint: .default,
                                           appName: PermissionPrimingBlock.sampleAppName, purposeStrings: [:])
        model.design = design
        if let directive = header.directive(PermissionPrimingFields.tint),
           let tint = TintField.tint(directive, forms: tintForms, diagnostics: &diagnostics) {
            model.tint = tint
        }
        app = readAppInfo(header, type: type, typeIsKnown: known != nil, into: &model, diagnostics: &diagnostics)
        return model
    }

    /// The app's name and purpose strings from `app`, `info-plist`, `project` or `xcconfig` (read by the
    /// kernel's readers, build settings expanded); a key the type needs that a named file lacks is an error.
    /// Returns what the files said.
    static func readAppInfo(_ header: BlockHeader, type: PermissionType, typeIsKnown: Bool,
                            into model: inout PermissionPrimingModel, diagnostics: inout [Finding]) -> AppInfo {
        let sources = AppInfoSources(header: header, diagnostics: &diagnostics)
        let (info, readErrors) = AppInfoReader.read(sources, keys: PrimingInfoPlist.keys)
        diagnostics += readErrors
        if let name = info.appName { model.appName = name.value }
        guard sources.namesAFile, !readErrors.containsErrors else { return info }
        let at = info.origin ?? header.directive(PermissionPrimingFields.type)?.range ?? SourceRange(at: sources.fallback)
        if info.appName == nil {
            diagnostics.append(.error("no app name in \(info.searched ?? "the app's files"): expected CFBundleDisplayName or "
                                      + "CFBundleName, or app \"NAME\"", at: at, expected: "an app name"))
        }
        model.purposeStrings = info.values.filter { !$0.value.value.trimmingCharacters(in: .whitespaces).isEmpty }
            .mapValues(\.value)
        if typeIsKnown, let key = type.requiredPurposeKeys.first(where: { model.purposeStrings[$0] == nil }) {
            diagnostics.append(info.emptyPurposeError(key, neededBy: "the \(type.spokenName) request", fallback: at)
                               ?? missingKeyError(key, type: type, at: at, searched: info.searched ?? ""))
        }
        return info
    }

    /// The error for a status the type's framework never reports.
    static func statusError(_ token: Token, type: PermissionType) -> Finding {
        let valid = type.frameworkStatuses.map(\.rawValue)
        let note = type == .health ? " (the templates read no HealthKit status: status(for: .health) is always .notDetermined)" : ""
        var error = WordList("\(type.spokenName) status", valid).unknown(token, among: valid)
        error.message += note
        return error
    }

    /// The error for a purpose string the type needs and the app's files lack: the templates' guidance
    /// says the app crashes when it asks without it.
    static func missingKeyError(_ key: String, type: PermissionType, at range: SourceRange, searched: String) -> Finding {
        .error("\(searched): missing \(key): the \(type.spokenName) request (\(type.request.call)) needs this "
               + "purpose string, and the app crashes asking without it",
               at: range, expected: "an Info.plist with \(key)")
    }

    /// The design's copy for the type (the templates', or the app's copy of them) with the header's
    /// overrides, which win (a linked call's custom texts among them). Custom copy that `permissionGated`
    /// would drop (a title or description alone, any symbol) is kept, with a warning saying so.
    static func content(_ header: BlockHeader, type: PermissionType, design: PrimingDesign = .published,
                        diagnostics: inout [Finding]) -> PrimingContent {
        typealias F = PermissionPrimingFields
        let (title, description, symbol) = (header.directive(F.title), header.directive(F.description), header.directive(F.symbol))
        var content = design.content(for: type)
            .customised(title: title?.arguments.first?.value, description: description?.arguments.first?.value,
                        symbol: symbol?.arguments.first?.value)
        func given(_ directive: Directive) -> CustomCopy {
            CustomCopy(name: "'\(directive.name)'", range: directive.range, text: directive.canonicalText)
        }
        // A title or description is described (its canonical text written) only when given alone, the one
        // case `customCopyWarnings` words a warning about it: with both given, or neither, it reads neither.
        let alone = (title == nil) != (description == nil)
        diagnostics += customCopyWarnings(title: alone ? title.map(given) : nil, description: alone ? description.map(given) : nil,
                                          symbol: symbol.map(given))
        if let text = header.value(F.continueTitle) { content.enableTitle = text }
        if let text = header.value(F.notNowTitle) { content.notNowTitle = text }
        if let text = header.value(F.openSettingsTitle) { content.openSettingsTitle = text }
        if let text = header.value(F.deniedTitle) { content.deniedTitle = text }
        if let text = header.value(F.deniedLine) { content.deniedLine = text }
        return content
    }

    /// Custom copy as given in a spec's header or on the command line: how to name it, where it is.
    struct CustomCopy {
        /// `'title'` in a spec, `--title` on the command line.
        var name: String
        var range: SourceRange
        var text: String?
    }

    /// `permissionGated`'s one rule for custom copy, for specs and the command line alike: it passes
    /// `customTitle` and `customDescription` only when both are given, and never passes an image. The
    /// model keeps what was given (as a `PermissionPrimingView` built directly shows it), with a
    /// warning saying the gate would not.
    static func customCopyWarnings(title: CustomCopy?, description: CustomCopy?, symbol: CustomCopy?) -> [Finding] {
        var warnings: [Finding] = []
        if let lone = title == nil ? description : (description == nil ? title : nil) {
            warnings.append(Finding(
                severity: .warning, range: lone.range,
                message: "permissionGated passes custom copy only when both title and description are given; with "
                    + "\(lone.name) alone the gate shows the standard copy, and only a PermissionPrimingView "
                    + "built directly shows this",
                offendingText: lone.text, expected: "both title and description, or a standalone priming view"))
        }
        if let symbol {
            warnings.append(Finding(
                severity: .warning, range: symbol.range,
                message: "permissionGated has no image parameter; only a PermissionPrimingView built with customImage "
                    + "shows this symbol",
                offendingText: symbol.text, expected: "a standalone priming view"))
        }
        return warnings
    }

    /// The standard readings with the header's replacements.
    static func readings(_ header: BlockHeader) -> VoiceOverReadings {
        var table = VoiceOverReadings.standard
        for directive in header.file.directives(PermissionPrimingFields.symbolReading) where directive.arguments.count == 2 {
            table = table.replacing(symbol: directive.arguments[0].value, with: directive.arguments[1].value)
        }
        if let words = header.value(PermissionPrimingFields.progressReading) { table = table.replacingProgress(with: words) }
        return table
    }
}
