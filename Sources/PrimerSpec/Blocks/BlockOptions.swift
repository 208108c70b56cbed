import PrimerMotion
import PrimerSyntax

/// One command-line option a block (or a kernel reader such as ``AppInfoSources``) declares: a flag,
/// or an option that takes a value. The command line lists and parses it; the kernel names no CLI type.
package struct BlockOption: Sendable, Hashable {
    /// The long name with its dashes, such as `--state`.
    package var name: String
    /// The value's placeholder, such as `STATE`; nil for a flag.
    package var valueName: String?
    /// Whether the option may be given more than once.
    package var repeats: Bool
    /// One line of help.
    package var help: String

    /// Creates an option that takes a value.
    package static func value(_ name: String, _ valueName: String, repeats: Bool = false, help: String) -> BlockOption {
        BlockOption(name: name, valueName: valueName, repeats: repeats, help: help)
    }

    /// Creates a flag.
    package static func flag(_ name: String, help: String) -> BlockOption {
        BlockOption(name: name, valueName: nil, repeats: false, help: help)
    }

    /// How a usage line writes the option: `[--ios VERSION]`, `[--build-setting NAME=VALUE ...]`, `[--no-skip]`.
    package var usage: String {
        "[" + name + (valueName.map { " " + $0 } ?? "") + (repeats ? " ..." : "") + "]"
    }
}

/// What a block reads of a command line: the positional arguments and options after the command,
/// already sorted by the command line's parser.
package struct BlockOptions: Sendable {
    /// The positional arguments, in order.
    package var positionals: [String]
    /// The values given to each option, in order.
    package var optionValues: [String: [String]]
    /// The flags given.
    package var flags: Set<String>
    /// The folder relative paths are resolved against.
    package var workingDirectory: String
    /// The command's name, for error messages.
    package var command: String

    /// Creates options.
    package init(positionals: [String], optionValues: [String: [String]] = [:], flags: Set<String> = [],
                workingDirectory: String, command: String) {
        self.positionals = positionals
        self.optionValues = optionValues
        self.flags = flags
        self.workingDirectory = workingDirectory
        self.command = command
    }

    /// The last value of an option.
    package func value(_ name: String) -> String? { optionValues[name]?.last }
    /// Every value of an option that repeats, in order.
    package func values(_ name: String) -> [String] { optionValues[name] ?? [] }
    /// Whether a flag is given.
    package func flag(_ name: String) -> Bool { flags.contains(name) }

    /// A path given on the command line, resolved against ``workingDirectory``.
    package func resolve(_ path: String) -> String { SpecSearch(workingDirectory: workingDirectory).resolve(path) }
}

/// Options a block cannot build a model from: what was wrong, and what was expected. The command
/// line reports it as bad usage, pointing at the command's help.
package struct BlockOptionError: Error, Sendable, Hashable {
    /// The one-line message, naming the offending text and what was expected.
    package var message: String
    /// The command whose usage to point at, if any.
    package var command: String?

    /// Creates an error.
    package init(_ message: String, command: String? = nil) {
        self.message = message
        self.command = command
    }

    /// An unknown value for an option or argument, with the valid values and a suggestion.
    package static func unknownValue(_ value: String, for what: String, validValues: [String],
                                    command: String?) -> BlockOptionError {
        BlockOptionError(Suggestion.unknownMessage(what, value: value, validValues: validValues), command: command)
    }
}
