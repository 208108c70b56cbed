@testable import BlockTestSupport
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
    func everyKeyIsItsSourceTextAndTheSameFromRunToRun(_ appName: String) throws {
        let first = runTool("strings", "--app", appName, "--format", "xcstrings").output
        let second = runTool("strings", "--app", appName, "--format", "xcstrings").output
        #expect(first == second)
        let entries = try StringsOutput.catalogEntries(first)
        let other = try StringsOutput.catalogEntries(runTool("strings", "--format", "xcstrings").output)
        #expect(Set(entries.keys) == Set(other.keys), "the app name does not change the keys")
        for (key, entry) in entries {
            #expect(entry.value == key, "the key is the source text SwiftUI looks up")
            #expect(!key.hasSuffix("Button.") && !key.hasSuffix("Heading."), "\(key): no trait words")
        }
        for expected in ["Turn on notifications", "Notifications are on", "Continue", "Waiting for your answer",
                         "Photos", "Take pictures without leaving the app.", "Allow Once", "Next, iOS asks:"] {
            #expect(entries[expected] != nil, "\(expected)")
        }
        let order = first.split(separator: "\n").filter { $0.hasPrefix("    \"") }
            .map { String($0.dropFirst(5).dropLast(5)) }
        #expect(Set(order) == Set(entries.keys))
        #expect(order == order.sorted(), "keys are written sorted")
    }

    @Test func everyStringOfTheCatalogueIsAKeyOrShownAsItsTexts() throws {
        let catalogue = StandardCatalogue.primer()
        let keys = Set(StringCatalogRenderer.catalog(for: catalogue).strings.keys)
        let texts = catalogue.sections.flatMap(\.catalogTexts)
        #expect(keys == Set(texts.map { StringCatalogRenderer.escapingPercents($0.text, format: $0.isFormat) }))
        for section in catalogue.sections {
            for element in section.elements where element.id.hasPrefix("benefit.") || element.id == "sampleAlert" {
                #expect(!keys.contains(element.label.catalogValue), "\(element.id): the joined reading is no key")
            }
        }
    }

    @Test func theValueIsTheLabelAndTheCommentSaysHowVoiceOverReadsIt() throws {
        let entries = try StringsOutput.catalogEntries(runTool("strings", "location", "--format", "xcstrings").output)
        let notNow = try #require(entries["Not now"])
        #expect(notNow.value == "Not now")
        #expect(notNow.comment == "Spoken by VoiceOver for the Not now button in the location permission primer, "
                + "in the ready, requesting, denied and failed states. It reads as \"Not now. Button.\" in ready, "
                + "denied and failed; as \"Not now. Dimmed. Button.\" in requesting; VoiceOver adds the trait words itself.")
        let waiting = try #require(entries["Waiting for your answer"])
        #expect(waiting.value == "Waiting for your answer")
    }

    @Test func theAppNameIsAFormatArgumentWithACommentSayingSo() throws {
        let entries = try StringsOutput.catalogEntries(runTool("strings", "location", "--format", "xcstrings").output)
        let reason = try #require(entries["%@ uses your location to show what is around you."])
        #expect(reason.value == "%@ uses your location to show what is around you.")
        #expect(reason.comment == "Spoken by VoiceOver for the line under the title in the location permission "
                + "primer, in the ready, requesting and failed states. %@ is the app name (CFBundleDisplayName).")
        let alertTitle = try #require(entries["Allow \u{201C}%@\u{201D} to use your location?"])
        #expect(alertTitle.comment == "Shown as the alert's title in the drawing of the alert iOS shows next (part "
                + "`sampleAlert`) in the location permission primer, in the ready, requesting and failed states. VoiceOver "
                + "reads the part as one element: \"Next, iOS asks: Allow \u{201C}Reminders\u{201D} to use your location? "
                + "[NSLocationWhenInUseUsageDescription]. Buttons: Allow Once, Allow While Using App, Don\u{2019}t Allow.\" "
                + "%@ is the app name (CFBundleDisplayName).")
        // No purpose string was given: the key stands where the app's own goes, and the comment says so.
        let message = try #require(entries["[NSLocationWhenInUseUsageDescription]"])
        #expect(message.comment?.hasSuffix("[NSLocationWhenInUseUsageDescription] stands for the app\u{2019}s own "
                + "NSLocationWhenInUseUsageDescription purpose string, which was not given: regenerate with "
                + "--info-plist, --project or --xcconfig.") == true)
        let lead = try #require(entries["Next, iOS asks:"])
        #expect(lead.comment?.hasPrefix("Not shown: said by VoiceOver as the words before the alert's title in the "
                + "drawing of the alert iOS shows next (part `sampleAlert`)") == true)
        let title = try #require(entries["Use your location"])
        #expect(title.comment?.contains("%@") == false, "no argument, no note")
    }

    @Test func anAppNamedLikeAWordOfTheContentIsNotMistakenForIt() throws {
        let entries = try StringsOutput.catalogEntries(
            runTool("strings", "camera", "--app", "Camera", "--format", "xcstrings").output)
        // "Camera is on" is the app's own text here (the granted title and its announcement), no argument.
        #expect(entries["Camera is on"]?.value == "Camera is on")
        #expect(entries["Camera is on"]?.comment?.components(separatedBy: "\n").count == 2)
        #expect(entries["%@ needs the camera to take photos and scan."] != nil)
        #expect(entries["\u{201C}%@\u{201D} Would Like to Access the Camera"] != nil)
        #expect(entries["Turn it on in Settings, under Apps, %@, Camera."] != nil)
    }

    @Test func aPercentSignInAFormatStringIsDoubled() throws {
        let folder = try writeInfoPlist(["CFBundleDisplayName": "Scan 100%",
                                         "NSCameraUsageDescription": "Reads 100% of codes, even 50%@ off."])
        let result = runTool("strings", "camera", "--info-plist", "Info.plist", "--format", "xcstrings", in: folder)
        #expect(result.exitCode == .success)
        let entries = try StringsOutput.catalogEntries(result.output)
        let message = try #require(entries["Reads 100%% of codes, even 50%%@ off."]?.value)
        #expect(message == "Reads 100%% of codes, even 50%%@ off.")
        #expect(AppNameFormat.fill(message, appName: "Scan 100%") == "Reads 100% of codes, even 50%@ off.")
        let title = try #require(entries["\u{201C}%@\u{201D} Would Like to Access the Camera"]?.value)
        #expect(String(format: title, "Scan 100%") == "\u{201C}Scan 100%\u{201D} Would Like to Access the Camera")
        let markdown = runTool("strings", "camera", "--info-plist", "Info.plist", in: folder).output
        #expect(markdown.contains("Next, iOS asks: \u{201C}Scan 100%\u{201D} Would Like to Access the Camera. Reads 100% of codes, even 50%@ off."))
    }

    @Test func everyValueFilledWithTheAppNameIsHeardInAReading() throws {
        let appName = "Atlas"
        let entries = try StringsOutput.catalogEntries(runTool("strings", "--app", appName, "--format", "xcstrings").output)
        let catalogue = StandardCatalogue.primer(appName: appName)
        let readings = catalogue.sections.flatMap { section in
            section.elements.flatMap { [$0.voiceOver, $0.voiceOverHint ?? ""] } + section.announcements.map(\.text.text)
        }
        let texts = catalogue.sections.flatMap(\.catalogTexts)
        #expect(!texts.isEmpty)
        for text in texts {
            let key = StringCatalogRenderer.escapingPercents(text.text, format: text.isFormat)
            let value = try #require(entries[key]?.value, "\(key)")
            let filled = text.isFormat ? AppNameFormat.fill(value, appName: appName) : value.replacing("%%", with: "%")
            if text.isFormat { #expect(String(format: value, appName) == filled, "\(key)") }
            // Every text the screen shows (or VoiceOver alone says) is heard in some reading, the name filled in.
            #expect(readings.contains { $0.contains(filled ?? "\u{0}") }, "\(key)")
        }
    }
}
