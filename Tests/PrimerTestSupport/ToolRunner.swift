import Foundation
@testable import PrimerCLI
@testable import PrimerSpec

/// Runs the tool in-process with `blocks` registered, as the executable would, from a working
/// directory. (BlockTestSupport's `runTool` without `blocks:` runs it with the standard blocks.)
func runTool(_ arguments: String..., blocks: BlockRegistry,
             in directory: String = FileManager.default.currentDirectoryPath,
             environment: [String: String] = [:], terminal: Bool = false) -> CommandResult {
    PrimerSpecTool.run(Invocation(arguments: arguments, environment: environment, workingDirectory: directory,
                                  outputIsTerminal: terminal, blocks: blocks))
}

/// A fresh temporary folder for one test.
func makeTemporaryFolder(_ name: String = #function) throws -> String {
    let safe = name.filter { $0.isLetter || $0.isNumber }
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("PrimerSpecTests-\(safe)-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    // Symbolic links resolved (macOS's /var is /private/var), so paths compare as the code sees them.
    return url.resolvingSymlinksInPath().path
}
