import Foundation
import PrimerMotion
import PrimerSpec
import PrimerSyntax

/// `--spec FILE` for `voiceover`, `motion` and `strings`: build the block from a spec file's header
/// (its block, content, Info.plist or project, iOS release), so a team's own words reach every command.
package enum SpecOption {
    /// The option's name.
    package static let name = "--spec"

    /// The option's definition.
    package static let option = OptionDefinition.value(
        name, "FILE", help: "Build the block from a spec file's header (block, content, Info.plist or project, iOS "
            + "release) instead of KIND and block options.")

    /// A spec whose header cannot be read: every error in it, located.
    package struct HeaderError: Error, Sendable {
        /// The spec file as given.
        package var path: String
        /// The errors, each at its file:line:column.
        package var diagnostics: [Finding]

        /// The errors, then a closing line.
        package var rendered: String {
            (diagnostics.map(\.rendered) + ["error: \(path): the spec's header cannot be read"]).joined(separator: "\n")
        }
    }

    /// The block and model a spec file's header describes, with its warnings; the command line may not
    /// also give a KIND, block options (but for the command's own options of the same name, `ownOptions`),
    /// or another `--block`.
    package static func model(_ path: String, arguments: ParsedArguments, invocation: Invocation,
                             command: String, ownOptions: Set<String> = [])
        throws -> (block: any Block, model: any BlockModel, warnings: [Finding]) {
        if !arguments.positionals.isEmpty {
            throw UsageError("\(name) gives the block and its kind; drop \(arguments.positionals.joined(separator: " "))",
                             command: command)
        }
        let blockOptions = Set(invocation.blocks.blocks.flatMap(\.commandOptions).map(\.name)).subtracting(ownOptions)
        let given = Set(arguments.values.keys).union(arguments.flags)
        if let option = blockOptions.intersection(given).sorted().first {
            throw UsageError("\(name) gives the content; drop \(option) (write it in the spec's header)", command: command)
        }
        let bytes: [UInt8]
        do { bytes = try InputFile.read(invocation.resolve(path)) } catch {
            throw UsageError("\(path): cannot read the spec: \(error)", command: command)
        }
        let parsed = SpecParser.parse(owning: bytes, path: path)
        let firstSection = parsed.recovered.sections.map(\.headerLine).min() ?? Int.max
        var file = parsed.recovered
        file.sections = []
        file.fieldLines.removeAll { $0.keyword.range.lowerBound.line >= firstSection }
        let (spec, semantic) = SpecResolver(blocks: invocation.blocks, workingDirectory: invocation.workingDirectory)
            .resolve(file)
        let errors = (parsed.diagnostics.filter { $0.location.line < firstSection || $0.location.file != path }
                      + semantic).filter { $0.severity == .error }
        guard let spec, errors.isEmpty else {
            throw HeaderError(path: path, diagnostics: errors.isEmpty ? semantic : errors.sortedByLocation())
        }
        if let named = arguments.value(BlockSelection.optionName), named != spec.block.name {
            throw UsageError("\(path) describes the \(spec.block.name) block, not \(named); drop --block", command: command)
        }
        // A warning the spec accepts (`accept RULE PART "why"`) is not repeated beside the output.
        let acceptances = spec.acceptances
        let warnings = semantic.filter { warning in
            warning.severity == .warning && !acceptances.contains { acceptance in
                warning.rule.map { acceptance.matches(rule: $0, part: warning.subject.part) } ?? false
            }
        }
        return (spec.block, spec.model, warnings)
    }
}
