import Foundation
@testable import PrimerAppInfo
@testable import PrimerCLI
@testable import PrimerSpec
@testable import PrimerSyntax
@testable import PrimerTestSupport
import Testing

/// Which files belong to an app: with a project, the target's Resources and Sources phases (variant
/// groups expanded) and its synchronized folders less their exception sets; without one, a narrow
/// search that never enters another target's folder. And which language a locale reads.
@Suite("A target's files and languages")
struct TargetFilesTests {
    /// An invented project: `App` (a variant group InfoPlist.strings in its Resources phase, a Sources
    /// phase, a framework from the SDK), its `Widget` extension, and `Synced`, built from a
    /// synchronized folder with an exception set; `App` also gets `Synced/Old.swift` through an
    /// exception set of its own, and builds a Mac-only variant group (`platformFilters = (macos, )`) never.
    static let pbxproj = """
    // !$*UTF8*$!
    {
    \tarchiveVersion = 1;
    \tobjectVersion = 77;
    \tobjects = {
    \t\tP0 = {isa = PBXProject; buildConfigurationList = L0; developmentRegion = en; mainGroup = G0; targets = (T1, T2, T3, ); };
    \t\tL0 = {isa = XCConfigurationList; buildConfigurations = (C0, ); defaultConfigurationName = Release; };
    \t\tC0 = {isa = XCBuildConfiguration; buildSettings = {}; name = Release; };
    \t\tG0 = {isa = PBXGroup; children = (G1, G2, S1, S2, G3, F5, F6, ); sourceTree = "<group>"; };
    \t\tG3 = {isa = PBXGroup; children = (V3, ); path = Mac; sourceTree = "<group>"; };
    \t\tV3 = {isa = PBXVariantGroup; children = (F8, ); name = InfoPlist.strings; sourceTree = "<group>"; };
    \t\tF8 = {isa = PBXFileReference; name = en; path = en.lproj/InfoPlist.strings; sourceTree = "<group>"; };
    \t\tG1 = {isa = PBXGroup; children = (V1, F3, F4, ); path = App; sourceTree = "<group>"; };
    \t\tV1 = {isa = PBXVariantGroup; children = (F1, F2, ); name = InfoPlist.strings; sourceTree = "<group>"; };
    \t\tF1 = {isa = PBXFileReference; name = en; path = en.lproj/InfoPlist.strings; sourceTree = "<group>"; };
    \t\tF2 = {isa = PBXFileReference; name = de; path = de.lproj/InfoPlist.strings; sourceTree = "<group>"; };
    \t\tF3 = {isa = PBXFileReference; path = Info.plist; sourceTree = "<group>"; };
    \t\tF4 = {isa = PBXFileReference; path = AppDelegate.swift; sourceTree = "<group>"; };
    \t\tF5 = {isa = PBXFileReference; path = Shared/Shared.swift; sourceTree = SOURCE_ROOT; };
    \t\tF6 = {isa = PBXFileReference; path = System/Library/Frameworks/UIKit.framework; sourceTree = SDKROOT; };
    \t\tG2 = {isa = PBXGroup; children = (V2, ); path = Widget; sourceTree = "<group>"; };
    \t\tV2 = {isa = PBXVariantGroup; children = (F7, ); name = InfoPlist.strings; sourceTree = "<group>"; };
    \t\tF7 = {isa = PBXFileReference; name = en; path = en.lproj/InfoPlist.strings; sourceTree = "<group>"; };
    \t\tS1 = {isa = PBXFileSystemSynchronizedRootGroup; exceptions = (E1, E2, ); explicitFileTypes = {}; explicitFolders = (); path = Synced; sourceTree = "<group>"; };
    \t\tE1 = {isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = (Info.plist, Legacy, "/Localized: Extra/InfoPlist.strings", Old.swift, ); platformFiltersByRelativePath = { MacOnly.swift = (macos, ); }; target = T3; };
    \t\tE2 = {isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = (Old.swift, ); target = T1; };
    \t\tS2 = {isa = PBXFileSystemSynchronizedRootGroup; exceptions = (E3, ); explicitFileTypes = {}; explicitFolders = (); path = Extras; sourceTree = "<group>"; };
    \t\tE3 = {isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = ("/Localized: Main.strings", ); target = T1; };
    \t\tT1 = {isa = PBXNativeTarget; buildConfigurationList = L1; buildPhases = (R1, X1, K1, ); name = App; productType = "com.apple.product-type.application"; };
    \t\tR1 = {isa = PBXResourcesBuildPhase; files = (B7, B1, ); };
    \t\tB7 = {isa = PBXBuildFile; fileRef = V3; platformFilters = (macos, ); };
    \t\tB1 = {isa = PBXBuildFile; fileRef = V1; };
    \t\tX1 = {isa = PBXSourcesBuildPhase; files = (B2, B5, ); };
    \t\tB2 = {isa = PBXBuildFile; fileRef = F4; };
    \t\tB5 = {isa = PBXBuildFile; fileRef = F5; };
    \t\tK1 = {isa = PBXFrameworksBuildPhase; files = (B6, ); };
    \t\tB6 = {isa = PBXBuildFile; fileRef = F6; };
    \t\tL1 = {isa = XCConfigurationList; buildConfigurations = (C1, ); };
    \t\tC1 = {isa = XCBuildConfiguration; buildSettings = { INFOPLIST_FILE = App/Info.plist; }; name = Release; };
    \t\tT2 = {isa = PBXNativeTarget; buildConfigurationList = L2; buildPhases = (R2, ); name = Widget; productType = "com.apple.product-type.app-extension"; };
    \t\tR2 = {isa = PBXResourcesBuildPhase; files = (B3, ); };
    \t\tB3 = {isa = PBXBuildFile; fileRef = V2; };
    \t\tL2 = {isa = XCConfigurationList; buildConfigurations = (C2, ); };
    \t\tC2 = {isa = XCBuildConfiguration; buildSettings = { INFOPLIST_FILE = Widget/Info.plist; }; name = Release; };
    \t\tT3 = {isa = PBXNativeTarget; buildConfigurationList = L3; buildPhases = (); fileSystemSynchronizedGroups = (S1, ); name = Synced; productType = "com.apple.product-type.application"; };
    \t\tL3 = {isa = XCConfigurationList; buildConfigurations = (C3, ); };
    \t\tC3 = {isa = XCBuildConfiguration; buildSettings = { INFOPLIST_FILE = Synced/Info.plist; }; name = Release; };
    \t};
    \trootObject = P0;
    }

    """

    static func strings(_ name: String) -> String { "\"CFBundleDisplayName\" = \"\(name)\";\n" }

    /// The project's folder: every file the project names, and some it does not.
    static func writeProject(name: String = #function) throws -> String {
        try AppInfoFixture.write([
            "Atlas.xcodeproj/project.pbxproj": pbxproj,
            "App/Info.plist": AppInfoFixture.xml([("CFBundleDisplayName", "Atlas (Info.plist)")]),
            "App/en.lproj/InfoPlist.strings": strings("Atlas"),
            "App/de.lproj/InfoPlist.strings": strings("Atlas DE"),
            // On disk, but in no phase of the target: never read.
            "App/fr.lproj/InfoPlist.strings": strings("Atlas FR"),
            "App/AppDelegate.swift": "",
            "Shared/Shared.swift": "",
            "Widget/Info.plist": AppInfoFixture.xml([("CFBundleDisplayName", "Atlas Widget (Info.plist)")]),
            "Widget/en.lproj/InfoPlist.strings": strings("Atlas Widget"),
            "Synced/Info.plist": AppInfoFixture.xml([("CFBundleDisplayName", "Synced (Info.plist)")]),
            "Synced/App.swift": "",
            "Synced/Old.swift": "",
            "Synced/MacOnly.swift": "",
            // The Mac build's strings, in the App's Resources phase for macOS only.
            "Mac/en.lproj/InfoPlist.strings": strings("Atlas for Mac"),
            "Synced/en.lproj/InfoPlist.strings": strings("Synced"),
            "Synced/Legacy/de.lproj/InfoPlist.strings": strings("Synced Legacy DE"),
            "Synced/Extra/de.lproj/InfoPlist.strings": strings("Synced Extra DE"),
            "Synced/sv.lproj/InfoPlist.strings": strings("Synced SV"),
            "Synced/sv-SE.lproj/Localizable.strings": "\"Hello\" = \"Hej\";\n",
            "Synced/pt.lproj/InfoPlist.strings": strings("Synced PT"),
            "Synced/pt-BR.lproj/InfoPlist.strings": strings("Synced BR"),
            "Synced/zh-Hans.lproj/InfoPlist.strings": strings("Synced Hans"),
            "Synced/zh-Hant.lproj/InfoPlist.strings": strings("Synced Hant"),
            "Synced/Assets.xcassets/Contents.json": "{}",
            // A folder no target lists: App gets its localized Main.strings through an exception set.
            "Extras/en.lproj/Main.strings": "\"Hello\" = \"Hello\";\n",
            "Extras/ja.lproj/Main.strings": "\"Hello\" = \"Konnichiwa\";\n",
            "Extras/Unused.strings": "",
        ], name: name)
    }

    /// What a read gives of the localization, as one comparable value.
    struct Read: Equatable, CustomTestStringConvertible {
        var appName: LocatedValue?
        var localization: String?
        var rule: String?
        var diagnostics: [Finding] = []
        var testDescription: String { localization ?? "none" }
    }

    static func read(_ sources: AppInfoSources, locale: String) -> Read {
        var sources = sources
        sources.locale = LocatedValue(locale)
        let (info, diagnostics) = AppInfoReader.read(sources, keys: [])
        return Read(appName: info.appName, localization: info.localization, rule: info.localizationRule,
                    diagnostics: diagnostics)
    }

    static func project(_ root: String) -> AppInfoSources.NamedFile {
        .init(path: FilePath(absolute: root + "/Atlas.xcodeproj", display: "Atlas.xcodeproj"))
    }

    static let variantGroup = "from the target's Resources phase (variant group InfoPlist.strings)"
    static let synced = "from synchronized folder Synced/"

    static func expected(_ file: String, _ name: String, _ why: String, rule: String) -> Read {
        Read(appName: LocatedValue(name, at: AppInfoFixture.at(file, 1, 25)), localization: "\(file) (\(why))", rule: rule)
    }

    @Test(arguments: [
        // The variant group in the Resources phase gives each language.
        ("App", "de", expected("App/de.lproj/InfoPlist.strings", "Atlas DE", "locale de", rule: variantGroup)),
        ("App", "en", expected("App/en.lproj/InfoPlist.strings", "Atlas", "locale en", rule: variantGroup)),
        // ja is the app's (its exception set adds Extras/ja.lproj/Main.strings), without an InfoPlist.strings.
        ("App", "ja", expected("App/en.lproj/InfoPlist.strings", "Atlas", "locale ja; no InfoPlist.strings for ja or Base",
                               rule: variantGroup)),
        // fr.lproj/InfoPlist.strings is on disk, but the target never copies it.
        ("App", "fr", expected("App/en.lproj/InfoPlist.strings", "Atlas",
                               "locale fr; the app has no fr localization, so iOS uses its development region en",
                               rule: variantGroup)),
        // The extension's InfoPlist.strings names the extension, never the app.
        ("Widget", "en", expected("Widget/en.lproj/InfoPlist.strings", "Atlas Widget", "locale en", rule: variantGroup)),
        // The synchronized folder's files, less the exception set's: Legacy/ and Extra/…/InfoPlist.strings.
        ("Synced", "en", expected("Synced/en.lproj/InfoPlist.strings", "Synced", "locale en", rule: synced)),
        ("Synced", "de", expected("Synced/en.lproj/InfoPlist.strings", "Synced",
                                  "locale de; the app has no de localization, so iOS uses its development region en",
                                  rule: synced)),
        // sv-SE.lproj is the app's (it holds Localizable.strings) but holds no InfoPlist.strings: sv is read.
        ("Synced", "sv-SE", expected("Synced/sv.lproj/InfoPlist.strings", "Synced SV",
                                     "locale sv-SE; no InfoPlist.strings for sv-SE", rule: synced)),
        ("Synced", "pt-BR", expected("Synced/pt-BR.lproj/InfoPlist.strings", "Synced BR", "locale pt-BR", rule: synced)),
        ("Synced", "pt-PT", expected("Synced/pt.lproj/InfoPlist.strings", "Synced PT",
                                     "locale pt-PT; the app has no pt-PT localization, so iOS uses pt", rule: synced)),
        ("Synced", "zh-Hant-TW", expected("Synced/zh-Hant.lproj/InfoPlist.strings", "Synced Hant",
                                          "locale zh-Hant-TW; the app has no zh-Hant-TW localization, so iOS uses zh-Hant",
                                          rule: synced)),
        ("Synced", "zh-HK", expected("Synced/zh-Hant.lproj/InfoPlist.strings", "Synced Hant",
                                     "locale zh-HK; the app has no zh-HK localization, so iOS uses zh-Hant", rule: synced)),
        ("Synced", "zh-Hans", expected("Synced/zh-Hans.lproj/InfoPlist.strings", "Synced Hans", "locale zh-Hans",
                                       rule: synced)),
    ] as [(String, String, Read)])
    func aProjectsTargetGivesItsOwnLocalizations(_ target: String, _ locale: String, _ expected: Read) throws {
        let root = try Self.writeProject()
        let sources = AppInfoSources(project: Self.project(root), target: LocatedValue(target))
        #expect(Self.read(sources, locale: locale) == expected)
    }

    /// A file the Resources phase names but the disk lacks is left out, with one warning where the project names it.
    @Test func aResourceMissingFromDiskIsLeftOutWithAWarning() throws {
        let root = try Self.writeProject()
        try FileManager.default.removeItem(atPath: root + "/App/de.lproj/InfoPlist.strings")
        let sources = AppInfoSources(project: Self.project(root), target: LocatedValue("App"))
        let file = "App/de.lproj/InfoPlist.strings"
        let expected = "the files the project names, on disk"
        var read = Self.expected("App/en.lproj/InfoPlist.strings", "Atlas", "locale de; no InfoPlist.strings for de or Base",
                                 rule: Self.variantGroup)
        read.diagnostics = [Finding(severity: .warning, range: SourceRange(at: AppInfoFixture.at("Atlas.xcodeproj/project.pbxproj", 16, 8)),
                                    message: "\(file), \(Self.variantGroup), is not on disk; left out of the app's "
                                        + "localizations (Xcode would stop the build there); expected \(expected)",
                                    offendingText: file, expected: expected)]
        #expect(Self.read(sources, locale: "de") == read)
    }

    static func loaded(_ root: String) throws -> XcodeProject {
        try XcodeProject.load(FilePath(absolute: root + "/Atlas.xcodeproj", display: "Atlas.xcodeproj"), origin: nil).get()
    }

    @Test func sourceFilesComeFromTheSourcesPhaseAndSynchronizedFolders() throws {
        let project = try Self.loaded(Self.writeProject())
        let displays = { (name: String) throws -> [String] in
            guard let target = project.target(named: name) else { return [] }
            return try project.sourceFiles(of: target).map(\.display)
        }
        // App: its Sources phase (one file relative to the project), and Old.swift its exception set adds.
        #expect(try displays("App") == ["App/AppDelegate.swift", "Shared/Shared.swift", "Synced/Old.swift"])
        // Synced: the folder's Swift files less Old.swift, which its exception set leaves out.
        #expect(try displays("Synced") == ["Synced/App.swift"])
        #expect(try displays("Widget") == [])
    }

    @Test func resourcesSayWhyEachFileIsTheTargets() throws {
        let project = try Self.loaded(Self.writeProject())
        let resources = { (name: String) throws -> [String] in
            guard let target = project.target(named: name) else { return [] }
            return try project.resourceFiles(of: target).map { "\($0.path.display): \($0.origin.description)" }
        }
        let added = "from synchronized folder Extras/, whose exception set adds it to the target"
        #expect(try resources("App") == [
            "App/en.lproj/InfoPlist.strings: \(Self.variantGroup)",
            "App/de.lproj/InfoPlist.strings: \(Self.variantGroup)",
            "Extras/en.lproj/Main.strings: \(added)",
            "Extras/ja.lproj/Main.strings: \(added)",
        ])
        #expect(try resources("Synced") == [
            "Synced/Assets.xcassets: \(Self.synced)",
            "Synced/en.lproj/InfoPlist.strings: \(Self.synced)",
            "Synced/pt-BR.lproj/InfoPlist.strings: \(Self.synced)",
            "Synced/pt.lproj/InfoPlist.strings: \(Self.synced)",
            "Synced/sv-SE.lproj/Localizable.strings: \(Self.synced)",
            "Synced/sv.lproj/InfoPlist.strings: \(Self.synced)",
            "Synced/zh-Hans.lproj/InfoPlist.strings: \(Self.synced)",
            "Synced/zh-Hant.lproj/InfoPlist.strings: \(Self.synced)",
        ])
    }

    @Test func appInfoSaysWhichRulePickedTheFile() throws {
        let root = try Self.writeProject()
        let result = PrimerSpecTool.run(Invocation(
            arguments: ["app-info", "--project", "Atlas.xcodeproj", "--target", "App", "--locale", "de", "--verbose"],
            workingDirectory: root, blocks: TestBlocks.registry))
        #expect(result.errorOutput == "")
        expectSameLines(result.output, [
            "read: App/Info.plist and Atlas.xcodeproj (target App, Release)",
            "localized: App/de.lproj/InfoPlist.strings (locale de)",
            "picked: \(Self.variantGroup)",
            "localization file: App/en.lproj/InfoPlist.strings (en): \(Self.variantGroup)",
            "localization file: App/de.lproj/InfoPlist.strings (de): \(Self.variantGroup)",
            "app name: \"Atlas DE\"  (App/de.lproj/InfoPlist.strings:1:25)",
            "purpose strings: none",
            "",
        ])
    }

    // MARK: Without a project

    static let beside = "beside the Info.plist (its folder or one under it; no project)"

    @Test(arguments: [
        // The sibling folder holds another Info.plist: another target's, never searched.
        ([
            "Root.xcodeproj/project.pbxproj": "",
            "App/Info.plist": AppInfoFixture.xml([("CFBundleDisplayName", "Plain")]),
            "Widget/Info.plist": AppInfoFixture.xml([("CFBundleDisplayName", "Widget")]),
            "Widget/en.lproj/InfoPlist.strings": strings("Widget"),
        ], Read(appName: LocatedValue("Plain", at: AppInfoFixture.at("App/Info.plist", 6, 2)))),
        // A folder beside the Info.plist's that no target's Info.plist claims is searched, one level up.
        ([
            "Root.xcodeproj/project.pbxproj": "",
            "App/Info.plist": AppInfoFixture.xml([("CFBundleDisplayName", "Plain")]),
            "Resources/en.lproj/InfoPlist.strings": strings("Shared"),
        ], expected("Resources/en.lproj/InfoPlist.strings", "Shared", "locale en",
                    rule: "in the folder above the Info.plist's (no project)")),
        // Under the Info.plist's folder, an extension's folder (it holds its Info.plist) is skipped.
        ([
            "Root.xcodeproj/project.pbxproj": "",
            "Info.plist": AppInfoFixture.xml([("CFBundleDisplayName", "Plain")]),
            "Resources/fr.lproj/InfoPlist.strings": strings("Mine"),
            "Share/Share-Info.plist": AppInfoFixture.xml([("CFBundleDisplayName", "Share")]),
            "Share/en.lproj/InfoPlist.strings": strings("Share"),
        ], Read(appName: LocatedValue("Plain", at: AppInfoFixture.at("Info.plist", 6, 2)),
                localization: "no InfoPlist.strings for en, Base (locale en)", rule: nil)),
        // Firebase's GoogleService-Info.plist is no target's Info.plist.
        ([
            "Root.xcodeproj/project.pbxproj": "",
            "Info.plist": AppInfoFixture.xml([("CFBundleDisplayName", "Plain")]),
            "Support/GoogleService-Info.plist": AppInfoFixture.xml([("API_KEY", "x")]),
            "Support/en.lproj/InfoPlist.strings": strings("Mine"),
        ], expected("Support/en.lproj/InfoPlist.strings", "Mine", "locale en", rule: beside)),
    ] as [([String: String], Read)])
    func withoutAProjectTheSearchStaysInTheAppsFolders(_ files: [String: String], _ expected: Read) throws {
        let root = try AppInfoFixture.write(files)
        let plist = files.keys.first { $0.hasSuffix("Info.plist") && !$0.contains("/") } ?? "App/Info.plist"
        let sources = AppInfoSources(infoPlist: .init(path: FilePath(absolute: root + "/" + plist, display: plist)))
        #expect(Self.read(sources, locale: "en") == expected)
    }

    // MARK: Languages

    @Test(arguments: [
        ("sv-SE", ["sv-se", "sv"]),
        ("pt-BR", ["pt-br", "pt"]),
        ("pt", ["pt"]),
        ("zh-Hant", ["zh-hant", "zh-tw", "zh-hk"]),
        ("zh-Hant-TW", ["zh-hant-tw", "zh-hant", "zh-tw"]),
        ("zh-TW", ["zh-tw", "zh-hant-tw", "zh-hant"]),
        ("zh-Hans", ["zh-hans", "zh-cn", "zh"]),
        ("zh-CN", ["zh-cn", "zh-hans-cn", "zh-hans", "zh"]),
        ("sr-Latn", ["sr-latn"]),
        ("es-419", ["es-419", "es"]),
        ("en_GB", ["en-gb", "en"]),
    ])
    func aLocaleReadsItsLanguagesInIOSOrder(_ locale: String, _ expected: [String]) {
        #expect(LanguageMatch.candidates(for: locale) == expected)
    }

    @Test(arguments: [
        ("sv-SE", ["sv", "en"], "sv", "; the app has no sv-SE localization, so iOS uses sv"),
        ("zh-Hant", ["zh", "zh-Hans", "en"], "en", "; the app has no zh-Hant localization, so iOS uses its development region en"),
        ("pt-BR", ["pt-BR", "pt"], "pt-br", ""),
        ("pt-BR", ["pt", "en"], "pt", "; the app has no pt-BR localization, so iOS uses pt"),
        ("en", ["fr"], "en", ""),
        // An older project's English.lproj is English.
        ("en-GB", ["English", "French"], "en", "; the app has no en-GB localization, so iOS uses en"),
    ])
    func theAppsLanguageIsTheBestMatch(_ locale: String, _ localizations: [String], _ language: String, _ how: String) {
        let chosen = InfoPlistLocalization.appLanguage(locale: locale, localizations: Set(localizations),
                                                       developmentRegion: "en")
        #expect(chosen.0 == language)
        #expect(chosen.1 == how)
    }
}
