@testable import PrimerAppDump
@testable import PrimerAppInfo
@testable import PrimerMotion
@testable import PrimerSpec
@testable import PrimerSyntax
@testable import PrimerTestSupport
import Testing

/// Reading `Specs/Fixtures/Atlas.xcodeproj`: two targets, Debug and Release at the project and target
/// levels, a base xcconfig that includes another, written the way Xcode writes a project.
@Suite("Xcode projects and xcconfig files")
struct XcodeProjectTests {
    static let project = AppInfoFixture.path("Atlas.xcodeproj")
    static let pbxproj = "Fixtures/Atlas.xcodeproj/project.pbxproj"

    @Test func readsTargetsAndConfigurations() throws {
        let project = try XcodeProject.load(Self.project, origin: nil).get()
        #expect(project.name == "Atlas")
        #expect(project.targets.map(\.name) == ["Atlas", "AtlasWatch"])
        #expect(project.appTargets.count == 2)
        #expect(project.defaultConfigurationName == "Release")
        let atlas = try #require(project.target(named: "Atlas"))
        let list = try project.configurations(of: atlas)
        #expect(list.names == ["Debug", "Release"])
        #expect(atlas.location == AppInfoFixture.at(Self.pbxproj, 53, 11))
        let release = try #require(try project.configuration(named: "Release", in: list))
        #expect(release.settings["INFOPLIST_KEY_NSCameraUsageDescription"]
                == LocatedValue("$(PRODUCT_NAME) scans the \"trail marker\" codes on signposts.",
                                at: AppInfoFixture.at(Self.pbxproj, 161, 46)))
        let projectDebug = try project.configuration(named: "Debug", in: project.configurations)
        #expect(projectDebug?.baseConfiguration?.display == "Fixtures/Config/Shared.xcconfig")
    }

    struct ReadCase: CustomTestStringConvertible, Sendable {
        var target: String?
        var configuration: String?
        var appName: String
        var camera: String?
        var photos: String?
        var location: String?
        var testDescription: String { "\(target ?? "-") \(configuration ?? "default")" }
    }

    static let trails = "Atlas shows the trails around you and keeps your place on the map."
    static let photos = "Atlas saves the photos you take on a trail."

    @Test(arguments: [
        ReadCase(target: "Atlas", configuration: nil, appName: "Atlas",
                 camera: "Atlas scans the \"trail marker\" codes on signposts.", photos: photos, location: trails),
        ReadCase(target: "Atlas", configuration: "Debug", appName: "Atlas β",
                 camera: "Atlas scans trail markers (debug build).", photos: photos, location: trails),
        ReadCase(target: "AtlasWatch", configuration: "Release", appName: "Atlas for Watch", camera: nil,
                 photos: "AtlasWatch saves the photos you take on a trail.",
                 location: "Your watch shows the next turn on the trail."),
    ])
    func readsEachTargetAndConfiguration(_ read: ReadCase) {
        let sources = AppInfoSources(project: .init(path: Self.project), target: read.target.map { LocatedValue($0) },
                                     configuration: read.configuration.map { LocatedValue($0) })
        let keys = ["NSCameraUsageDescription", "NSPhotoLibraryUsageDescription", "NSLocationWhenInUseUsageDescription"]
        let (info, diagnostics) = AppInfoReader.read(sources, keys: keys)
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.rendered))")
        #expect(info.appName?.value == read.appName)
        #expect(info.values[keys[0]]?.value == read.camera)
        #expect(info.values[keys[1]]?.value == read.photos)
        #expect(info.values[keys[2]]?.value == read.location)
        #expect(info.searched == "Fixtures/Atlas.xcodeproj (target \(read.target ?? "-"), \(read.configuration ?? "Release"))")
    }

    @Test func xcconfigWithIncludesStandsAlone() {
        let sources = AppInfoSources(xcconfig: .init(path: AppInfoFixture.path("Atlas.xcconfig")))
        let (info, diagnostics) = AppInfoReader.read(sources, keys: ["NSCameraUsageDescription",
                                                                     "NSPhotoLibraryUsageDescription"])
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.rendered))")
        #expect(info.appName == LocatedValue("Atlas Trails", at: AppInfoFixture.at("Fixtures/Atlas.xcconfig", 5, 37)))
        #expect(info.values["NSCameraUsageDescription"]?.value == "Atlas scans the trail marker codes on signposts.")
        #expect(info.values["NSPhotoLibraryUsageDescription"]
                == LocatedValue("Atlas saves the photos you take on a trail.",
                                at: AppInfoFixture.at("Fixtures/Config/Shared.xcconfig", 8, 48)))
    }

    @Test func xcodesDefaultInfoPlistTakesItsNameFromABuildSetting() {
        let plist = AppInfoSources.NamedFile(path: AppInfoFixture.path("Xcode-Default-Info.plist"))
        var sources = AppInfoSources(infoPlist: plist)
        sources.buildSettings.set("PRODUCT_NAME", LocatedValue("Receipts"))
        let (info, diagnostics) = AppInfoReader.read(sources, keys: ["NSCameraUsageDescription"])
        #expect(diagnostics.isEmpty)
        #expect(info.appName?.value == "Receipts")
        #expect(info.values["NSCameraUsageDescription"]?.value == "Receipts reads the codes on receipts.")

        // Without PRODUCT_NAME the name cannot be read: the error is at the value, and says what to give.
        let (unnamed, errors) = AppInfoReader.read(AppInfoSources(infoPlist: plist), keys: [])
        #expect(unnamed.appName == nil)
        #expect(errors.map(\.rendered) == [
            "Fixtures/Xcode-Default-Info.plist:14:2: error: CFBundleName is '$(PRODUCT_NAME)': $(PRODUCT_NAME) refers to "
                + "PRODUCT_NAME, which is not set; expected PRODUCT_NAME set in the project, the xcconfig, or with "
                + "build-setting PRODUCT_NAME \"VALUE\" (--build-setting PRODUCT_NAME=VALUE), or app \"NAME\" in the "
                + "spec (--app NAME)",
        ])
        // With app given, the plist still gives the purpose string.
        let named = AppInfoReader.read(AppInfoSources(appName: LocatedValue("Receipts Pro"), infoPlist: plist),
                                       keys: ["NSCameraUsageDescription"])
        #expect(named.diagnostics.isEmpty)
        #expect(named.info.appName?.value == "Receipts Pro")
        #expect(named.info.values["NSCameraUsageDescription"]?.value == "This app reads the codes on receipts.")
    }

    struct ErrorCase: CustomTestStringConvertible, Sendable {
        var name: String
        var files: [String: String]
        var sources: @Sendable (String) -> AppInfoSources
        var expected: [String]
        var testDescription: String { name }
    }

    static func file(_ folder: String, _ name: String) -> FilePath {
        FilePath(absolute: folder + "/" + name, display: name)
    }

    static let projectText = """
    // !$*UTF8*$!
    {
    \tobjects = {
    \t\tP0 = {isa = PBXProject; buildConfigurationList = L0; targets = (T1, T2, ); };
    \t\tL0 = {isa = XCConfigurationList; buildConfigurations = (C0, ); defaultConfigurationName = Release; };
    \t\tC0 = {isa = XCBuildConfiguration; buildSettings = {}; name = Release; };
    \t\tT1 = {isa = PBXNativeTarget; buildConfigurationList = L1; name = App; productType = "com.apple.product-type.application"; };
    \t\tT2 = {isa = PBXNativeTarget; buildConfigurationList = L1; name = Widget; productType = "com.apple.product-type.app-extension"; };
    \t\tL1 = {isa = XCConfigurationList; buildConfigurations = (C1, ); };
    \t\tC1 = {isa = XCBuildConfiguration; buildSettings = {
    \t\t\tGENERATE_INFOPLIST_FILE = YES;
    \t\t\tINFOPLIST_FILE = App/Info.plist;
    \t\t\tINFOPLIST_KEY_NSCameraUsageDescription = "From the build setting.";
    \t\t\tPRODUCT_NAME = "$(TARGET_NAME)";
    \t\t}; name = Release; };
    \t};
    \trootObject = P0;
    }
    """

    static let errors: [ErrorCase] = [
        ErrorCase(name: "an include that does not exist is located at the include",
                  files: ["A.xcconfig": "// top\n#include \"Missing.xcconfig\"\nPRODUCT_NAME = A\n"],
                  sources: { AppInfoSources(xcconfig: .init(path: file($0, "A.xcconfig"))) },
                  expected: ["A.xcconfig:2:1: warning: the included file 'Missing.xcconfig' is not there (searched .): "
                             + "Xcode reports \"could not find included file\" and stops the build; PrimerSpec reads on "
                             + "without its settings; expected the file, or #include? for one that may be missing"]),
        ErrorCase(name: "a line that is not a setting",
                  files: ["A.xcconfig": "PRODUCT_NAME = A\n  just some words\n#import \"x\"\n"],
                  sources: { AppInfoSources(xcconfig: .init(path: file($0, "A.xcconfig"))) },
                  expected: ["A.xcconfig:2:3: error: 'just some words' is not a setting; expected NAME = VALUE, "
                             + "#include \"PATH\" or a // comment",
                             "A.xcconfig:3:1: error: unknown directive '#import'; expected #include \"PATH\" or "
                             + "#include? \"PATH\""]),
        ErrorCase(name: "an include loop",
                  files: ["A.xcconfig": "#include \"B.xcconfig\"\nPRODUCT_NAME = A\n", "B.xcconfig": "#include \"A.xcconfig\"\n"],
                  sources: { AppInfoSources(xcconfig: .init(path: file($0, "A.xcconfig"))) },
                  expected: ["B.xcconfig:1:1: warning: B.xcconfig includes A.xcconfig, which is already being read: the "
                             + "includes loop, and Xcode skips this include; expected includes that do not loop"]),
        ErrorCase(name: "an optional include may be missing",
                  files: ["A.xcconfig": "#include? \"Local.xcconfig\"\nINFOPLIST_KEY_CFBundleDisplayName = A\n"],
                  sources: { AppInfoSources(xcconfig: .init(path: file($0, "A.xcconfig"))) },
                  expected: []),
        ErrorCase(name: "a project whose Info.plist file and build setting disagree",
                  files: ["App.xcodeproj/project.pbxproj": projectText,
                          "App/Info.plist": AppInfoFixture.xml([("CFBundleName", "App"),
                                                                ("NSCameraUsageDescription", "From the file.")])],
                  sources: { AppInfoSources(project: .init(path: file($0, "App.xcodeproj")),
                                            target: LocatedValue("App")) },
                  expected: ["App.xcodeproj/project.pbxproj:13:45: error: INFOPLIST_KEY_NSCameraUsageDescription gives "
                             + "NSCameraUsageDescription 'From the build setting.' but the Info.plist file says 'From the "
                             + "file.'; Xcode builds the setting's value over the file's (swift-build's Info.plist "
                             + "processing merges the generated keys over INFOPLIST_FILE), so the file's text is never "
                             + "shown; expected one value for NSCameraUsageDescription\nApp/Info.plist:8:2: note: the "
                             + "Info.plist's NSCameraUsageDescription is here"]),
        ErrorCase(name: "a project with a broken line",
                  files: ["App.xcodeproj/project.pbxproj": "{\n\tobjects = {\n\t\tP0 = {isa = PBXProject\n\t};\n}\n"],
                  sources: { AppInfoSources(project: .init(path: file($0, "App.xcodeproj"))) },
                  expected: ["App.xcodeproj/project.pbxproj:4:2: error: missing ';' after the value of 'isa'; "
                             + "expected ';' after each key = value"]),
        ErrorCase(name: "a project that is not one",
                  files: ["App.xcodeproj/project.pbxproj": "{ archiveVersion = 1; }\n"],
                  sources: { AppInfoSources(project: .init(path: file($0, "App.xcodeproj"))) },
                  expected: ["App.xcodeproj/project.pbxproj:1:1: error: there is no 'objects' dictionary; expected a "
                             + "project.pbxproj as Xcode writes it"]),
        ErrorCase(name: "a missing project",
                  files: [:],
                  sources: { AppInfoSources(project: .init(path: file($0, "Nope.xcodeproj"))) },
                  // On the command line no spec line names the file: the error is its message alone.
                  expected: ["command line: error: Nope.xcodeproj/project.pbxproj: cannot read the project: no such "
                             + "file; expected an .xcodeproj folder with a project.pbxproj"]),
    ]

    @Test(arguments: errors)
    func errorsAreLocatedInTheirFile(_ error: ErrorCase) throws {
        let folder = try AppInfoFixture.write(error.files)
        let (_, diagnostics) = AppInfoReader.read(error.sources(folder), keys: ["NSCameraUsageDescription"])
        #expect(diagnostics.map(\.rendered) == error.expected)
    }
}
