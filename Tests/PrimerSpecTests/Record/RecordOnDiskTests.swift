import Foundation
@testable import PrimerCLI
@testable import PrimerMotion
@testable import PrimerSpec
@testable import PrimerTestSupport
import Testing

/// `check --record` on files: what it writes, what it leaves alone, and how it says so. The specs are
/// of the tests' sign-up card (``TestBlocks``).
@Suite("check --record on disk")
struct RecordOnDiskTests {
    static let blocks = TestBlocks.registry
    static let empty = "primer newsletter\n\nvoiceover ready\n\nvoiceover ready dynamic-type accessibility3\n"

    @Test func recordThenCheckPasses() throws {
        let folder = try makeTemporaryFolder()
        let path = try TemporaryFiles.write(Self.empty, to: "Specs/n.primerspec", in: folder)
        let recorded = runTool("check", "--record", blocks: Self.blocks, in: folder)
        #expect(recorded.exitCode == .success)
        #expect(recorded.errorOutput.isEmpty)
        expectSameLines(recorded.output, [
            "Specs/n.primerspec: recorded 2 sections",
            "  Specs/n.primerspec:3: voiceover ready",
            "  Specs/n.primerspec:5: voiceover ready dynamic-type accessibility3",
            "recorded 2 sections in 1 file",
            "",
        ])
        #expect(try TemporaryFiles.text(at: path) == """
            primer newsletter

            voiceover ready
              "Sign up. Heading."

            voiceover ready dynamic-type accessibility3
              "Sign up. Heading."

            """)
        let checked = runTool("check", blocks: Self.blocks, in: folder)
        #expect(checked.exitCode == .success)
        #expect(checked.output == "PASS Specs/n.primerspec (2 of 2 sections passed)\n2 passed, 0 failed\n")
        // No temporary file is left beside the spec.
        #expect(try TemporaryFiles.names(in: folder + "/Specs") == ["n.primerspec"])
    }

    @Test func anUpToDateFileIsNotWritten() throws {
        let folder = try makeTemporaryFolder()
        let path = try TemporaryFiles.write(try SpecTest.recorded(Self.empty, blocks: Self.blocks), to: "n.primerspec",
                                            in: folder)
        let date = try TemporaryFiles.backdate(path)
        let bytes = try TemporaryFiles.bytes(at: path)
        let result = runTool("check", "--record", "n.primerspec", blocks: Self.blocks, in: folder)
        #expect(result.exitCode == .success)
        #expect(result.output == "n.primerspec: up to date\nrecorded 0 sections in 1 file\n")
        #expect(try TemporaryFiles.modificationDate(of: path) == date)
        #expect(try TemporaryFiles.bytes(at: path) == bytes)
    }

    static let refused: [(String, String, [String])] = [
        ("does not parse", "primer newsletter\n\nvoiceover ready\n  Continue.\n\nvoiceover ready dynamic-type xLarge\n", [
            "bad.primerspec: not recorded, nothing written",
            "bad.primerspec:4:3: error: unexpected 'Continue.' in 'voiceover' body; expected \"ELEMENT\" or hint \"TEXT\"",
        ]),
        ("does not resolve", "primer newsletter\n\nvoiceover redy\n\nvoiceover ready dynamic-type xLarge\n", [
            "bad.primerspec: not recorded, nothing written",
            "bad.primerspec:3:11: error: unknown state 'redy'; expected one of ready (did you mean 'ready'?)",
        ]),
        ("holds a comment in a stale body", "primer newsletter\n\nvoiceover ready\n  \"On\"  # no\n", [
            "bad.primerspec: not recorded, nothing written",
            "bad.primerspec:4:9: error: cannot record 'voiceover ready': its body holds a comment, "
                + "which rewriting would drop; move the comment above the section header",
            "bad.primerspec:3:1: note: the section starts here",
        ]),
    ]

    @Test(arguments: refused)
    func aFileThatCannotBeRecordedIsLeftUntouchedAndExitsTwo(_ name: String, _ text: String, _ lines: [String]) throws {
        let folder = try makeTemporaryFolder()
        let path = try TemporaryFiles.write(text, to: "bad.primerspec", in: folder)
        let good = try TemporaryFiles.write(Self.empty, to: "good.primerspec", in: folder)
        let date = try TemporaryFiles.backdate(path)
        let result = runTool("check", "--record", "bad.primerspec", "good.primerspec", blocks: Self.blocks, in: folder)
        #expect(result.exitCode == .badInput)
        // The bad file is reported and left alone, bytes and modification time; the good one is still recorded.
        expectSameLines(result.output, lines + [
            "good.primerspec: recorded 2 sections",
            "  good.primerspec:3: voiceover ready",
            "  good.primerspec:5: voiceover ready dynamic-type accessibility3",
            "recorded 2 sections in 2 files",
            "",
        ])
        #expect(try TemporaryFiles.text(at: path) == text)
        #expect(try TemporaryFiles.modificationDate(of: path) == date)
        #expect(try TemporaryFiles.text(at: good) == (try SpecTest.recorded(Self.empty, blocks: Self.blocks)))
        #expect(try TemporaryFiles.names(in: folder) == ["bad.primerspec", "good.primerspec"])
    }

    @Test(arguments: [0o644, 0o600, 0o640, 0o755, 0o604])
    func theFilesPermissionsAreKept(_ permissions: Int) throws {
        let folder = try makeTemporaryFolder()
        let path = try TemporaryFiles.write(Self.empty, to: "n.primerspec", in: folder)
        try FileManager.default.setAttributes([.posixPermissions: permissions], ofItemAtPath: path)
        let result = runTool("check", "--record", "n.primerspec", blocks: Self.blocks, in: folder)
        #expect(result.exitCode == .success)
        #expect(try TemporaryFiles.text(at: path) != Self.empty)
        #expect(try TemporaryFiles.permissions(of: path) == permissions)
    }

    @Test func aSymbolicLinkIsFollowedAndKept() throws {
        let folder = try makeTemporaryFolder()
        let real = try TemporaryFiles.write(Self.empty, to: "shared/n.primerspec", in: folder)
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: real)
        try FileManager.default.createDirectory(atPath: folder + "/Specs", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: folder + "/Specs/n.primerspec",
                                                   withDestinationPath: "../shared/n.primerspec")
        #expect(runTool("check", "--record", blocks: Self.blocks, in: folder).exitCode == .success)
        // The file the link points at is recorded, with its permissions; the link stays a link.
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: folder + "/Specs/n.primerspec")
            == "../shared/n.primerspec")
        #expect(try TemporaryFiles.text(at: real) == (try SpecTest.recorded(Self.empty, blocks: Self.blocks)))
        #expect(try TemporaryFiles.permissions(of: real) == 0o640)
        #expect(try TemporaryFiles.names(in: folder + "/Specs") == ["n.primerspec"])
        #expect(try TemporaryFiles.names(in: folder + "/shared") == ["n.primerspec"])
        #expect(runTool("check", blocks: Self.blocks, in: folder).exitCode == .success)
    }

    @Test func crlfAndABOMAreKeptOnDisk() throws {
        let folder = try makeTemporaryFolder()
        let original: [UInt8] = [0xEF, 0xBB, 0xBF] + Array(Self.empty.replacingOccurrences(of: "\n", with: "\r\n").utf8)
        let path = try TemporaryFiles.write(original, to: "n.primerspec", in: folder)
        #expect(runTool("check", "--record", "n.primerspec", blocks: Self.blocks, in: folder).exitCode == .success)
        let expected: [UInt8] = [0xEF, 0xBB, 0xBF]
            + Array(try SpecTest.recorded(Self.empty, blocks: Self.blocks).replacingOccurrences(of: "\n", with: "\r\n").utf8)
        #expect(try TemporaryFiles.bytes(at: path) == expected)
        #expect(runTool("check", "n.primerspec", blocks: Self.blocks, in: folder).exitCode == .success)
    }

    @Test func theAtomicWriterReplacesTheFileAndKeepsItsPermissions() throws {
        let folder = try makeTemporaryFolder()
        let path = try TemporaryFiles.write("old", to: "f.txt", in: folder)
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: path)
        try AtomicFileWriter.write(Array("new \u{1F600}\r\n".utf8), to: path)
        #expect(try TemporaryFiles.bytes(at: path) == Array("new \u{1F600}\r\n".utf8))
        #expect(try TemporaryFiles.permissions(of: path) == 0o640)
        #expect(try TemporaryFiles.names(in: folder) == ["f.txt"])
    }

    @Test func theAtomicWriterFailsWithoutTouchingAnything() throws {
        let folder = try makeTemporaryFolder()
        let missing = folder + "/no/such/folder/f.txt"
        #expect(throws: AtomicFileWriter.WriteError(path: missing, reason: "cannot create a temporary file in \(folder)/no/such/folder: No such file or directory")) {
            try AtomicFileWriter.write([1, 2, 3], to: missing)
        }
        // Renaming over a folder fails; the temporary file is removed and the folder is kept.
        try FileManager.default.createDirectory(atPath: folder + "/taken", withIntermediateDirectories: false)
        try TemporaryFiles.write("inside", to: "taken/x", in: folder)
        #expect(throws: AtomicFileWriter.WriteError.self) {
            try AtomicFileWriter.write([1, 2, 3], to: folder + "/taken")
        }
        #expect(try TemporaryFiles.names(in: folder) == ["taken"])
        #expect(try TemporaryFiles.names(in: folder + "/taken") == ["x"])
    }
}
