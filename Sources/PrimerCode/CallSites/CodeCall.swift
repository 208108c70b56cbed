import PrimerSyntax

/// One call of a design found in an app's code, its arguments matched to the design's parameters.
public struct CodeCall: Sendable {
    /// The shape it matched.
    public var shape: CallShape
    /// The index of its file in the module.
    public var file: Int
    /// Where the type's or modifier's name is.
    public var location: SourceLocation
    /// The token index of that name.
    public var token: Int
    /// The arguments by parameter label (`_` for an unlabelled one), trailing closures included.
    public var arguments: [String: SwiftArgument]
    /// The named declarations around the call, outermost first: `OnboardingView`, `body`.
    public var declarationPath: [String]
    /// The call's source text, shortened.
    public var source: String

    /// Creates a call.
    public init(shape: CallShape, file: Int, location: SourceLocation, token: Int, arguments: [String: SwiftArgument],
                declarationPath: [String], source: String) {
        self.shape = shape
        self.file = file
        self.location = location
        self.token = token
        self.arguments = arguments
        self.declarationPath = declarationPath
        self.source = source
    }

    /// Whether `call "NAME"` in a spec names this call: NAME's dotted names are a run of the
    /// declarations around it (`body`, `OnboardingView.body`).
    public func isNamed(_ name: String) -> Bool {
        Self.declarations(declarationPath, holdRun: name.split(separator: ".").map(String.init))
    }

    /// Whether `path` holds `run` as consecutive names.
    public static func declarations(_ path: [String], holdRun run: [String]) -> Bool {
        guard !run.isEmpty, run.count <= path.count else { return false }
        return (0...(path.count - run.count)).contains { Array(path[$0..<($0 + run.count)]) == run }
    }

    /// The argument of a parameter, if the call gives it.
    public func argument(_ label: String) -> SwiftArgument? { arguments[label] }

    /// How messages name it: `PermissionPrimerScreen(…) in OnboardingView.body`.
    public var description: String {
        let call = shape.form == .initializer(shape.name) ? "\(shape.name)(…)" : ".\(shape.name)(…)"
        return declarationPath.isEmpty ? call : "\(call) in \(declarationPath.joined(separator: "."))"
    }
}
