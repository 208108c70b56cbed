import PrimerSpec
import PrimerSyntax

/// What a command printed and how it ended.
package struct CommandResult: Sendable, Hashable {
    /// The exit code.
    package var exitCode: ExitCode
    /// Text for standard output.
    package var output: String
    /// Text for standard error.
    package var errorOutput: String

    /// Creates a result.
    package init(exitCode: ExitCode, output: String = "", errorOutput: String = "") {
        self.exitCode = exitCode
        self.output = output
        self.errorOutput = errorOutput
    }

    /// A successful result printing `output`.
    package static func printed(_ output: String) -> CommandResult { CommandResult(exitCode: .success, output: output) }

    /// A bad-input result: the message on standard error, exit 2.
    package static func failure(_ message: String) -> CommandResult {
        CommandResult(exitCode: .badInput, errorOutput: message.hasSuffix("\n") ? message : message + "\n")
    }
}
