@testable import BlockTestSupport
import Foundation
@testable import PrimerCLI
@testable import PrimerTestSupport
import Testing

/// `primer-spec scan --project` with no sources named reads the Swift files the project's target
/// compiles: its Sources phase through its groups, and its synchronized folders less their exceptions;
/// never a file on disk the target does not build, nor an extension's.
@Suite("scan: the project target's sources by default")
struct ScanProjectSourcesTests {
    /// Lantern: the app's code is in `Code/` (not a folder named after the target), listed in its
    /// Sources phase, and in the synchronized folder `Shared/`, whose exception set keeps
    /// `Shared/Debug.swift` out of the app; a widget builds `Widget/`.
    static let project = """
        // !$*UTF8*$!
        {
        \tarchiveVersion = 1;
        \tobjectVersion = 77;
        \tobjects = {
        \t\tB1000000000000000000A001 /* Main.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = Main.swift; sourceTree = "<group>"; };
        \t\tB1000000000000000000A002 /* Main.swift in Sources */ = {isa = PBXBuildFile; fileRef = B1000000000000000000A001 /* Main.swift */; };
        \t\tB1000000000000000000A003 /* Code */ = {isa = PBXGroup; children = (B1000000000000000000A001 /* Main.swift */, ); path = Code; sourceTree = "<group>"; };
        \t\tB1000000000000000000A004 /* Shared */ = {isa = PBXFileSystemSynchronizedRootGroup; exceptions = (B1000000000000000000A005, ); path = Shared; sourceTree = "<group>"; };
        \t\tB1000000000000000000A005 = {isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = (Debug.swift, ); target = B1000000000000000000A010 /* Lantern */; };
        \t\tB1000000000000000000A006 /* Widget */ = {isa = PBXFileSystemSynchronizedRootGroup; path = Widget; sourceTree = "<group>"; };
        \t\tB1000000000000000000A007 = {isa = PBXGroup; children = (B1000000000000000000A003 /* Code */, B1000000000000000000A004 /* Shared */, B1000000000000000000A006 /* Widget */, ); sourceTree = "<group>"; };
        \t\tB1000000000000000000A008 /* Sources */ = {isa = PBXSourcesBuildPhase; files = (B1000000000000000000A002 /* Main.swift in Sources */, ); };
        \t\tB1000000000000000000A010 /* Lantern */ = {
        \t\t\tisa = PBXNativeTarget;
        \t\t\tbuildConfigurationList = B1000000000000000000A020;
        \t\t\tbuildPhases = (B1000000000000000000A008 /* Sources */, );
        \t\t\tfileSystemSynchronizedGroups = (B1000000000000000000A004 /* Shared */, );
        \t\t\tname = Lantern;
        \t\t\tproductType = "com.apple.product-type.application";
        \t\t};
        \t\tB1000000000000000000A011 /* LanternWidget */ = {
        \t\t\tisa = PBXNativeTarget;
        \t\t\tbuildConfigurationList = B1000000000000000000A021;
        \t\t\tbuildPhases = ( );
        \t\t\tfileSystemSynchronizedGroups = (B1000000000000000000A006 /* Widget */, );
        \t\t\tname = LanternWidget;
        \t\t\tproductType = "com.apple.product-type.app-extension";
        \t\t};
        \t\tB1000000000000000000A012 /* Project object */ = {
        \t\t\tisa = PBXProject;
        \t\t\tbuildConfigurationList = B1000000000000000000A022;
        \t\t\tdevelopmentRegion = en;
        \t\t\tmainGroup = B1000000000000000000A007;
        \t\t\ttargets = (B1000000000000000000A010 /* Lantern */, B1000000000000000000A011 /* LanternWidget */, );
        \t\t};
        \t\tB1000000000000000000A030 /* Release */ = {isa = XCBuildConfiguration; buildSettings = {GENERATE_INFOPLIST_FILE = YES; INFOPLIST_KEY_CFBundleDisplayName = Lantern; INFOPLIST_KEY_NSCameraUsageDescription = "Lantern scans a lamp's code."; PRODUCT_NAME = "$(TARGET_NAME)"; }; name = Release; };
        \t\tB1000000000000000000A031 /* Release */ = {isa = XCBuildConfiguration; buildSettings = {GENERATE_INFOPLIST_FILE = YES; PRODUCT_NAME = "$(TARGET_NAME)"; }; name = Release; };
        \t\tB1000000000000000000A032 /* Release */ = {isa = XCBuildConfiguration; buildSettings = {IPHONEOS_DEPLOYMENT_TARGET = 18.0; SDKROOT = iphoneos; }; name = Release; };
        \t\tB1000000000000000000A020 = {isa = XCConfigurationList; buildConfigurations = (B1000000000000000000A030 /* Release */, ); defaultConfigurationName = Release; };
        \t\tB1000000000000000000A021 = {isa = XCConfigurationList; buildConfigurations = (B1000000000000000000A031 /* Release */, ); defaultConfigurationName = Release; };
        \t\tB1000000000000000000A022 = {isa = XCConfigurationList; buildConfigurations = (B1000000000000000000A032 /* Release */, ); defaultConfigurationName = Release; };
        \t};
        \trootObject = B1000000000000000000A012 /* Project object */;
        }

        """

    /// Each file and the request it makes: only the first two are the app's.
    static let files: [(path: String, text: String)] = [
        ("Code/Main.swift", "import AVFoundation\n\nfunc scanLamp() {\n    AVCaptureDevice.requestAccess(for: .video) { _ in }\n}\n"),
        ("Shared/Nearby.swift", "import CoreLocation\n\nlet manager = CLLocationManager()\nfunc locate() {\n"
            + "    manager.requestWhenInUseAuthorization()\n}\n"),
        ("Shared/Debug.swift", "import Contacts\n\nfunc debugContacts() {\n    CNContactStore().requestAccess(for: .contacts) { _, _ in }\n}\n"),
        ("Code/Unused.swift", "import Photos\n\nfunc old() {\n    PHPhotoLibrary.requestAuthorization(for: .readWrite) { _ in }\n}\n"),
        ("Widget/Widget.swift", "import AVFAudio\n\nfunc listen() {\n    AVAudioApplication.requestRecordPermission { _ in }\n}\n"),
    ]

    @Test func theTargetsCompiledFilesAreRead() throws {
        let folder = try makeTemporaryFolder(#function)
        try TemporaryFiles.write(Self.project, to: "Lantern.xcodeproj/project.pbxproj", in: folder)
        for file in Self.files { try TemporaryFiles.write(file.text, to: file.path, in: folder) }
        let result = runTool("scan", "--project", "Lantern.xcodeproj", in: folder)
        let first = result.output.split(separator: "\n").first.map(String.init)
        #expect(first == "read 2 Swift files (11 lines) and Lantern.xcodeproj (target Lantern, Release): 2 requests for location-when-in-use, camera")
        #expect(!result.output.contains("Debug.swift"))
        #expect(!result.output.contains("Unused.swift"))
        #expect(!result.output.contains("Widget.swift"))
    }

    /// A project whose target lists no Swift file falls back to the target's folder, as before.
    @Test func aTargetWithoutListedSourcesReadsItsFolder() throws {
        let folder = try makeTemporaryFolder(#function)
        let bare = Self.project.replacingOccurrences(of: "buildPhases = (B1000000000000000000A008 /* Sources */, );", with: "buildPhases = ( );")
            .replacingOccurrences(of: "fileSystemSynchronizedGroups = (B1000000000000000000A004 /* Shared */, );", with: "")
        try TemporaryFiles.write(bare, to: "Lantern.xcodeproj/project.pbxproj", in: folder)
        try TemporaryFiles.write(Self.files[0].text, to: "Lantern/Main.swift", in: folder)
        try TemporaryFiles.write(Self.files[3].text, to: "Other/Unused.swift", in: folder)
        let result = runTool("scan", "--project", "Lantern.xcodeproj", in: folder)
        let first = result.output.split(separator: "\n").first.map(String.init)
        #expect(first == "read 1 Swift file (5 lines) and Lantern.xcodeproj (target Lantern, Release): 1 request for camera")
    }
}
