import Foundation
@testable import PrimerAppInfo
@testable import PrimerSyntax
@testable import PrimerTestSupport
import Testing

/// Paths read as macOS's default (case-insensitive) file system reads them: a path a setting or an
/// include writes in other letter case than the disk is read, with a note at what wrote it; a path
/// that is not there in any case says what named it.
@Suite("Paths that differ from the disk only in letter case")
struct PathLetterCaseTests {
    static let pbxproj = "Trails.xcodeproj/project.pbxproj"
    static let caseNote = "on disk only in letter case; macOS's default file system ignores case, Linux's does not, "
        + "so it is read; expected the path spelled as on disk"

    struct ProjectCase: CustomTestStringConvertible, Sendable {
        var name: String
        var infoPlistFile: String
        var appName: LocatedValue?
        var diagnostics: [Finding]
        var testDescription: String { name }
    }

    static let projectCases: [ProjectCase] = [
        ProjectCase(name: "INFOPLIST_FILE in other letter case is read, with a note at the setting",
                    infoPlistFile: "trails/info.plist",
                    appName: LocatedValue("Trails", at: AppInfoFixture.at("Trails/Info.plist", 6, 2)),
                    diagnostics: [Finding(severity: .note, range: SourceRange(at: AppInfoFixture.at(pbxproj, 10, 21)),
                                          message: "INFOPLIST_FILE 'trails/info.plist' names 'Trails/Info.plist' " + caseNote,
                                          offendingText: "trails/info.plist", expected: "the path spelled as on disk")]),
        ProjectCase(name: "INFOPLIST_FILE as on disk gives no note",
                    infoPlistFile: "Trails/Info.plist",
                    appName: LocatedValue("Trails", at: AppInfoFixture.at("Trails/Info.plist", 6, 2)),
                    diagnostics: []),
        ProjectCase(name: "INFOPLIST_FILE not there in any case is an error at the setting, naming it",
                    infoPlistFile: "Trails/Missing.plist", appName: nil,
                    diagnostics: [.error("Trails/Missing.plist: cannot read the Info.plist INFOPLIST_FILE names: no such "
                                         + "file; expected a readable Info.plist",
                                         at: SourceRange(at: AppInfoFixture.at(pbxproj, 10, 21)),
                                         offendingText: "Trails/Missing.plist", expected: "a readable Info.plist")]),
    ]

    @Test(arguments: projectCases)
    func infoPlistFileIsFoundAsMacOSFindsIt(_ example: ProjectCase) throws {
        let folder = try AppInfoFixture.write([
            Self.pbxproj: AppInfoFixture.project(["INFOPLIST_FILE = \(example.infoPlistFile)"]),
            "Trails/Info.plist": AppInfoFixture.xml([("CFBundleDisplayName", "Trails")]),
        ])
        let sources = AppInfoSources(project: .init(path: FilePath(absolute: folder + "/Trails.xcodeproj",
                                                                   display: "Trails.xcodeproj")))
        let (info, diagnostics) = AppInfoReader.read(sources, keys: [])
        #expect(diagnostics == example.diagnostics)
        #expect(info.appName == example.appName)
    }

    struct IncludeCase: CustomTestStringConvertible, Sendable {
        var name: String
        var text: String
        var files: [String: String] = ["Shared/Base.xcconfig": "MARKETING_NAME = Trails\n"]
        var marketingName: LocatedValue?
        var diagnostics: [Finding]
        var testDescription: String { name }
    }

    static let missingInclude = "the included file 'Shared/Gone.xcconfig' is not there (searched .): Xcode reports "
        + "\"could not find included file\" and stops the build; PrimerSpec reads on without its settings; expected "
        + "the file, or #include? for one that may be missing"

    static let includeCases: [IncludeCase] = caseInsensitiveCases + caseSensitiveOnlyCases

    static let caseInsensitiveCases: [IncludeCase] = [
        IncludeCase(name: "an include in other letter case is read, with a note at the include",
                    text: "#include \"shared/base.xcconfig\"\n",
                    marketingName: LocatedValue("Trails", at: AppInfoFixture.at("Shared/Base.xcconfig", 1, 18)),
                    diagnostics: [Finding(severity: .note, range: SourceRange(at: AppInfoFixture.at("App.xcconfig", 1, 1)),
                                          message: "#include 'shared/base.xcconfig' names 'Shared/Base.xcconfig' " + caseNote,
                                          offendingText: "shared/base.xcconfig", expected: "the path spelled as on disk")]),
        IncludeCase(name: "an optional include without its extension, in other case, is read with a note",
                    text: "#include? \"SHARED/BASE\"\n",
                    marketingName: LocatedValue("Trails", at: AppInfoFixture.at("Shared/Base.xcconfig", 1, 18)),
                    diagnostics: [Finding(severity: .note, range: SourceRange(at: AppInfoFixture.at("App.xcconfig", 1, 1)),
                                          message: "#include? 'SHARED/BASE' names 'Shared/Base.xcconfig' " + caseNote,
                                          offendingText: "SHARED/BASE", expected: "the path spelled as on disk")]),
        IncludeCase(name: "an include not there in any case is a warning at the include",
                    text: "#include \"Shared/Gone.xcconfig\"\n", marketingName: nil,
                    diagnostics: [Finding(severity: .warning, range: SourceRange(at: AppInfoFixture.at("App.xcconfig", 1, 1)),
                                          message: missingInclude, offendingText: "Shared/Gone.xcconfig",
                                          expected: "the included file")]),
    ]

    /// Folders that can hold two names differing only in case: not on macOS's default file system.
    #if canImport(Darwin)
    static let caseSensitiveOnlyCases: [IncludeCase] = []
    #else
    static let caseSensitiveOnlyCases: [IncludeCase] = [
        IncludeCase(name: "two entries differing only in case (Linux) match neither: the include is missing",
                    text: "#include \"shared/gone.xcconfig\"\n",
                    files: ["Shared/Gone.xcconfig": "A = 1\n", "Shared/GONE.xcconfig": "A = 2\n"], marketingName: nil,
                    diagnostics: [Finding(severity: .warning, range: SourceRange(at: AppInfoFixture.at("App.xcconfig", 1, 1)),
                                          message: missingInclude.replacingOccurrences(of: "Shared/Gone", with: "shared/gone"),
                                          offendingText: "shared/gone.xcconfig", expected: "the included file")]),
    ]
    #endif

    @Test(arguments: includeCases)
    func includesAreFoundAsMacOSFindsThem(_ example: IncludeCase) throws {
        var files = example.files
        files["App.xcconfig"] = example.text
        let folder = try AppInfoFixture.write(files)
        let loaded = XCConfigFile.load(FilePath(absolute: folder + "/App.xcconfig", display: "App.xcconfig"), origin: nil)
        #expect(loaded.diagnostics == example.diagnostics)
        #expect(loaded.settings["MARKETING_NAME"] == example.marketingName)
    }

    /// A project's base configuration named in other case: read, with a note at its reference.
    @Test func baseConfigurationInOtherCaseIsRead() throws {
        let folder = try AppInfoFixture.write(["Base.xcconfig": "MARKETING_NAME = Trails\n"])
        let base = FilePath(absolute: folder + "/base.XCCONFIG", display: "base.XCCONFIG")
        let at = SourceRange(at: AppInfoFixture.at(Self.pbxproj, 9, 40))
        let loaded = XCConfigFile.load(base, origin: at, missing: .warning)
        #expect(loaded.diagnostics == [
            Finding(severity: .note, range: at,
                    message: "the base configuration (baseConfigurationReference) 'base.XCCONFIG' names 'Base.xcconfig' "
                        + Self.caseNote,
                    offendingText: "base.XCCONFIG", expected: "the path spelled as on disk"),
        ])
        #expect(loaded.settings["MARKETING_NAME"] == LocatedValue("Trails", at: AppInfoFixture.at("Base.xcconfig", 1, 18)))
    }

    /// A strings file whose path differs in case is read, the note among the table's warnings.
    @Test func stringsFileInOtherCaseIsRead() throws {
        let folder = try AppInfoFixture.write(["de.lproj/InfoPlist.strings": "\"CFBundleDisplayName\" = \"Pfade\";\n"])
        let path = FilePath(absolute: folder + "/de.lproj/infoplist.strings", display: "de.lproj/infoplist.strings")
        let at = SourceRange(at: AppInfoFixture.at(Self.pbxproj, 4, 7))
        let table = try StringsFile.load(path, language: "de", origin: at, namedBy: "the file reference").get()
        #expect(table.file == "de.lproj/InfoPlist.strings")
        #expect(table.values == ["CFBundleDisplayName": LocatedValue("Pfade", at: AppInfoFixture.at("de.lproj/InfoPlist.strings", 1, 25))])
        #expect(table.warnings == [
            Finding(severity: .note, range: at,
                    message: "the file reference 'de.lproj/infoplist.strings' names 'de.lproj/InfoPlist.strings' " + Self.caseNote,
                    offendingText: "de.lproj/infoplist.strings", expected: "the path spelled as on disk"),
        ])
    }

    /// The walk macOS takes for a path that is there in any case (checking each component's spelling),
    /// run here on Linux too: as written is exact, other case is found, a missing leaf is missing.
    @Test(arguments: [
        ("Trails/Info.plist", FilePath.OnDisk.exact),
        ("TRAILS/info.PLIST", .differsInCase(FilePath(absolute: "Trails/Info.plist", display: "Trails/Info.plist"))),
        ("Trails/Gone.plist", .missing),
        ("Trails/Info.plist/x", .missing),
    ])
    func theSpellingWalkFindsEachComponent(_ written: String, _ expected: FilePath.OnDisk) throws {
        let folder = try AppInfoFixture.write(["Trails/Info.plist": "x"])
        let found = FilePath(absolute: folder + "/" + written, display: written).onDisk(checkingSpelling: true)
        switch expected {
        case .differsInCase(let path):
            #expect(found == .differsInCase(FilePath(absolute: folder + "/" + path.absolute, display: path.display)))
        default:
            #expect(found == expected)
        }
    }

    /// The display path keeps what the user wrote before the part found in other case (`..`, folders).
    @Test(arguments: [
        ("Trails/INFO.plist", "../Project/Trails/INFO.plist", "../Project/Trails/Info.plist"),
        ("trails/info.plist", "trails/info.plist", "Trails/Info.plist"),
    ])
    func displayIsRespelledAsOnDisk(_ written: String, _ display: String, _ expected: String) throws {
        let folder = try AppInfoFixture.write(["Trails/Info.plist": "x"])
        let path = FilePath(absolute: folder + "/" + written, display: display)
        guard case .differsInCase(let found) = path.onDisk() else {
            Issue.record("\(written) is not found in other case")
            return
        }
        #expect(found == FilePath(absolute: folder + "/Trails/Info.plist", display: expected))
    }
}
