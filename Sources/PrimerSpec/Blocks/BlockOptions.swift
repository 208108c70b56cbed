import PrimerMotion

/// What a block reads of a command line: the positional arguments and options after the command.
public struct BlockOptions: Sendable {
    /// The parsed arguments.
    public var arguments: ParsedArguments
    /// The invocation, for paths relative to the working directory.
    public var invocation: Invocation
    /// The command's name, for error messages.
    public var command: String

    /// Creates options.
    public init(arguments: ParsedArguments, invocation: Invocation, command: String) {
        self.arguments = arguments
        self.invocation = invocation
        self.command = command
    }

    /// The positional arguments.
    public var positionals: [String] { arguments.positionals }
    /// The last value of an option.
    public func value(_ name: String) -> String? { arguments.value(name) }
    /// Whether a flag is given.
    public func flag(_ name: String) -> Bool { arguments.flag(name) }
}
