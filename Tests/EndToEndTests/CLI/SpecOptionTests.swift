@testable import BlockTestSupport
import Foundation
@testable import PrimerCLI
@testable import PrimerSpec
@testable import PrimerSyntax
@testable import PrimerTestSupport
import Testing

/// `--spec FILE`: a team's own header (content, Info.plist or project, iOS release) reaches
/// `voiceover`, `motion` and `strings`.
@Suite("--spec FILE")
struct SpecOptionTests {
    static let root = SpecTest.repositoryRoot

    @Test func voiceoverReadsTheSpecsOwnWords() {
        let result = runTool("voiceover", "--spec", "Specs/atlas-location.primerspec", "--state", "denied", in: Self.root)
        #expect(result.exitCode == .success)
        #expect(result.errorOutput.isEmpty)
        expectSameLines(result.output, [
            "Location is off for Atlas. Heading.",
            "Turn it on in Settings, under Atlas, Location.",
            "Nearby trails, See the walks that start close to you.",
            "Stay on course, Keep your place on the map as you walk.",
            "Open Settings. Button.",
            "Not now. Button.",
            "",
            "Announced on entering denied:",
            "  requesting -> denied via answer: \"Location is off for Atlas\" priority high",
            "",
        ])
    }

    @Test func motionReadsTheProjectASpecNames() {
        let result = runTool("motion", "--spec", "Specs/atlas-project.primerspec", "--from", "requesting", "--to", "denied",
                             "--reduce-motion", in: Self.root)
        #expect(result.exitCode == .success)
        #expect(result.output.hasPrefix("0.00  +0.20  symbol        fade camera -> camera.slash"))
    }

    @Test func stringsCarryTheTeamsTitleAndBenefitsIntoTheStringCatalog() throws {
        let result = runTool("strings", "--spec", "Specs/atlas-location.primerspec", "--format", "xcstrings", in: Self.root)
        #expect(result.exitCode == .success)
        let entries = try StringsOutput.catalogEntries(result.output)
        #expect(entries["Find trails near you"]?.value == "Find trails near you")
        #expect(entries["Nearby trails"]?.value == "Nearby trails")
        #expect(entries["See the walks that start close to you."]?.comment?.contains(
            "\"Nearby trails, See the walks that start close to you.\"") == true)
        // The standard words that name the app hold %@; the spec's own words are as written.
        #expect(entries["Allow \u{201C}%@\u{201D} to use your location?"] != nil)
        #expect(entries["Atlas shows the trails around you and keeps your place on the map."] != nil)
        #expect(entries["Allow While Using App"] != nil)
    }

    @Test func aSpecsWarningsGoToStandardErrorUnlessItAcceptsThem() throws {
        let folder = try makeTemporaryFolder()
        let spec = "primer camera\napp \"Receipts\"\npurpose \"Receipts reads receipts.\"\nios 16\n"
        try TemporaryFiles.write(spec + "\nvoiceover ready\n", to: "Specs/r.primerspec", in: folder)
        let result = runTool("voiceover", "--spec", "Specs/r.primerspec", in: folder)
        #expect(result.exitCode == .success)
        #expect(result.errorOutput == "Specs/r.primerspec:4:5: warning: assumption: the camera alert's "
                + "words on iOS 16.0 are not on record; these are iOS 17's (Docs/Model.md, Releases); give alert-title and "
                + "alert-buttons to state them\n")
        // The bundled receipts spec accepts it (`accept model-assumption - "…"`): nothing beside the output.
        let accepted = runTool("voiceover", "--spec", "Specs/receipts-default-plist.primerspec", in: Self.root)
        #expect(accepted.exitCode == .success)
        #expect(accepted.errorOutput.isEmpty)
    }

    @Test(arguments: [
        (["voiceover", "camera", "--spec", "Specs/camera.primerspec"],
         "error: --spec gives the block and its kind; drop camera"),
        (["voiceover", "--spec", "Specs/camera.primerspec", "--app", "Zap"],
         "error: --spec gives the content; drop --app (write it in the spec's header)"),
        (["motion", "--spec", "Specs/camera.primerspec", "--all", "--block", "primer-screen"],
         "error: Specs/camera.primerspec describes the permission-primer block, not primer-screen; drop --block"),
        (["voiceover", "--spec", "Specs/nothing.primerspec"], "error: Specs/nothing.primerspec: cannot read the spec: no such file"),
    ])
    func conflictsAreUsageErrors(_ arguments: [String], _ firstLine: String) {
        let result = PrimerSpecTool.run(Invocation(arguments: arguments, workingDirectory: Self.root))
        #expect(result.exitCode == .badInput)
        #expect(SpecTest.lines(result.errorOutput).first == firstLine)
    }

    @Test func aSpecWhoseHeaderDoesNotResolveIsExitTwoWithEveryErrorLocated() throws {
        let folder = try makeTemporaryFolder()
        try TemporaryFiles.write("primer camera\ntitel \"x\"\n\nvoiceover ready\n  \"a bad body is not the header's problem\n",
                                 to: "bad.primerspec", in: folder)
        let result = runTool("voiceover", "--spec", "bad.primerspec", in: folder)
        #expect(result.exitCode == .badInput)
        let lines = SpecTest.lines(result.errorOutput)
        #expect(lines.first?.hasPrefix("bad.primerspec:1:8: error: no purpose string for the camera primer") == true)
        #expect(lines.contains { $0.hasPrefix("bad.primerspec:2:1: error: unknown keyword 'titel'") })
        #expect(!lines.contains { $0.hasPrefix("bad.primerspec:5") }, "section errors are not the header's")
        #expect(lines.dropLast().last == "error: bad.primerspec: the spec's header cannot be read")
    }

    @Test func theUsageLinesListTheSelectedBlocksOptions() {
        for command in ["voiceover", "motion"] {
            let help = runTool(command, "--help").output
            let usage = SpecTest.lines(help).filter { $0.hasPrefix("  block options, --block permission-primer:") }
            #expect(usage.count == 1, "\(command)")
            for option in ["[--ios VERSION]", "[--custom-request]", "[--app NAME]", "[--info-plist FILE]",
                           "[--project PATH]", "[--purpose TEXT]", "[--build-setting NAME=VALUE ...]"] {
                #expect(usage.first?.contains(option) == true, "\(command) \(option)")
            }
            #expect(help.contains("[--spec FILE | block options]"))
            #expect(!help.contains("--block primer-screen:"))
            let screen = runTool(command, "--block", "primer-screen", "--help").output
            #expect(screen.contains("  block options, --block primer-screen: [--ios VERSION] [--tint COLOR] [--no-skip]"))
            #expect(screen.contains("  --ios VERSION             The iOS release whose system colours to use (18, or 26 and "
                                    + "later; default: 18).\n"))
            #expect(!screen.contains("--custom-request") && !screen.contains("permission priming"))
        }
    }
}
