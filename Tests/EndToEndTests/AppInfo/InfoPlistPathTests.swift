@testable import BlockTestSupport
import Foundation
@testable import PrimerSpec
@testable import PrimerTestSupport
import Testing

/// An `info-plist` path that cannot be read as one, in a spec of each shipped block that reads an
/// Info.plist: the message says what the path is, at the path's string (issue 14's misleading messages).
@Suite("Info.plist paths in the shipped blocks' specs")
struct InfoPlistPathTests {
    /// A folder holding what the Info.plist cases need: a folder, a loop, a dangling link, a FIFO, old-style plists.
    static func plistFolder() throws -> String {
        let folder = try makeTemporaryFolder("plists")
        let manager = FileManager.default
        try manager.createDirectory(atPath: folder + "/Folder.plist", withIntermediateDirectories: false)
        try manager.createSymbolicLink(atPath: folder + "/LoopA.plist", withDestinationPath: "LoopB.plist")
        try manager.createSymbolicLink(atPath: folder + "/LoopB.plist", withDestinationPath: "LoopA.plist")
        try manager.createSymbolicLink(atPath: folder + "/Dangling.plist", withDestinationPath: "Gone.plist")
        #expect(mkfifo(folder + "/Pipe.plist", 0o644) == 0)
        try TemporaryFiles.write("{ CFBundleName = Atlas; NSCameraUsageDescription = Scan; }", to: "OldStyle.plist", in: folder)
        try TemporaryFiles.write("{ CFBundleName = Atlas }", to: "BadOldStyle.plist", in: folder)
        try TemporaryFiles.write("CFBundleName = Atlas;", to: "Strings.plist", in: folder)
        try TemporaryFiles.write([UInt8](Data("bplist00".utf8)) + [0xD1, 0x01], to: "Truncated.plist", in: folder)
        return folder
    }

    static let readable = "; expected a readable Info.plist"
    static let plist = "; expected an XML or binary Info.plist"
    static let plistProblems: [(file: String, reason: String)] = [
        ("Folder.plist", "cannot read the Info.plist: it is a folder, not a file" + readable),
        ("LoopA.plist", "cannot read the Info.plist: it is a symbolic link that loops back on itself" + readable),
        ("Dangling.plist", "cannot read the Info.plist: it is a symbolic link to 'Gone.plist', which does not exist" + readable),
        ("Pipe.plist", "cannot read the Info.plist: it is a FIFO (named pipe), not a regular file" + readable),
        ("Missing.plist", "cannot read the Info.plist: no such file" + readable),
        ("OldStyle.plist", "not a property list: it is an old-style (OpenStep) "
            + "property list; convert it with plutil -convert xml1" + plist),
        ("BadOldStyle.plist", "not a property list: it is an old-style (OpenStep) "
            + "property list; convert it with plutil -convert xml1" + plist),
        ("Strings.plist", "not a property list: it is neither XML (starting with "
            + "<?xml or <plist) nor binary (starting with bplist00)" + plist),
        ("Truncated.plist", "not a property list: it starts as a binary property "
            + "list but is truncated or damaged" + plist),
    ]

    @Test(arguments: plistProblems)
    func anInfoPlistPathSaysWhatItIs(_ file: String, _ reason: String) throws {
        let folder = try Self.plistFolder()
        // Both blocks that read an Info.plist, each at the path's string.
        let primer = SpecTest.check("primer camera\ninfo-plist \"\(file)\"\n\nvoiceover ready\n", workingDirectory: folder)
        #expect(primer.errors.map(\.message) == ["\(file): \(reason)"])
        #expect(primer.errors.map(\.location) == [SpecTest.location("2:12")])
        let priming = SpecTest.check("block permission-priming\ntype camera\ninfo-plist \"\(file)\"\n\nvoiceover ready\n",
                                     workingDirectory: folder)
        #expect(priming.errors.map(\.message) == ["\(file): \(reason)"])
        #expect(priming.errors.map(\.location) == [SpecTest.location("3:12")])
    }
}
