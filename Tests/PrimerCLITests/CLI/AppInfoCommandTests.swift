@testable import PrimerCLI
@testable import PrimerMotion
@testable import PrimerSpec
@testable import PrimerTestSupport
import Testing

/// `primer-spec app-info`: the app name and every purpose string an app's files declare, with where
/// each comes from, read by the same readers a spec's header uses.
@Suite("app-info command")
struct AppInfoCommandTests {
    static let specs = SpecTest.repositoryRoot + "/Specs"

    @Test(arguments: [
        (["--project", "Fixtures/Atlas.xcodeproj", "--target", "Atlas"], [
            "read: Fixtures/Atlas.xcodeproj (target Atlas, Release)",
            "app name: \"Atlas\"  (Fixtures/Atlas.xcodeproj/project.pbxproj:160:41)",
            "NSCameraUsageDescription: \"Atlas scans the \\\"trail marker\\\" codes on signposts.\"  "
                + "(Fixtures/Atlas.xcodeproj/project.pbxproj:161:46)",
            "NSLocationWhenInUseUsageDescription: \"Atlas shows the trails around you and keeps your place on the map.\"  "
                + "(Fixtures/Atlas.xcodeproj/project.pbxproj:162:57)",
            "NSPhotoLibraryUsageDescription: \"Atlas saves the photos you take on a trail.\"  "
                + "(Fixtures/Config/Shared.xcconfig:8:48)",
            "",
        ]),
        (["--info-plist", "Fixtures/CoffeeFinder-Info.plist"], [
            "read: Fixtures/CoffeeFinder-Info.plist",
            "app name: \"Coffee Finder\"  (Fixtures/CoffeeFinder-Info.plist:6:2)",
            "NSLocationWhenInUseUsageDescription: \"Coffee Finder uses where you are to list the cafes you can walk to.\"  "
                + "(Fixtures/CoffeeFinder-Info.plist:10:2)",
            "",
        ]),
    ])
    func listsTheNameAndEveryPurposeStringWithItsPlace(_ arguments: [String], _ expected: [String]) {
        let result = PrimerSpecTool.run(Invocation(arguments: ["app-info"] + arguments, workingDirectory: Self.specs,
                                                   blocks: TestBlocks.registry))
        #expect(result.exitCode == .success)
        #expect(result.errorOutput == "")
        expectSameLines(result.output, expected)
    }

    @Test func withoutAFileItIsAUsageError() {
        let result = PrimerSpecTool.run(Invocation(arguments: ["app-info"], workingDirectory: Self.specs, blocks: TestBlocks.registry))
        #expect(result.exitCode == .badInput)
        #expect(result.output == "")
        #expect(result.errorOutput == "error: give --info-plist FILE, --project PATH or --xcconfig FILE\n"
                + "See 'primer-spec app-info --help'.\n")
    }

    /// A stray word is refused, not ignored: it may be a file given without its option.
    @Test func aWordWithoutAnOptionIsAUsageError() {
        let result = PrimerSpecTool.run(Invocation(arguments: ["app-info", "--info-plist", "Fixtures/CoffeeFinder-Info.plist",
                                                               "Info.plist"],
                                                   workingDirectory: Self.specs, blocks: TestBlocks.registry))
        #expect(result.exitCode == .badInput)
        #expect(result.output == "")
        #expect(result.errorOutput == "error: unexpected 'Info.plist'; 'app-info' takes options only (--info-plist FILE, "
                + "--project PATH or --xcconfig FILE)\nSee 'primer-spec app-info --help'.\n")
    }
}
