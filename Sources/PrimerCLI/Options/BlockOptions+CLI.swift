import PrimerSpec

extension BlockOptions {
    /// What a block reads of a parsed command line: its positionals, options and flags, with the
    /// invocation's working folder.
    package init(arguments: ParsedArguments, invocation: Invocation, command: String) {
        self.init(positionals: arguments.positionals, optionValues: arguments.values, flags: arguments.flags,
                  workingDirectory: invocation.workingDirectory, command: command)
    }
}

extension UsageError {
    /// The usage error a block's (or a kernel reader's) refused options are reported as.
    package init(_ error: BlockOptionError) {
        self.init(error.message, command: error.command)
    }
}
