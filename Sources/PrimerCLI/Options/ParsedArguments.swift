import PrimerModel
import PrimerMotion

/// A command's arguments, sorted into positionals, option values and flags.
///
/// One rule for every command: each word is used or is an error. An option or a flag given twice
/// is an error (unless the option repeats), and `-h`/`--help` takes nothing beside it.
public struct ParsedArguments: Sendable, Hashable {
    /// The positional arguments, in order.
    public var positionals: [String] = []
    /// The values given to each option, in order.
    public var values: [String: [String]] = [:]
    /// The flags given.
    public var flags: Set<String> = []
    /// Whether `-h` or `--help` was given.
    public var wantsHelp = false

    /// No arguments.
    package init() {}

    /// The value of an option given once, or nil.
    public func value(_ name: String) -> String? { values[name]?.last }

    /// Whether a flag was given.
    public func flag(_ name: String) -> Bool { flags.contains(name) }
}
