import Foundation
@testable import PrimerAppInfo
@testable import PrimerCLI
@testable import PrimerSpec
@testable import PrimerSyntax
@testable import PrimerTestSupport
import Testing

/// A String Catalog that gives a name twice in one object is read as before (the last wins), with a
/// located warning at the second naming the first's line; an `InfoPlist.xcstrings` that is not a
/// file (a FIFO, a folder, a link loop) says what it is instead of being passed over.
@Suite("String Catalog duplicates and unreadable catalogs")
struct CatalogDuplicateKeyTests {
    static let file = "InfoPlist.xcstrings"

    static func unit(_ value: String) -> String {
        "{ \"localizations\" : { \"fr\" : { \"stringUnit\" : { \"state\" : \"translated\", \"value\" : \"\(value)\" } } } }"
    }

    static let twice = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "NSCameraUsageDescription" : \(unit("Premier")),
            "CFBundleName" : \(unit("Nom")),
            "NSCameraUsageDescription" : \(unit("Second"))
          },
          "version" : "1.0"
        }
        """

    static func at(_ line: Int, _ column: Int) -> PrimerSyntax.SourceLocation {
        PrimerSyntax.SourceLocation(file: file, line: line, column: column)
    }

    @Test func aKeyGivenTwiceWarnsAtTheSecondNamingTheFirst() throws {
        let catalog = try StringCatalogFile.parse(Array(Self.twice.utf8), file: Self.file).get()
        #expect(catalog.tables["fr"]?.values["NSCameraUsageDescription"]?.value == "Second")
        let message = "\"NSCameraUsageDescription\" is given again; the first, at line 4, is replaced by this one, so its "
            + "value is never read; expected each name once in an object"
        #expect(catalog.warnings == [
            Finding(severity: .warning, range: SourceRange(at: Self.at(6, 5)), message: message,
                    offendingText: "\"NSCameraUsageDescription\"", expected: "each name once in an object",
                    notes: [.init("the first \"NSCameraUsageDescription\" is here", at: Self.at(4, 5))]),
        ])
    }

    /// A name repeated deeper (a language, a field of a string unit) is found too, each at its place.
    @Test func aNameRepeatedInAnyObjectIsFound() throws {
        let text = "{ \"sourceLanguage\" : \"en\", \"strings\" : { \"K\" : { \"localizations\" : {\n"
            + "\"fr\" : { \"stringUnit\" : { \"state\" : \"new\", \"value\" : \"a\", \"value\" : \"b\" } },\n"
            + "\"fr\" : { \"stringUnit\" : { \"value\" : \"c\" } } } } } }"
        let catalog = try StringCatalogFile.parse(Array(text.utf8), file: Self.file).get()
        #expect(catalog.warnings.map(\.headline) == [
            "InfoPlist.xcstrings:2:59: warning: \"value\" is given again; the first, at line 2, is replaced by this one, "
                + "so its value is never read; expected each name once in an object",
            "InfoPlist.xcstrings:3:1: warning: \"fr\" is given again; the first, at line 2, is replaced by this one, "
                + "so its value is never read; expected each name once in an object",
        ])
        #expect(catalog.tables["fr"]?.values["K"]?.value == "c")
    }

    /// `app-info` shows the warning, and the value read is the last.
    @Test func appInfoShowsTheWarning() throws {
        let folder = try makeTemporaryFolder()
        try TemporaryFiles.write(Self.plist, to: "Info.plist", in: folder)
        try TemporaryFiles.write(Self.twice, to: Self.file, in: folder)
        let result = runTool("app-info", "--info-plist", "Info.plist", "--locale", "fr", blocks: TestBlocks.registry,
                             in: folder)
        #expect(result.exitCode == .success)
        #expect(result.output.contains("NSCameraUsageDescription: \"Second\"  (InfoPlist.xcstrings:6:"))
        #expect(result.errorOutput == "InfoPlist.xcstrings:6:5: warning: \"NSCameraUsageDescription\" is given again; the "
                + "first, at line 4, is replaced by this one, so its value is never read; expected each name once in an object\n"
                + "InfoPlist.xcstrings:4:5: note: the first \"NSCameraUsageDescription\" is here\n")
    }

    static let plist = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict><key>CFBundleName</key><string>Demo</string>\
        <key>NSCameraUsageDescription</key><string>Scans receipts.</string></dict></plist>

        """

    /// An `InfoPlist.xcstrings` beside the Info.plist that is not a file is found and said to be
    /// unreadable, with what it is; a FIFO is never opened, so nothing waits on it.
    @Test(arguments: [
        ("fifo", "it is a FIFO (named pipe), not a regular file"),
        ("folder", "it is a folder, not a file"),
        ("loop", "it is a symbolic link that loops back on itself"),
    ])
    func aCatalogThatIsNoFileSaysWhatItIs(_ shape: String, _ reason: String) throws {
        let folder = try makeTemporaryFolder()
        try TemporaryFiles.write(Self.plist, to: "Info.plist", in: folder)
        let path = folder + "/" + Self.file
        switch shape {
        case "fifo": #expect(mkfifo(path, 0o600) == 0)
        case "folder": try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
        default: try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: Self.file)
        }
        let result = runTool("app-info", "--info-plist", "Info.plist", "--locale", "fr", blocks: TestBlocks.registry,
                             in: folder)
        #expect(result.errorOutput == "InfoPlist.xcstrings: cannot read the String Catalog: \(reason); expected a readable "
                + ".xcstrings file\n")
        #expect(result.output.contains("NSCameraUsageDescription: \"Scans receipts.\"  (Info.plist:"))
    }
}
