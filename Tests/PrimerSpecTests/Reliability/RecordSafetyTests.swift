import Foundation
@testable import PrimerCLI
@testable import PrimerMotion
@testable import PrimerSpec
@testable import PrimerTestSupport
import Testing

/// `check --record` cannot lose a hand edit or leave a stray file: its own temporary files, removed
/// when their process is gone, and a replace that happens only while the file holds what was read.
/// The specs are of the tests' sign-up card (``TestBlocks``).
@Suite("Record safety")
struct RecordSafetyTests {
    static let blocks = TestBlocks.registry
    static let empty = "primer newsletter\n\nvoiceover ready\n"

    @Test func aTemporaryFileIsHiddenAndNamesItsProcess() {
        let name = TemporaryFileName.make(for: "camera.primerspec")
        #expect(name.hasPrefix(".camera.primerspec.primer-spec-\(getpid())-"))
        #expect(name.hasSuffix(".tmp"))
        #expect(TemporaryFileName.processID(in: name, for: "camera.primerspec") == getpid())
        #expect(TemporaryFileName.processID(in: name, for: "other.primerspec") == nil)
        #expect(TemporaryFileName.processID(in: ".camera.primerspec.primer-spec-x-1.tmp", for: "camera.primerspec") == nil)
        #expect(TemporaryFileName.processID(in: ".camera.primerspec.dat.nosync1.tmp", for: "camera.primerspec") == nil)
    }

    /// The id of a process that has exited (and been reaped).
    static func goneProcessID() throws -> pid_t {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "exit 0"]
        try process.run()
        process.waitUntilExit()
        return process.processIdentifier
    }

    @Test func aStaleTemporaryFileOfAGoneProcessIsRemovedOnTheNextWrite() throws {
        let folder = try makeTemporaryFolder()
        let path = try TemporaryFiles.write(Self.empty, to: "n.primerspec", in: folder)
        let gone = try Self.goneProcessID()
        let stale = ".n.primerspec.primer-spec-\(gone)-1a2b.tmp"
        // pid 1 is always running: its file belongs to a run in progress and stays.
        let live = ".n.primerspec.primer-spec-1-3c4d.tmp"
        let foreign = ".n.primerspec.dat.nosync1234"
        for name in [stale, live, foreign] { try TemporaryFiles.write("", to: name, in: folder) }
        let result = runTool("check", "--record", "n.primerspec", blocks: Self.blocks, in: folder)
        #expect(result.exitCode == .success)
        #expect(try TemporaryFiles.names(in: folder) == [foreign, live, "n.primerspec"].sorted())
        #expect(try TemporaryFiles.text(at: path).contains("  \"Sign up. Heading.\"\n"))
    }

    /// A run killed with -9 between writing its temporary file and the rename leaves the file behind;
    /// the next record of that spec removes it even when it has nothing to write, and a plain check
    /// neither reads nor removes it.
    @Test func aStaleTemporaryFileIsRemovedByARecordThatWritesNothing() throws {
        let folder = try makeTemporaryFolder()
        let recorded = try SpecTest.recorded(Self.empty, blocks: Self.blocks)
        try TemporaryFiles.write(recorded, to: "n.primerspec", in: folder)
        let stale = ".n.primerspec.primer-spec-\(try Self.goneProcessID())-5e6f.tmp"
        let other = ".o.primerspec.primer-spec-\(try Self.goneProcessID())-7a8b.tmp"
        for name in [stale, other] { try TemporaryFiles.write("primer", to: name, in: folder) }
        let check = runTool("check", "n.primerspec", blocks: Self.blocks, in: folder)
        #expect(check.exitCode == .success)
        #expect(try TemporaryFiles.names(in: folder) == [other, stale, "n.primerspec"].sorted())
        let record = runTool("check", "--record", "n.primerspec", blocks: Self.blocks, in: folder)
        #expect(record.exitCode == .success)
        #expect(record.output == "n.primerspec: up to date\nrecorded 0 sections in 1 file\n")
        // Only the recorded spec's own temporaries go: another spec's are its record's to remove.
        #expect(try TemporaryFiles.names(in: folder) == [other, "n.primerspec"].sorted())
        #expect(AtomicFileWriter.removeStaleTemporaries(of: folder + "/o.primerspec") == [folder + "/" + other])
        #expect(try TemporaryFiles.names(in: folder) == ["n.primerspec"])
    }

    @Test func aFileEditedAfterItWasReadIsNotReplaced() throws {
        let folder = try makeTemporaryFolder()
        let read = Array(Self.empty.utf8)
        let edited = Self.empty + "# a hand edit\n"
        let path = try TemporaryFiles.write(edited, to: "n.primerspec", in: folder)
        let date = try TemporaryFiles.backdate(path)
        let recorded = Array(try SpecTest.recorded(Self.empty, blocks: Self.blocks).utf8)
        #expect(try AtomicFileWriter.replace(path, expecting: read, with: recorded) == .changedSinceRead)
        #expect(try TemporaryFiles.text(at: path) == edited)
        #expect(try TemporaryFiles.modificationDate(of: path) == date)
        #expect(try TemporaryFiles.names(in: folder) == ["n.primerspec"])
    }

    @Test func aFileAnotherRunAlreadyRecordedIsLeftAlone() throws {
        let folder = try makeTemporaryFolder()
        let recorded = Array(try SpecTest.recorded(Self.empty, blocks: Self.blocks).utf8)
        let path = try TemporaryFiles.write(recorded, to: "n.primerspec", in: folder)
        let date = try TemporaryFiles.backdate(path)
        #expect(try AtomicFileWriter.replace(path, expecting: Array(Self.empty.utf8), with: recorded) == .alreadyHeld)
        #expect(try TemporaryFiles.modificationDate(of: path) == date)
    }

    @Test func aFileStillAsReadIsReplacedKeepingItsPermissionsAndLink() throws {
        let folder = try makeTemporaryFolder()
        let path = try TemporaryFiles.write(Self.empty, to: "real/n.primerspec", in: folder)
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: path)
        try FileManager.default.createSymbolicLink(atPath: folder + "/link.primerspec", withDestinationPath: "real/n.primerspec")
        let recorded = Array(try SpecTest.recorded(Self.empty, blocks: Self.blocks).utf8)
        #expect(try AtomicFileWriter.replace(folder + "/link.primerspec", expecting: Array(Self.empty.utf8), with: recorded)
                == .replaced)
        #expect(try TemporaryFiles.bytes(at: path) == recorded)
        #expect(try TemporaryFiles.permissions(of: path) == 0o640)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: folder + "/link.primerspec") == "real/n.primerspec")
        #expect(try TemporaryFiles.names(in: folder + "/real") == ["n.primerspec"])
    }

    @Test func concurrentRecordsOfOneFolderTakeTurnsAndAgree() async throws {
        let folder = try makeTemporaryFolder()
        let names = (0..<4).map { "s\($0).primerspec" }
        for name in names { try TemporaryFiles.write(Self.empty, to: name, in: folder) }
        let results = await withTaskGroup(of: CommandResult.self) { group in
            for _ in 0..<8 { group.addTask { runTool("check", "--record", ".", blocks: Self.blocks, in: folder) } }
            return await group.reduce(into: []) { $0.append($1) }
        }
        // Every run either recorded a file or found it already recorded; none failed or lost a write.
        #expect(results.allSatisfy { $0.exitCode == .success }, "\(results.map(\.output))")
        let recorded = try SpecTest.recorded(Self.empty, blocks: Self.blocks)
        for name in names { #expect(try TemporaryFiles.text(at: folder + "/" + name) == recorded) }
        #expect(try TemporaryFiles.names(in: folder) == names)
        #expect(runTool("check", ".", blocks: Self.blocks, in: folder).exitCode == .success)
    }

}
