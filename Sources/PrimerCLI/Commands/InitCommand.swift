import Foundation
import PrimerAppInfo
import PrimerModel
import PrimerScan
import PrimerSpec
import PrimerSyntax

/// `primer-spec init`: a spec for each permission an app asks for or declares, for one block, written
/// into the specs folder and recorded so that `check` passes; an existing file is never touched.
public enum InitCommand: ToolCommand {
    public static let definition = CommandDefinition(
        name: "init",
        abstract: "Write a recorded spec for each permission an app asks for, from its own project or Info.plist.",
        usage: "init [--block NAME] [--project PATH [--target NAME] | --info-plist FILE | --xcconfig FILE] "
            + "[SOURCES ...] [--output DIR]",
        arguments: [("SOURCES", "Folders or .swift files to read (default: the project target's folder, else '.').")],
        options: [.value("--block", "NAME", help: "The block to write specs for (default: the default block; "
                         + "'primer-spec --help' lists them).")]
            + AppInfoSources.optionDefinitions.filter { !["--app", "--locale"].contains($0.name) }
            + [.value("--output", "DIR", help: "The folder to write the specs into (default: Specs).")],
        discussion: """
        Finds the permissions as 'scan' does, and writes one spec per permission into Specs (or --output): \
        its header names the app's project, Info.plist or xcconfig, so the app name and purpose strings \
        come from the app, and it has a section for every state (at the standard size and at \
        accessibility3) and every transition (with and without Reduce Motion), recorded as the block \
        generates them. A spec already there is left alone and named; a second run changes nothing. A \
        permission the block does not model is named with the block that does. Exit codes: 0 the specs \
        were written or were there; 1 a spec could not be written (a purpose string its header needs is \
        missing: run 'scan'); 2 bad input or usage.
        """)

    public static func run(_ arguments: ParsedArguments, invocation: Invocation) throws -> CommandResult {
        let name = definition.name
        let blockName = arguments.value("--block") ?? invocation.blocks.defaultName
        guard let block = invocation.blocks.block(named: blockName) else {
            throw UsageError.unknownValue(blockName, for: "block", validValues: invocation.blocks.blocks.map(\.name),
                                          command: name)
        }
        let app = try AppSelection(arguments, invocation: invocation, command: name, specsOption: "--output")
        guard let appInfo = app.appInfo else {
            throw UsageError("give --project PATH, --info-plist FILE or --xcconfig FILE (or run in the folder of the "
                             + "app's one .xcodeproj): the specs name the app's own files", command: name)
        }
        let result = AppScanner.scan(try app.scannerInput(requireSpecs: false, command: name))
        if !result.errors.isEmpty {
            return CommandResult(exitCode: .badInput, errorOutput: result.errors.map { "error: \($0.commandLineText)\n" }.joined())
        }
        let folder = arguments.value("--output") ?? "Specs"
        let outcome = SpecInitializer(blocks: invocation.blocks, workingDirectory: invocation.workingDirectory)
            .run(result, app: appInfo, block: block, folder: (folder, invocation.resolve(folder)))
        var lines: [String] = []
        for written in outcome.written {
            lines.append("wrote \(written.path) (\(written.permission), \(written.sections) sections)")
        }
        for existing in outcome.existing {
            lines.append("left alone \(existing.path): it is there already (\(existing.permission))")
        }
        for missing in outcome.notModelled { lines.append("not written: " + missing.message) }
        var errors = ""
        for failed in outcome.failed {
            lines.append("not written: \(failed.path) (\(failed.permission)): see the error below")
            errors += failed.errors.map { "error: \(failed.path) not written: " + $0.commandLineText + "\n" }.joined()
        }
        if SpecInitializer.permissions(result).isEmpty {
            lines.append("no permission found in \(result.files) Swift \(result.files == 1 ? "file" : "files") "
                         + "or in \(result.info?.searched ?? appInfo.fileNames.joined(separator: ", "))")
        }
        if !outcome.written.isEmpty {
            lines += [
                "next: review each spec's content (its words come from \(appInfo.fileNames.first ?? "the app")), then",
                "  swift package primer-spec-check     # or: primer-spec check \(folder)",
                "  and in CI: swift run primer-spec check \(folder) --format github && swift run primer-spec scan --format github",
            ]
        }
        return CommandResult(exitCode: outcome.failed.isEmpty ? .success : .mismatch,
                             output: lines.map { $0 + "\n" }.joined(), errorOutput: errors)
    }
}
