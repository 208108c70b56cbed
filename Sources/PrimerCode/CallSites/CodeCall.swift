import PrimerSyntax

/// One call of a design found in an app's code, its arguments matched to the design's parameters.
package struct CodeCall: Sendable {
    /// The shape it matched.
    package var shape: CallShape
    /// The index of its file in the module.
    package var file: Int
    /// Where the type's or modifier's name is.
    package var location: SourceLocation
    /// The token index of that name.
    package var token: Int
    /// The arguments by parameter label (`_` for an unlabelled one), trailing closures included.
    package var arguments: [String: SwiftArgument]
    /// The named declarations around the call, outermost first: `OnboardingView`, `body`.
    package var declarationPath: [String]
    /// The call's source text, shortened.
    package var source: String

    /// Creates a call.
    package init(shape: CallShape, file: Int, location: SourceLocation, token: Int, arguments: [String: SwiftArgument],
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
    package func isNamed(_ name: String) -> Bool {
        Self.declarations(declarationPath, holdRun: name.split(separator: ".").map(String.init))
    }

    /// Whether `path` holds `run` as consecutive names.
    package static func declarations(_ path: [String], holdRun run: [String]) -> Bool {
        guard !run.isEmpty, run.count <= path.count else { return false }
        return (0...(path.count - run.count)).contains { Array(path[$0..<($0 + run.count)]) == run }
    }

    /// The argument of a parameter, if the call gives it.
    package func argument(_ label: String) -> SwiftArgument? { arguments[label] }

    /// How messages name it: `PermissionPrimerScreen(…) in OnboardingView.body`.
    package var description: String {
        let call = shape.form == .initializer(shape.name) ? "\(shape.name)(…)" : ".\(shape.name)(…)"
        return declarationPath.isEmpty ? call : "\(call) in \(declarationPath.joined(separator: "."))"
    }
}
