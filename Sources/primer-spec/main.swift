import Foundation
import PrimerBlocks
import PrimerCLI
import PrimerSpec

/// The width of the terminal on standard output, or nil when it is not a terminal or gives none.
func terminalColumns() -> Int? {
    var size = winsize()
    guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
    return Int(size.ws_col)
}

// The executable only wires the process to the library: arguments in, text and an exit code out.
let invocation = Invocation(
    arguments: Array(CommandLine.arguments.dropFirst()),
    environment: ProcessInfo.processInfo.environment,
    workingDirectory: FileManager.default.currentDirectoryPath,
    outputIsTerminal: isatty(STDOUT_FILENO) == 1,
    terminalWidth: terminalColumns(),
    blocks: .standard)
let result = PrimerSpecTool.run(invocation)
FileHandle.standardOutput.write(Data(result.output.utf8))
FileHandle.standardError.write(Data(result.errorOutput.utf8))
exit(result.exitCode.rawValue)
