@testable import BlockTestSupport
import Foundation
@testable import PrimerCLI
@testable import PrimerSpec
@testable import PrimerSyntax
@testable import PrimerTestSupport
import Testing

/// `primer-spec check --dump FILE --state STATE SPEC`: one dump against one spec, in every output
/// format, with its usage errors.
@Suite("primer-spec check --dump")
struct CheckDumpCommandTests {
    static let root = SpecTest.repositoryRoot
    static let spec = "Specs/app-dump-notifications.primerspec"

    static func run(_ arguments: [String]) -> CommandResult {
        PrimerSpecTool.run(Invocation(arguments: ["check"] + arguments, workingDirectory: root, blocks: .standard))
    }

    @Test(arguments: [
        (["--dump", "Tests/AppDumps/notifications-ready.txt", "--state", "ready", "--identifier-prefix", "primer", spec]),
        (["--dump", "Tests/AppDumps/notifications-requesting.txt", "--state", "requesting", "--container", "primer", spec]),
        (["--dump", "Tests/AppDumps/notifications-granted.txt", "--state", "granted", "--first-label", "Notifications are on",
          "--last-label", "Done", spec]),
        (["--dump", "Tests/AppDumps/primer-screen-ready.txt", "--state", "ready", "--first-label", "Stay in the loop",
          "--last-label", "Not Now", "Specs/app-dump-primer-screen.primerspec"]),
        (["--dump", "Tests/AppDumps/priming-camera-ready.txt", "--state", "ready", "--container", "priming",
          "Specs/app-dump-priming-camera.primerspec"]),
        // Xcode 26's form, and a dump printed from an optional.
        (["--dump", "Tests/AppDumps/primer-screen-ready-xcode26.txt", "--state", "ready", "--first-label",
          "Stay in the loop", "--last-label", "Not Now", "Specs/app-dump-primer-screen.primerspec"]),
        (["--dump", "Tests/AppDumps/primer-screen-ready-optional.txt", "--state", "ready", "--first-label",
          "Stay in the loop", "--last-label", "Not Now", "Specs/app-dump-primer-screen.primerspec"]),
    ])
    func aMatchingDumpPasses(_ arguments: [String]) throws {
        let result = Self.run(arguments)
        #expect(result.exitCode == .success, "\(result.output)\(result.errorOutput)")
        // Quiet: the file's line counts what the dump cannot show; --verbose lists it.
        let lines = SpecTest.lines(result.output)
        #expect(lines.count == 3)
        #expect(lines.first?.hasPrefix("PASS \(arguments.last ?? "") (1 of 1 sections passed; ") == true)
        #expect(lines.first?.hasSuffix(" notes, shown by --verbose)") == true)
        #expect(lines.dropLast().last == "1 passed, 0 failed")
        let verbose = SpecTest.lines(Self.run(arguments + ["--verbose"]).output)
        #expect(verbose.first == "PASS \(arguments.last ?? "") (1 of 1 sections passed)")
        #expect(verbose.dropLast().last == "1 passed, 0 failed")
        #expect(verbose.dropFirst().dropLast(3).allSatisfy { $0.contains(": note: ") })
        #expect(verbose.count > 4)
    }

    @Test func aDriftedLabelFailsWithTheDiffAndBothLocations() {
        let result = Self.run(["--dump", "Tests/AppDumps/notifications-ready-drifted.txt", "--state", "ready",
                               "--container", "primer", Self.spec])
        #expect(result.exitCode == .mismatch)
        #expect(result.errorOutput.isEmpty)
        let dump = "Tests/AppDumps/notifications-ready-drifted.txt"
        expectSameLines(result.output, [
            "FAIL \(Self.spec) (0 of 1 sections passed)",
            "",
            "  \(Self.spec):12: app-dump ready \"\(dump)\" container \"primer\"",
            "    −expected +actual",
            "      13 │ \"Turn on notifications. Heading.\"",
            "    − 14 │ \"Reminders lets you know when something needs you.\"",
            "    +    │ \"Reminders tells you when something needs you.\"",
            "      15 │ \"Alerts, Hear about what matters as it happens.\"",
            "      16 │ \"Badges, See at a glance what is waiting.\"",
            "      17 │ \"Sounds, Notice it even when you look away.\"",
            "         │ … (3 unchanged lines)",
            "  \(Self.spec):14:3: error: the spec says \"Reminders lets you know when something needs you.\", but the app's "
                + "dump shows \"Reminders tells you when something needs you.\"",
            "  \(dump):28:15: note: the app's element: StaticText, label: 'Reminders tells you when something needs you.', "
                + "{{20.0, 227.0}, {353.0, 40.0}}",
            "  \(Self.spec):13:3: note: not verifiable from this dump: the heading trait (\"Heading.\") of \"Turn on "
                + "notifications. Heading.\"; a dump lists no traits, so a heading shows as plain text",
            "  \(Self.spec):12:1: note: not verifiable from this dump: that symbol (decorative) is hidden from VoiceOver, as "
                + "the model hides it; a hidden element and a missing one both leave nothing in a dump",
            "  \(dump):33:15: note: continue (Button \"Continue\") is 353 × 50 pt in the app (the design sets no minimum)",
            "  \(dump):34:15: note: notNow (Button \"Not now\") is 353 × 44 pt in the app (the design sets no minimum)",
            "",
            "0 passed, 1 failed",
            "",
        ])
    }

    @Test func docsAppDumpsShowsWhatTheToolPrints() throws {
        // The drifted example in Docs/AppDumps.md is the tool's output, whole.
        let page = try String(contentsOfFile: Self.root + "/Docs/AppDumps.md", encoding: .utf8)
        let command = "$ primer-spec check --dump Tests/AppDumps/notifications-ready-drifted.txt --state ready "
            + "--container primer Specs/app-dump-notifications.primerspec"
        let lines = SpecTest.lines(page)
        let start = try #require(lines.firstIndex(of: command))
        let end = try #require(lines[start...].firstIndex(of: "```"))
        let result = Self.run(Self.drifted)
        expectSameLines(result.output, Array(lines[(start + 1)..<end]) + [""])
    }

    static let drifted = ["--dump", "Tests/AppDumps/notifications-ready-drifted.txt", "--state", "ready", "--container",
                          "primer", spec]

    @Test func jsonNamesBothFiles() throws {
        let result = Self.run(Self.drifted + ["--format", "json"])
        #expect(result.exitCode == .mismatch)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        let section = try #require((object["sections"] as? [[String: Any]])?.first)
        #expect(section["status"] as? String == "failed")
        #expect(section["line"] as? Int == 12)
        let finding = try #require((section["findings"] as? [[String: Any]])?.first)
        #expect(finding["file"] as? String == Self.spec)
        #expect(finding["line"] as? Int == 14)
        #expect(finding["notes"] as? [String] == [
            "Tests/AppDumps/notifications-ready-drifted.txt:28:15: note: the app's element: StaticText, label: 'Reminders "
                + "tells you when something needs you.', {{20.0, 227.0}, {353.0, 40.0}}",
        ])
    }

    @Test func junitAndGitHubReportTheFailure() {
        let junit = Self.run(Self.drifted + ["--format", "junit"])
        #expect(junit.exitCode == .mismatch)
        #expect(junit.output.contains("<failure type=\"mismatch\" message=\"the spec says &quot;Reminders lets you know when something needs "
                                      + "you.&quot;, but the app&apos;s dump shows"))
        let github = Self.run(Self.drifted + ["--format", "github"])
        #expect(github.exitCode == .mismatch)
        let first = SpecTest.lines(github.output).first ?? ""
        #expect(first.hasPrefix("::error file=\(Self.spec),line=14,col=3,title=primer-spec%3A app-dump ready"))
        #expect(first.contains("%0ATests/AppDumps/notifications-ready-drifted.txt:28:15: note: the app's element"))
        #expect(SpecTest.lines(github.output).contains { $0.hasPrefix("::notice file=Tests/AppDumps/notifications-ready-drifted.txt,line=33") })
    }

    @Test func aHungAppIsBadInput() {
        let result = Self.run(["--dump", "Tests/AppDumps/hung-app.txt", "--state", "ready", Self.spec])
        #expect(result.exitCode == .badInput)
        expectSameLines(result.output, [
            "ERROR \(Self.spec): the spec cannot be checked",
            "Tests/AppDumps/hung-app.txt:1:1: error: the dump has only a query chain and no 'Element subtree:': XCTest could "
                + "not snapshot the app 'com.example.Reminders' (it may have hung or crashed); expected a dump written while "
                + "the app is idle, with its element subtree",
            "",
            "1 spec file could not be checked (exit 2)",
            "0 passed, 0 failed",
            "",
        ])
    }

    @Test func aSpecWithoutTheVoiceOverSectionIsBadInput() throws {
        let folder = try makeTemporaryFolder()
        try TemporaryFiles.write("primer notifications\n\nvoiceover granted\n", to: "s.primerspec", in: folder)
        let dump = Self.root + "/Tests/AppDumps/notifications-ready.txt"
        let result = PrimerSpecTool.run(Invocation(arguments: ["check", "--dump", dump, "--state", "ready", "s.primerspec"],
                                                   workingDirectory: folder, blocks: .standard))
        #expect(result.exitCode == .badInput)
        #expect(SpecTest.lines(result.output).dropFirst().first == "s.primerspec:1:1: error: the spec has no 'voiceover ready' "
            + "section to hold the dump against; expected a 'voiceover ready' section in this spec (add it with an empty "
            + "body and run primer-spec check --record)")
    }

    static let usage: [([String], String)] = [
        (["--dump", "d.txt", spec], "--dump needs --state STATE: the state the app was in when the dump was written"),
        (["--dump", "d.txt", "--state", "ready"], "--dump holds one dump against one spec; expected exactly one SPEC, got 0"),
        (["--dump", "d.txt", "--state", "ready", spec, spec],
         "--dump holds one dump against one spec; expected exactly one SPEC, got 2"),
        (["--dump", "d.txt", "--state", "ready", "--record", spec],
         "'--record' does not go with --dump: a dump is compared, never recorded or audited on its own"),
        (["--state", "ready", spec], "'--state' goes with --dump FILE; to hold a dump against a spec: primer-spec check "
            + "--dump FILE --state STATE SPEC"),
        (["--dump", "d.txt", "--state", "ready", "--container", "a", "--identifier-prefix", "b", spec],
         "give one scope: --identifier-prefix, --container, or --first-label with --last-label"),
        (["--dump", "d.txt", "--state", "ready", "--first-label", "a", spec], "--first-label and --last-label go together"),
        (["--dump", "d.txt", "--state", "ready", "--container", "", spec], "a scope option needs text, got ''"),
        (["--dump", "Tests/AppDumps/notifications-ready.txt", "--state", "redy", spec],
         "unknown state 'redy'; expected one of ready, requesting, granted, denied, failed (did you mean 'ready'?)"),
        (["--dump", "Tests/AppDumps/notifications-ready.txt", "--state", "limited", spec],
         "state 'limited' applies only to photos; a notifications primer is granted or denied; expected a state of the "
            + "notifications primer"),
    ]

    @Test(arguments: usage)
    func usageErrors(_ arguments: [String], _ message: String) {
        let result = Self.run(arguments)
        #expect(result.exitCode == .badInput)
        #expect(result.output.isEmpty)
        #expect(result.errorOutput == "error: \(message)\nSee 'primer-spec check --help'.\n")
    }

    @Test func unreadableFiles() {
        let dump = Self.run(["--dump", "Tests/AppDumps/none.txt", "--state", "ready", Self.spec])
        #expect(dump.exitCode == .badInput)
        // Located at the voiceover section the dump is held against, with the reason.
        #expect(dump.errorOutput.isEmpty)
        #expect(SpecTest.lines(dump.output) == [
            "ERROR Specs/app-dump-notifications.primerspec: the spec cannot be checked",
            "Specs/app-dump-notifications.primerspec:12:1: error: --dump Tests/AppDumps/none.txt: cannot read the app "
                + "dump: no such file; expected a text file holding XCUIApplication().debugDescription, its path "
                + "relative to the working folder",
            "", "1 spec file could not be checked (exit 2)", "0 passed, 0 failed", "",
        ])
        let spec = Self.run(["--dump", "Tests/AppDumps/notifications-ready.txt", "--state", "ready", "Specs/none.primerspec"])
        // An unreadable spec is a located error, as in every command that reads specs.
        #expect(spec.exitCode == .badInput)
        #expect(SpecTest.lines(spec.output) == [
            "ERROR Specs/none.primerspec: the spec cannot be checked",
            "Specs/none.primerspec:1:1: error: cannot read 'Specs/none.primerspec': no such file; expected a readable "
                + ".primerspec file",
            "", "1 spec file could not be checked (exit 2)", "0 passed, 0 failed", "",
        ])
    }

    /// A FIFO or a device is never opened for reading: each is refused with what it is, at the spec's
    /// voiceover section.
    @Test func aDumpThatIsNotAFileIsRefusedWithTheReason() throws {
        let folder = NSTemporaryDirectory() + "dump-fifo-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let fifo = folder + "/dump.txt"
        #expect(mkfifo(fifo, 0o600) == 0)
        for (path, reason) in [(fifo, "it is a FIFO (named pipe), not a regular file"),
                               ("/dev/zero", "it is a character device, not a regular file")] {
            let result = Self.run(["--dump", path, "--state", "ready", Self.spec])
            #expect(result.exitCode == .badInput)
            #expect(SpecTest.lines(result.output)[1] == "Specs/app-dump-notifications.primerspec:12:1: error: --dump "
                    + "\(path): cannot read the app dump: \(reason); expected a text file holding "
                    + "XCUIApplication().debugDescription, its path relative to the working folder")
        }
    }

    @Test func helpListsTheDumpOptions() {
        let help = PrimerSpecTool.run(Invocation(arguments: ["check", "--help"], workingDirectory: Self.root, blocks: .standard))
        for option in ["--dump FILE", "--state STATE", "--identifier-prefix PREFIX", "--container IDENTIFIER",
                       "--first-label TEXT", "--last-label TEXT"] {
            #expect(help.output.contains("  " + option), "\(option)")
        }
    }
}
