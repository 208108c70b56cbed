@testable import BlockTestSupport
import Foundation
import PrimerAppInfo
@testable import PrimerCLI
@testable import PrimerScan
@testable import PrimerSpec
@testable import PrimerTestSupport
import Testing

/// `primer-spec init`: recorded specs that `check` passes, never an overwrite, and the permissions a
/// block does not model named with the block that does.
@Suite("init command")
struct InitCommandTests {
    /// A copy of the plist fixture app in a temporary folder.
    static func app(_ name: String = #function) throws -> String {
        let folder = try makeTemporaryFolder(name)
        let source = ScanCommandTests.fixtures + "/PlistApp"
        for item in try FileManager.default.contentsOfDirectory(atPath: source) {
            try FileManager.default.copyItem(atPath: source + "/" + item, toPath: folder + "/" + item)
        }
        return folder
    }

    @Test func writesRecordedSpecsThatCheckPasses() throws {
        let folder = try Self.app()
        let result = runTool("init", "--info-plist", "Info.plist", "Sources", in: folder)
        #expect(result.exitCode == .success)
        expectSameLines(result.output, [
            "wrote Specs/notifications.primerspec (notifications, 34 sections)",
            "wrote Specs/location.primerspec (location-when-in-use, 34 sections)",
            "wrote Specs/camera.primerspec (camera, 34 sections)",
            "not written: location-always: permission-primer does not model it; --block permission-priming or "
                + "--block primer-screen does",
            "not written: microphone: permission-primer does not model it; --block permission-priming or --block "
                + "primer-screen does",
            "not written: photos-add-only: permission-primer does not model it; --block primer-screen does",
            "not written: contacts: permission-primer does not model it; --block permission-priming or --block "
                + "primer-screen does",
            "next: review each spec's content (its words come from Info.plist), then",
            "  swift package primer-spec-check     # or: primer-spec check Specs",
            "  and in CI: swift run primer-spec check Specs --format github && swift run primer-spec scan --info-plist Info.plist Sources --format github",
            "",
        ])
        let camera = try TemporaryFiles.text(at: folder + "/Specs/camera.primerspec")
        expectSameLines(Array(SpecTest.lines(camera).prefix(6)), [
            "# The camera primer, written by primer-spec init from Info.plist. Review the content, then",
            "# regenerate the bodies with: primer-spec check --record",
            "primer camera",
            "info-plist \"../Info.plist\"",
            "",
            "voiceover ready",
        ])
        #expect(camera.contains("Trailhead uses the camera to photograph trail markers."))
        let check = runTool("check", "Specs", in: folder)
        #expect(check.exitCode == .success, "\(check.output)")
        // The specs cover what the app asks for: scan notes only what the block does not model.
        let scan = runTool("scan", "--info-plist", "Info.plist", "Sources", in: folder)
        let uncovered = scan.output.split(separator: "\n").filter { $0.contains("no spec covers it") }
            .map { $0.split(separator: " ").prefix(3).joined(separator: " ") }
        expectSameLines(uncovered, ["NOTE Sources/Permissions.swift:24:17 location-always:",
                                    "NOTE Sources/Permissions.swift:32:34 microphone:",
                                    "NOTE Sources/Permissions.swift:36:24 photos-add-only:"])
    }

    @Test func secondInitChangesNothing() throws {
        let folder = try Self.app()
        _ = runTool("init", "--info-plist", "Info.plist", in: folder)
        let names = try TemporaryFiles.names(in: folder + "/Specs")
        let before = try names.map { try TemporaryFiles.bytes(at: folder + "/Specs/" + $0) }
        let again = runTool("init", "--info-plist", "Info.plist", in: folder)
        #expect(again.exitCode == .success)
        #expect(again.output.hasPrefix("left alone Specs/notifications.primerspec: it is there already (notifications)\n"))
        #expect(!again.output.contains("wrote "))
        #expect(try TemporaryFiles.names(in: folder + "/Specs") == names)
        #expect(try names.map { try TemporaryFiles.bytes(at: folder + "/Specs/" + $0) } == before)
    }

    @Test func anExistingFileIsLeftAlone() throws {
        let folder = try Self.app()
        try FileManager.default.createDirectory(atPath: folder + "/Specs", withIntermediateDirectories: true)
        _ = try TemporaryFiles.write("# mine\n", to: "Specs/camera.primerspec", in: folder)
        let result = runTool("init", "--info-plist", "Info.plist", in: folder)
        #expect(result.output.contains("left alone Specs/camera.primerspec: it is there already (camera)"))
        #expect(try TemporaryFiles.text(at: folder + "/Specs/camera.primerspec") == "# mine\n")
    }

    /// The Permission Priming templates model all nine of their types; a spec whose purpose string is
    /// empty or missing is not written, and the error names the key.
    @Test func primingBlockNamesWhatItCannotWrite() throws {
        let folder = try Self.app()
        let result = runTool("init", "--block", "permission-priming", "--info-plist", "Info.plist", "--output", "Priming",
                             in: folder)
        #expect(result.exitCode == .mismatch)
        #expect(result.output.contains("wrote Priming/contacts.primerspec (contacts, "))
        #expect(result.output.contains("not written: Priming/microphone.primerspec (microphone): see the error below"))
        #expect(result.output.contains("not written: photos-add-only: permission-priming does not model it; "
                                       + "--block primer-screen does"))
        #expect(result.errorOutput.contains("NSMicrophoneUsageDescription is empty"))
        #expect(result.errorOutput.contains("NSLocationAlwaysAndWhenInUseUsageDescription"))
        #expect(!FileManager.default.fileExists(atPath: folder + "/Priming/microphone.primerspec"))
        #expect(runTool("check", "Priming", in: folder).exitCode == .success)
    }

    /// The primer screen takes the app's own words: the purpose string is its message. A purpose
    /// string missing or empty is refused, at the Info.plist, naming the key.
    @Test func primerScreenUsesThePurposeString() throws {
        let folder = try Self.app()
        let result = runTool("init", "--block", "primer-screen", "--info-plist", "Info.plist", in: folder)
        #expect(result.exitCode == .mismatch)
        expectSameLines(result.errorOutput, [
            "error: Specs/location-always.primerspec not written: Info.plist:1:1: Info.plist has no "
                + "NSLocationAlwaysAndWhenInUseUsageDescription: the location-always primer's message is the purpose "
                + "string iOS shows in its alert; expected NSLocationAlwaysAndWhenInUseUsageDescription in the "
                + "Info.plist (INFOPLIST_KEY_NSLocationAlwaysAndWhenInUseUsageDescription in a project or xcconfig)",
            "error: Specs/microphone.primerspec not written: Info.plist:12:2: NSMicrophoneUsageDescription is empty in "
                + "Info.plist: the microphone primer's message needs the words iOS shows in its alert; expected a "
                + "non-empty purpose string",
            "",
        ])
        let text = try TemporaryFiles.text(at: folder + "/Specs/camera.primerspec")
        expectSameLines(Array(SpecTest.lines(text).prefix(7)), [
            "# The camera primer, written by primer-spec init from Info.plist. Review the content, then",
            "# regenerate the bodies with: primer-spec check --record",
            "# App: Info.plist",
            "block primer-screen",
            "symbol \"camera.fill\"",
            "title \"Allow the camera\"",
            "message \"Trailhead uses the camera to photograph trail markers.\"",
        ])
        #expect(runTool("check", "Specs", in: folder).exitCode == .success)
    }

    @Test(arguments: [
        (["init", "--block", "nope", "--info-plist", "Info.plist"], "unknown block 'nope'"),
        (["init", "Sources"], "give --project PATH, --info-plist FILE or --xcconfig FILE"),
    ] as [([String], String)])
    func badUsageExitsTwo(arguments: [String], message: String) throws {
        let result = PrimerSpecTool.run(Invocation(arguments: arguments, workingDirectory: ScanCommandTests.fixtures + "/PlistApp"))
        #expect(result.exitCode == .badInput)
        #expect(result.errorOutput.contains(message), "\(result.errorOutput)")
    }
}
