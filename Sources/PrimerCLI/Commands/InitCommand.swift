import Foundation
import PrimerAppInfo
import PrimerCode
import PrimerModel
import PrimerScan
import PrimerSpec
import PrimerSyntax

/// `primer-spec init`: a spec linked to each call of a design the app's code shows, and a spec for
/// one block with its default words for each permission the code asks for with no such call (or the
/// app only declares), written into the specs folder and recorded so that `check` passes; an
/// existing file is never touched. Each line says which kind of spec it wrote and why.
package enum InitCommand: ToolCommand {
    package static let definition = CommandDefinition(
        name: "init",
        abstract: "Write a recorded spec for each primer the app's code shows, and for each permission it asks for "
            + "with none.",
        usage: "init [--block NAME] [--project PATH [--target NAME] | --info-plist FILE | --xcconfig FILE] "
            + "[SOURCES ...] [--output DIR]",
        arguments: [("SOURCES", "Folders or .swift files to read (default: the Swift files the project's target compiles, else its folder, else '.').")],
        options: [.value("--block", "NAME", help: "The block of the specs for permissions the code shows no primer "
                         + "for (default: the default block; 'primer-spec --help' lists them).")]
            + AppInfoSources.optionDefinitions.filter { !["--app", "--locale"].contains($0.name) }
            + [.value("--output", "DIR", help: "The folder to write the specs into (default: Specs).")],
        discussion: """
        Finds the permissions and the calls of the designs as 'scan' does. For each call of a design it \
        writes a spec linked to it (code "PATH", and call "NAME" when the file has several calls of the \
        design), named <block>-<declaration>.primerspec, so the call's content is the spec's; for each \
        permission the code asks for with no call of a design, or the app only declares, a spec of \
        --block with the block's default words, named after the permission. Each header names the \
        app's project, Info.plist or xcconfig (where the block reads them) and a linked one the app's \
        Localizable strings; each spec has a section for every state (at the standard size and at \
        accessibility3) and every transition (with and without Reduce Motion), recorded as the block \
        generates them. A spec already there is left alone and named; a second run changes nothing. A \
        permission the block does not model is named with the block that does. Exit codes: 0 the specs \
        were written or were there; 1 a spec could not be written (a purpose string its header needs is \
        missing: run 'scan'; or a call its header cannot tell apart); 2 bad input or usage.
        """)

    package static func run(_ arguments: ParsedArguments, invocation: Invocation) throws -> CommandResult {
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
        let result = try app.scan(requireSpecs: false, command: name)
        if !result.errors.isEmpty {
            return CommandResult(exitCode: .badInput, errorOutput: result.errors.map { "error: \($0.commandLineText)\n" }.joined())
        }
        let folder = arguments.value("--output") ?? "Specs"
        let outcome = SpecInitializer(blocks: invocation.blocks, workingDirectory: invocation.workingDirectory)
            .run(result, app: appInfo, block: block, folder: (folder, invocation.resolve(folder)))
        var lines: [String] = []
        var errors = ""
        for linked in outcome.linked {
            var line = "wrote \(linked.path) (\(linked.sections) sections) from \(callText(linked.draft.primerCall))"
            if linked.notes > 0 {
                line += "; \(linked.notes) of its values \(linked.notes == 1 ? "is" : "are") computed at run time, so "
                    + "the spec shows the block's default there: check --verbose shows "
                    + (linked.notes == 1 ? "it" : "them")
            }
            lines.append(line)
        }
        for existing in outcome.linkedExisting {
            lines.append("left alone \(existing.path): it is there already (\(callText(existing.draft.primerCall)))")
        }
        for failed in outcome.linkedFailed {
            let why = failed.draft.isToldApart ? ""
                : ": no name tells the call apart from the file's other calls of the design (its spec names the full "
                    + "path, \(failed.draft.callName.map { "call \"\($0)\"" } ?? "none"))"
            lines.append("not written: \(failed.path) from \(callText(failed.draft.primerCall))\(why); see the error below")
            errors += failed.errors.map { "error: \(failed.path) not written: " + $0.commandLineText + "\n" }.joined()
        }
        for unread in outcome.unread {
            lines.append("not written: \(callText(unread.call)): the code computes which permission it asks for; "
                         + "write its spec by hand (code \"PATH\", with the field naming the primer)")
        }
        // With no call of a design the output is as it was before linked specs.
        let explains = !result.primerCalls.isEmpty || !result.unreadPrimerCalls.isEmpty
        for written in outcome.written {
            var line = "wrote \(written.path) (\(written.permission), \(written.sections) sections)"
            if explains {
                let asked = SpecInitializer.request(of: written.permission, in: result)
                line += " for \(written.permission): "
                    + (asked.map { "the code asks (\($0.location)) and shows no primer" }
                        ?? "\(appInfo.fileNames.first ?? "the app") declares it and the code neither asks nor shows a primer")
                    + "; the words are the block's defaults — review them"
            }
            lines.append(line)
        }
        for existing in outcome.existing {
            lines.append("left alone \(existing.path): it is there already (\(existing.permission))")
        }
        for missing in outcome.notModelled { lines.append("not written: " + missing.message) }
        for failed in outcome.failed {
            lines.append("not written: \(failed.path) (\(failed.permission)): see the error below")
            errors += failed.errors.map { "error: \(failed.path) not written: " + $0.commandLineText + "\n" }.joined()
        }
        if SpecInitializer.permissions(result).isEmpty {
            lines.append("no permission found in \(result.files) Swift \(result.files == 1 ? "file" : "files") "
                         + "or in \(result.info?.searched ?? appInfo.fileNames.joined(separator: ", "))")
        }
        if !outcome.written.isEmpty || !outcome.linked.isEmpty {
            let source = appInfo.fileNames.first ?? "the app"
            let words = outcome.linked.isEmpty ? "its words come from \(source)"
                : outcome.written.isEmpty ? "a linked spec's words come from the code"
                : "a linked spec's words come from the code, the others' from \(source)"
            let specs = Self.shellWord(folder)
            let scan = (["swift", "run", "primer-spec", "scan"] + Self.scanArguments(arguments) + ["--format", "github"])
                .joined(separator: " ")
            lines += [
                "next: review each spec's content (\(words)), then",
                "  swift package primer-spec-check     # or: primer-spec check \(specs)",
                "  and in CI: swift run primer-spec check \(specs) --format github && \(scan)",
            ]
        }
        return CommandResult(exitCode: outcome.failed.isEmpty && outcome.linkedFailed.isEmpty ? .success : .mismatch,
                             output: lines.map { $0 + "\n" }.joined(), errorOutput: errors)
    }

    /// The options `init` was given that `scan` takes too, in the order `init --help` lists them, then
    /// the sources, then `--specs` for a folder other than the default: the `scan` the "next" hint
    /// suggests reads the same app as `init` did, each word quoted for a POSIX shell where it needs it.
    static func scanArguments(_ arguments: ParsedArguments) -> [String] {
        var words: [String] = []
        for option in definition.options where option.name != "--block" && option.name != "--output" {
            for value in arguments.values[option.name] ?? [] { words += [option.name, shellWord(value)] }
        }
        words += arguments.positionals.map(shellWord)
        if let output = arguments.value("--output"), output != "Specs" { words += ["--specs", shellWord(output)] }
        return words
    }

    /// A word as a POSIX shell reads it back: as it is when it holds only characters no shell treats
    /// specially, else in single quotes (a `'` in it written `'\''`).
    static func shellWord(_ word: String) -> String {
        let plain = !word.isEmpty && word.unicodeScalars.allSatisfy {
            $0.isASCII && (CharacterSet.alphanumerics.contains($0) || "-_./=:,+@%".unicodeScalars.contains($0))
        }
        return plain ? word : "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }

    /// How a line names a call of a design: `PermissionPrimerScreen(…) in OnboardingView.body at
    /// Sources/Onboarding/OnboardingView.swift:28:13`.
    static func callText(_ primerCall: PrimerCall) -> String { callText(primerCall.call) }

    /// How a line names a call: its description, then where it is.
    static func callText(_ call: CodeCall) -> String { "\(call.description) at \(call.location)" }
}
