import Foundation
import PrimerLanguageServer
import PrimerSpec
import PrimerSyntax

/// `primer-spec check --watch`: checks, then checks again whenever a spec or a file a spec names (an
/// Info.plist, a project, an xcconfig, a dump) changes, until interrupted.
///
/// Changes are found by polling each file's modification time and size twice a second (a choice:
/// portable, with no outside package and no per-platform notification API; a change shows within
/// half a second). Each run prints what `check` without `--watch` prints, after a line naming what changed.
extension CheckCommand {
    /// The option.
    static let watchOption = OptionDefinition.flag(
        "--watch", help: "Check again whenever a spec or a file it names changes (polled twice a second); Ctrl-C stops.")

    /// The seconds between two looks at the files.
    static let watchInterval = 0.5

    /// Runs the watch loop; returns only for bad usage.
    static func watch(_ arguments: ParsedArguments, invocation: Invocation) throws -> CommandResult {
        if arguments.flag("--record") || arguments.value("--dump") != nil {
            throw UsageError("--watch goes with checking; drop --record and --dump", command: definition.name)
        }
        var once = invocation
        once.arguments = invocation.arguments.filter { $0 != "--watch" }
        let paths = arguments.positionals.isEmpty ? ["Specs"] : arguments.positionals
        // Bad paths are reported once, before watching.
        _ = try SpecFileFinder.find(paths, invocation: invocation, command: definition.name)
        var watcher = FileWatcher()
        var round = 0
        while true {
            let files = watchedFiles(paths, invocation: invocation)
            let changed = watcher.update(files)
            if round == 0 || !changed.isEmpty {
                let result = PrimerSpecTool.run(once)
                var header = ""
                if round > 0 {
                    let base = invocation.workingDirectory.hasSuffix("/") ? invocation.workingDirectory
                        : invocation.workingDirectory + "/"
                    let shown = changed.map { $0.hasPrefix(base) ? String($0.dropFirst(base.count)) : $0 }
                    let names = shown.prefix(3).joined(separator: ", ") + (changed.count > 3 ? " and \(changed.count - 3) more" : "")
                    header = "\n--- changed: \(names); checking again ---\n"
                }
                FileHandle.standardOutput.write(Data((header + result.output).utf8))
                FileHandle.standardError.write(Data(result.errorOutput.utf8))
            }
            round += 1
            Thread.sleep(forTimeInterval: watchInterval)
        }
    }

    /// The specs the paths find now and every file they name, as absolute paths.
    static func watchedFiles(_ paths: [String], invocation: Invocation) -> [String] {
        let specs = (try? SpecRun(blocks: invocation.blocks, workingDirectory: invocation.workingDirectory).files(paths)) ?? []
        var files: [String] = []
        for spec in specs {
            files.append(spec.absolutePath)
            guard let bytes = try? InputFile.read(spec.absolutePath) else { continue }
            let syntax = SpecParser.parse(bytes, path: spec.absolutePath).recovered
            files += NamedFiles.absolutePaths(in: syntax, fields: invocation.blocks.headerFields, specPath: spec.absolutePath)
        }
        return files
    }
}

/// What `check --watch` last saw of each file: its modification time and size, or that it was missing.
struct FileWatcher: Sendable {
    /// A file's state; nil fields for a file that is not there.
    struct Stamp: Hashable, Sendable {
        var modified: Date?
        var size: Int?
    }

    private var stamps: [String: Stamp] = [:]

    /// Looks at the files; returns those that appeared, changed or went since the last look (every
    /// file on the first look), in the order given.
    mutating func update(_ files: [String]) -> [String] {
        var next: [String: Stamp] = [:]
        var changed: [String] = []
        for file in files where next[file] == nil {
            let attributes = try? FileManager.default.attributesOfItem(atPath: file)
            let stamp = Stamp(modified: attributes?[.modificationDate] as? Date,
                              size: (attributes?[.size] as? NSNumber)?.intValue)
            next[file] = stamp
            if stamps[file] != stamp { changed.append(file) }
        }
        changed += stamps.keys.filter { next[$0] == nil }.sorted()
        stamps = next
        return changed
    }
}
