import Foundation
@testable import PrimerCLI
@testable import PrimerSpec
@testable import PrimerTestSupport
import Testing

/// The commands build a block's model from the command line through the block (its positional KIND
/// and its own options), as a spec's header builds it: shown with the tests' reminder card.
@Suite("A block's model from the command line")
struct BlockOptionsTests {
    static func run(_ arguments: String...) -> CommandResult {
        PrimerSpecTool.run(Invocation(arguments: arguments, workingDirectory: "/tmp", blocks: CardSpec.blocks))
    }

    @Test func voiceoverReadsTheStateTheKindGives() {
        let result = Self.run("voiceover", "weekly", "--state", "ready")
        #expect(result.exitCode == .success)
        #expect(result.errorOutput == "")
        expectSameLines(result.output, [
            "Turn on reminders. Heading.",
            "We remind you each week of what is due.",
            "Allow. Button.",
            "Not now. Button.",
            "",
        ])
    }

    @Test func theBlocksOwnProblemWithAStateIsAUsageError() {
        let result = Self.run("voiceover", "daily", "--state", "snoozed")
        #expect(result.exitCode == .badInput)
        #expect(result.output.isEmpty)
        #expect(SpecTest.lines(result.errorOutput).first
                == "error: state 'snoozed' is reached only when the card can be snoozed; add 'snooze' to the header")
        #expect(Self.run("voiceover", "daily", "--snooze", "--state", "snoozed").output == "Reminders are snoozed. Heading.\n")
    }

    @Test func aKindTheBlockDoesNotKnowIsAUsageErrorInItsWords() {
        let result = Self.run("voiceover", "hourly")
        #expect(result.exitCode == .badInput)
        #expect(result.output.isEmpty)
        #expect(SpecTest.lines(result.errorOutput).first
                == "error: the reminder card takes one KIND, daily or weekly; got 'hourly'")
    }
}
