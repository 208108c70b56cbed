import Foundation
import PackagePlugin

/// A build-tool plugin: each build of a target that adopts it runs `primer-spec scan` on the target's
/// Swift code (with its Info.plist and its specs) and `primer-spec check` on its `Specs` folder, both
/// with `--format xcode`, so every finding is a `FILE:LINE:COL: error|warning|note:` line that Xcode
/// places at its line and SwiftPM prints in the build log.
///
/// An error-level finding (a request whose purpose string is missing, a spec that no longer matches
/// what the builders generate, a spec that does not parse) makes the tool exit non-zero, and the build
/// fails; warnings and notes are printed and the build goes on. Record a drifted spec with the
/// `primer-spec-record` command plugin, which does not build the target.
@main
struct PrimerSpecLint: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let swiftFiles = target.sourceFiles
            .filter { $0.type == .source && $0.url.pathExtension == "swift" }
            .map(\.url)
        // The target's own folder first, then the package's: the first `Specs` and `Info.plist` found.
        let folders = [TargetFolder.reader.folder(of: target), context.package.directoryURL]
        let infoPlist = LintedTarget.first("Info.plist", in: folders)
        let specs = LintedTarget.first("Specs", in: folders)
        let tool = try context.tool(named: "primer-spec").url
        let linted = LintedTarget(
            swiftFiles: swiftFiles,
            appKeys: infoPlist.map { ["--info-plist", $0.path] } ?? [],
            specs: specs,
            // SwiftPM runs a command that declares no outputs when one of its inputs changes (the tool
            // included, so a new PrimerSpec checks again).
            inputs: [tool] + swiftFiles + (infoPlist.map { [$0] } ?? []) + LintedTarget.specInputs(specs))
        return linted.commands(tool: tool, target: target.name)
    }
}

/// A target's folder. `Target.directoryURL` needs tools version 6.1 and this package declares 6.0, whose
/// `directory` is a `Path`, deprecated: the one use is marked deprecated too and called through a
/// protocol, so that adopters' builds show no warning of the plugin's.
protocol TargetFolderReading {
    /// The folder of `target`'s sources.
    static func folder(of target: Target) -> URL
}

/// Reads a target's folder from its `Path` (see ``TargetFolderReading``).
enum TargetFolder: TargetFolderReading {
    /// The reader, as the protocol's type, whose calls raise no deprecation warning.
    static var reader: any TargetFolderReading.Type { TargetFolder.self }

    @available(*, deprecated, message: "Target.directory is a Path until tools version 6.1")
    static func folder(of target: Target) -> URL {
        URL(fileURLWithPath: target.directory.string)
    }
}

/// What the plugin runs the tool on, for a package's target or an Xcode project's: one function makes
/// the commands for both.
struct LintedTarget {
    /// The Swift files `scan` reads.
    var swiftFiles: [URL]
    /// The options that say where the app's Info.plist keys are (`--info-plist FILE`, or `--project
    /// PATH --target NAME`); none leaves the keys unchecked, which `scan` says.
    var appKeys: [String]
    /// The specs folder, when there is one: `check` runs on it and `scan` holds the requests against it.
    var specs: URL?
    /// The files whose change makes the commands run again.
    var inputs: [URL]

    /// The output format: Xcode's `FILE:LINE:COL: error|warning|note: MESSAGE [rule]` lines, which
    /// SwiftPM prints as they are.
    static let format = "xcode"

    /// The build commands: `scan`, then `check` when there is a specs folder. Neither declares an
    /// output (the tool writes none): any file a build command declares becomes part of the target
    /// (a source, or a resource).
    func commands(tool: URL, target: String) -> [Command] {
        let specsOption = specs.map { ["--specs", $0.path] } ?? []
        var commands: [Command] = [
            .buildCommand(displayName: "primer-spec scan \(target)", executable: tool,
                          arguments: ["scan"] + appKeys + specsOption + ["--format", Self.format]
                              + swiftFiles.map(\.path),
                          inputFiles: inputs),
        ]
        if let specs {
            commands.append(.buildCommand(displayName: "primer-spec check \(target)", executable: tool,
                                          arguments: ["check", specs.path, "--format", Self.format],
                                          inputFiles: inputs))
        }
        return commands
    }

    /// The first of `folders` that holds an entry named `name`.
    static func first(_ name: String, in folders: [URL]) -> URL? {
        folders.lazy.map { $0.appending(path: name) }.first { FileManager.default.fileExists(atPath: $0.path) }
    }

    /// The specs folder (so that a spec added or removed counts as a change) and every `.primerspec`
    /// file under it.
    static func specInputs(_ specs: URL?) -> [URL] {
        guard let specs else { return [] }
        let files = FileManager.default.enumerator(at: specs, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }
            .filter { $0.pathExtension == "primerspec" } ?? []
        return [specs] + files.sorted { $0.path < $1.path }
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

/// The same commands for a target of an Xcode project: `scan` reads the project's build settings for
/// the target's Info.plist keys (`--project`, `--target`), and the specs are the target's folder's
/// `Specs`, else the project's.
extension PrimerSpecLint: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        let tool = try context.tool(named: "primer-spec").url
        let project = context.xcodeProject.directoryURL
        let projectFile = project.appending(path: "\(context.xcodeProject.displayName).xcodeproj")
        let appKeys = FileManager.default.fileExists(atPath: projectFile.path)
            ? ["--project", projectFile.path, "--target", target.displayName] : []
        let linted = LintedTarget(
            swiftFiles: target.inputFiles
                .filter { $0.type == .source && $0.url.pathExtension == "swift" }
                .map(\.url),
            appKeys: appKeys,
            specs: LintedTarget.first("Specs", in: [project.appending(path: target.displayName), project]),
            // No inputs: Xcode runs a command that declares neither inputs nor outputs on every build,
            // as it runs such a Run Script phase (assumed for plugin commands), and Xcode 14 did not
            // compile a Swift file declared as a plugin command's input (realm/SwiftLint#4732).
            inputs: [])
        return linted.commands(tool: tool, target: target.displayName)
    }
}
#endif
