import PrimerMotion
import PrimerSpec
import PrimerSyntax


/// A subcommand of `primer-spec`: its definition and what it does with parsed arguments.
package protocol ToolCommand: Sendable {
    /// The name, options and help of the command.
    static var definition: CommandDefinition { get }

    /// Runs the command. A thrown ``UsageError`` or `InfoPlistError` becomes a one-line exit-2 error;
    /// every other outcome is a result.
    static func run(_ arguments: ParsedArguments, invocation: Invocation) throws -> CommandResult
}

extension ToolCommand {
    /// Parses the arguments and runs the command, turning a thrown error into an exit-2 result.
    static func parseAndRun(_ arguments: [String], invocation: Invocation) -> CommandResult {
        do {
            // The options of the block `--block` names; every block's when it names none of them.
            let block = Self.definition.takesBlock ? BlockSelection.block(in: arguments, blocks: invocation.blocks) : nil
            let command = Self.definition
            let definition = block.map { command.adding(optionsOf: $0, among: invocation.blocks) }
                ?? command.adding(optionsOf: invocation.blocks)
            let parsed = try ParsedArguments.parse(arguments, for: definition)
            if parsed.wantsHelp { return .printed(definition.helpText(blocks: invocation.blocks, block: block)) }
            return try run(parsed, invocation: invocation)
        } catch let error as UsageError {
            return .failure(error.description)
        } catch let error as BlockOptionError {
            return .failure(UsageError(error).description)
        } catch let error as SpecOption.HeaderError {
            return .failure(error.rendered)
        } catch {
            return .failure("error: \(error)")
        }
    }
}

/// A command as the tool lists it: its definition and a closure that runs it.
///
/// (A list of concrete values rather than `any ToolCommand.Type`: calling a typed-throws static
/// requirement through an existential metatype crashes the Swift 6.3 compiler.)
package struct RegisteredCommand: Sendable {
    /// The command's definition.
    package let definition: CommandDefinition
    /// Parses arguments and runs the command.
    package let run: @Sendable ([String], Invocation) -> CommandResult

    /// Registers a command type.
    package init<Command: ToolCommand>(_ type: Command.Type) {
        definition = Command.definition
        run = { arguments, invocation in Command.parseAndRun(arguments, invocation: invocation) }
    }
}
