import PrimerAccessibility
import PrimerAppInfo
import PrimerModel
import PrimerMotion
import PrimerSpec
import PrimerSyntax

/// The Permission Priming templates' "Permission Priming": nine permission types, a unified status, the priming and
/// denied views, and `permissionGated`, which shows one of them or the app's content by status.
public struct PermissionPrimingBlock: Block {
    /// Creates the block.
    public init() {}

    /// The release used when none is given.
    public static let defaultIOS = IOSVersion(major: 18)
    /// The app name the prompts quote when the spec gives none (**choice**: the templates name no app).
    public static let sampleAppName = "MyApp"

    public var name: String { "permission-priming" }

    public var summary: String { "the Permission Priming templates: PermissionPrimingView and permissionGated (type TYPE)" }

    package var headerFields: [HeaderField] { Self.allHeaderFields }
    /// ``headerFields``, joined once: the resolver asks for them for every spec.
    private static let allHeaderFields = PermissionPrimingFields.all + CodeLink.headerFields + DesignSource.headerFields

    package var code: BlockCode? { PermissionPrimingCode.declaration }

    /// The templates' code as a team copies it into an app: `PermissionPrimingView` and the types around it.
    package var copy: BlockCopy? { PermissionPrimingCopy.declaration }

    package var sectionKinds: [SectionKeyword] { Self.kinds }
    /// ``sectionKinds``, made once: the resolver asks for them for every section.
    private static let kinds: [SectionKeyword] = [.voiceover, .sizes, .targets, .contrast, .motion]

    package func model(for header: BlockHeader) -> (model: (any BlockModel)?, diagnostics: [Finding]) {
        var diagnostics: [Finding] = []
        var app: AppInfo?
        var model = PermissionPrimingHeader.model(header, block: self, app: &app, diagnostics: &diagnostics)
        let language = SpecLanguage(header: header, app: app, diagnostics: &diagnostics)
        if var built = model {
            diagnostics += PermissionPrimingLocalization.apply(language, to: &built)
            model = built
        }
        return (model, diagnostics)
    }

    package var commandOptions: [BlockOption] { PermissionPrimingCommandLine.definitions }

    public var positionalHelp: (name: String, help: String)? {
        ("TYPE", "The permission type: \(PermissionType.names); strings takes several, all nine by default")
    }

    package func model(for options: BlockOptions) throws -> any BlockModel {
        let type = try PermissionPrimingCommandLine.singleType(options.positionals, command: options.command)
        return try PermissionPrimingCommandLine.model(type, options: options, block: self)
    }
}
