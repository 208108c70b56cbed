import PrimerMotion
import PrimerSyntax

/// A command line that cannot be run: what was wrong, and what was expected.
package struct UsageError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The one-line message, naming the offending text and what was expected.
    package var message: String
    /// The command whose usage to point at, if any.
    package var command: String?

    /// Creates a usage error.
    package init(_ message: String, command: String? = nil) {
        self.message = message
        self.command = command
    }

    /// `error: MESSAGE` plus where to find help.
    package var description: String {
        let help = command.map { "primer-spec \($0) --help" } ?? "primer-spec --help"
        return "error: \(message)\nSee '\(help)'."
    }

    /// An unknown value for an option or argument, with the valid values and a suggestion.
    package static func unknownValue(_ value: String, for what: String, validValues: [String],
                                    command: String?) -> UsageError {
        UsageError(Suggestion.unknownMessage(what, value: value, validValues: validValues), command: command)
    }
}
