/// What a command is called, what it takes, and the help text that explains it.
public struct CommandDefinition: Sendable, Hashable {
    /// The subcommand name, such as `voiceover`.
    public var name: String
    /// One line saying what the command does.
    public var abstract: String
    /// The usage line after `primer-spec`, such as `voiceover KIND [--state STATE]`.
    public var usage: String
    /// The positional arguments, each a placeholder and a line of help.
    public var arguments: [(name: String, help: String)]
    /// The options.
    public var options: [OptionDefinition]
    /// Paragraphs printed after the options.
    public var discussion: String

    /// Creates a definition.
    public init(name: String, abstract: String, usage: String, arguments: [(name: String, help: String)] = [],
                options: [OptionDefinition], discussion: String = "") {
        self.name = name
        self.abstract = abstract
        self.usage = usage
        self.arguments = arguments
        self.options = options
        self.discussion = discussion
    }

    public static func == (lhs: CommandDefinition, rhs: CommandDefinition) -> Bool { lhs.name == rhs.name }
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }

    /// The `--help` text.
    public var helpText: String { helpText(blocks: nil) }

    /// The help text; with a registry, the block options are listed and a BLOCKS section names every block.
    public func helpText(blocks: BlockRegistry?) -> String {
        var lines = ["OVERVIEW: \(abstract)", "", "USAGE: primer-spec \(usage)"]
        if let blocks, options.contains(where: { $0.name == BlockSelection.optionName }) {
            // Every block option, block by block, so the usage shows each one (--ios, --custom-request…).
            for block in blocks.blocks where !block.commandOptions.isEmpty || block.positionalHelp != nil {
                let words = [block.positionalHelp.map(\.name)].compactMap { $0 } + block.commandOptions.map(\.usage)
                lines.append("  block options, --block \(block.name): " + words.joined(separator: " "))
            }
        }
        lines.append("")
        func row(_ left: String, _ right: String) -> String {
            let padded = left.count < 26 ? left.padding(toLength: 26, withPad: " ", startingAt: 0) : left + "\n" + String(repeating: " ", count: 26)
            return "  " + padded + right
        }
        if !arguments.isEmpty {
            lines.append("ARGUMENTS:")
            lines += arguments.map { row($0.name, $0.help) }
            lines.append("")
        }
        lines.append("OPTIONS:")
        lines += options.map { row($0.name + ($0.valueName.map { " " + $0 } ?? ""), $0.help) }
        lines.append(row("-h, --help", "Show help information."))
        if let blocks, options.contains(where: { $0.name == BlockSelection.optionName }) {
            lines += ["", "BLOCKS (--block NAME):"] + blocks.helpLines
        }
        if !discussion.isEmpty { lines += ["", discussion] }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The definition with each block's command-line options added (once per name) when the command
    /// takes `--block`.
    public func adding(optionsOf blocks: BlockRegistry) -> CommandDefinition {
        guard options.contains(where: { $0.name == BlockSelection.optionName }) else { return self }
        var result = self
        // Positional arguments belong to the blocks that take them (the permission primer's KIND).
        result.arguments = blocks.blocks.compactMap { block in
            block.positionalHelp.map { (name: $0.name, help: "\($0.help) (\(block.name) only).") }
        }
        for block in blocks.blocks {
            for option in block.commandOptions where !result.options.contains(where: { $0.name == option.name }) {
                result.options.append(option)
            }
        }
        return result
    }
}
