import PrimerAppInfo
import PrimerModel
import PrimerMotion
import PrimerSpec
import PrimerSyntax

/// The `--block NAME` option the block-aware commands share, and the kernel's parsing of the names
/// a command line gives (states, events, sizes) against a block's model.
package enum BlockSelection {
    /// The option's name.
    package static let optionName = "--block"

    /// The option's definition.
    package static let option = OptionDefinition.value(
        optionName, "NAME", help: "The block to model (default: the first listed under BLOCKS below).")

    /// The block `--block` names, or the registry's default.
    package static func block(_ arguments: ParsedArguments, invocation: Invocation,
                             command: String) throws(UsageError) -> any Block {
        let blocks = invocation.blocks
        guard let name = arguments.value(optionName) else {
            guard let block = blocks.defaultBlock else { throw UsageError("no block is registered", command: command) }
            return block
        }
        guard let block = blocks.block(named: name) else {
            throw .unknownValue(name, for: "block", validValues: blocks.names, command: command)
        }
        return block
    }

    /// The block a command line's `--block NAME` (or `--block=NAME`) names, before its arguments are
    /// parsed against that block's options: the registry's default without one, nil when the name is
    /// no block's (`strings --block all`, or a name the command reports).
    package static func block(in arguments: [String], blocks: BlockRegistry) -> (any Block)? {
        var name: String?
        for (index, argument) in arguments.enumerated() {
            if argument == "--" { break }
            if argument == optionName, index + 1 < arguments.count, !arguments[index + 1].hasPrefix("--") {
                name = arguments[index + 1]
            }
            if argument.hasPrefix(optionName + "=") { name = String(argument.dropFirst(optionName.count + 1)) }
        }
        return name.map { blocks.block(named: $0) } ?? blocks.defaultBlock
    }

    /// `arguments` without a `--block NAME` or `--block=NAME` before `--`.
    static func removingBlockOption(_ arguments: [String]) -> [String] {
        var result: [String] = []
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            if argument == "--" { return result + arguments[index...] }
            if argument == optionName, index + 1 < arguments.count, !arguments[index + 1].hasPrefix("--") {
                index += 2
                continue
            }
            if argument != optionName, !argument.hasPrefix(optionName + "=") { result.append(argument) }
            index += 1
        }
        return result
    }

    /// The block and its model, from the command line.
    package static func model(_ arguments: ParsedArguments, invocation: Invocation,
                             command: String) throws -> (block: any Block, model: any BlockModel) {
        let block = try block(arguments, invocation: invocation, command: command)
        try rejectForeignOptions(arguments, of: block, blocks: invocation.blocks, command: command)
        let model = try block.model(for: BlockOptions(arguments: arguments, invocation: invocation, command: command))
        return (block, model)
    }

    /// The block and its model, from `--spec FILE`'s header or from the command line, with what the
    /// command should say beside its output: the model's notes and the spec header's warnings.
    package static func configured(_ arguments: ParsedArguments, invocation: Invocation,
                                  command: String) throws -> (block: any Block, model: any BlockModel, notes: [String]) {
        if let path = arguments.value(SpecOption.name) {
            let (block, model, warnings) = try SpecOption.model(path, arguments: arguments, invocation: invocation,
                                                                command: command)
            return (block, model, warnings.map(\.headline) + model.notes.map { "note: " + $0 })
        }
        let (block, model) = try self.model(arguments, invocation: invocation, command: command)
        return (block, model, model.warnings.map(warningText) + model.notes.map { "note: " + $0 })
    }

    /// A warning about the app's files as a line of standard error, with its notes.
    static func warningText(_ warning: Finding) -> String {
        warning.location.file == AppInfoSources.commandLine.file ? "warning: " + warning.commandLineText
            : warning.commandLineText
    }

    /// Notes as standard-error text: one a line, or nothing.
    package static func errorText(_ notes: [String]) -> String {
        notes.isEmpty ? "" : notes.joined(separator: "\n") + "\n"
    }

    /// A usage error for an option that another block reads but this one does not (`--app` with the
    /// primer screen): the command accepts every block's options, each block only its own.
    package static func rejectForeignOptions(_ arguments: ParsedArguments, of block: any Block,
                                            blocks: BlockRegistry, command: String) throws(UsageError) {
        let own = Set(block.commandOptions.map(\.name))
        let blockOptions = blocks.blocks.flatMap(\.commandOptions).map(\.name)
        let given = Set(arguments.values.keys).union(arguments.flags)
        guard let foreign = blockOptions.first(where: { given.contains($0) && !own.contains($0) }) else { return }
        let list = block.commandOptions.map(\.name)
        throw UsageError("\(foreign) is not an option of the \(block.name) block; expected "
                         + (list.isEmpty ? "none of the block options" : "one of \(list.joined(separator: ", "))"),
                         command: command)
    }

    /// A state the model has and can be in, or a usage error.
    package static func state(_ text: String, in model: any BlockModel, command: String) throws(UsageError) -> String {
        if let problem = model.problem(withState: text) { throw UsageError(problem.message, command: command) }
        guard model.stateNames.contains(text) else {
            throw .unknownValue(text, for: "state", validValues: model.stateNames, command: command)
        }
        return text
    }

    /// An event the model has, or a usage error.
    package static func event(_ text: String, in model: any BlockModel, command: String) throws(UsageError) -> String {
        guard model.eventNames.contains(text) else {
            throw .unknownValue(text, for: "event", validValues: model.eventNames, command: command)
        }
        return text
    }

    /// A Dynamic Type size (case-insensitive on the command line), or a usage error.
    package static func size(_ text: String, command: String?) throws(UsageError) -> DynamicTypeSize {
        guard let size = DynamicTypeSize(name: text) else {
            throw .unknownValue(text, for: "Dynamic Type size", validValues: DynamicTypeSize.allCases.map(\.rawValue),
                                command: command)
        }
        return size
    }

    /// The one transition named, or a usage error listing what the model allows from `from`.
    package static func transition(from: String, to: String, via: String?, in model: any BlockModel,
                                  command: String) throws(UsageError) -> TransitionName {
        let matches = model.transitions(from: from, to: to, via: via)
        if matches.count == 1 { return matches[0] }
        if matches.isEmpty {
            let allowed = model.transitions.filter { $0.from == from }.map(\.description)
            let asked = "\(from) -> \(to)" + (via.map { " via \($0)" } ?? "")
            throw UsageError("the \(model.displayName) has no transition \(asked); from \(from) it allows: "
                             + (allowed.isEmpty ? "none" : allowed.joined(separator: "; ")), command: command)
        }
        throw UsageError("\(from) -> \(to) happens on several events; add --via with one of "
                         + matches.map(\.via).joined(separator: ", "), command: command)
    }
}
