import PrimerMotion

/// One option a command accepts: a flag, or an option that takes a value.
public struct OptionDefinition: Sendable, Hashable {
    /// The long name with its dashes, such as `--state`.
    public var name: String
    /// The value's placeholder, such as `STATE`; nil for a flag.
    public var valueName: String?
    /// Whether the option may be given more than once.
    public var repeats: Bool
    /// One line of help.
    public var help: String

    /// Creates an option that takes a value.
    public static func value(_ name: String, _ valueName: String, repeats: Bool = false, help: String) -> OptionDefinition {
        OptionDefinition(name: name, valueName: valueName, repeats: repeats, help: help)
    }

    /// How a usage line writes the option: `[--ios VERSION]`, `[--build-setting NAME=VALUE ...]`, `[--no-skip]`.
    public var usage: String {
        "[" + name + (valueName.map { " " + $0 } ?? "") + (repeats ? " ..." : "") + "]"
    }

    /// Creates a flag.
    public static func flag(_ name: String, help: String) -> OptionDefinition {
        OptionDefinition(name: name, valueName: nil, repeats: false, help: help)
    }
}
