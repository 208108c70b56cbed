import Foundation
@testable import PrimerCLI
import PrimerModel
@testable import PrimerMotion
@testable import PrimerSpec
@testable import PrimerSyntax
@testable import PrimerTestSupport
import Testing

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
         "error: unknown option '--state'; expected one of --block, --spec, --format, --app, --info-plist, --project, "
            + "--target, --configuration, --xcconfig, --locale, --strings, --build-setting, --purpose, --ios, --error, --custom-request\n"
            + "See 'primer-spec strings --help'.\n"),
        (["strings", "--app", " "], "error: --app needs a non-empty name\nSee 'primer-spec strings --help'.\n"),
        (["strings", "--project", "A.xcodeproj", "--xcconfig", "B.xcconfig"],
         "error: give --project or --xcconfig, not both: the project reads the xcconfig files its configurations are "
            + "based on\nSee 'primer-spec strings --help'.\n"),
        (["strings", "--target", "App"],
         "error: --target names a part of a project; give --project PATH with it\nSee 'primer-spec strings --help'.\n"),
        (["strings", "--purpose", "Why."],
         "error: --purpose gives one kind's purpose string; with several kinds, give --info-plist, --project or --xcconfig\n"
            + "See 'primer-spec strings --help'.\n"),
        (["strings", "--ios", "12"],
         "error: unknown iOS version '12'; expected a release from 14 to 18, or 26, such as 17.6 (19 to 25 never shipped)\n"
            + "See 'primer-spec strings --help'.\n"),
        (["strings", "--info-plist", "Missing.plist"],
         "error: Missing.plist: cannot read the Info.plist: no such file; expected a readable Info.plist\n"
            + "See 'primer-spec strings --help'.\n"),
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
        #expect(result.errorOutput == "error: Info.plist: not a property list: it is neither XML (starting with <?xml "
                + "or <plist) nor binary (starting with bplist00); expected an XML or binary Info.plist\n"
                + "See 'primer-spec strings --help'.\n")
    }

    @Test func aMissingPurposeStringIsAnErrorForTheKindThatNeedsIt() throws {
        let folder = try writeInfoPlist(["CFBundleName": "Atlas", "NSCameraUsageDescription": "Atlas scans codes."])
        let camera = runTool("strings", "notifications", "camera", "--info-plist", "Info.plist", in: folder)
        #expect(camera.exitCode == .success)
        #expect(camera.output.contains("Atlas scans codes."))
        let all = runTool("strings", "--info-plist", "Info.plist", "--format", "json", in: folder)
        #expect(all.exitCode == .badInput)
        #expect(all.output.isEmpty)
        #expect(all.errorOutput == "error: Info.plist has no NSLocationWhenInUseUsageDescription: the location primer "
                + "needs the purpose string iOS shows in its alert (the app crashes asking for location without it); "
                + "expected NSLocationWhenInUseUsageDescription (INFOPLIST_KEY_NSLocationWhenInUseUsageDescription in a "
                + "project or xcconfig), or --purpose TEXT\nSee 'primer-spec strings --help'.\n")
        // Without any file, the purpose strings are shown by their keys and a note says so: never made up.
        let bare = runTool("strings", "camera", "--format", "json")
        #expect(bare.exitCode == .success)
        #expect(bare.output.contains("[NSCameraUsageDescription]"))
        #expect(bare.output.contains("\"notes\" : ["))
    }

    @Test func anUnexpandedBuildSettingIsLocated() throws {
        let folder = try writeInfoPlist(["CFBundleDisplayName": "$(PRODUCT_NAME)"])
        let result = runTool("strings", "notifications", "--info-plist", "Info.plist", in: folder)
        #expect(result.exitCode == .badInput)
        #expect(result.errorOutput.hasPrefix("error: Info.plist:"))
        #expect(result.errorOutput.contains(": CFBundleDisplayName is '$(PRODUCT_NAME)': $(PRODUCT_NAME) refers to "
                + "PRODUCT_NAME, which is not set; expected PRODUCT_NAME set in the project, the xcconfig, or with "
                + "build-setting PRODUCT_NAME \"VALUE\" (--build-setting PRODUCT_NAME=VALUE), or app \"NAME\" in the spec (--app NAME)"))
        // Given the build setting, the name reads.
        let named = runTool("strings", "notifications", "--info-plist", "Info.plist", "--build-setting", "PRODUCT_NAME=Atlas",
                            in: folder)
        #expect(named.exitCode == .success)
        #expect(named.output.contains("for the app name \u{201C}Atlas\u{201D}"))
    }

    @Test(arguments: [["strings", "--help"], ["help", "strings"]])
    func helpExplainsEveryOption(_ arguments: [String]) {
        let result = PrimerSpecTool.run(Invocation(arguments: arguments, workingDirectory: "/"))
        #expect(result.exitCode == .success)
        #expect(result.output.hasPrefix("OVERVIEW: Print every string VoiceOver speaks or announces"))
        for option in ["--format", "--app", "--info-plist", "--project", "--xcconfig", "--build-setting", "--purpose",
                       "--spec", "--ios", "--error", "KIND ..."] {
            #expect(result.output.contains(option))
        }
    }

    @Test func theOverviewListsTheCommand() {
        #expect(PrimerSpecTool.overview.contains("  strings     Print every string VoiceOver speaks or announces"))
    }
}
