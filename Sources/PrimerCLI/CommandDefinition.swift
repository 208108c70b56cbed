import PrimerMotion
import PrimerSpec
import PrimerSyntax

/// What a command is called, what it takes, and the help text that explains it.
package struct CommandDefinition: Sendable, Hashable {
    /// The subcommand name, such as `voiceover`.
    package var name: String
    /// One line saying what the command does.
    package var abstract: String
    /// The usage line after `primer-spec`, such as `voiceover KIND [--state STATE]`.
    package var usage: String
    /// The positional arguments, each a placeholder and a line of help.
    package var arguments: [(name: String, help: String)]
    /// The options.
    package var options: [OptionDefinition]
    /// Options of the blocks not selected: parsed, so that the command can say whose they are
    /// (``BlockSelection/rejectForeignOptions(_:of:blocks:command:)``), and never listed in help.
    package var otherBlocksOptions: [OptionDefinition] = []
    /// Paragraphs printed after the options.
    package var discussion: String

    /// Creates a definition.
    package init(name: String, abstract: String, usage: String, arguments: [(name: String, help: String)] = [],
                options: [OptionDefinition], discussion: String = "") {
        self.name = name
        self.abstract = abstract
        self.usage = usage
        self.arguments = arguments
        self.options = options
        self.discussion = discussion
    }

    package static func == (lhs: CommandDefinition, rhs: CommandDefinition) -> Bool { lhs.name == rhs.name }
    package func hash(into hasher: inout Hasher) { hasher.combine(name) }

    /// The `--help` text.
    package var helpText: String { helpText(blocks: nil) }

    /// The help text; with a registry, the selected block's options are listed (the default block's
    /// unless `block` names another) and a BLOCKS section names every block.
    package func helpText(blocks: BlockRegistry?, block: (any Block)? = nil) -> String {
        var lines = ["OVERVIEW: \(abstract)", "", "USAGE: primer-spec \(usage)"]
        let selected = takesBlock ? block ?? blocks?.defaultBlock : nil
        if let selected, !selected.commandOptions.isEmpty || selected.positionalHelp != nil {
            let words = [selected.positionalHelp.map(\.name)].compactMap { $0 } + selected.commandOptions.map(\.usage)
            lines.append("  block options, --block \(selected.name): " + words.joined(separator: " "))
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
        if let blocks, takesBlock {
            lines += ["", "BLOCKS (--block NAME):"] + blocks.helpLines
                + ["", "See 'primer-spec \(name) --block NAME --help' for another block's options."]
        }
        if !discussion.isEmpty { lines += ["", discussion] }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Whether the command takes `--block NAME`, and with it the options of the block it names.
    package var takesBlock: Bool { options.contains { $0.name == BlockSelection.optionName } }

    /// The definition with every block's command-line options and positional arguments added (once per
    /// name), when the command takes `--block` and names no one block (`strings --block all`).
    package func adding(optionsOf blocks: BlockRegistry) -> CommandDefinition {
        guard takesBlock else { return self }
        var result = self
        result.arguments = blocks.blocks.compactMap { block in
            block.positionalHelp.map { (name: $0.name, help: "\($0.help) (\(block.name) only).") }
        }
        for option in blocks.blocks.flatMap(\.commandOptions) where !result.options.contains(where: { $0.name == option.name }) {
            result.options.append(option)
        }
        return result
    }

    /// The definition with one block's command-line options and positional arguments added, when
    /// the command takes `--block`; the other blocks' options are parsed only to be refused.
    package func adding(optionsOf block: any Block, among blocks: BlockRegistry) -> CommandDefinition {
        guard takesBlock else { return self }
        var result = self
        result.arguments = block.positionalHelp.map { [(name: $0.name, help: $0.help + ".")] } ?? []
        result.options += block.commandOptions.filter { option in !options.contains { $0.name == option.name } }
        for other in blocks.blocks where other.name != block.name {
            for option in other.commandOptions where !result.options.contains(where: { $0.name == option.name })
                && !result.otherBlocksOptions.contains(where: { $0.name == option.name }) {
                result.otherBlocksOptions.append(option)
            }
        }
        return result
    }
}
