@testable import BlockTestSupport
import Foundation
@testable import PrimerCLI
@testable import PrimerSpec
@testable import PrimerSyntax
@testable import PrimerTestSupport
import Testing

@Suite("primer-spec voiceover")
struct VoiceOverCommandTests {
    @Test func printsRequestingWithWaitingForYourAnswer() {
        let result = runTool("voiceover", "notifications", "--state", "requesting")
        #expect(result.exitCode == .success)
        #expect(result.output.split(separator: "\n").contains("Waiting for your answer. Dimmed. Button."))
        #expect(result.output.contains("Next, iOS asks: \u{201C}Reminders\u{201D} Would Like to Send You Notifications."))
    }

    @Test func grantedListsItsAnnouncements() {
        let result = runTool("voiceover", "notifications", "--state", "granted")
        #expect(result.output.contains("Announced on entering granted:"))
        #expect(result.output.contains("requesting -> granted via answer: \"Notifications are on\" priority high"))
    }

    @Test func failedShowsTheGivenError() {
        let result = runTool("voiceover", "camera", "--state", "failed", "--error", "No network.", "--custom-request")
        #expect(result.exitCode == .success)
        #expect(result.output.contains("No network."))
    }

    @Test func appNameFlowsIntoTheSampleAlert() {
        let result = runTool("voiceover", "camera", "--app", "Atlas \u{1F5FA}")
        #expect(result.output.contains("\u{201C}Atlas \u{1F5FA}\u{201D} Would Like to Access the Camera"))
    }

    @Test(arguments: [
        (["voiceover", "notificatons"],
         "error: unknown kind 'notificatons'; expected one of notifications, location, camera, photos (did you mean 'notifications'?)"),
        (["voiceover", "camera", "--state", "limited"],
         "error: state 'limited' applies only to photos; a camera primer is granted or denied"),
        (["voiceover", "camera", "--state", "grantd"],
         "error: unknown state 'grantd'; expected one of ready, requesting, granted, denied, failed (did you mean 'granted'?)"),
        (["voiceover", "camera", "--dynamic-type", "huge"],
         "error: unknown Dynamic Type size 'huge'; expected one of xSmall, small, medium, large, xLarge, xxLarge, xxxLarge, accessibility1, accessibility2, accessibility3, accessibility4, accessibility5"),
        (["voiceover"], "error: missing KIND; expected one of notifications, location, camera, photos"),
        (["voiceover", "camera", "--error", "x"], "error: --error applies only to --state failed"),
        (["voiceover", "camera", "--state", "failed"],
         "error: state 'failed' is reached only when a custom request throws; add 'custom-request' to the header "
            + "(--custom-request on the command line)"),
        (["voiceover", "camera", "--purpose", " "], "error: --purpose needs the words iOS shows in the alert"),
        (["voiceover", "notifications", "--purpose", "Why."],
         "error: --purpose: the notifications alert has no purpose string (iOS shows fixed text)"),
        (["voiceover", "camera", "--ios", "12"],
         "error: unknown iOS version '12'; expected a release from 14 to 18, or 26, such as 17.6 (19 to 25 never shipped)"),
        (["voiceover", "camera", "--ios", "21"],
         "error: unknown iOS version '21'; expected a release from 14 to 18, or 26, such as 17.6 (19 to 25 never shipped)"),
    ])
    func badInputIsOneLineAndExitTwo(_ arguments: [String], _ firstLine: String) {
        let result = PrimerSpecTool.run(Invocation(arguments: arguments, workingDirectory: "/"))
        #expect(result.exitCode == .badInput)
        #expect(result.output.isEmpty)
        #expect(result.errorOutput.split(separator: "\n").first.map(String.init) == firstLine)
    }

    @Test func missingInfoPlistNamesTheFile() {
        let result = runTool("voiceover", "camera", "--info-plist", "Missing.plist", in: "/tmp")
        #expect(result.exitCode == .badInput)
        #expect(result.errorOutput == "error: Missing.plist: cannot read the Info.plist: no such file; expected a readable "
                + "Info.plist\nSee 'primer-spec voiceover --help'.\n")
    }

    @Test func infoPlistWithoutThePurposeStringIsAnError() throws {
        let folder = try makeTemporaryFolder()
        let plist = "<?xml version=\"1.0\"?><plist version=\"1.0\"><dict><key>CFBundleName</key><string>Atlas</string></dict></plist>"
        try Data(plist.utf8).write(to: URL(fileURLWithPath: folder + "/Info.plist"))
        let result = runTool("voiceover", "camera", "--info-plist", "Info.plist", in: folder)
        #expect(result.exitCode == .badInput)
        #expect(result.errorOutput.contains("Info.plist has no NSCameraUsageDescription"))
        #expect(result.errorOutput.contains("or --purpose TEXT"))
    }

    @Test(arguments: [["--help"], ["voiceover", "--help"], ["help", "voiceover"]])
    func helpExplainsEveryOption(_ arguments: [String]) {
        let result = PrimerSpecTool.run(Invocation(arguments: arguments, workingDirectory: "/"))
        #expect(result.exitCode == .success)
        if arguments.count > 1 {
            for option in ["--state", "--app", "--info-plist", "--project", "--xcconfig", "--purpose", "--spec",
                           "--dynamic-type", "--error", "--ios"] {
                #expect(result.output.contains(option))
            }
        } else {
            #expect(result.output.contains("EXIT CODES:"))
        }
    }

    @Test func unknownCommandSuggests() {
        let result = runTool("chek")
        #expect(result.exitCode == .badInput)
        #expect(result.errorOutput.hasPrefix("error: unknown command 'chek'; expected one of check, voiceover, motion, strings, audit, app-info, scan, init, lsp (did you mean 'check'?)"))
    }
}

@Suite("primer-spec voiceover --sizes")
struct VoiceOverSizesTests {
    @Test func printsEveryPartWithItsSize() {
        let result = runTool("voiceover", "location", "--dynamic-type", "accessibility2", "--sizes")
        #expect(result.exitCode == .success)
        #expect(result.output == """
            symbol              largeTitle   61.18pt  hidden
            title               title        43pt
            reason              subheadline  30pt
            benefit.0           subheadline  30pt
            benefitDetail.0     footnote     27pt  combined
            benefit.1           subheadline  30pt
            benefitDetail.1     footnote     27pt  combined
            sampleAlert         footnote     19pt
            sampleAlertCaption  caption      18pt  combined
            continue            headline     33pt
            notNow              body         33pt

            """)
    }
}
