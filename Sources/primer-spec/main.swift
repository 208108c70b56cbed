import Foundation
import PrimerBlocks
import PrimerCLI
import PrimerSpec

// The executable only wires the process to the library: arguments in, text and an exit code out.
let invocation = Invocation(
    arguments: Array(CommandLine.arguments.dropFirst()),
    environment: ProcessInfo.processInfo.environment,
    workingDirectory: FileManager.default.currentDirectoryPath,
    outputIsTerminal: isatty(STDOUT_FILENO) == 1,
    blocks: .standard)
let result = PrimerSpecTool.run(invocation)
FileHandle.standardOutput.write(Data(result.output.utf8))
FileHandle.standardError.write(Data(result.errorOutput.utf8))
exit(result.exitCode.rawValue)
