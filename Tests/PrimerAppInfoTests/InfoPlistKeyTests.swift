import Foundation
@testable import PrimerAppInfo
@testable import PrimerSyntax
@testable import PrimerTestSupport
import Testing

/// An Info.plist key given more than once is read as the last, at its own line, with a warning at
/// each other; an `INFOPLIST_KEY_` setting without `GENERATE_INFOPLIST_FILE = YES` is a note that Xcode
/// ignores it.
@Suite("Info.plist keys given twice or ignored")
struct InfoPlistKeyTests {
    static let plist = "Trails/Info.plist"
    static let pbxproj = "Trails.xcodeproj/project.pbxproj"

    static func duplicate(_ key: String, at line: Int, read readLine: Int) -> Finding {
        Finding(severity: .warning, range: SourceRange(at: AppInfoFixture.at(plist, line, 2)),
                message: "the Info.plist gives \(key) more than once; the last, at line \(readLine), is read, as "
                    + "Foundation reads a property list, so this one is never shown; expected each key once",
                offendingText: "<key>\(key)</key>", expected: "each key once",
                notes: [.init("the \(key) that is read is here", at: AppInfoFixture.at(plist, readLine, 2))])
    }

    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var entries: [(String, String)]
        var values: [String: LocatedValue]
        var warnings: [Finding]
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "a key given twice is the last, at its own line, with a warning at the first",
             entries: [("NSCameraUsageDescription", "Old text."), ("CFBundleName", "Trails"),
                       ("NSCameraUsageDescription", "Trails scans signposts.")],
             values: ["NSCameraUsageDescription": LocatedValue("Trails scans signposts.", at: AppInfoFixture.at(plist, 10, 2)),
                      "CFBundleName": LocatedValue("Trails", at: AppInfoFixture.at(plist, 8, 2))],
             warnings: [duplicate("NSCameraUsageDescription", at: 5, read: 9)]),
        Case(name: "a key given three times warns at the two not read",
             entries: [("CFBundleName", "A"), ("CFBundleName", "B"), ("CFBundleName", "C")],
             values: ["CFBundleName": LocatedValue("C", at: AppInfoFixture.at(plist, 10, 2))],
             warnings: [duplicate("CFBundleName", at: 5, read: 9), duplicate("CFBundleName", at: 7, read: 9)]),
        Case(name: "keys given once give no warning",
             entries: [("CFBundleName", "Trails"), ("NSCameraUsageDescription", "Scans.")],
             values: ["CFBundleName": LocatedValue("Trails", at: AppInfoFixture.at(plist, 6, 2)),
                      "NSCameraUsageDescription": LocatedValue("Scans.", at: AppInfoFixture.at(plist, 8, 2))],
             warnings: []),
    ]

    @Test(arguments: cases)
    func aKeyGivenTwiceIsTheLast(_ example: Case) throws {
        let data = Data(AppInfoFixture.xml(example.entries).utf8)
        let contents = try InfoPlistFile.parse(data, path: FilePath(absolute: "/tmp/x", display: Self.plist),
                                               origin: SourceRange(at: AppInfoSources.commandLine)).get()
        #expect(contents.values == example.values)
        #expect(contents.warnings == example.warnings)
    }

    /// A nested dictionary's key of the same name is not the top level's: no warning, the top-level line.
    @Test func aNestedKeyIsNotADuplicate() throws {
        let text = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0">
        <dict>
        \t<key>NSAppTransportSecurity</key>
        \t<dict>
        \t\t<key>CFBundleName</key>
        \t\t<string>Nested</string>
        \t</dict>
        \t<key>CFBundleName</key>
        \t<string>Trails</string>
        </dict>
        </plist>

        """
        let contents = try InfoPlistFile.parse(Data(text.utf8), path: FilePath(absolute: "/tmp/x", display: Self.plist),
                                               origin: SourceRange(at: AppInfoSources.commandLine)).get()
        #expect(contents.values == ["CFBundleName": LocatedValue("Trails", at: AppInfoFixture.at(Self.plist, 10, 2))])
        #expect(contents.warnings == [])
    }

    /// The reader passes the warning on, and reads the last value.
    @Test func theReaderWarnsAndReadsTheLast() throws {
        let folder = try AppInfoFixture.write([Self.plist: AppInfoFixture.xml([
            ("CFBundleDisplayName", "Trails"), ("NSCameraUsageDescription", "Old text."),
            ("NSCameraUsageDescription", "Trails scans signposts."),
        ])])
        let sources = AppInfoSources(infoPlist: .init(path: FilePath(absolute: folder + "/" + Self.plist, display: Self.plist)))
        let (info, diagnostics) = AppInfoReader.read(sources, keys: ["NSCameraUsageDescription"])
        #expect(diagnostics == [Self.duplicate("NSCameraUsageDescription", at: 7, read: 9)])
        #expect(info.values == ["NSCameraUsageDescription": LocatedValue("Trails scans signposts.",
                                                                         at: AppInfoFixture.at(Self.plist, 10, 2))])
    }

    /// A strings file follows the same rule: the last occurrence is read, the others warn.
    @Test func aStringsKeyGivenThreeTimesWarnsAtTheTwoNotRead() throws {
        let file = "fr.lproj/InfoPlist.strings"
        let table = try StringsFile.parse(Array("\"k\" = \"1\";\n\"k\" = \"2\";\n\"k\" = \"3\";\n".utf8),
                                          file: file, language: "fr").get()
        #expect(table.values == ["k": LocatedValue("3", at: AppInfoFixture.at(file, 3, 7))])
        let warning = { (line: Int) in
            Finding(severity: .warning, range: SourceRange(at: AppInfoFixture.at(file, line, 1)),
                    message: "'k' is given more than once; the last, at line 3, is read, as Foundation reads strings "
                        + "files, so this one is never shown; expected each key once",
                    offendingText: "k", expected: "each key once",
                    notes: [.init("the 'k' that is read is here", at: AppInfoFixture.at(file, 3, 1))])
        }
        #expect(table.warnings == [warning(1), warning(2)])
    }

    static func ignored(_ name: String, line: Int, column: Int) -> Finding {
        let expected = "GENERATE_INFOPLIST_FILE = YES for Xcode to build \(name), or the key in the Info.plist file"
        return Finding(severity: .note, range: SourceRange(at: AppInfoFixture.at(pbxproj, line, column)),
                       message: "\(name) is set but GENERATE_INFOPLIST_FILE is not YES, so Xcode ignores it (swift-build's "
                           + "Info.plist processing builds INFOPLIST_KEY_ settings only into a generated Info.plist) and "
                           + "PrimerSpec does too; expected \(expected)",
                       offendingText: name, expected: expected)
    }

    @Test(arguments: [
        (["INFOPLIST_FILE = Trails/Info.plist", "INFOPLIST_KEY_NSCameraUsageDescription = \"Never built.\""],
         [ignored("INFOPLIST_KEY_NSCameraUsageDescription", line: 11, column: 45)]),
        (["GENERATE_INFOPLIST_FILE = NO", "INFOPLIST_FILE = Trails/Info.plist",
          "INFOPLIST_KEY_CFBundleDisplayName = Other", "INFOPLIST_KEY_NSCameraUsageDescription = \"Never built.\""],
         [ignored("INFOPLIST_KEY_CFBundleDisplayName", line: 12, column: 40),
          ignored("INFOPLIST_KEY_NSCameraUsageDescription", line: 13, column: 45)]),
        (["GENERATE_INFOPLIST_FILE = YES", "INFOPLIST_FILE = Trails/Info.plist",
          "INFOPLIST_KEY_NSCameraUsageDescription = \"From the file.\""], []),
    ])
    func infoPlistKeySettingsWithoutGenerationAreNoted(_ settings: [String], _ expected: [Finding]) throws {
        let folder = try AppInfoFixture.write([
            Self.pbxproj: AppInfoFixture.project(settings),
            Self.plist: AppInfoFixture.xml([("CFBundleDisplayName", "Trails"), ("NSCameraUsageDescription", "From the file.")]),
        ])
        let sources = AppInfoSources(project: .init(path: FilePath(absolute: folder + "/Trails.xcodeproj",
                                                                   display: "Trails.xcodeproj")))
        let (info, diagnostics) = AppInfoReader.read(sources, keys: ["NSCameraUsageDescription"])
        #expect(diagnostics == expected)
        #expect(info.values["NSCameraUsageDescription"]?.value == "From the file.")
        #expect(info.appName?.value == "Trails")
    }
}
