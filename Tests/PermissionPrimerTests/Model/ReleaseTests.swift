@testable import BlockTestSupport
@testable import PermissionPrimer
@testable import PrimerCLI
import PrimerModel
@testable import PrimerMotion
@testable import PrimerReports
@testable import PrimerSpec
@testable import PrimerSyntax
@testable import PrimerTestSupport
import Testing

/// The iOS releases the permission primer models: what is on record, what is an assumption said as
/// one, and the denied line that says where Open Settings leads, release by release.
@Suite("Releases")
struct ReleaseTests {
    @Test(arguments: [
        ("14", true), ("16.4", true), ("17.6", true), ("18", true), ("26", true), ("26.1", true),
        ("13", false), ("19", false), ("25", false), ("27", false),
    ])
    func theReleasesModelled(_ text: String, _ supported: Bool) {
        #expect((PrimerRelease.parse(text) != nil) == supported)
    }

    @Test func theDefaultIsTheNewestReleaseWithEveryKindsWordsOnRecord() {
        #expect(PrimerRelease.default == IOSVersion(major: 18))
        for kind in PrimerKind.allCases {
            #expect(AlertWordsRecord.of(kind, on: PrimerRelease.default) == .recorded)
        }
        #expect(AlertWordsRecord.of(.notifications, on: IOSVersion(major: 26)) == .assumed(from: IOSVersion(major: 18)))
    }

    @Test(arguments: [
        (PrimerKind.notifications, 15, AlertWordsRecord.assumed(from: IOSVersion(major: 17))),
        (.notifications, 17, .recorded),
        (.notifications, 26, .assumed(from: IOSVersion(major: 18))),
        (.location, 14, .recorded),
        (.location, 26, .assumed(from: IOSVersion(major: 18))),
        (.camera, 16, .assumed(from: IOSVersion(major: 17))),
        (.camera, 26, .assumed(from: IOSVersion(major: 18))),
        (.photos, 15, .recorded),
        (.photos, 26, .assumed(from: IOSVersion(major: 18))),
    ])
    func whatIsOnRecord(_ kind: PrimerKind, _ major: Int, _ record: AlertWordsRecord) {
        #expect(AlertWordsRecord.of(kind, on: IOSVersion(major: major)) == record)
    }

    @Test(arguments: [
        (PrimerKind.camera, "17.6", "Turn it on in Settings, under Reminders, Camera."),
        (.camera, "18", "Turn it on in Settings, under Apps, Reminders, Camera."),
        (.camera, "26", "Turn it on in Settings, under Apps, Reminders, Camera."),
        (.notifications, "16", "Turn them on in Settings, under Reminders, Notifications."),
        (.notifications, "18", "Turn them on in Settings, under Apps, Reminders, Notifications."),
        (.location, "14", "Turn it on in Settings, under Reminders, Location."),
        (.photos, "18", "Turn them on in Settings, under Apps, Reminders, Photos."),
    ])
    func theDeniedLineSaysWhereOpenSettingsLeads(_ kind: PrimerKind, _ release: String, _ line: String) throws {
        let version = try #require(PrimerRelease.parse(release))
        #expect(PrimerContent.standard(for: kind, appName: "Reminders", purposeString: "P.", iOS: version).deniedLine == line)
    }

    @Test func theCommandSaysWhatItAssumes() {
        let result = runTool("voiceover", "notifications", "--ios", "26")
        #expect(result.exitCode == .success)
        #expect(result.errorOutput == "note: assumption: the notifications alert's words on iOS 26.0 are not on record; "
                + "these are iOS 18's (Docs/Model.md, Releases)\n")
        // No kind's words are on record for iOS 26: the camera's are iOS 18's, said so.
        let camera = runTool("voiceover", "camera", "--ios", "26", "--purpose", "Scans codes.")
        #expect(camera.errorOutput == "note: assumption: the camera alert's words on iOS 26.0 are not on record; "
                + "these are iOS 18's (Docs/Model.md, Releases)\n")
        let recorded = runTool("voiceover", "camera", "--ios", "18", "--purpose", "Scans codes.")
        #expect(recorded.errorOutput.isEmpty)
        #expect(recorded.output.contains("Turn it on") == false)
    }

    @Test func aMissingPurposeStringIsShownByItsKeyAndSaidSo() {
        let result = runTool("voiceover", "camera")
        #expect(result.exitCode == .success)
        #expect(result.output.contains("Would Like to Access the Camera. [NSCameraUsageDescription]. Buttons:"))
        #expect(result.errorOutput == "note: no purpose string given for the camera primer: the sample alert shows "
                + "[NSCameraUsageDescription] where iOS shows the app's own (give --purpose TEXT, --info-plist FILE, "
                + "--project PATH or --xcconfig FILE)\n")
    }

    @Test func checkShowsTheAssumptionAsAWarningThatFailsNothing() throws {
        let text = "primer notifications\nios 15\n\nannounce requesting -> granted\n  \"Notifications are on\" priority high\n"
        let outcome = SpecTest.check(text)
        #expect(outcome.sections.map(\.status) == [.passed])
        #expect(outcome.warnings.map(\.rendered) == [
            "s.primerspec:2:5: warning: assumption: the notifications alert's words on iOS 15.0 are not on record; these "
                + "are iOS 17's (Docs/Model.md, Releases); give alert-title and alert-buttons to state them",
        ])
        let report = CheckReport(files: [outcome])
        #expect(report.exitCode == .success)
        #expect(TextReporter().render(report).contains("  s.primerspec:2:5: warning: assumption:"))
        #expect(GitHubReporter().render(report).hasPrefix("::warning file=s.primerspec,line=2,col=5,"))
        // Stating the alert's words makes it no assumption.
        let stated = SpecTest.check("primer notifications\nios 15\nalert-title \"T\"\nalert-buttons \"No\" \"Yes\"\n\n"
                                    + "announce requesting -> granted\n  \"Notifications are on\" priority high\n")
        #expect(stated.warnings.isEmpty)
    }
}
