import PrimerMotion
import PrimerSyntax

/// One command-line option a block (or a kernel reader such as ``AppInfoSources``) declares: a flag,
/// or an option that takes a value. The command line lists and parses it; the kernel names no CLI type.
public struct BlockOption: Sendable, Hashable {
    /// The long name with its dashes, such as `--state`.
    public var name: String
    /// The value's placeholder, such as `STATE`; nil for a flag.
    public var valueName: String?
    /// Whether the option may be given more than once.
    public var repeats: Bool
    /// One line of help.
    public var help: String

    /// Creates an option that takes a value.
    public static func value(_ name: String, _ valueName: String, repeats: Bool = false, help: String) -> BlockOption {
        BlockOption(name: name, valueName: valueName, repeats: repeats, help: help)
    }

    /// Creates a flag.
    public static func flag(_ name: String, help: String) -> BlockOption {
        BlockOption(name: name, valueName: nil, repeats: false, help: help)
    }

    /// How a usage line writes the option: `[--ios VERSION]`, `[--build-setting NAME=VALUE ...]`, `[--no-skip]`.
    public var usage: String {
        "[" + name + (valueName.map { " " + $0 } ?? "") + (repeats ? " ..." : "") + "]"
    }
}

/// What a block reads of a command line: the positional arguments and options after the command,
/// already sorted by the command line's parser.
public struct BlockOptions: Sendable {
    /// The positional arguments, in order.
    public var positionals: [String]
    /// The values given to each option, in order.
    public var optionValues: [String: [String]]
    /// The flags given.
    public var flags: Set<String>
    /// The folder relative paths are resolved against.
    public var workingDirectory: String
    /// The command's name, for error messages.
    public var command: String

    /// Creates options.
    public init(positionals: [String], optionValues: [String: [String]] = [:], flags: Set<String> = [],
                workingDirectory: String, command: String) {
        self.positionals = positionals
        self.optionValues = optionValues
        self.flags = flags
        self.workingDirectory = workingDirectory
        self.command = command
    }

    /// The last value of an option.
    public func value(_ name: String) -> String? { optionValues[name]?.last }
    /// Every value of an option that repeats, in order.
    public func values(_ name: String) -> [String] { optionValues[name] ?? [] }
    /// Whether a flag is given.
    public func flag(_ name: String) -> Bool { flags.contains(name) }

    /// A path given on the command line, resolved against ``workingDirectory``.
    public func resolve(_ path: String) -> String { SpecSearch(workingDirectory: workingDirectory).resolve(path) }
}

/// Options a block cannot build a model from: what was wrong, and what was expected. The command
/// line reports it as bad usage, pointing at the command's help.
public struct BlockOptionError: Error, Sendable, Hashable {
    /// The one-line message, naming the offending text and what was expected.
    public var message: String
    /// The command whose usage to point at, if any.
    public var command: String?

    /// Creates an error.
    public init(_ message: String, command: String? = nil) {
        self.message = message
        self.command = command
    }

    /// An unknown value for an option or argument, with the valid values and a suggestion.
    public static func unknownValue(_ value: String, for what: String, validValues: [String],
                                    command: String?) -> BlockOptionError {
        BlockOptionError(Suggestion.unknownMessage(what, value: value, validValues: validValues), command: command)
    }
}
