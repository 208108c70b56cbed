import Foundation
@testable import PrimerSyntax
@testable import PrimerTestSupport
import Testing

/// The one folder walk every search uses says what it cannot read: a folder it may not list, an entry
/// it takes that loops, points nowhere or is a FIFO. The shapes are made by the tests; the ones that
/// fail for root too (a link loop, a FIFO, a file where a folder is expected) run everywhere, the
/// permission ones only as a user the permission stops.
@Suite("Folder walk")
struct FolderWalkTests {
    /// A tree: `a.swift`, `Sub/b.swift`, a link to `Sub`, a link loop, a dangling link and a FIFO.
    static func tree() throws -> String {
        let folder = try makeTemporaryFolder()
        try TemporaryFiles.write("", to: "a.swift", in: folder)
        try TemporaryFiles.write("", to: "Sub/b.swift", in: folder)
        let manager = FileManager.default
        try manager.createSymbolicLink(atPath: folder + "/LinkToSub", withDestinationPath: "Sub")
        try manager.createSymbolicLink(atPath: folder + "/loop.swift", withDestinationPath: "loop.swift")
        try manager.createSymbolicLink(atPath: folder + "/gone.txt", withDestinationPath: "nowhere.txt")
        #expect(mkfifo(folder + "/pipe.swift", 0o600) == 0)
        return folder
    }

    @Test func everyEntryIsSeenInNameOrderWithWhatItIs() throws {
        let folder = try Self.tree()
        var seen: [FolderWalk.Entry] = []
        let outcome = FolderWalk.walk(FilePath(absolute: folder, display: "App")) { entry in
            seen.append(entry)
            return false
        }
        #expect(seen.map { "\($0.path.display) \($0.relative) \($0.depth)" } == [
            "App/LinkToSub LinkToSub 1", "App/Sub Sub 1", "App/a.swift a.swift 1", "App/gone.txt gone.txt 1",
            "App/loop.swift loop.swift 1", "App/pipe.swift pipe.swift 1",
        ])
        #expect(seen.map(\.kind) == [
            .linkToFolder, .folder, .file, .unresolvable(.danglingLink(target: "nowhere.txt")),
            .unresolvable(.symbolicLinkLoop), .other(.notARegularFile(kind: "a FIFO (named pipe)")),
        ])
        #expect(outcome == FolderWalk.Outcome())
    }

    /// Taking an entry that is not a file reports it, with the located error of an unreadable file;
    /// an entry not taken (a dangling link the search would not read) is no error.
    @Test func anEntryTakenThatIsNotAFileIsReported() throws {
        let folder = try Self.tree()
        var files: [String] = []
        let outcome = FolderWalk.walk(FilePath(absolute: folder, display: "App")) { entry in
            if entry.kind == .file { files.append(entry.relative) }
            return entry.kind == .folder || entry.name.hasSuffix(".swift")
        }
        #expect(files == ["a.swift", "Sub/b.swift"])
        #expect(outcome.unreadable.map { $0.finding(expected: "a Swift file").rendered } == [
            "App/loop.swift:1:1: error: cannot read 'App/loop.swift': it is a symbolic link that loops back on itself; "
                + "expected a Swift file",
            "App/pipe.swift:1:1: error: cannot read 'App/pipe.swift': it is a FIFO (named pipe), not a regular file; "
                + "expected a Swift file",
        ])
    }

    /// A root that cannot be listed: what it is instead, never opened.
    @Test(arguments: [
        ("pipe.swift", "it is a FIFO (named pipe), not a folder"),
        ("a.swift", "it is a file, not a folder"),
        ("loop.swift", "it is a symbolic link that loops back on itself"),
        ("gone.txt", "it is a symbolic link to 'nowhere.txt', which does not exist"),
        ("missing", "no such file"),
    ])
    func aRootThatIsNoFolderSaysWhatItIs(_ name: String, _ reason: String) throws {
        let folder = try Self.tree()
        let root = FilePath(absolute: folder + "/" + name, display: name)
        let outcome = FolderWalk.walk(root) { _ in true }
        #expect(outcome.unreadable == [FolderWalk.Unreadable(path: root, problem: outcome.unreadable.first?.problem ?? .noSuchFile)])
        #expect(outcome.unreadable.map(\.problem.description) == [reason])
    }

    /// A folder the process may not list is reported, and the walk goes on with the others (only
    /// as a user the permission stops: root lists any folder).
    @Test(.enabled(if: getuid() != 0, "root lists a folder whatever its permissions"))
    func aFolderThatMayNotBeListedIsReported() throws {
        let folder = try Self.tree()
        try TemporaryFiles.write("", to: "Closed/c.swift", in: folder)
        #expect(chmod(folder + "/Closed", 0) == 0)
        defer { chmod(folder + "/Closed", 0o755) }
        var files: [String] = []
        let outcome = FolderWalk.walk(FilePath(absolute: folder, display: "App")) { entry in
            if entry.kind == .file { files.append(entry.relative) }
            return entry.kind == .folder
        }
        #expect(files == ["a.swift", "Sub/b.swift"])
        #expect(outcome.unreadable == [FolderWalk.Unreadable(path: FilePath(absolute: folder + "/Closed", display: "App/Closed"),
                                                             problem: .permissionDenied)])
    }

    /// The folder limit stops the walk and says so.
    @Test func theFolderLimitStopsTheWalk() throws {
        let folder = try Self.tree()
        let outcome = FolderWalk.walk(FilePath(absolute: folder, display: "App"), folderLimit: 1) { $0.kind == .folder }
        #expect(outcome == FolderWalk.Outcome(unreadable: [], truncated: true))
    }
}
