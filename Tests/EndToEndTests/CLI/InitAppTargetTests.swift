@testable import BlockTestSupport
import Foundation
@testable import PrimerCLI
@testable import PrimerScan
@testable import PrimerTestSupport
import Testing

/// `primer-spec init` on a project of an app and its extension: the specs name the app target, an
/// Always primer's message is the Always purpose string, the primer screen refuses a missing or
/// empty purpose string, an empty output folder is written into, and the "next" hint repeats the
/// options init was given.
@Suite("init: the app target, Always location, the output folder and the next hint")
struct InitAppTargetTests {
    /// An app, Compass, whose project lists a widget extension before the app; the app asks for
    /// Always location and the camera. `camera` is the app's camera purpose string (nil: no key).
    static func project(camera: String? = "Compass photographs trail markers.") -> String {
        let cameraLine = camera.map { "\t\t\t\tINFOPLIST_KEY_NSCameraUsageDescription = \"\($0)\";\n" } ?? ""
        return """
            // !$*UTF8*$!
            {
            \tarchiveVersion = 1;
            \tclasses = {
            \t};
            \tobjectVersion = 77;
            \tobjects = {
            \t\tC0000000000000000000A001 /* Compass */ = {isa = PBXFileSystemSynchronizedRootGroup; path = Compass; sourceTree = "<group>"; };
            \t\tC0000000000000000000A002 /* CompassWidget */ = {isa = PBXFileSystemSynchronizedRootGroup; path = CompassWidget; sourceTree = "<group>"; };
            \t\tC0000000000000000000A003 = {
            \t\t\tisa = PBXGroup;
            \t\t\tchildren = (
            \t\t\t\tC0000000000000000000A001 /* Compass */,
            \t\t\t\tC0000000000000000000A002 /* CompassWidget */,
            \t\t\t);
            \t\t\tsourceTree = "<group>";
            \t\t};
            \t\tC0000000000000000000A010 /* CompassWidget */ = {
            \t\t\tisa = PBXNativeTarget;
            \t\t\tbuildConfigurationList = C0000000000000000000A020;
            \t\t\tbuildPhases = (
            \t\t\t);
            \t\t\tfileSystemSynchronizedGroups = (
            \t\t\t\tC0000000000000000000A002 /* CompassWidget */,
            \t\t\t);
            \t\t\tname = CompassWidget;
            \t\t\tproductType = "com.apple.product-type.app-extension";
            \t\t};
            \t\tC0000000000000000000A011 /* Compass */ = {
            \t\t\tisa = PBXNativeTarget;
            \t\t\tbuildConfigurationList = C0000000000000000000A021;
            \t\t\tbuildPhases = (
            \t\t\t);
            \t\t\tfileSystemSynchronizedGroups = (
            \t\t\t\tC0000000000000000000A001 /* Compass */,
            \t\t\t);
            \t\t\tname = Compass;
            \t\t\tproductType = "com.apple.product-type.application";
            \t\t};
            \t\tC0000000000000000000A004 /* Project object */ = {
            \t\t\tisa = PBXProject;
            \t\t\tbuildConfigurationList = C0000000000000000000A022;
            \t\t\tdevelopmentRegion = en;
            \t\t\tmainGroup = C0000000000000000000A003;
            \t\t\ttargets = (
            \t\t\t\tC0000000000000000000A010 /* CompassWidget */,
            \t\t\t\tC0000000000000000000A011 /* Compass */,
            \t\t\t);
            \t\t};
            \t\tC0000000000000000000A030 /* Release */ = {
            \t\t\tisa = XCBuildConfiguration;
            \t\t\tbuildSettings = {
            \t\t\t\tGENERATE_INFOPLIST_FILE = YES;
            \t\t\t\tINFOPLIST_KEY_CFBundleDisplayName = "Compass Widget";
            \t\t\t\tINFOPLIST_KEY_NSLocationWhenInUseUsageDescription = "The widget shows the nearest trail.";
            \t\t\t\tPRODUCT_NAME = "$(TARGET_NAME)";
            \t\t\t};
            \t\t\tname = Release;
            \t\t};
            \t\tC0000000000000000000A031 /* Release */ = {
            \t\t\tisa = XCBuildConfiguration;
            \t\t\tbuildSettings = {
            \t\t\t\tGENERATE_INFOPLIST_FILE = YES;
            \t\t\t\tINFOPLIST_KEY_CFBundleDisplayName = Compass;
            \t\t\t\tINFOPLIST_KEY_NSLocationWhenInUseUsageDescription = "Compass shows where you are on the map.";
            \t\t\t\tINFOPLIST_KEY_NSLocationAlwaysAndWhenInUseUsageDescription = "Compass records your route while the screen is off.";
            \(cameraLine)\t\t\t\tPRODUCT_NAME = "$(TARGET_NAME)";
            \t\t\t};
            \t\t\tname = Release;
            \t\t};
            \t\tC0000000000000000000A032 /* Release */ = {
            \t\t\tisa = XCBuildConfiguration;
            \t\t\tbuildSettings = {
            \t\t\t\tIPHONEOS_DEPLOYMENT_TARGET = 18.0;
            \t\t\t\tSDKROOT = iphoneos;
            \t\t\t};
            \t\t\tname = Release;
            \t\t};
            \t\tC0000000000000000000A020 = {isa = XCConfigurationList; buildConfigurations = (C0000000000000000000A030 /* Release */, ); defaultConfigurationName = Release; };
            \t\tC0000000000000000000A021 = {isa = XCConfigurationList; buildConfigurations = (C0000000000000000000A031 /* Release */, ); defaultConfigurationName = Release; };
            \t\tC0000000000000000000A022 = {isa = XCConfigurationList; buildConfigurations = (C0000000000000000000A032 /* Release */, ); defaultConfigurationName = Release; };
            \t};
            \trootObject = C0000000000000000000A004 /* Project object */;
            }

            """
    }

    static let tracker = """
        import AVFoundation
        import CoreLocation

        final class Tracker {
            let manager = CLLocationManager()

            func start() {
                manager.requestAlwaysAuthorization()
                AVCaptureDevice.requestAccess(for: .video) { _ in }
            }
        }

        """

    /// The app in a fresh folder.
    static func app(camera: String? = "Compass photographs trail markers.", _ name: String = #function) throws -> String {
        let folder = try makeTemporaryFolder(name)
        try TemporaryFiles.write(project(camera: camera), to: "Compass.xcodeproj/project.pbxproj", in: folder)
        try TemporaryFiles.write(tracker, to: "Compass/Tracker.swift", in: folder)
        try TemporaryFiles.write("struct Widget {}\n", to: "CompassWidget/Widget.swift", in: folder)
        return folder
    }

    static let next = [
        "next: review each spec's content (its words come from Compass.xcodeproj), then",
        "  swift package primer-spec-check     # or: primer-spec check Specs",
        "  and in CI: swift run primer-spec check Specs --format github && swift run primer-spec scan --project "
            + "Compass.xcodeproj --format github",
        "",
    ]

    /// The permission primer's spec names the project's app target, not the widget listed first.
    @Test func theHeaderNamesTheAppTarget() throws {
        let folder = try Self.app()
        let result = runTool("init", "--project", "Compass.xcodeproj", in: folder)
        #expect(result.errorOutput == "")
        expectSameLines(result.output, [
            "wrote Specs/camera.primerspec (camera, 34 sections)",
            "not written: location-always: permission-primer does not model it; --block permission-priming or "
                + "--block primer-screen does",
        ] + Self.next)
        let camera = try TemporaryFiles.text(at: folder + "/Specs/camera.primerspec")
        expectSameLines(Array(SpecTest.lines(camera).prefix(6)), [
            "# The camera primer, written by primer-spec init from Compass.xcodeproj. Review the content, then",
            "# regenerate the bodies with: primer-spec check --record",
            "primer camera",
            "project \"../Compass.xcodeproj\"",
            "target \"Compass\"",
            "",
        ])
        #expect(runTool("check", "Specs", in: folder).exitCode == .success)
    }

    /// The primer screen for Always location takes NSLocationAlwaysAndWhenInUseUsageDescription.
    @Test func anAlwaysPrimerTakesTheAlwaysPurposeString() throws {
        let folder = try Self.app()
        let result = runTool("init", "--block", "primer-screen", "--project", "Compass.xcodeproj", in: folder)
        #expect(result.exitCode == .success)
        let always = try TemporaryFiles.text(at: folder + "/Specs/location-always.primerspec")
        expectSameLines(Array(SpecTest.lines(always).prefix(7)), [
            "# The location-always primer, written by primer-spec init from Compass.xcodeproj. Review the content, then",
            "# regenerate the bodies with: primer-spec check --record",
            "# App: Compass.xcodeproj (target Compass)",
            "block primer-screen",
            "symbol \"location.fill\"",
            "title \"Share your location\"",
            "message \"Compass records your route while the screen is off.\"",
        ])
        #expect(runTool("check", "Specs", in: folder).exitCode == .success)
    }

    struct Refusal: CustomTestStringConvertible, Sendable {
        var name: String
        var camera: String?
        var error: String
        var testDescription: String { name }
    }

    /// The primer screen takes the purpose string into its message: with none, or an empty one, its
    /// spec is not written, and the error is located in the project and names the key.
    @Test(arguments: [
        Refusal(name: "missing", camera: nil,
                error: "error: Specs/camera.primerspec not written: Compass.xcodeproj/project.pbxproj:1:1: Compass.xcodeproj "
                    + "(target Compass, Release) has no NSCameraUsageDescription: the camera primer's message is the "
                    + "purpose string iOS shows in its alert; expected NSCameraUsageDescription in the Info.plist "
                    + "(INFOPLIST_KEY_NSCameraUsageDescription in a project or xcconfig)\n"),
        Refusal(name: "empty", camera: "",
                error: "error: Specs/camera.primerspec not written: Compass.xcodeproj/project.pbxproj:67:46: "
                    + "NSCameraUsageDescription is empty in Compass.xcodeproj (target Compass, Release): the camera "
                    + "primer's message needs the words iOS shows in its alert; expected a non-empty purpose string\n"),
    ])
    func thePrimerScreenRefusesNoPurposeString(_ refusal: Refusal) throws {
        let folder = try Self.app(camera: refusal.camera, "refusal-\(refusal.name)")
        let result = runTool("init", "--block", "primer-screen", "--project", "Compass.xcodeproj", in: folder)
        #expect(result.exitCode == .mismatch)
        expectSameLines(result.output, [
            "wrote Specs/location-always.primerspec (location-always, 8 sections)",
            "not written: Specs/camera.primerspec (camera): see the error below",
        ] + Self.next)
        #expect(result.errorOutput == refusal.error)
        #expect(!FileManager.default.fileExists(atPath: folder + "/Specs/camera.primerspec"))
    }

    /// A primer screen spec whose message is empty or blank is refused at the message.
    @Test(arguments: ["\"\"", "\"  \""])
    func anEmptyMessageIsRefused(_ message: String) throws {
        let folder = try makeTemporaryFolder("empty-message")
        try TemporaryFiles.write("block primer-screen\nsymbol \"camera.fill\"\nmessage \(message)\n", to: "s.primerspec",
                                 in: folder)
        let result = runTool("check", "s.primerspec", in: folder)
        #expect(result.exitCode == .badInput)
        #expect(result.output.contains("s.primerspec:3:9: error: the message is empty; expected the words the screen "
                                       + "says why the app asks (the app's purpose string, which iOS shows in its alert)"),
                "\(result.output)\(result.errorOutput)")
    }

    /// An output folder that is there and empty (a `.gitkeep` aside) is written into; one holding
    /// other files and no spec is refused as before.
    @Test(arguments: [[], [".gitkeep"]] as [[String]])
    func anEmptyOutputFolderIsWrittenInto(_ hidden: [String]) throws {
        let folder = try Self.app("empty-\(hidden.count)")
        try FileManager.default.createDirectory(atPath: folder + "/Out", withIntermediateDirectories: true)
        for name in hidden { try TemporaryFiles.write("", to: "Out/" + name, in: folder) }
        let result = runTool("init", "--project", "Compass.xcodeproj", "--output", "Out", in: folder)
        #expect(result.exitCode == .success, "\(result.errorOutput)")
        #expect(try TemporaryFiles.names(in: folder + "/Out").filter { !$0.hasPrefix(".") } == ["camera.primerspec"])
    }

    @Test func aFolderWithOtherFilesIsRefusedAsBefore() throws {
        let folder = try Self.app()
        try TemporaryFiles.write("notes\n", to: "Out/README.md", in: folder)
        let result = runTool("init", "--project", "Compass.xcodeproj", "--output", "Out", in: folder)
        #expect(result.exitCode == .badInput)
        #expect(result.errorOutput.contains("no spec found in Out; expected files ending in .primerspec"),
                "\(result.errorOutput)")
    }

    /// The hint repeats the app's options, the sources and the output folder, quoted for the shell.
    @Test func theNextHintRepeatsTheOptions() throws {
        let folder = try Self.app()
        let result = runTool("init", "--project", "Compass.xcodeproj", "--target", "Compass", "--configuration", "Release",
                             "--build-setting", "MARKETING_VERSION=1.0", "--output", "My Specs", "Compass", in: folder)
        #expect(result.exitCode == .success, "\(result.errorOutput)")
        expectSameLines(Array(SpecTest.lines(result.output).suffix(4)), [
            "next: review each spec's content (its words come from Compass.xcodeproj), then",
            "  swift package primer-spec-check     # or: primer-spec check 'My Specs'",
            "  and in CI: swift run primer-spec check 'My Specs' --format github && swift run primer-spec scan --project "
                + "Compass.xcodeproj --target Compass --configuration Release --build-setting MARKETING_VERSION=1.0 "
                + "Compass --specs 'My Specs' --format github",
            "",
        ])
    }

    @Test(arguments: [
        ("Specs", "Specs"), ("My Specs", "'My Specs'"), ("it's", "'it'\\''s'"), ("", "''"), ("a$b", "'a$b'"),
    ] as [(String, String)])
    func wordsAreQuotedForTheShell(_ word: String, _ quoted: String) {
        #expect(InitCommand.shellWord(word) == quoted)
    }
}
