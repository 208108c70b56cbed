import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory primer-spec-record [PATH …]`: runs PrimerSpec's
/// own `primer-spec check --record` on the package it is run in (by default its `Specs/` folder),
/// writing what the builders generate into each section that differs, and ends with the tool's exit
/// code.
///
/// It asks for permission to write to the package folder (the reason is stated in `Package.swift`);
/// the tool changes nothing but section bodies and writes each file atomically.
@main
struct PrimerSpecRecord: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let tool = try context.tool(named: "primer-spec")
        let status = try PrimerSpecRun.run(tool.url, arguments: ["check", "--record"] + arguments,
                                           in: context.package.directoryURL)
        // SwiftPM prints "Plugin ended with exit code N" and exits 1 itself for any failure.
        if status != 0 { exit(status) }
    }
}

/// Runs the tool with the terminal's output, and waits for it.
enum PrimerSpecRun {
    static func run(_ tool: URL, arguments: [String], in folder: URL) throws -> Int32 {
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments
        process.currentDirectoryURL = folder
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }
}
