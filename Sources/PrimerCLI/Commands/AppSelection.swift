import Foundation
import PrimerAppInfo
import PrimerCode
import PrimerModel
import PrimerReports
import PrimerScan
import PrimerSpec
import PrimerSyntax

/// The app `scan` and `init` look at, as the command line names it: its Swift sources, where its
/// Info.plist keys come from, and its specs folder.
struct AppSelection {
    /// The Swift files' folders and files.
    var sources: [SwiftSourceFiles.File]
    /// Where the app's keys come from; nil when nothing names or holds them.
    var appInfo: AppInfoSources?
    /// The specs folder, as given and absolute; nil when there is none.
    var specsFolder: SwiftSourceFiles.File?
    /// The spec files in it.
    var specFiles: [SwiftSourceFiles.File]?
    /// The blocks its specs may use (the invocation's).
    var blocks: BlockRegistry
    /// The app as reports name it: the project, the plist, or the sources.
    var displayName: String

    /// The options `scan` adds to the app-information ones.
    static let scanOptions: [OptionDefinition] = [
        .value("--specs", "DIR", help: "The specs folder whose specs cover the permissions (default: Specs, when there is one)."),
        .flag("--require-specs", help: "A permission no spec covers is a warning, not a note."),
        .value("--format", "FORMAT", help: "text (default; xcode when Xcode runs it), json, sarif (GitHub code scanning), github, junit or xcode (FILE:LINE:COL: error: …)."),
        .flag("--verbose", help: "List every request found, the deployment target, what each spec covers and each difference of a copy of a design from its published code."),
    ]

    /// Reads the selection from the command line.
    init(_ arguments: ParsedArguments, invocation: Invocation, command: String, specsOption: String = "--specs") throws {
        let options = BlockOptions(arguments: arguments, invocation: invocation, command: command)
        var info = try AppInfoSources(options: options)
        let manager = FileManager.default
        // Without a file named, the one Xcode project in the current folder.
        if !info.namesAFile {
            let projects = ((try? manager.contentsOfDirectory(atPath: invocation.workingDirectory)) ?? [])
                .filter { $0.hasSuffix(".xcodeproj") }.sorted()
            if projects.count == 1, let only = projects.first {
                info.project = .init(path: FilePath(absolute: invocation.resolve(only), display: only))
            }
        }
        appInfo = info.namesAFile ? info : nil
        blocks = invocation.blocks
        displayName = info.fileNames.first ?? "."

        if arguments.positionals.isEmpty {
            sources = Self.defaultSources(info, invocation: invocation)
        } else {
            sources = arguments.positionals.map { SwiftSourceFiles.File(display: $0, absolute: invocation.resolve($0)) }
            if info.fileNames.isEmpty { displayName = arguments.positionals.joined(separator: " ") }
        }

        let specs = arguments.value(specsOption)
        let folder = specs ?? "Specs"
        var isFolder: ObjCBool = false
        let absolute = invocation.resolve(folder)
        if manager.fileExists(atPath: absolute, isDirectory: &isFolder), isFolder.boolValue {
            specsFolder = SwiftSourceFiles.File(display: folder, absolute: absolute)
            // `init` writes into an empty folder (hidden files such as .gitkeep aside): it holds no spec yet.
            let empty = command == "init"
                && ((try? manager.contentsOfDirectory(atPath: absolute))?.allSatisfy { $0.hasPrefix(".") } ?? false)
            specFiles = empty ? [] : try SpecFileFinder.find([folder], invocation: invocation, command: command)
                .map { SwiftSourceFiles.File(display: $0.path, absolute: $0.absolutePath) }
        } else if let specs, specsOption == "--output", let problem = Self.notAFolder(absolute) {
            // `init` would fail creating the folder with the system's words: say what the path is instead.
            throw UsageError("--output '\(TextExcerpt.shown(specs))': \(problem); expected the folder to write the "
                             + "specs into (it is created when it is not there)", command: command)
        } else if let specs, command == "scan" {
            throw UsageError("--specs '\(TextExcerpt.shown(specs))' is not a folder; expected the folder of the app's "
                             + ".primerspec files", command: command)
        } else if specs != nil {
            specsFolder = SwiftSourceFiles.File(display: folder, absolute: absolute)
        }
    }

    /// Why a path that is there is not a folder (a file, a FIFO, a link that loops or points
    /// nowhere, a path through a file); nil for a folder or for nothing there.
    static func notAFolder(_ absolute: String) -> String? {
        switch FolderWalk.kind(of: absolute) {
        case .folder, .linkToFolder, .unresolvable(.noSuchFile): nil
        case .file: "it is a file, not a folder"
        case .other(.notARegularFile(let kind)): "it is \(kind), not a folder"
        case .other(let problem), .unresolvable(let problem): problem.description
        }
    }

    /// The Swift files the project's target compiles (its Sources phase, through its groups, and its
    /// synchronized folders less their exceptions: ``XcodeProject/sourceFiles(of:)``), those on disk;
    /// when the project lists none or does not read, the target's folder (Xcode's templates put a
    /// target's code in a folder of its name beside the project), else the project's folder; without
    /// a project, the current folder. The target is the one named, else ``XcodeProject/defaultAppTarget()``.
    static func defaultSources(_ info: AppInfoSources, invocation: Invocation) -> [SwiftSourceFiles.File] {
        guard let project = info.project else {
            return [SwiftSourceFiles.File(display: ".", absolute: invocation.workingDirectory)]
        }
        let loaded: XcodeProject? = if case .success(let loaded) = XcodeProject.load(project.path, origin: nil) { loaded } else { nil }
        let targetName = info.target?.value ?? loaded?.defaultAppTarget()?.target.name
        if let loaded, let target = targetName.flatMap(loaded.target(named:)),
           let files = try? loaded.sourceFiles(of: target) {
            let onDisk = files.filter { FileManager.default.isReadableFile(atPath: $0.absolute) }
            if !onDisk.isEmpty {
                return onDisk.map { SwiftSourceFiles.File(display: $0.display, absolute: $0.absolute) }
            }
        }
        // The folder holding the `.xcodeproj`.
        let file = XcodeProject.projectFile(project.path)
        let folder = FilePath.folder(of: FilePath.folder(of: file.absolute))
        let shown = FilePath.folder(of: FilePath.folder(of: file.display))
        var isFolder: ObjCBool = false
        if let target = targetName, FileManager.default.fileExists(atPath: (folder as NSString).appendingPathComponent(target),
                                                                   isDirectory: &isFolder), isFolder.boolValue {
            return [SwiftSourceFiles.File(display: shown.isEmpty ? target : shown + "/" + target,
                                          absolute: (folder as NSString).appendingPathComponent(target))]
        }
        return [SwiftSourceFiles.File(display: shown.isEmpty ? "." : shown, absolute: folder)]
    }

    /// Scans the selection: the scanner's result, with every folder of the sources that could not be
    /// listed (or entry that could not be told) among its errors, as an unreadable Swift file is, so
    /// the scan ends with exit 2 rather than saying no code asks.
    func scan(requireSpecs: Bool, command: String) throws(UsageError) -> ScanResult {
        let (files, errors) = SwiftSourceFiles.find(sources)
        // A path of the command line that is not there or not Swift is bad usage.
        if let error = errors.first(where: { ValueOrigin.isCommandLine($0.location) }) {
            throw UsageError(error.message, command: command)
        }
        var result = AppScanner.scan(AppScanner.Input(sources: files, appInfo: appInfo, specs: specFiles, blocks: blocks,
                                                      requireSpecs: requireSpecs, searched: sources))
        result.errors = errors + result.errors
        return result
    }
}
