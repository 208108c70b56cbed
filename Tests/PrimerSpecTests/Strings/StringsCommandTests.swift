@testable import PermissionPrimer
import Foundation
import PrimerModel
import Testing
@testable import PrimerSpec

@Suite("primer-spec strings")
struct StringsCommandTests {
    @Test func byDefaultEveryKindAsMarkdown() {
        let result = runTool("strings")
        #expect(result.exitCode == .success)
        #expect(result.errorOutput.isEmpty)
        let headings = result.output.split(separator: "\n").filter { $0.hasPrefix("## ") }
        #expect(headings == ["## notifications", "## location", "## camera", "## photos"])
        #expect(result.output.hasPrefix("# Spoken strings\n"))
    }

    @Test func kindsAreListedInTheOrderGiven() {
        let output = runTool("strings", "photos", "camera").output
        #expect(output.split(separator: "\n").filter { $0.hasPrefix("## ") } == ["## photos", "## camera"])
    }

    @Test func formatsAreSelectable() throws {
        #expect(runTool("strings", "camera", "--format", "markdown").output == runTool("strings", "camera").output)
        #expect(runTool("strings", "camera", "--format=json").output.hasPrefix("{\n  \"appName\" : \"Reminders\","))
        #expect(runTool("strings", "camera", "--format", "xcstrings").output.hasPrefix("{\n  \"sourceLanguage\" : \"en\","))
    }

    @Test func theFailedStateIsIncludedAndSaidToNeedACustomRequest() {
        let output = runTool("strings", "location").output
        #expect(output.contains("States: ready, requesting, granted, denied, failed (custom request only)."))
        #expect(output.contains("| `error` | failed | Something went wrong. Try again. | |"))
        #expect(output.contains("| `continue` | ready, failed | Continue. Button. | |"))
        #expect(output.contains("| `notNow` | requesting | Not now. Dimmed. Button. | |"))
    }

    @Test func theIOSVersionPicksTheAlertWords() {
        let old = runTool("strings", "camera", "--ios", "17.5").output
        #expect(old.contains("Buttons: Don\u{2019}t Allow, OK."))
        #expect(old.contains("the iOS 17.5 system alert"))
        #expect(runTool("strings", "photos", "--ios", "16").output.contains("Select Photos\u{2026}"))
    }

    @Test(arguments: [
        (["strings", "camra"],
         "error: unknown kind 'camra'; expected one of notifications, location, camera, photos (did you mean 'camera'?)\n"
            + "See 'primer-spec strings --help'.\n"),
        (["strings", "--format", "yaml"],
         "error: unknown format 'yaml'; expected one of markdown, xcstrings, json\nSee 'primer-spec strings --help'.\n"),
        (["strings", "--format", "xcstring"],
         "error: unknown format 'xcstring'; expected one of markdown, xcstrings, json (did you mean 'xcstrings'?)\n"
            + "See 'primer-spec strings --help'.\n"),
        (["strings", "camera", "photos", "camera"],
         "error: kind 'camera' is given twice; give it once\nSee 'primer-spec strings --help'.\n"),
        (["strings", "--format"],
         "error: '--format' needs a value: --format FORMAT\nSee 'primer-spec strings --help'.\n"),
        (["strings", "--state", "ready"],
         "error: unknown option '--state'; expected one of --block, --format, --app, --info-plist, --ios, --error, --custom-request, --tint, --no-skip, --status, --title, --description, --symbol (did you mean '--status'?)\n"
            + "See 'primer-spec strings --help'.\n"),
        (["strings", "--app", " "], "error: --app needs a non-empty name\nSee 'primer-spec strings --help'.\n"),
        (["strings", "--app", "A", "--info-plist", "B"],
         "error: give --app or --info-plist, not both\nSee 'primer-spec strings --help'.\n"),
        (["strings", "--ios", "12"],
         "error: unknown iOS version '12'; expected a release from 14 to 18, such as 17.6\n"
            + "See 'primer-spec strings --help'.\n"),
        (["strings", "--info-plist", "Missing.plist"], "error: /tmp/Missing.plist: cannot read the Info.plist: no such file\n"),
    ])
    func badInputIsOneLineAndExitTwo(_ arguments: [String], _ expected: String) {
        let result = PrimerSpecTool.run(Invocation(arguments: arguments, workingDirectory: "/tmp"))
        #expect(result.exitCode == .badInput)
        #expect(result.output.isEmpty)
        #expect(result.errorOutput == expected)
    }

    @Test func anInfoPlistThatIsNotAPropertyListNamesTheFile() throws {
        let folder = try makeTemporaryFolder()
        try Data("not a plist".utf8).write(to: URL(fileURLWithPath: folder + "/Info.plist"))
        let result = runTool("strings", "--info-plist", "Info.plist", "--format", "xcstrings", in: folder)
        #expect(result.exitCode == .badInput)
        #expect(result.output.isEmpty)
        #expect(result.errorOutput
                == "error: \(folder)/Info.plist: not a property list (expected an XML or binary Info.plist): it is "
                + "neither XML (starting with <?xml or <plist) nor binary (starting with bplist00)\n")
    }

    @Test func aMissingPurposeStringIsAnErrorForTheKindThatNeedsIt() throws {
        let folder = try writeInfoPlist(["CFBundleName": "Atlas", "NSCameraUsageDescription": "Atlas scans codes."])
        let camera = runTool("strings", "notifications", "camera", "--info-plist", "Info.plist", in: folder)
        #expect(camera.exitCode == .success)
        #expect(camera.output.contains("Atlas scans codes."))
        let all = runTool("strings", "--info-plist", "Info.plist", "--format", "json", in: folder)
        #expect(all.exitCode == .badInput)
        #expect(all.output.isEmpty)
        #expect(all.errorOutput == "error: \(folder)/Info.plist: missing NSLocationWhenInUseUsageDescription: the "
                + "location primer needs this purpose string, and the app would crash asking for location without it\n")
    }

    @Test func anUnexpandedBuildSettingIsLocated() throws {
        let folder = try writeInfoPlist(["CFBundleDisplayName": "$(PRODUCT_NAME)"])
        let result = runTool("strings", "notifications", "--info-plist", "Info.plist", in: folder)
        #expect(result.exitCode == .badInput)
        #expect(result.errorOutput.hasPrefix("error: \(folder)/Info.plist:"))
        #expect(result.errorOutput.hasSuffix(": CFBundleDisplayName is '$(PRODUCT_NAME)', an unexpanded build setting; "
                + "point at the built app's Info.plist or pass --app NAME\n"))
    }

    @Test(arguments: [["strings", "--help"], ["help", "strings"]])
    func helpExplainsEveryOption(_ arguments: [String]) {
        let result = PrimerSpecTool.run(Invocation(arguments: arguments, workingDirectory: "/"))
        #expect(result.exitCode == .success)
        #expect(result.output.hasPrefix("OVERVIEW: Print every string VoiceOver speaks or announces"))
        for option in ["--format", "--app", "--info-plist", "--ios", "--error", "KIND ..."] {
            #expect(result.output.contains(option))
        }
    }

    @Test func theOverviewListsTheCommand() {
        #expect(PrimerSpecTool.overview.contains("  strings     Print every string VoiceOver speaks or announces"))
    }
}
