import Foundation
import PackagePlugin

/// `swift package primer-spec-check [PATH …] [OPTIONS]`: runs PrimerSpec's own `primer-spec check` on
/// the package it is run in (by default its `Specs/` folder) and ends with the tool's exit code.
///
/// The tool runs in the package's folder, so paths are relative to it, and it prints straight to the
/// terminal: SwiftPM shows a plugin's diagnostics without their file and line, so the tool's own
/// `file:line:column: error:` lines are what points at a failing spec line. The plugin asks for no
/// permission: checking writes nothing.
@main
struct PrimerSpecCheck: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let tool = try context.tool(named: "primer-spec")
        let status = try PrimerSpecRun.run(tool.url, arguments: ["check"] + arguments, in: context.package.directoryURL)
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
