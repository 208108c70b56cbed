@testable import BlockTestSupport
@testable import PrimerCLI
@testable import PrimerTestSupport
import Testing

/// `primer-spec help COMMAND` prints what `primer-spec COMMAND --help` prints, for every command.
@Suite("primer-spec help COMMAND")
struct HelpTests {
    @Test(arguments: PrimerSpecTool.commands.map(\.definition.name))
    func helpNamesTheCommandsOwnHelp(_ name: String) {
        let spelled = runTool("help", name)
        let asked = runTool(name, "--help")
        #expect(spelled.exitCode == .success)
        #expect(spelled.errorOutput.isEmpty)
        expectSameText(spelled.output, asked.output)
        #expect(spelled.output.hasPrefix("OVERVIEW: "))
    }

    /// `init` writes specs for a block but takes none of the blocks' options: its help lists none.
    @Test func initsHelpListsNoBlockOption() {
        let output = runTool("help", "init").output
        #expect(output.contains("SOURCES"))
        #expect(!output.contains("--custom-request"))
        #expect(!output.contains("KIND"))
    }
}
