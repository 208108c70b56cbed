import Foundation
@testable import PrimerCLI
@testable import PrimerSpec
@testable import PrimerTestSupport
import Testing

/// A spec path that is a FIFO is refused with what it is, by every command that reads specs, and
/// never opened for waiting. The commands that read specs through the library's pipeline (check,
/// record, audit, the HTML page, a dump) all say it as one located error and carry on with the run.
@Suite("A spec that is not a regular file")
struct UnreadableSpecTests {
    static let fifo = "it is a FIFO (named pipe), not a regular file"
    static let located = "p.primerspec:1:1: error: cannot read 'p.primerspec': \(fifo); expected a readable .primerspec file"
    static let checked = ["ERROR p.primerspec: the spec cannot be checked", located, "",
                          "1 spec file could not be checked (exit 2)", "0 passed, 0 failed", ""]

    @Test(arguments: [
        (["audit", "p.primerspec"], [located]),
        (["check", "p.primerspec"], checked),
        (["check", "--dump", "d.txt", "--state", "ready", "p.primerspec"], checked),
        (["check", "--record", "p.primerspec"],
         ["p.primerspec: not recorded, nothing written", located, "recorded 0 sections in 1 file", ""]),
        (["voiceover", "--spec", "p.primerspec"], ["error: p.primerspec: cannot read the spec: \(fifo)"]),
    ])
    func isRefusedWithWhatItIs(_ arguments: [String], _ lines: [String]) throws {
        let result = try Self.run(arguments)
        #expect(result.exitCode == .badInput)
        let said = SpecTest.lines(result.output + result.errorOutput)
        #expect(Array(said.prefix(lines.count)) == lines)
    }

    @Test func theHTMLPageShowsTheSameError() throws {
        let result = try Self.run(["check", "--format", "html", "p.primerspec"])
        #expect(result.exitCode == .badInput)
        #expect(result.errorOutput.isEmpty)
        #expect(result.output.contains("cannot read &#39;p.primerspec&#39;: \(Self.fifo); expected a readable .primerspec file"))
    }

    /// Runs the tool in a fresh folder holding `p.primerspec` as a FIFO.
    static func run(_ arguments: [String]) throws -> CommandResult {
        let folder = try makeTemporaryFolder()
        #expect(mkfifo(folder + "/p.primerspec", 0o600) == 0)
        return PrimerSpecTool.run(Invocation(arguments: arguments, workingDirectory: folder, blocks: TestBlocks.registry))
    }
}
