import Foundation
@testable import PrimerAppDump
@testable import PrimerAppInfo
@testable import PrimerCLI
import PrimerModel
@testable import PrimerMotion
@testable import PrimerSpec
@testable import PrimerSyntax
@testable import PrimerTestSupport
import Testing

/// The xcconfig reader: lines as Xcode reads them, includes searched as Xcode searches, and the
/// settings that come out, located.
@Suite("xcconfig files")
struct XCConfigFileTests {
    static func at(_ file: String, _ line: Int, _ column: Int) -> PrimerSyntax.SourceLocation {
        PrimerSyntax.SourceLocation(file: file, line: line, column: column)
    }

    static func parse(_ text: String) -> (settings: BuildSettings, diagnostics: [Finding]) {
        XCConfigFile.parse(text, path: FilePath(absolute: "/nowhere/App.xcconfig", display: "App.xcconfig"))
    }

    /// A project folder: `Config/App.xcconfig` includes a file beside it (named without its extension),
    /// one in the project's folder, and one whose own include is found in its includer's folder.
    static func projectFolder(name: String = #function) throws -> String {
        try AppInfoFixture.write([
            "Config/App.xcconfig": "#include \"Local\"\n#include \"Shared/Common.xcconfig\"\n#include \"Inner/Inner.xcconfig\"\n"
                + "#include? \"Overrides.xcconfig\"\nPRODUCT_NAME = Atlas\n",
            "Config/Local.xcconfig": "LOCAL = beside\n",
            "Config/Besides.xcconfig": "BESIDES = found in the includer's includer's folder\n",
            "Config/Inner/Inner.xcconfig": "#include \"Besides.xcconfig\"\nINNER = yes\n",
            "Shared/Common.xcconfig": "COMMON = from the project folder\n",
        ], name: name)
    }

    @Test func includesAreSearchedAsXcodeSearches() throws {
        let folder = try Self.projectFolder()
        let path = FilePath(absolute: folder + "/Config/App.xcconfig", display: "Config/App.xcconfig")
        let loaded = XCConfigFile.load(path, origin: nil, searchFolders: [FilePath(absolute: folder, display: "")],
                                       missing: .warning)
        #expect(loaded.diagnostics == [])
        #expect(loaded.settings.values == [
            "LOCAL": LocatedValue("beside", at: Self.at("Config/Local.xcconfig", 1, 9)),
            "COMMON": LocatedValue("from the project folder", at: Self.at("Shared/Common.xcconfig", 1, 10)),
            "BESIDES": LocatedValue("found in the includer's includer's folder", at: Self.at("Config/Besides.xcconfig", 1, 11)),
            "INNER": LocatedValue("yes", at: Self.at("Config/Inner/Inner.xcconfig", 2, 9)),
            "PRODUCT_NAME": LocatedValue("Atlas", at: Self.at("Config/App.xcconfig", 5, 16)),
        ])
    }

    /// Without the project's folder (an xcconfig named alone), an include only the project's folder
    /// holds is not there: a warning at the include, and the rest is read.
    @Test func aMissingIncludeIsAWarningAtItsLine() throws {
        let folder = try Self.projectFolder()
        let path = FilePath(absolute: folder + "/Config/App.xcconfig", display: "Config/App.xcconfig")
        let loaded = XCConfigFile.load(path, origin: nil)
        #expect(loaded.diagnostics == [
            Finding(severity: .warning, range: SourceRange(at: Self.at("Config/App.xcconfig", 2, 1)),
                       message: "the included file 'Shared/Common.xcconfig' is not there (searched Config): Xcode reports "
                           + "\"could not find included file\" and stops the build; PrimerSpec reads on without its "
                           + "settings; expected the file, or #include? for one that may be missing",
                       offendingText: "Shared/Common.xcconfig", expected: "the included file"),
        ])
        #expect(loaded.settings.values.keys.sorted() == ["BESIDES", "INNER", "LOCAL", "PRODUCT_NAME"])
        #expect(loaded.settings.missingFiles == [.init(path: "Shared/Common.xcconfig", location: Self.at("Config/App.xcconfig", 2, 1))])
    }

    @Test func aMissingBaseConfigurationIsAWarning() {
        let origin = SourceRange(at: Self.at("App.xcodeproj/project.pbxproj", 40, 5))
        let path = FilePath(absolute: "/nowhere/Secrets.xcconfig", display: "Secrets.xcconfig")
        let loaded = XCConfigFile.load(path, origin: origin, missing: .warning)
        let expected = "the base xcconfig the project names"
        #expect(loaded.diagnostics == [
            Finding(severity: .warning, range: origin,
                       message: "Secrets.xcconfig: the base configuration (baseConfigurationReference) is not there: Xcode "
                           + "reports \"Unable to open base configuration reference file\" and stops the build; PrimerSpec reads on without its "
                           + "settings; expected \(expected)",
                       offendingText: "Secrets.xcconfig", expected: expected),
        ])
        #expect(loaded.settings.missingFiles == [.init(path: "Secrets.xcconfig", location: origin.lowerBound)])
        let named = XCConfigFile.load(path, origin: origin)
        #expect(named.diagnostics.map(\.severity) == [.error])
    }

    @Test func anIncludeLoopIsSkippedWithAWarning() throws {
        let folder = try AppInfoFixture.write(["A.xcconfig": "#include \"B.xcconfig\"\nA = 1\n",
                                               "B.xcconfig": "#include \"A.xcconfig\"\nB = 2\n"])
        let loaded = XCConfigFile.load(FilePath(absolute: folder + "/A.xcconfig", display: "A.xcconfig"), origin: nil)
        #expect(loaded.diagnostics == [
            Finding(severity: .warning, range: SourceRange(at: Self.at("B.xcconfig", 1, 1)),
                       message: "B.xcconfig includes A.xcconfig, which is already being read: the includes loop, and "
                           + "Xcode skips this include; expected includes that do not loop",
                       offendingText: "#include \"A.xcconfig\"", expected: "includes that do not loop"),
        ])
        #expect(loaded.settings.values == ["A": LocatedValue("1", at: Self.at("A.xcconfig", 2, 5)),
                                           "B": LocatedValue("2", at: Self.at("B.xcconfig", 2, 5))])
    }

    /// Lines end at `\n`, `\r\n`, a lone `\r` (an old Mac file), U+2028 and U+2029.
    @Test func everyLineEndXcodeKnowsEndsALine() {
        let loaded = Self.parse("A = 1\rB = 2\r\nC = 3\u{2028}D = 4;\nE = a \\\r  b \\\n  c // comment\n")
        #expect(loaded.diagnostics == [])
        #expect(loaded.settings.values == [
            "A": LocatedValue("1", at: Self.at("App.xcconfig", 1, 5)),
            "B": LocatedValue("2", at: Self.at("App.xcconfig", 2, 5)),
            "C": LocatedValue("3", at: Self.at("App.xcconfig", 3, 5)),
            "D": LocatedValue("4", at: Self.at("App.xcconfig", 4, 5)),
            "E": LocatedValue("a b c", at: Self.at("App.xcconfig", 5, 5)),
        ])
    }

    @Test func conditionalAssignmentsAreKeptWithTheirConditions() {
        let loaded = Self.parse("NAME = Plain\nNAME[sdk=iphoneos*][arch=arm64] = Arm\nNAME [config=Debug] = Debug\n")
        #expect(loaded.diagnostics == [])
        #expect(loaded.settings.assignments["NAME"] == [
            .init(value: LocatedValue("Plain", at: Self.at("App.xcconfig", 1, 8)), conditions: []),
            .init(value: LocatedValue("Arm", at: Self.at("App.xcconfig", 2, 35)),
                  conditions: [.init(parameter: "sdk", pattern: "iphoneos*"), .init(parameter: "arch", pattern: "arm64")]),
            .init(value: LocatedValue("Debug", at: Self.at("App.xcconfig", 3, 23)),
                  conditions: [.init(parameter: "config", pattern: "Debug")]),
        ])
        #expect(loaded.settings["NAME"]?.value == "Plain")
    }

    static let notASetting = "NAME = VALUE, #include \"PATH\" or a // comment"

    @Test(arguments: [
        ("NAME[sdk] = x\n", Finding.error("NAME has a malformed condition '[sdk] = x'; expected a condition such as "
                                             + "[sdk=iphoneos*] or [config=Debug]", at: SourceRange(at: at("App.xcconfig", 1, 1)),
                                             offendingText: "[sdk] = x",
                                             expected: "a condition such as [sdk=iphoneos*] or [config=Debug]")),
        ("  = x\n", Finding.error("'= x' is not a setting; expected \(notASetting)",
                                     at: SourceRange(at: at("App.xcconfig", 1, 3)), offendingText: "= x",
                                     expected: notASetting)),
        ("NAME x\n", Finding.error("'NAME x' is not a setting; expected \(notASetting)",
                                      at: SourceRange(at: at("App.xcconfig", 1, 1)), offendingText: "NAME x",
                                      expected: notASetting)),
        ("#import \"A.xcconfig\"\n", Finding.error("unknown directive '#import'; expected #include \"PATH\" or #include? \"PATH\"",
                                                     at: SourceRange(at: at("App.xcconfig", 1, 1)),
                                                     offendingText: "#import \"A.xcconfig\"", expected: "#include \"PATH\"")),
        ("#include A.xcconfig\n", Finding.error("#include needs a quoted path, found 'A.xcconfig'; expected #include \"PATH\"",
                                                  at: SourceRange(at: at("App.xcconfig", 1, 1)), offendingText: "A.xcconfig",
                                                  expected: "#include \"PATH\"")),
        ("\u{0}NAME = x\n", Finding.error("'\\u{0}NAME = x' is not a setting; expected \(notASetting)",
                                             at: SourceRange(at: at("App.xcconfig", 1, 1)), offendingText: "\\u{0}NAME = x",
                                             expected: notASetting)),
    ])
    func malformedLinesAreLocated(_ text: String, _ expected: Finding) {
        #expect(Self.parse(text).diagnostics == [expected])
    }

    @Test func aHugeLineGivesAShortMessage() {
        let line = "-" + String(repeating: "x", count: 1_000_000)
        let diagnostics = Self.parse(line + "\n").diagnostics
        #expect(diagnostics == [.error("'\(TextExcerpt.shown(line, limit: FilePath.quotedLimit))' is not a setting; expected \(Self.notASetting)",
                                       at: SourceRange(at: Self.at("App.xcconfig", 1, 1)),
                                       offendingText: TextExcerpt.shown(line, limit: FilePath.quotedLimit),
                                       expected: Self.notASetting)])
        #expect(diagnostics.first.map(\.rendered.count) ?? 0 < 500)
    }

    /// `A = $(inherited)$(inherited)` 24 times: the values stay as written, and the expansion stops at
    /// the size limit, naming the setting and the line where it passed it.
    @Test func doublingInheritedValuesStayAsWritten() {
        let text = "A = xx\n" + String(repeating: "A = $(inherited)$(inherited)\n", count: 24)
        let loaded = Self.parse(text)
        #expect(loaded.diagnostics == [])
        #expect(loaded.settings.assignments["A"]?.count == 25)
        let value = LocatedValue("$(A)", at: Self.at("Info.plist", 4, 2))
        let result = BuildSettingExpander(settings: loaded.settings).expand(value, what: "CFBundleName",
                                                                             fallback: AppInfoSources.commandLine)
        let expected = "values of at most 1000000 bytes once expanded"
        #expect(result == .failure(.error("CFBundleName is '$(A)': A grows past 1000000 bytes when expanded "
                                          + "(A -> A -> A -> A -> A -> A); expected \(expected)",
                                          at: SourceRange(at: Self.at("Info.plist", 4, 2)), offendingText: "A",
                                          expected: expected,
                                          notes: [.init("A is set here", at: Self.at("App.xcconfig", 20, 5))])))
    }
}
