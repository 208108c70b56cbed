@testable import BlockTestSupport
import Foundation
@testable import PermissionPriming
import PrimerBlocks
@testable import PrimerCLI
@testable import PrimerMotion
@testable import PrimerSpec
@testable import PrimerSyntax
@testable import PrimerTestSupport
import Testing

/// `voiceover`, `motion` and `strings` with `--block permission-priming` and a type.
@Suite("Permission priming on the command line")
struct CommandLineTests {
    static let types = "notifications, camera, photo-library, location-when-in-use, location-always, microphone, "
        + "contacts, health, tracking"

    @Test func voiceoverReadsAState() {
        let result = PrimingTest.run("voiceover", "tracking", "--block", "permission-priming", "--state", "requesting")
        #expect(result.exitCode == .success)
        #expect(result.output == """
            hand raised fill. Image.
            Allow Tracking
            Allow us to deliver personalized ads and measure campaign effectiveness.
            In progress. Dimmed. Button.
            Not Now. Button.

            """)
    }

    @Test func voiceoverTakesCustomCopy() {
        let result = PrimingTest.run("voiceover", "location-when-in-use", "--block", "permission-priming",
                                     "--title", "Find Nearby Coffee", "--description", "Cafes near you.")
        #expect(result.output == "location fill. Image.\nFind Nearby Coffee\nCafes near you.\nEnable. Button.\nNot Now. Button.\n")
        #expect(result.errorOutput.isEmpty)
    }

    /// The command line follows the spec header's rule for custom copy `permissionGated` drops, with
    /// the same warning, naming the option.
    @Test(arguments: [
        (["--title", "Coffee"], ["warning: permissionGated passes custom copy only when both title and description are "
            + "given; with --title alone the gate shows the standard copy, and only a PermissionPrimingView built "
            + "directly shows this"]),
        (["--description", "Cafes near you."], ["warning: permissionGated passes custom copy only when both title and "
            + "description are given; with --description alone the gate shows the standard copy, and only a "
            + "PermissionPrimingView built directly shows this"]),
        (["--title", "Coffee", "--description", "Cafes.", "--symbol", "cup.and.saucer"],
         ["warning: permissionGated has no image parameter; only a PermissionPrimingView built with customImage shows "
            + "this symbol"]),
    ])
    func customCopyTheGateDropsIsShownWithAWarning(_ options: [String], _ warnings: [String]) {
        let arguments = ["voiceover", "location-when-in-use", "--block", "permission-priming"] + options
        let result = PrimerSpecTool.run(Invocation(arguments: arguments, workingDirectory: PrimingTest.repositoryRoot,
                                                   blocks: .standard))
        #expect(result.exitCode == .success)
        #expect(result.errorOutput == warnings.joined(separator: "\n") + "\n")
    }

    @Test func voiceoverPrintsSizesWithFixedParts() {
        let result = PrimingTest.run("voiceover", "camera", "--block", "permission-priming", "--state", "denied",
                                     "--dynamic-type", "accessibility3", "--sizes")
        #expect(result.output == """
            deniedSymbol  fixed   56pt
            deniedTitle   title2  44pt
            deniedLine    body    40pt
            openSettings  body    40pt

            """)
    }

    @Test func motionPrintsATransition() {
        let result = PrimingTest.run("motion", "health", "--block", "permission-priming", "--from", "requesting",
                                     "--to", "ready", "--reduce-motion")
        #expect(result.output == """
            0.00  +0.00  enable  progress hidden  instant
            0.00         call    onGranted
            0.00         call    dismiss

            """)
    }

    @Test(arguments: [
        (["voiceover", "--block", "permission-priming"], "error: missing TYPE; expected one of \(types)"),
        (["voiceover", "camra", "--block", "permission-priming"],
         "error: unknown permission type 'camra'; expected one of \(types) (did you mean 'camera'?)"),
        (["voiceover", "camera", "health", "--block", "permission-priming"], "error: expected one TYPE, got 2: camera health"),
        (["voiceover", "camera", "--block", "permission-priming", "--status", "limited"],
         "error: unknown camera status 'limited'; expected one of not-determined, restricted, denied, authorized"),
        (["voiceover", "camera", "--block", "permission-priming", "--error", "x"],
         "error: --error is not an option of the permission-priming block; expected one of --app, --info-plist, "
         + "--project, --target, --configuration, --xcconfig, --locale, --strings, --build-setting, --status, --title, --description, "
         + "--symbol, --ios, --tint"),
        (["voiceover", "camera", "--block", "permission-priming", "--ios", "26"],
         "error: unknown iOS version '26' for permission priming; expected a release from 17 to 18, such as 17.6 "
            + "(the templates need iOS 17 for @Observable)"),
        (["motion", "health", "--block", "permission-priming", "--from", "requesting", "--to", "content"],
         "error: the health priming has no transition requesting -> content; from requesting it allows: "
            + "requesting -> ready via answer"),
        (["voiceover", "camera", "--block", "permission-priming", "--info-plist", "Specs/Fixtures/Atlas-Info.plist"],
         "error: Specs/Fixtures/Atlas-Info.plist: missing NSCameraUsageDescription: the camera request needs this "
            + "purpose string, and the app crashes asking without it"),
        (["strings", "camera", "camera", "--block", "permission-priming"], "error: type 'camera' is given twice; give it once"),
    ])
    func badInputIsOneLineAndExitTwo(_ arguments: [String], _ message: String) {
        let result = PrimerSpecTool.run(Invocation(arguments: arguments, workingDirectory: PrimingTest.repositoryRoot,
                                                   blocks: .standard))
        #expect(result.exitCode == .badInput)
        #expect(result.errorOutput.components(separatedBy: "\n").first == message)
    }

    @Test func stringsCoverEveryTypeByDefault() throws {
        let result = PrimingTest.run("strings", "--block", "permission-priming", "--format", "json")
        #expect(result.exitCode == .success)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        let types = try #require(object["sections"] as? [[String: Any]])
        #expect(types.compactMap { $0["title"] as? String } == PermissionType.allCases.map(\.rawValue))
        #expect(types.allSatisfy { ($0["announcements"] as? [Any])?.isEmpty == true })
        #expect(types.allSatisfy { ($0["details"] as? [String])?.isEmpty == false }, "what iOS brings up after Enable")
    }

    @Test func stringsMarkdownListsScreensAndPrompts() {
        let result = PrimingTest.run("strings", "camera", "--block", "permission-priming", "--app", "Coffee Finder")
        #expect(result.output.contains("| `enable` | requesting | In progress. Dimmed. Button. | |"))
        #expect(result.output.contains("- from not-determined: alert; title: \u{201C}Coffee Finder\u{201D} Would Like to "
                                       + "Access the Camera; message: the app\u{2019}s NSCameraUsageDescription string; "
                                       + "buttons: Don\u{2019}t Allow, Allow"))
        #expect(result.output.contains("`Image(systemName: \"camera.fill\")` reads \u{201C}camera fill\u{201D} (name rule (choice))"))
    }

    @Test func stringsOfEveryBlockIncludeThisOne() throws {
        let markdown = PrimingTest.run("strings", "--block", "all")
        #expect(markdown.exitCode == .success)
        #expect(markdown.output.contains("\n## Spoken strings: permission priming\n"))
        let catalog = PrimingTest.run("strings", "--block", "all", "--format", "xcstrings")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(catalog.output.utf8)) as? [String: Any])
        let keys = try #require((object["strings"] as? [String: Any])?.keys)
        #expect(keys.contains("Allow Camera Access"))
        #expect(keys.contains("Enable"))
        #expect(keys.contains("Stay in the loop"))
        #expect(!keys.contains("camera fill"), "VoiceOver's reading of a symbol is not the app's to translate")
    }
}
