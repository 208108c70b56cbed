import PrimerModel
import PrimerMotion
import PrimerSpec
import PrimerSyntax

extension ParsedArguments {
    /// Sorts `arguments` by `definition`; `--name value` and `--name=value` both work, `--` ends options.
    package static func parse(_ arguments: [String], for definition: CommandDefinition) throws(UsageError) -> ParsedArguments {
        var result = ParsedArguments()
        var index = 0
        var optionsEnded = false
        let byName = Dictionary((definition.options + definition.otherBlocksOptions).map { ($0.name, $0) },
                                uniquingKeysWith: { first, _ in first })
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if optionsEnded || !argument.hasPrefix("-") || argument == "-" {
                result.positionals.append(argument)
                continue
            }
            if argument == "--" { optionsEnded = true; continue }
            if argument == "-h" || argument == "--help" {
                // Help stands alone (beside `--block NAME`, which says whose options it lists): a word
                // beside it would be silently ignored, so it is an error.
                let others = BlockSelection.removingBlockOption(arguments)
                if others.count > 1 {
                    let other = others.first { $0 != argument } ?? argument
                    throw UsageError("'\(argument)' shows help and takes nothing else; found '\(TextExcerpt.shown(other, limit: TextExcerpt.wordLimit))'",
                                     command: definition.name)
                }
                result.wantsHelp = true
                continue
            }
            let parts = argument.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let name = String(parts[0])
            guard let option = byName[name] else {
                var message = "unknown option '\(TextExcerpt.shown(name, limit: TextExcerpt.wordLimit))'"
                let names = definition.options.map(\.name)
                message += names.isEmpty ? "; this command takes no options" : "; expected one of \(names.joined(separator: ", "))"
                message += Suggestion.didYouMean(name, among: names)
                throw UsageError(message, command: definition.name)
            }
            guard let valueName = option.valueName else {
                if parts.count > 1 { throw UsageError("'\(name)' is a flag and takes no value", command: definition.name) }
                // One rule for flags and options alike: each is given at most once.
                if !result.flags.insert(name).inserted {
                    throw UsageError("'\(name)' is given twice; give it once", command: definition.name)
                }
                continue
            }
            let value: String
            if parts.count > 1 {
                value = String(parts[1])
            } else if index < arguments.count, !arguments[index].hasPrefix("--") {
                value = arguments[index]
                index += 1
            } else {
                throw UsageError("'\(name)' needs a value: \(name) \(valueName)", command: definition.name)
            }
            if !option.repeats, result.values[name] != nil {
                throw UsageError("'\(name)' is given twice; give it once", command: definition.name)
            }
            result.values[name, default: []].append(value)
        }
        return result
    }
}
