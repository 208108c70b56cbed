import PrimerAccessibility
import PrimerAppInfo
import PrimerModel
import PrimerMotion
import PrimerSpec
import PrimerSyntax

/// The PermissionPrimer block's permission primer block: a kind (notifications, location, camera, photos), its content,
/// and a state machine that asks iOS. The default block: a spec without `block` describes it.
public struct PermissionPrimerBlock: Block {
    /// Creates the block.
    public init() {}

    public var name: String { "permission-primer" }

    public var summary: String { "the PermissionPrimer SwiftUI block (primer KIND)" }

    package var headerFields: [HeaderField] { Self.allHeaderFields }
    /// ``headerFields``, joined once: the resolver asks for them for every spec.
    private static let allHeaderFields = PermissionPrimerFields.all + CodeLink.headerFields + DesignSource.headerFields

    package var code: BlockCode? { PermissionPrimerCode.declaration }

    package var copy: BlockCopy? { PermissionPrimerCopy.declaration }

    package var sectionKinds: [SectionKeyword] { Self.kinds }
    /// ``sectionKinds``, made once: the resolver asks for them for every section.
    private static let kinds: [SectionKeyword] = [.voiceover, .sizes, .targets, .contrast, .announce, .motion]

    package func model(for header: BlockHeader) -> (model: (any BlockModel)?, diagnostics: [Finding]) {
        var diagnostics: [Finding] = []
        guard let kindToken = header.directive(PermissionPrimerFields.primer)?.arguments.first else {
            if let block = header.directive(.block) {
                diagnostics.append(.error("the \(name) block needs 'primer KIND' after 'block'", at: block.range,
                                          offendingText: block.canonicalText,
                                          expected: "primer KIND, KIND one of \(Self.kindNames)"))
            }
            return (nil, diagnostics)
        }
        // An unknown kind is reported, and the sections are still checked as photos (the kind with
        // every state), so one run reports every error in the file.
        let knownKind = PrimerKind(rawValue: kindToken.value)
        if knownKind == nil {
            diagnostics.append(PermissionPrimerFields.kinds.unknown(kindToken, among: PrimerKind.allCases.map(\.rawValue)))
        }
        let kind = knownKind ?? .photos
        var app: AppInfo?
        let built = knownKind == nil ? nil : PermissionPrimerHeader.content(header, kind: kind, kindToken: kindToken, app: &app,
                                                                           diagnostics: &diagnostics)
        let content = built?.content
        let machine = PrimerMachine(kind: kind, hasCustomRequest: header.directive(PermissionPrimerFields.customRequest) != nil)
        let errorMessage = header.value(PermissionPrimerFields.errorMessage) ?? PrimerStateName.defaultErrorMessage
        var model = PermissionPrimerModel(kind: kind, content: content ?? PrimerContent.standard(for: kind, appName: ""),
                                          machine: machine, errorMessage: errorMessage,
                                          appName: built?.appName ?? PrimerContent.sampleAppName,
                                          iOS: built?.iOS ?? PrimerRelease.default)
        model.template = built?.template
        model.theme = PermissionPrimerHeader.theme(header, diagnostics: &diagnostics)
        let language = SpecLanguage(header: header, app: app, diagnostics: &diagnostics)
        let statesAlert = header.directive(PermissionPrimerFields.alertTitle) != nil
            && header.directive(PermissionPrimerFields.alertButtons) != nil
        if content != nil {
            diagnostics += PermissionPrimerLocalization.apply(language, to: &model, statesAlert: statesAlert)
        }
        if content == nil && !diagnostics.containsErrors {
            diagnostics.append(.error("the \(kind) primer's content could not be built", at: kindToken.range,
                                      offendingText: kindToken.text, expected: "a readable header"))
        }
        return (model, diagnostics)
    }

    package var commandOptions: [BlockOption] {
        ContentOptions.definitions + [
            .value("--error", "TEXT",
                   help: "The permission primer's failed-state message (default: \(PrimerStateName.defaultErrorMessage))."),
            .flag("--custom-request", help: "The permission primer asks through a custom request: the only way to "
                  + "the failed state, as 'custom-request' is in a spec."),
        ]
    }

    public var positionalHelp: (name: String, help: String)? {
        ("KIND", "The permission primer's kind: notifications, location, camera or photos; strings takes several, "
         + "all four by default")
    }

    package func model(for options: BlockOptions) throws -> any BlockModel {
        let command = options.command
        let kind = try PermissionPrimerCommandLine.singleKind(options.positionals, command: command)
        let state = options.value("--state")
        if command == "voiceover", options.value("--error") != nil, state != PrimerStateName.failed.rawValue {
            throw BlockOptionError("--error applies only to --state failed", command: command)
        }
        let contentOptions = try ContentOptions(options, kinds: [kind])
        // One rule with specs: the failed state needs a custom request, given with --custom-request.
        let custom = options.flag("--custom-request")
        var model = PermissionPrimerModel(kind: kind, content: contentOptions.content(for: kind),
                                          machine: PrimerMachine(kind: kind, hasCustomRequest: custom),
                                          errorMessage: options.value("--error") ?? PrimerStateName.defaultErrorMessage,
                                          notes: contentOptions.notes(for: [kind]), appName: contentOptions.appName,
                                          iOS: contentOptions.iOS)
        var warnings = contentOptions.warnings
        let language = try SpecLanguage(options: options, developmentRegion: contentOptions.developmentRegion,
                                            diagnostics: &warnings)
        let findings = PermissionPrimerLocalization.apply(language, to: &model)
        model.warnings = warnings + findings.filter { $0.rule != Checker.assumptionRule.id }
        model.notes += findings.filter { $0.rule == Checker.assumptionRule.id }.map(\.message)
        var marked = contentOptions
        marked.appName = AppNameFormat.marker
        model.template = marked.content(for: kind)
        return model
    }

    static let kindNames = PrimerKind.allCases.map(\.rawValue).joined(separator: ", ")
}
