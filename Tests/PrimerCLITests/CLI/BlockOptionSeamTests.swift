@testable import PrimerCLI
@testable import PrimerSpec
@testable import PrimerTestSupport
import Testing

/// A block reads the command line through kernel values (`BlockOptions`, `BlockOption`,
/// `BlockOptionError`); the command line builds them from its own parsed arguments and reports a
/// block's refusal as its own usage error.
@Suite("The command line's seam with the blocks")
struct BlockOptionSeamTests {
    static let definition = CommandDefinition(
        name: "demo", abstract: "Demo.", usage: "demo KIND",
        options: [.value("--build-setting", "NAME=VALUE", repeats: true, help: "A setting."),
                  .value("--info-plist", "PATH", help: "A file."), .flag("--snooze", help: "A flag.")])

    @Test(arguments: [
        (["weekly", "--build-setting", "A=1", "--build-setting", "B=2", "--snooze", "--info-plist", "App/Info.plist"],
         ["weekly"], ["A=1", "B=2"], "/work/App/Info.plist", true),
        (["--info-plist", "/abs/Info.plist"], [], [], "/abs/Info.plist", false),
    ])
    func aBlockReadsWhatTheCommandLineParsed(_ arguments: [String], _ positionals: [String], _ settings: [String],
                                             _ plist: String, _ snooze: Bool) throws {
        let parsed = try ParsedArguments.parse(arguments, for: Self.definition)
        let options = BlockOptions(arguments: parsed, invocation: Invocation(arguments: arguments, workingDirectory: "/work",
                                                                             blocks: CardSpec.blocks), command: "demo")
        #expect(options.positionals == positionals)
        #expect(options.values("--build-setting") == settings)
        #expect(options.value("--info-plist").map(options.resolve) == plist)
        #expect(options.flag("--snooze") == snooze)
        #expect(options.command == "demo")
    }

    @Test(arguments: [
        (BlockOptionError("the card takes one KIND", command: "voiceover"),
         "error: the card takes one KIND\nSee 'primer-spec voiceover --help'."),
        (BlockOptionError.unknownValue("wekly", for: "kind", validValues: ["daily", "weekly"], command: nil),
         "error: unknown kind 'wekly'; expected one of daily, weekly (did you mean 'weekly'?)\nSee 'primer-spec --help'."),
    ])
    func aBlocksRefusalIsReportedAsAUsageError(_ error: BlockOptionError, _ text: String) {
        #expect(UsageError(error).description == text)
    }

    @Test func aCommandListsABlocksOptionsAsItsOwn() {
        let option: OptionDefinition = BlockOption.value("--ios", "VERSION", help: "The release.")
        #expect(option.usage == "[--ios VERSION]")
    }
}
