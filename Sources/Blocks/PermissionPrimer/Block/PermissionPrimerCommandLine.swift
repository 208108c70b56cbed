import PrimerAccessibility
import PrimerModel
import PrimerMotion
import PrimerSpec

/// The permission primer's words on the command line: the KIND argument.
enum PermissionPrimerCommandLine {
    /// The one KIND a command takes, or a usage error.
    static func singleKind(_ positionals: [String], command: String?) throws(BlockOptionError) -> PrimerKind {
        guard positionals.count == 1 else {
            throw BlockOptionError(positionals.isEmpty
                             ? "missing KIND; expected one of \(PermissionPrimerBlock.kindNames)"
                             : "expected one KIND, got \(positionals.count): \(positionals.joined(separator: " "))",
                             command: command)
        }
        return try kind(positionals[0], command: command)
    }

    /// A kind by name, or a usage error with "did you mean".
    static func kind(_ text: String, command: String?) throws(BlockOptionError) -> PrimerKind {
        guard let kind = PrimerKind(rawValue: text) else {
            throw .unknownValue(text, for: "kind", validValues: PrimerKind.allCases.map(\.rawValue), command: command)
        }
        return kind
    }
}
