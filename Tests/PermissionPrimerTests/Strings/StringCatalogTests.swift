import Foundation
@testable import PermissionPrimer
import PrimerModel
@testable import PrimerMotion
@testable import PrimerSpec
@testable import PrimerSyntax
@testable import PrimerTestSupport
import Testing

@Suite("primer-spec strings --format xcstrings")
struct StringCatalogTests {
    static let appNames = ["Reminders", "Atlas", "Camera"]

    @Test(arguments: appNames)
    func parsesAsAStringCatalog(_ appName: String) throws {
        let text = runTool("strings", "--app", appName, "--format", "xcstrings").output
        let top = try StringsOutput.catalogObject(text)
        #expect(top["sourceLanguage"] as? String == "en")
        #expect(top["version"] as? String == "1.0")
        #expect(Set(top.keys) == ["sourceLanguage", "strings", "version"])
        let entries = try StringsOutput.catalogEntries(text)
        #expect(entries.count > 40)
        for (key, entry) in entries {
            #expect(entry.comment.map { !$0.isEmpty } == true, "\(key) has no comment")
            #expect(entry.value != nil, "\(key) has no en value")
            #expect(entry.state == "translated", "\(key)")
            #expect(entry.extractionState == "manual", "\(key)")
            #expect(entry.languages == ["en"], "\(key)")
        }
    }

    @Test(arguments: appNames)
    func everyKeyIsStableReadableAndTheSameFromRunToRun(_ appName: String) throws {
        let first = runTool("strings", "--app", appName, "--format", "xcstrings").output
        let second = runTool("strings", "--app", appName, "--format", "xcstrings").output
        #expect(first == second)
        let keys = try StringsOutput.catalogEntries(first).keys
        let other = try StringsOutput.catalogEntries(runTool("strings", "--format", "xcstrings").output).keys
        #expect(Set(keys) == Set(other), "the app name does not change the keys")
        for key in keys {
            let parts = key.split(separator: ".").map(String.init)
            #expect(parts.count >= 4 && parts[0] == "primer", "\(key)")
            #expect(PrimerKind(rawValue: parts[1]) != nil, "\(key)")
            #expect(["voiceover", "announcement"].contains(parts[2]), "\(key)")
            #expect(key.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == ".") }, "\(key)")
        }
        for expected in ["primer.notifications.voiceover.title.ready", "primer.notifications.announcement.granted",
                         "primer.photos.announcement.limited", "primer.camera.voiceover.benefit.1.ready",
                         "primer.location.voiceover.continue.requesting", "primer.photos.voiceover.done.granted"] {
            #expect(keys.contains(expected), "\(expected)")
        }
        #expect(first.contains("\"primer.camera.announcement.denied\" : {"))
        let order = first.split(separator: "\n").filter { $0.hasPrefix("    \"primer.") }
        #expect(order.count == keys.count)
        #expect(order == order.sorted(), "keys are written sorted")
    }

    @Test func keysAreUniqueInTheCatalogue() {
        let strings = StandardCatalogue.primer().catalogueStrings
        let byKey = Dictionary(grouping: strings, by: { $0.key ?? "" })
        #expect(byKey[""] == nil, "every string has a key")
        for (key, uses) in byKey {
            #expect(Set(uses.map(\.catalogValue)).count == 1, "\(key) holds different strings")
        }
        #expect(StringCatalogRenderer.catalog(for: StandardCatalogue.primer()).strings.count == byKey.count)
    }

    @Test func theValueIsTheLabelAndTheCommentSaysHowVoiceOverReadsIt() throws {
        let entries = try StringsOutput.catalogEntries(runTool("strings", "location", "--format", "xcstrings").output)
        let notNow = try #require(entries["primer.location.voiceover.notNow.ready"])
        #expect(notNow.value == "Not now")
        #expect(notNow.comment == "Spoken by VoiceOver for the Not now button in the location permission primer, "
                + "in the ready, requesting, denied and failed states. It reads as \"Not now. Button.\" in ready, "
                + "denied and failed; as \"Not now. Dimmed. Button.\" in requesting; VoiceOver adds the trait words itself.")
        let waiting = try #require(entries["primer.location.voiceover.continue.requesting"])
        #expect(waiting.value == "Waiting for your answer")
    }

    @Test func theAppNameIsAFormatArgumentWithACommentSayingSo() throws {
        let entries = try StringsOutput.catalogEntries(runTool("strings", "location", "--format", "xcstrings").output)
        let reason = try #require(entries["primer.location.voiceover.reason.ready"])
        #expect(reason.value == "%@ uses your location to show what is around you.")
        #expect(reason.comment == "Spoken by VoiceOver for the line under the title in the location permission "
                + "primer, in the ready, requesting and failed states. %@ is the app name (CFBundleDisplayName).")
        let alert = try #require(entries["primer.location.voiceover.sampleAlert.ready"])
        // No purpose string was given: the key stands where the app's own goes, and the comment says so.
        #expect(alert.value == "Next, iOS asks: Allow \u{201C}%@\u{201D} to use your location? "
                + "[NSLocationWhenInUseUsageDescription]. Buttons: Allow Once, Allow While Using App, Don\u{2019}t Allow.")
        #expect(alert.comment?.contains("[NSLocationWhenInUseUsageDescription] stands for the app\u{2019}s own "
                + "NSLocationWhenInUseUsageDescription purpose string, which was not given") == true)
        #expect(alert.comment?.hasSuffix(" %@ is the app name (CFBundleDisplayName).") == true)
        let title = try #require(entries["primer.location.voiceover.title.ready"])
        #expect(title.value == "Use your location")
        #expect(title.comment?.contains("%@") == false, "no argument, no note")
    }

    @Test func anAppNamedLikeAWordOfTheContentIsNotMistakenForIt() throws {
        let entries = try StringsOutput.catalogEntries(
            runTool("strings", "camera", "--app", "Camera", "--format", "xcstrings").output)
        #expect(entries["primer.camera.announcement.granted"]?.value == "Camera is on")
        #expect(entries["primer.camera.voiceover.title.granted"]?.value == "Camera is on")
        #expect(entries["primer.camera.voiceover.reason.ready"]?.value == "%@ needs the camera to take photos and scan.")
        #expect(entries["primer.camera.voiceover.sampleAlert.ready"]?.value
                == "Next, iOS asks: \u{201C}%@\u{201D} Would Like to Access the Camera. [NSCameraUsageDescription]. "
                + "Buttons: Don\u{2019}t Allow, Allow.")
        #expect(entries["primer.camera.voiceover.reason.denied"]?.value == "Turn it on in Settings, under Apps, %@, Camera.")
    }

    @Test func aPercentSignInAFormatStringIsDoubled() throws {
        let folder = try writeInfoPlist(["CFBundleDisplayName": "Scan 100%",
                                         "NSCameraUsageDescription": "Reads 100% of codes, even 50%@ off."])
        let result = runTool("strings", "camera", "--info-plist", "Info.plist", "--format", "xcstrings", in: folder)
        #expect(result.exitCode == .success)
        let entries = try StringsOutput.catalogEntries(result.output)
        let alert = try #require(entries["primer.camera.voiceover.sampleAlert.ready"]?.value)
        #expect(alert == "Next, iOS asks: \u{201C}%@\u{201D} Would Like to Access the Camera. Reads 100%% of codes, "
                + "even 50%%@ off. Buttons: Don\u{2019}t Allow, Allow.")
        #expect(AppNameFormat.fill(alert, appName: "Scan 100%")
                == "Next, iOS asks: \u{201C}Scan 100%\u{201D} Would Like to Access the Camera. Reads 100% of codes, "
                + "even 50%@ off. Buttons: Don\u{2019}t Allow, Allow.")
        let markdown = runTool("strings", "camera", "--info-plist", "Info.plist", in: folder).output
        #expect(markdown.contains("Next, iOS asks: \u{201C}Scan 100%\u{201D} Would Like to Access the Camera. Reads 100% of codes, even 50%@ off."))
    }

    @Test func everyValueFilledWithTheAppNameGivesTheSpokenText() throws {
        let appName = "Atlas"
        let strings = try StringsOutput.catalogue(runTool("strings", "--app", appName, "--format", "json").output)
        let entries = try StringsOutput.catalogEntries(runTool("strings", "--app", appName, "--format", "xcstrings").output)
        for string in strings.catalogueStrings {
            let key = try #require(string.key)
            let value = try #require(entries[key]?.value, "\(key)")
            if string.format == nil {
                #expect(value == string.text, "\(key)")
            } else {
                #expect(AppNameFormat.fill(value, appName: appName) == string.text, "\(key)")
                #expect(String(format: value, appName) == string.text, "\(key)")
            }
        }
    }
}
