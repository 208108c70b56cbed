@testable import BlockTestSupport
import Foundation
@testable import PermissionPrimer
import PrimerModel
@testable import PrimerMotion
@testable import PrimerSpec
@testable import PrimerSyntax
@testable import PrimerTestSupport
import Testing

@Suite("primer-spec strings: app names with quotes, %, emoji and right-to-left text")
struct AppNameRoundTripTests {
    static let names = [
        "Say \"Hi\"",
        "\u{201C}Curly\u{201D} Caf\u{00E9}",
        "It\u{2019}s 100% Pure",
        "%@ 50%% %1$@",
        "Atlas \u{1F5FA}\u{FE0F} \u{1F469}\u{200D}\u{1F4BB}",
        "\u{05D9}\u{05D5}\u{05DE}\u{05DF} Diary",
        "\u{062A}\u{0642}\u{0648}\u{064A}\u{0645}",
    ]

    @Test(arguments: names)
    func markdownWritesTheNameVerbatim(_ name: String) {
        let result = runTool("strings", "--app", name)
        #expect(result.exitCode == .success)
        #expect(result.output.contains("for the app name \u{201C}\(name)\u{201D} and"))
        #expect(result.output.contains("Next, iOS asks: \u{201C}\(name)\u{201D} Would Like to Send You Notifications."))
        #expect(result.output.contains("| \(name) lets you know when something needs you. |"))
        // No purpose string was given: the alert shows where the app's own goes, and says so.
        #expect(result.output.contains("Allow \u{201C}\(name)\u{201D} to use your location? [NSLocationWhenInUseUsageDescription]."))
        #expect(result.output.contains("- **Note:** no purpose string given for the location primer"))
    }

    @Test(arguments: names)
    func stringCatalogHoldsAnArgumentThatFillsBackToTheName(_ name: String) throws {
        let entries = try StringsOutput.catalogEntries(runTool("strings", "--app", name, "--format", "xcstrings").output)
        let alert = try #require(entries["\u{201C}%@\u{201D} Would Like to Send You Notifications"]?.value)
        let expected = "\u{201C}\(name)\u{201D} Would Like to Send You Notifications"
        #expect(AppNameFormat.fill(alert, appName: name) == expected)
        #expect(String(format: alert, name) == expected)
        #expect(entries[SystemAlert.notificationsMessage]?.value == SystemAlert.notificationsMessage)
        let reason = try #require(entries["%@ opens your library so you can pick and save photos."]?.value)
        #expect(String(format: reason, name) == "\(name) opens your library so you can pick and save photos.")
        let camera = try #require(entries["\u{201C}%@\u{201D} Would Like to Access the Camera"]?.value)
        #expect(String(format: camera, name) == "\u{201C}\(name)\u{201D} Would Like to Access the Camera")
    }

    @Test(arguments: names)
    func jsonRoundTripsTheCatalogue(_ name: String) throws {
        let text = runTool("strings", "--app", name, "--format", "json").output
        let decoded = try StringsOutput.catalogue(text)
        let expected = StandardCatalogue.primer(appName: name)
        #expect(decoded.sections.map(\.elements) == expected.sections.map(\.elements))
        #expect(decoded.sections.map(\.announcements) == expected.sections.map(\.announcements))
        #expect(decoded.notes?.count == 3, "one note a kind whose purpose string was not given")
        #expect(decoded.appName == name)
        #expect(text.contains(name.replacing("\"", with: "\\\"")), "written as it is, only quotes escaped")
    }

    @Test(arguments: names)
    func fromAnInfoPlistTheNameRoundTripsToo(_ name: String) throws {
        let folder = try writeInfoPlist(["CFBundleDisplayName": name, "NSCameraUsageDescription": "\(name) scans codes."])
        let markdown = runTool("strings", "camera", "--info-plist", "Info.plist", in: folder)
        #expect(markdown.exitCode == .success)
        #expect(markdown.output.contains("Next, iOS asks: \u{201C}\(name)\u{201D} Would Like to Access the Camera. \(name) scans codes."))
        let entries = try StringsOutput.catalogEntries(
            runTool("strings", "camera", "--info-plist", "Info.plist", "--format", "xcstrings", in: folder).output)
        // The purpose string is the app's own text: only the alert title's name is an argument.
        let ownText = (name + " scans codes.").replacing("%", with: "%%")
        #expect(entries[ownText]?.value == ownText)
        let alert = try #require(entries["\u{201C}%@\u{201D} Would Like to Access the Camera"]?.value)
        #expect(String(format: alert, name) == "\u{201C}\(name)\u{201D} Would Like to Access the Camera")
    }
}
