@testable import BlockTestSupport
import Foundation
@testable import PrimerAppDump
@testable import PrimerCLI
@testable import PrimerSpec
@testable import PrimerSyntax
@testable import PrimerTestSupport
import Testing

/// `voiceover`, `motion` and `strings` with `--block primer-screen`, as the tool ships.
@Suite("primer-spec with --block primer-screen")
struct PrimerScreenCommandTests {
    static let sampleLines = [
        "Stay in the loop. Heading.",
        "Turn on notifications and we only write when it matters.",
        "Order updates, Know the moment your order ships and arrives.",
        "Price drops, Hear first when something you saved gets cheaper.",
        "Quiet by default, No marketing, and nothing at night.",
        "Continue. Button.",
        "Not Now. Button.",
    ]

    static func run(_ arguments: [String]) -> CommandResult {
        PrimerSpecTool.run(Invocation(arguments: arguments, workingDirectory: "/"))
    }

    @Test func voiceoverPrintsTheSampleScreen() {
        let result = Self.run(["voiceover", "--block", "primer-screen"])
        #expect(result.exitCode == .success)
        #expect(result.errorOutput.isEmpty)
        expectSameLines(result.output, Self.sampleLines + [""])
        // The one state is ready, given or not; the screen announces nothing.
        #expect(Self.run(["voiceover", "--block", "primer-screen", "--state", "ready"]).output == result.output)
        #expect(!result.output.contains("Announced"))
    }

    @Test func noSkipDropsTheSkipButton() {
        let result = Self.run(["voiceover", "--block", "primer-screen", "--no-skip"])
        #expect(result.exitCode == .success)
        expectSameLines(result.output, Self.sampleLines.dropLast() + [""])
        expectSameLines(Self.run(["voiceover", "--block", "primer-screen", "--no-skip", "--targets"]).output,
                        ["continue  height 54pt  width full", ""])
        let motion = Self.run(["motion", "--block", "primer-screen", "--all", "--no-skip"]).output
        #expect(!motion.contains("via skip") && motion.contains("via continue"))
    }

    @Test func sizesAndTargetsAtAccessibility5() {
        let sizes = Self.run(["voiceover", "--block", "primer-screen", "--sizes", "--dynamic-type", "accessibility5"])
        #expect(sizes.output.hasPrefix("hero             largeTitle   169.41pt  hidden\n"))
        let targets = Self.run(["voiceover", "--block", "primer-screen", "--targets", "--dynamic-type", "accessibility5"])
        expectSameLines(targets.output, ["continue  height 54pt  width full", "skip      height 44pt  width full", ""])
    }

    @Test func motionOfOneEvent() {
        let result = Self.run(["motion", "--block", "primer-screen", "--from", "ready", "--to", "ready", "--via", "skip"])
        #expect(result.exitCode == .success)
        #expect(words(result.output) == "0.00 call onSkip")
    }

    @Test(arguments: [
        (["voiceover", "--block", "primer-scren"],
         "error: unknown block 'primer-scren'; expected one of permission-primer, primer-screen, permission-priming (did you mean 'primer-screen'?)",
         "voiceover"),
        (["strings", "--block", "primer-scren"],
         "error: unknown block 'primer-scren'; expected one of permission-primer, primer-screen, permission-priming (did you mean 'primer-screen'?)",
         "strings"),
        (["voiceover", "camera", "--block", "primer-screen"],
         "error: the primer-screen block takes no KIND; got 'camera'", "voiceover"),
        (["motion", "camera", "--block", "primer-screen", "--all"],
         "error: the primer-screen block takes no KIND; got 'camera'", "motion"),
        (["voiceover", "--app", "X", "--block", "primer-screen"],
         "error: --app is not an option of the primer-screen block; expected one of --ios, --tint, --no-skip, --locale, --strings", "voiceover"),
        (["strings", "--block", "primer-screen", "--custom-request"],
         "error: --custom-request is not an option of the primer-screen block; expected one of --ios, --tint, --no-skip, --locale, --strings",
         "strings"),
        (["voiceover", "--block", "primer-screen", "--tint", "pruple"],
         "error: unknown tint 'pruple'; expected a system colour (blue, indigo, green, red, orange, yellow, pink, purple, "
            + "teal, mint, cyan, brown, gray) or sRGB hex such as #5856D6 (did you mean 'purple'?)", "voiceover"),
        (["voiceover", "--block", "primer-screen", "--ios", "17"],
         "error: unknown iOS version '17'; expected 18 or a later release with known system colours (26), such as 18.2",
         "voiceover"),
        (["voiceover", "--block", "primer-screen", "--state", "granted"],
         "error: the primer screen has no state 'granted': it never learns the permission's answer (the app asks in "
            + "onContinue), so it is only ever ready; expected ready", "voiceover"),
        (["motion", "--block", "primer-screen", "--from", "ready", "--to", "ready"],
         "error: ready -> ready happens on several events; add --via with one of appear, continue, skip", "motion"),
    ])
    func usageErrors(_ arguments: [String], _ message: String, _ command: String) {
        let result = Self.run(arguments)
        #expect(result.exitCode == .badInput)
        #expect(result.exitCode.rawValue == 2)
        #expect(result.output.isEmpty)
        #expect(result.errorOutput == "\(message)\nSee 'primer-spec \(command) --help'.\n")
    }

    @Test func aTintIsAccepted() {
        let result = Self.run(["voiceover", "--block", "primer-screen", "--tint", "yellow"])
        #expect(result.exitCode == .success)
        #expect(Self.run(["voiceover", "--block", "primer-screen", "--tint", "#FFCC00"]).exitCode == .success)
    }

    /// The tint sets only colours; `voiceover --contrast` prints them, so `--tint` shows there.
    @Test func aTintChangesSomeOutput() {
        let commands: [[String]] = [
            ["voiceover"], ["voiceover", "--sizes"], ["voiceover", "--targets"], ["motion", "--all"],
            ["strings"], ["strings", "--format", "json"], ["strings", "--format", "xcstrings"],
            ["voiceover", "--contrast", "light"],
        ]
        let changed = commands.filter { command in
            Self.run(command + ["--block", "primer-screen"]).output
                != Self.run(command + ["--block", "primer-screen", "--tint", "yellow"]).output
        }
        #expect(!changed.isEmpty)
    }

    /// The permission primer does not read `--tint` or `--no-skip`: like the primer screen with the
    /// primer's `--app`, it refuses them (the kernel rejects another block's options).
    @Test(arguments: [["--tint", "yellow"], ["--no-skip"]])
    func thePermissionPrimerRejectsTheScreensOptions(_ option: [String]) {
        let result = Self.run(["voiceover", "camera"] + option)
        #expect(result.exitCode == .badInput)
    }

    /// Both blocks define `--ios`; help keeps the first definition, whose text gives both blocks' ranges.
    @Test func helpForIOSFitsThePrimerScreen() throws {
        let help = Self.run(["voiceover", "--help"]).output
        let line = try #require(SpecTest.lines(help).first { $0.hasPrefix("  --ios VERSION") })
        #expect(line.contains("26"))
    }

    @Test func stringsAsJSONListTheElements() throws {
        let result = Self.run(["strings", "--block", "primer-screen", "--format", "json"])
        #expect(result.exitCode == .success)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        let sections = try #require(object["sections"] as? [[String: Any]])
        #expect(sections.count == 1)
        let section = try #require(sections.first)
        #expect(section["states"] as? [String] == ["ready"])
        #expect((section["announcements"] as? [Any])?.isEmpty == true)
        let elements = try #require(section["elements"] as? [[String: Any]])
        #expect(elements.compactMap { $0["id"] as? String } == [
            "title", "message", "benefit.0", "benefit.1", "benefit.2", "continue", "skip",
        ])
        #expect(elements.compactMap { $0["voiceOver"] as? String } == Self.sampleLines)
        let label = try #require(elements.first?["label"] as? [String: Any])
        #expect(label["key"] as? String == "primerScreen.title")
        #expect(label["text"] as? String == "Stay in the loop")
    }

    @Test func stringsAsAStringCatalog() throws {
        let result = Self.run(["strings", "--block", "primer-screen", "--format", "xcstrings"])
        #expect(result.exitCode == .success)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        #expect(object["sourceLanguage"] as? String == "en")
        let strings = try #require(object["strings"] as? [String: Any])
        // Keyed by the texts the screen shows: each benefit row's title and text, not their joined reading.
        #expect(Set(strings.keys) == [
            "Stay in the loop", "Turn on notifications and we only write when it matters.",
            "Order updates", "Know the moment your order ships and arrives.",
            "Price drops", "Hear first when something you saved gets cheaper.",
            "Quiet by default", "No marketing, and nothing at night.", "Continue", "Not Now",
        ])
        let title = try #require(strings["Stay in the loop"] as? [String: Any])
        let localizations = try #require(title["localizations"] as? [String: Any])
        let english = try #require(localizations["en"] as? [String: Any])
        let unit = try #require(english["stringUnit"] as? [String: Any])
        #expect(unit["value"] as? String == "Stay in the loop")
        let noSkip = Self.run(["strings", "--block", "primer-screen", "--format", "xcstrings", "--no-skip"]).output
        #expect(!noSkip.contains("\"Not Now\""))
    }

    @Test func stringsAsMarkdownSayNothingIsAnnounced() {
        let output = Self.run(["strings", "--block", "primer-screen"]).output
        #expect(output.hasPrefix("# Spoken strings: primer screen\n"))
        #expect(output.contains("| `skip` | ready | Not Now. Button. | |"))
        #expect(output.contains("None: the screen does not learn the permission's answer, so it has nothing to announce."))
    }
}
