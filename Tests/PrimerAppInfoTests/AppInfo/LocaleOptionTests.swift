@testable import PrimerCLI
@testable import PrimerSpec
@testable import PrimerTestSupport
import Testing

/// `--locale` on the command line, through `app-info` (which reads the app's files and no block): the
/// file loaded, and the keys it does not localize.
@Suite("The --locale option")
struct LocaleOptionTests {
    static let specs = SpecTest.repositoryRoot + "/Specs"
    static let plist = "../Tests/Localization/Trails/App/Info.plist"

    @Test func appInfoSaysWhichFileGaveEachValue() {
        let result = PrimerSpecTool.run(Invocation(arguments: ["app-info", "--info-plist", Self.plist, "--locale", "fr"],
                                                   workingDirectory: Self.specs, blocks: TestBlocks.registry))
        #expect(result.exitCode == .success)
        #expect(result.errorOutput == "")
        let fr = "../Tests/Localization/Trails/App/Localization/fr.lproj/InfoPlist.strings"
        expectSameLines(result.output, [
            "read: \(Self.plist)",
            "localized: \(fr) (locale fr)",
            "picked: beside the Info.plist (its folder or one under it; no project)",
            "app name: \"Sentiers\"  (\(fr):2:25)",
            "NSCameraUsageDescription: \"Sentiers lit les codes des balises\u{2019} \\t et des panneaux.\"  (\(fr):3:30)",
            "NSLocationWhenInUseUsageDescription: \"Trails shows where you are on the map.\"  "
                + "(\(Self.plist):14:2)  (not localized: the Info.plist's own)",
            "",
        ])
    }

    @Test(arguments: ["fr.lproj", "Base", "x"])
    func aLocaleThatIsNoLanguageIsAUsageError(_ word: String) {
        let result = PrimerSpecTool.run(Invocation(arguments: ["app-info", "--info-plist", Self.plist, "--locale", word],
                                                   workingDirectory: Self.specs, blocks: TestBlocks.registry))
        #expect(result.exitCode == .badInput)
        #expect(result.errorOutput == "error: --locale '\(word)' is not a language tag; expected a BCP 47 language such as "
                + "de, pt-BR or zh-Hans\nSee 'primer-spec app-info --help'.\n")
    }
}
