import Foundation
@testable import PrimerAppDump
@testable import PrimerAppInfo
@testable import PrimerCLI
@testable import PrimerMotion
@testable import PrimerSpec
@testable import PrimerSyntax
@testable import PrimerTestSupport
import Testing

/// How a target's generated Info.plist (`GENERATE_INFOPLIST_FILE`, `INFOPLIST_KEY_…`, `PRODUCT_NAME`) and
/// its `INFOPLIST_FILE` are merged, as swift-build's Info.plist processing merges them, and what is
/// reported when they disagree or a purpose string is empty.
@Suite("Generated Info.plist merged with a file")
struct GeneratedInfoPlistTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var settings: [String]
        var plist: [(String, String)]
        var keys: [String] = ["NSCameraUsageDescription"]
        var appName: LocatedValue?
        var values: [String: LocatedValue]
        var diagnostics: [String] = []
        var testDescription: String { name }
    }

    static let pbxproj = "Trails.xcodeproj/project.pbxproj"
    static let plistFile = "Trails/Info.plist"

    static let cases: [Case] = [
        Case(name: "the generated CFBundleName comes from PRODUCT_NAME although a file is named",
             settings: ["GENERATE_INFOPLIST_FILE = YES", "INFOPLIST_FILE = Trails/Info.plist",
                        "PRODUCT_NAME = \"$(TARGET_NAME)\""],
             plist: [("NSCameraUsageDescription", "Trails scans the markers on signposts.")],
             appName: LocatedValue("Trails", at: AppInfoFixture.at(pbxproj, 12, 19)),
             values: ["NSCameraUsageDescription": LocatedValue("Trails scans the markers on signposts.",
                                                               at: AppInfoFixture.at(plistFile, 6, 2))]),
        Case(name: "a generated key fills in what the file lacks",
             settings: ["GENERATE_INFOPLIST_FILE = YES", "INFOPLIST_FILE = Trails/Info.plist",
                        "INFOPLIST_KEY_CFBundleDisplayName = \"Trails & Co\"",
                        "INFOPLIST_KEY_NSCameraUsageDescription = \"From the setting.\""],
             plist: [("CFBundleVersion", "1")],
             appName: LocatedValue("Trails & Co", at: AppInfoFixture.at(pbxproj, 12, 40)),
             values: ["NSCameraUsageDescription": LocatedValue("From the setting.", at: AppInfoFixture.at(pbxproj, 13, 45))]),
        Case(name: "without GENERATE_INFOPLIST_FILE = YES, Xcode reads no INFOPLIST_KEY_ setting",
             settings: ["INFOPLIST_FILE = Trails/Info.plist", "PRODUCT_NAME = Trails",
                        "INFOPLIST_KEY_NSCameraUsageDescription = \"Never built.\""],
             plist: [("CFBundleName", "Trails"), ("NSCameraUsageDescription", "From the file.")],
             appName: LocatedValue("Trails", at: AppInfoFixture.at(plistFile, 6, 2)),
             values: ["NSCameraUsageDescription": LocatedValue("From the file.", at: AppInfoFixture.at(plistFile, 8, 2))],
             diagnostics: ["\(pbxproj):12:45: note: INFOPLIST_KEY_NSCameraUsageDescription is set but GENERATE_INFOPLIST_FILE "
                           + "is not YES, so Xcode ignores it (swift-build's Info.plist processing builds INFOPLIST_KEY_ "
                           + "settings only into a generated Info.plist) and PrimerSpec does too; expected "
                           + "GENERATE_INFOPLIST_FILE = YES for Xcode to build INFOPLIST_KEY_NSCameraUsageDescription, or the "
                           + "key in the Info.plist file"]),
        Case(name: "a conflict in a key the block does not read is a warning, and the reading goes on",
             settings: ["GENERATE_INFOPLIST_FILE = YES", "INFOPLIST_FILE = Trails/Info.plist", "PRODUCT_NAME = Trails",
                        "INFOPLIST_KEY_NSSpeechRecognitionUsageDescription = \"Dictate notes.\""],
             plist: [("NSCameraUsageDescription", "From the file."), ("NSSpeechRecognitionUsageDescription", "Old text.")],
             appName: LocatedValue("Trails", at: AppInfoFixture.at(pbxproj, 12, 19)),
             values: ["NSCameraUsageDescription": LocatedValue("From the file.", at: AppInfoFixture.at(plistFile, 6, 2))],
             diagnostics: ["\(pbxproj):13:56: warning: INFOPLIST_KEY_NSSpeechRecognitionUsageDescription gives "
                           + "NSSpeechRecognitionUsageDescription 'Dictate notes.' but the Info.plist file says 'Old "
                           + "text.'; Xcode builds the setting's value over the file's (swift-build's Info.plist "
                           + "processing merges the generated keys over INFOPLIST_FILE), so the file's text is never "
                           + "shown; expected one value for NSSpeechRecognitionUsageDescription\n"
                           + "\(plistFile):8:2: note: the Info.plist's NSSpeechRecognitionUsageDescription is here"]),
        Case(name: "a file's $(PRODUCT_NAME) and the generated name are the same text, not a conflict",
             settings: ["GENERATE_INFOPLIST_FILE = YES", "INFOPLIST_FILE = Trails/Info.plist", "PRODUCT_NAME = Trails"],
             plist: [("CFBundleName", "$(PRODUCT_NAME)"), ("NSCameraUsageDescription", "Scans.")],
             appName: LocatedValue("Trails", at: AppInfoFixture.at(pbxproj, 12, 19)),
             values: ["NSCameraUsageDescription": LocatedValue("Scans.", at: AppInfoFixture.at(plistFile, 8, 2))]),
    ]

    @Test(arguments: cases)
    func mergesAsXcodeDoes(_ example: Case) throws {
        let folder = try AppInfoFixture.write(["Trails.xcodeproj/project.pbxproj": AppInfoFixture.project(example.settings),
                                               "Trails/Info.plist": AppInfoFixture.xml(example.plist)])
        let sources = AppInfoSources(project: .init(path: FilePath(absolute: folder + "/Trails.xcodeproj",
                                                                   display: "Trails.xcodeproj")))
        let (info, diagnostics) = AppInfoReader.read(sources, keys: example.keys)
        #expect(diagnostics.map(\.rendered) == example.diagnostics)
        #expect(info.appName == example.appName)
        #expect(info.values == example.values)
    }

    @Test func aMissingIncludeComesFirstAndTheErrorItCausesSaysSo() throws {
        let folder = try AppInfoFixture.write(["Main.xcconfig": "#include \"Missing.xcconfig\"\n"
                                                + "INFOPLIST_KEY_CFBundleDisplayName = $(PRODUCT_NAME)\n"])
        let sources = AppInfoSources(xcconfig: .init(path: FilePath(absolute: folder + "/Main.xcconfig",
                                                                    display: "Main.xcconfig")))
        let (_, diagnostics) = AppInfoReader.read(sources, keys: ["NSCameraUsageDescription"])
        #expect(diagnostics.map(\.rendered) == [
            "Main.xcconfig:1:1: warning: the included file 'Missing.xcconfig' is not there (searched .): Xcode reports "
                + "\"could not find included file\" and stops the build; PrimerSpec reads on without its settings; "
                + "expected the file, or #include? for one that may be missing",
            "Main.xcconfig:2:37: error: CFBundleDisplayName is '$(PRODUCT_NAME)': $(PRODUCT_NAME) refers to PRODUCT_NAME, "
                + "which is not set; expected PRODUCT_NAME set in the project, the xcconfig, or with build-setting "
                + "PRODUCT_NAME \"VALUE\" (--build-setting PRODUCT_NAME=VALUE), or app \"NAME\" in the spec (--app NAME)\n"
                + "Main.xcconfig:1:1: note: Missing.xcconfig was not found; it may set PRODUCT_NAME",
        ])
    }

    @Test func anUnreadableInfoPlistIsTheOnlyError() throws {
        let folder = try AppInfoFixture.write(["Main.xcconfig": "INFOPLIST_KEY_CFBundleDisplayName = $(PRODUCT_NAME)\n"])
        let sources = AppInfoSources(infoPlist: .init(path: FilePath(absolute: folder + "/Missing.plist",
                                                                     display: "Missing.plist")),
                                     xcconfig: .init(path: FilePath(absolute: folder + "/Main.xcconfig",
                                                                    display: "Main.xcconfig")))
        let (_, diagnostics) = AppInfoReader.read(sources, keys: ["NSCameraUsageDescription"])
        #expect(diagnostics.map(\.rendered) == [
            "command line: error: Missing.plist: cannot read the Info.plist: no such file; expected a readable "
                + "Info.plist",
        ])
    }

    @Test func aValueTheLocaleReplacesNeedNotExpand() throws {
        let folder = try AppInfoFixture.write([
            "App/Info.plist": AppInfoFixture.xml([("CFBundleDisplayName", "$(PRODUCT_NAME)"),
                                                  ("NSCameraUsageDescription", "${PRODUCT_NAME} scans codes."),
                                                  ("NSMicrophoneUsageDescription", "${PRODUCT_NAME} records notes.")]),
            "App/en.lproj/InfoPlist.strings": "\"CFBundleDisplayName\" = \"Trails\";\n"
                + "\"NSCameraUsageDescription\" = \"Trails scans the codes on signposts.\";\n",
        ])
        let sources = AppInfoSources(infoPlist: .init(path: FilePath(absolute: folder + "/App/Info.plist",
                                                                     display: "App/Info.plist")))
        let (info, diagnostics) = AppInfoReader.read(sources, keys: ["NSCameraUsageDescription",
                                                                     "NSMicrophoneUsageDescription"])
        // iOS shows the strings file's name and camera string; only the microphone string, which the
        // strings file lacks, is the Info.plist's own and must expand.
        #expect(diagnostics.map(\.rendered) == [
            "App/Info.plist:10:2: error: NSMicrophoneUsageDescription is '${PRODUCT_NAME} records notes.': "
                + "${PRODUCT_NAME} refers to PRODUCT_NAME, which is not set; expected PRODUCT_NAME set in the project, the "
                + "xcconfig, or with build-setting PRODUCT_NAME \"VALUE\" (--build-setting PRODUCT_NAME=VALUE)",
        ])
        #expect(info.appName == LocatedValue("Trails", at: AppInfoFixture.at("App/en.lproj/InfoPlist.strings", 1, 25)))
        #expect(info.values == ["NSCameraUsageDescription": LocatedValue(
            "Trails scans the codes on signposts.", at: AppInfoFixture.at("App/en.lproj/InfoPlist.strings", 2, 30))])
    }
}
