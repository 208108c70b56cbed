import PrimerModel
import PrimerMotion

/// A command's arguments, sorted into positionals, option values and flags.
///
/// One rule for every command: each word is used or is an error. An option or a flag given twice
/// is an error (unless the option repeats), and `-h`/`--help` takes nothing beside it.
package struct ParsedArguments: Sendable, Hashable {
    /// The positional arguments, in order.
    package var positionals: [String] = []
    /// The values given to each option, in order.
    package var values: [String: [String]] = [:]
    /// The flags given.
    package var flags: Set<String> = []
    /// Whether `-h` or `--help` was given.
    package var wantsHelp = false

    /// No arguments.
    package init() {}

    /// The value of an option given once, or nil.
    package func value(_ name: String) -> String? { values[name]?.last }

    /// Whether a flag was given.
    package func flag(_ name: String) -> Bool { flags.contains(name) }
}
