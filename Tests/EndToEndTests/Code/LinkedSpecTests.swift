import Foundation
@testable import BlockTestSupport
@testable import PrimerCLI
@testable import PrimerTestSupport
import Testing

/// A small app of the tests' own, as Xcode lays it out (an Info.plist, a String Catalog in English
/// and German, an asset-catalog colour), whose onboarding calls PermissionPrimerScreen: specs linked
/// to the call record and pass through the tool, in both languages; the asset colour is the tint;
/// editing the code fails `check` at the Swift line; `scan` counts the call as the location request.
@Suite("Linked specs, through the tool")
struct LinkedSpecTests {
    static let view = """
        import SwiftUI

        struct WelcomeView: View {
            var body: some View {
                PermissionPrimerScreen(
                    systemImage: "location.fill",
                    title: "Birds near you",
                    message: "Birdsong uses your location to list the birds heard nearby.",
                    benefits: [.init(systemImage: "map", title: "Hotspots", text: "See where birds sing.")],
                    skipTitle: nil,
                    tint: Color("Meadow"),
                    onContinue: { ask() }
                )
            }
        }

        """
    static let catalog = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "Birds near you" : { "localizations" : { "de" : { "stringUnit" : { "state" : "translated", "value" : "Vögel in deiner Nähe" } } } },
            "Birdsong uses your location to list the birds heard nearby." : { "localizations" : { "de" : { "stringUnit" : { "state" : "translated", "value" : "Birdsong zeigt dir mit deinem Standort die Vögel in der Nähe." } } } },
            "Hotspots" : { "localizations" : { "de" : { "stringUnit" : { "state" : "translated", "value" : "Hotspots" } } } },
            "See where birds sing." : { "localizations" : { "de" : { "stringUnit" : { "state" : "translated", "value" : "Sieh, wo Vögel singen." } } } },
            "Continue" : { "localizations" : { "de" : { "stringUnit" : { "state" : "translated", "value" : "Weiter" } } } }
          },
          "version" : "1.0"
        }

        """
    static let meadow = """
        { "colors" : [
            { "color" : { "color-space" : "srgb", "components" : { "red" : "0.180", "green" : "0.420", "blue" : "0.250", "alpha" : "1.000" } }, "idiom" : "universal" },
            { "appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ],
              "color" : { "color-space" : "srgb", "components" : { "red" : "0.400", "green" : "0.750", "blue" : "0.500", "alpha" : "1.000" } }, "idiom" : "universal" }
          ], "info" : { "author" : "xcode", "version" : 1 } }

        """

    static func app() throws -> String {
        let folder = try makeTemporaryFolder("LinkedSpec")
        try TemporaryFiles.write(SpecTest.plist([("CFBundleDisplayName", "Birdsong"),
                                                 ("NSLocationWhenInUseUsageDescription", "To list the birds near you.")]),
                                 to: "Birdsong/Info.plist", in: folder)
        try TemporaryFiles.write(view, to: "Birdsong/Sources/WelcomeView.swift", in: folder)
        try TemporaryFiles.write(catalog, to: "Birdsong/Resources/Localizable.xcstrings", in: folder)
        try TemporaryFiles.write("{ \"info\" : { \"author\" : \"xcode\", \"version\" : 1 } }\n",
                                 to: "Birdsong/Resources/Assets.xcassets/Contents.json", in: folder)
        try TemporaryFiles.write(meadow, to: "Birdsong/Resources/Assets.xcassets/Meadow.colorset/Contents.json", in: folder)
        return folder
    }

    static func spec(locale: String?) -> String {
        "block primer-screen\n" + (locale.map { "locale \($0)\n" } ?? "")
            + "code \"../Birdsong/Sources/WelcomeView.swift\"\nstrings \"../Birdsong/Resources\"\n\nvoiceover ready\n\ncontrast light\n\ncontrast dark\n"
    }

    @Test(arguments: [
        (nil, ["\"Birds near you. Heading.\"", "\"Birdsong uses your location to list the birds heard nearby.\"",
               "\"Hotspots, See where birds sing.\"", "\"Continue. Button.\""]),
        ("de", ["\"Vögel in deiner Nähe. Überschrift.\"", "\"Birdsong zeigt dir mit deinem Standort die Vögel in der Nähe.\"",
                "\"Hotspots, Sieh, wo Vögel singen.\"", "\"Weiter. Taste.\""]),
    ] as [(String?, [String])])
    func recordsAndPassesInTheSpecsLanguage(locale: String?, voiceover: [String]) throws {
        let folder = try Self.app()
        try TemporaryFiles.write(Self.spec(locale: locale), to: "Specs/welcome.primerspec", in: folder)
        let recorded = runTool("check", "--record", "Specs", in: folder)
        #expect(recorded.exitCode == .success, "\(recorded.output)\(recorded.errorOutput)")
        let text = try TemporaryFiles.text(at: folder + "/Specs/welcome.primerspec")
        let lines = text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(Array(lines.drop { !$0.hasPrefix("voiceover") }.dropFirst().prefix(4)) == voiceover)
        // The asset colour is the tint: its light value measured in light, its dark value in dark.
        #expect(text.contains("continue         shape       rgb(46,107,64)"), "\(text)")
        #expect(text.contains("continue         shape       rgb(102,191,128)"), "\(text)")
        let checked = runTool("check", "Specs", in: folder)
        #expect(checked.exitCode == .success, "\(checked.output)")
    }

    @Test func aTitleEditedInTheCodeFailsAtItsLine() throws {
        let folder = try Self.app()
        try TemporaryFiles.write(Self.spec(locale: nil), to: "Specs/welcome.primerspec", in: folder)
        #expect(runTool("check", "--record", "Specs", in: folder).exitCode == .success)
        try TemporaryFiles.write(Self.view.replacingOccurrences(of: "Birds near you", with: "Birds around you"),
                                 to: "Birdsong/Sources/WelcomeView.swift", in: folder)
        let checked = runTool("check", "Specs", in: folder)
        #expect(checked.exitCode == .mismatch)
        #expect(checked.output.contains("Birdsong/Sources/WelcomeView.swift:7:20: note: \"Birds around you\" is the code's title"),
                "\(checked.output)")
    }

    @Test func theAccentColourIsTheAssetCatalogsAccentColor() throws {
        let folder = try Self.app()
        try TemporaryFiles.write(Self.meadow, to: "Birdsong/Resources/Assets.xcassets/AccentColor.colorset/Contents.json",
                                 in: folder)
        try TemporaryFiles.write(Self.view.replacingOccurrences(of: "Color(\"Meadow\")", with: ".accentColor"),
                                 to: "Birdsong/Sources/WelcomeView.swift", in: folder)
        try TemporaryFiles.write(Self.spec(locale: nil), to: "Specs/welcome.primerspec", in: folder)
        #expect(runTool("check", "--record", "Specs", in: folder).exitCode == .success)
        let text = try TemporaryFiles.text(at: folder + "/Specs/welcome.primerspec")
        #expect(text.contains("continue         shape       rgb(46,107,64)"), "\(text)")
    }

    @Test func scanCountsTheCallAsTheLocationRequest() throws {
        let folder = try Self.app()
        let scanned = runTool("scan", "--info-plist", "Birdsong/Info.plist", "Birdsong", "--verbose", in: folder)
        #expect(scanned.exitCode == .success, "\(scanned.output)")
        #expect(scanned.output.contains("Birdsong/Sources/WelcomeView.swift:5:9 PermissionPrimerScreen(systemImage:title:"
                                        + "message:benefits:continueTitle:skipTitle:tint:onContinue:onSkip:): "
                                        + "location-when-in-use (NSLocationWhenInUseUsageDescription)"), "\(scanned.output)")
        #expect(!scanned.output.contains("declared, and no code found asks"), "\(scanned.output)")
    }

    /// A linked spec whose header does not name its permission covers what its call asks for.
    @Test func aLinkedSpecCoversItsCallsPermission() throws {
        let folder = try Self.app()
        try TemporaryFiles.write(Self.spec(locale: nil), to: "Specs/welcome.primerspec", in: folder)
        let uncovered = "the app asks for location-when-in-use here and no spec covers it"
        // A specs folder whose one spec is about the camera leaves the location request uncovered.
        try TemporaryFiles.write("block primer-screen\nsymbol \"camera.fill\"\n\nvoiceover ready\n",
                                 to: "Other/camera.primerspec", in: folder)
        let without = runTool("scan", "--info-plist", "Birdsong/Info.plist", "Birdsong", "--specs", "Other", in: folder)
        #expect(without.output.contains(uncovered), "\(without.output)")
        let scanned = runTool("scan", "--info-plist", "Birdsong/Info.plist", "Birdsong", "--specs", "Specs", "--verbose",
                              in: folder)
        #expect(scanned.exitCode == .success, "\(scanned.output)")
        #expect(!scanned.output.contains(uncovered), "\(scanned.output)")
        #expect(!scanned.output.contains("primes"), "\(scanned.output)")
    }
}
