import PrimerSpec

extension RegisteredCommand {
    /// Registers a command whose `--block` names the block to write for and brings in none of the
    /// blocks' own options (`init`): its arguments are parsed against its definition alone.
    init<Command: ToolCommand>(plain type: Command.Type) {
        definition = Command.definition
        run = { arguments, invocation in
            do {
                let parsed = try ParsedArguments.parse(arguments, for: Command.definition)
                if parsed.wantsHelp { return .printed(Command.definition.helpText(blocks: nil)) }
                return try Command.run(parsed, invocation: invocation)
            } catch let error as UsageError {
                return .failure(error.description)
            } catch let error as BlockOptionError {
                return .failure(UsageError(error).description)
            } catch {
                return .failure("error: \(error)")
            }
        }
    }
}
