import PrimerSpec
import PrimerSyntax

/// What a command printed and how it ended.
public struct CommandResult: Sendable, Hashable {
    /// The exit code.
    public var exitCode: ExitCode
    /// Text for standard output.
    public var output: String
    /// Text for standard error.
    public var errorOutput: String

    /// Creates a result.
    public init(exitCode: ExitCode, output: String = "", errorOutput: String = "") {
        self.exitCode = exitCode
        self.output = output
        self.errorOutput = errorOutput
    }

    /// A successful result printing `output`.
    public static func printed(_ output: String) -> CommandResult { CommandResult(exitCode: .success, output: output) }

    /// A bad-input result: the message on standard error, exit 2.
    public static func failure(_ message: String) -> CommandResult {
        CommandResult(exitCode: .badInput, errorOutput: message.hasSuffix("\n") ? message : message + "\n")
    }
}
