import PrimerSpec

/// What a run of `primer-spec` was given: arguments and the parts of the process environment it reads.
package struct Invocation: Sendable {
    /// The arguments after the program name.
    package var arguments: [String]
    /// The process environment (read for `NO_COLOR`).
    package var environment: [String: String]
    /// The folder relative paths are resolved against.
    package var workingDirectory: String
    /// Whether standard output is a terminal (colour is used only then).
    package var outputIsTerminal: Bool
    /// The terminal's width in columns when standard output is a terminal that reports one; nil
    /// otherwise (a file, a pipe, a CI log), where text reports keep every line whole.
    package var terminalWidth: Int?

    /// Creates an invocation.
    /// The blocks specs and commands may name.
    package var blocks: BlockRegistry

    package init(arguments: [String], environment: [String: String] = [:], workingDirectory: String,
                outputIsTerminal: Bool = false, terminalWidth: Int? = nil, blocks: BlockRegistry) {
        self.terminalWidth = outputIsTerminal ? terminalWidth : nil
        self.arguments = arguments
        self.blocks = blocks
        self.environment = environment
        self.workingDirectory = workingDirectory
        self.outputIsTerminal = outputIsTerminal
    }

    /// Whether output may be coloured: only on a terminal, and never when `NO_COLOR` is set to a
    /// non-empty value (no-color.org: an empty `NO_COLOR` does not count).
    package var usesColor: Bool { outputIsTerminal && (environment["NO_COLOR"] ?? "").isEmpty }

    /// Resolves a path given on the command line against the working directory.
    package func resolve(_ path: String) -> String {
        if path.hasPrefix("/") { return path }
        let base = workingDirectory.hasSuffix("/") ? String(workingDirectory.dropLast()) : workingDirectory
        return path == "." ? base : base + "/" + (path.hasPrefix("./") ? String(path.dropFirst(2)) : path)
    }
}
