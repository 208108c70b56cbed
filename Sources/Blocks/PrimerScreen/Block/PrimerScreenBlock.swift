import PrimerAccessibility
import PrimerModel
import PrimerMotion
import PrimerSpec
import PrimerSyntax

/// The PermissionPrimerScreen's full-screen `PermissionPrimerScreen`: a hero with pulsing rings, staggered benefits,
/// Continue and an optional skip button, a contrast-picked foreground on the tint.
public struct PrimerScreenBlock: Block {
    /// Creates the block.
    public init() {}

    /// The release used when none is given: `PermissionPrimerScreen` needs iOS 18.
    public static let defaultIOS = IOSVersion(major: 18)

    public var name: String { "primer-screen" }

    public var summary: String { "SwiftUI Blocks' full-screen PermissionPrimerScreen" }

    package var headerFields: [HeaderField] { Self.allHeaderFields }
    /// ``headerFields``, joined once: the resolver asks for them for every spec.
    private static let allHeaderFields = PrimerScreenFields.all + CodeLink.headerFields + DesignSource.headerFields

    package var code: BlockCode? { PrimerScreenCode.declaration }

    package var copy: BlockCopy? { PrimerScreenCopy.declaration }

    package var sectionKinds: [SectionKeyword] { Self.kinds }
    /// ``sectionKinds``, made once: the resolver asks for them for every section.
    private static let kinds: [SectionKeyword] = [.voiceover, .sizes, .targets, .contrast, .motion]

    package func model(for header: BlockHeader) -> (model: (any BlockModel)?, diagnostics: [Finding]) {
        var diagnostics: [Finding] = []
        let iOS = PrimerScreenHeader.iOS(header.directive(PrimerScreenFields.ios)?.arguments.first, diagnostics: &diagnostics)
        // The app's copy of the design (`design copy`), else the published design.
        let design = header.design(ScreenDesign.self) ?? .published
        let content = PrimerScreenHeader.content(header, design: design, diagnostics: &diagnostics)
        // The screen's header names no app files (no `info-plist` or `project`): no development region.
        let language = SpecLanguage(header: header, app: nil, diagnostics: &diagnostics)
        let model = PrimerScreenModel(content: content, iOS: iOS, language: language, design: design)
        diagnostics += model.localization.findings
        return (model, diagnostics)
    }

    package var commandOptions: [BlockOption] {
        [
            .value("--ios", "VERSION", help: "The iOS release whose system colours to use (18, or 26 and later; "
                   + "default: 18)."),
            .value("--tint", "COLOR", help: "The primer screen's tint: a system colour name, sRGB hex, or light and dark hex as \"#LIGHT / #DARK\" (default: the "
                   + "demo's indigo)."),
            .flag("--no-skip", help: "The primer screen without its skip button."),
        ] + SpecLanguage.optionDefinitions
    }

    public var positionalHelp: (name: String, help: String)? { nil }

    package func model(for options: BlockOptions) throws -> any BlockModel {
        let command = options.command
        if let extra = options.positionals.first {
            throw BlockOptionError("the \(name) block takes no KIND; got '\(extra)'", command: command)
        }
        var iOS = Self.defaultIOS
        if let text = options.value("--ios") {
            guard let version = PrimerScreenHeader.version(text) else {
                throw BlockOptionError("unknown iOS version '\(TextExcerpt.shown(text, limit: TextExcerpt.wordLimit))'; expected \(PrimerScreenHeader.versionForms)",
                                 command: command)
            }
            iOS = version
        }
        var content = ScreenContent.sample
        if let text = options.value("--tint") {
            guard let tint = Tint(parsing: text) else {
                throw BlockOptionError("unknown tint '\(TextExcerpt.shown(text, limit: TextExcerpt.wordLimit))'; expected \(PrimerScreenHeader.tintForms)"
                                 + Suggestion.didYouMean(text, among: SystemColor.allCases.map(\.rawValue)),
                                 command: command)
            }
            content.tint = tint
        }
        if options.flag("--no-skip") { content.skipTitle = nil }
        var warnings: [Finding] = []
        let language = try SpecLanguage(options: options, diagnostics: &warnings)
        var model = PrimerScreenModel(content: content, iOS: iOS, language: language)
        model.warnings = warnings + model.localization.findings
        return model
    }
}
