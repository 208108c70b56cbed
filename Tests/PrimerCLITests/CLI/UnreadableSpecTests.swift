import Foundation
@testable import PrimerCLI
@testable import PrimerSpec
@testable import PrimerTestSupport
import Testing

/// A spec path that is a FIFO is refused with what it is, by every command that reads specs, and
/// never opened for waiting.
@Suite("A spec that is not a regular file")
struct UnreadableSpecTests {
    static let fifo = "it is a FIFO (named pipe), not a regular file"

    @Test(arguments: [
        (["audit", "p.primerspec"],
         "p.primerspec:1:1: error: cannot read 'p.primerspec': \(fifo); expected a readable .primerspec file"),
        (["check", "p.primerspec"], "error: p.primerspec: cannot read the file: \(fifo)"),
        (["check", "--format", "html", "p.primerspec"], "error: p.primerspec: cannot read the file: \(fifo)"),
        (["check", "--dump", "d.txt", "--state", "ready", "p.primerspec"], "error: p.primerspec: cannot read the file: \(fifo)"),
        (["voiceover", "--spec", "p.primerspec"], "error: p.primerspec: cannot read the spec: \(fifo)"),
    ])
    func isRefusedWithWhatItIs(_ arguments: [String], _ firstLine: String) throws {
        let folder = try makeTemporaryFolder()
        #expect(mkfifo(folder + "/p.primerspec", 0o600) == 0)
        let result = PrimerSpecTool.run(Invocation(arguments: arguments, workingDirectory: folder,
                                                   blocks: TestBlocks.registry))
        #expect(result.exitCode == .badInput)
        #expect(SpecTest.lines(result.output + result.errorOutput).first == firstLine)
    }
}
