import Foundation
@testable import PrimerCLI
@testable import PrimerSpec
@testable import PrimerTestSupport
import Testing

/// A folder or entry `scan`, `init` and `check` cannot read is a located error and exit 2, as an
/// unreadable file is, never skipped without a word (which would leave scan saying no code asks).
/// The shapes are the tests' own: a link loop, a dangling link and a FIFO where a Swift file or a
/// folder is expected fail for root too; the permission ones run only as a user they stop.
@Suite("A folder or entry that cannot be read")
struct UnreadableFolderTests {
    static let plist = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict><key>CFBundleName</key><string>Demo</string>\
        <key>NSCameraUsageDescription</key><string>Scans receipts.</string></dict></plist>

        """
    static let camera = "import AVFoundation\nfunc ask() { AVCaptureDevice.requestAccess(for: .video) { _ in } }\n"
    static let expected = "expected a readable Swift file or a folder PrimerSpec may list (else its code is not scanned)"

    /// An app folder: `Info.plist`, its French `InfoPlist.strings` (found beside it, so the search
    /// for localizations does not climb into the temporary folder's parents) and
    /// `Sources/Camera.swift`, then `shape` applied to it.
    static func app(_ shape: (String) throws -> Void) throws -> String {
        let folder = try makeTemporaryFolder()
        try TemporaryFiles.write(plist, to: "Info.plist", in: folder)
        try TemporaryFiles.write("\"CFBundleName\" = \"Démo\";\n", to: "fr.lproj/InfoPlist.strings", in: folder)
        try TemporaryFiles.write(camera, to: "Sources/Camera.swift", in: folder)
        try shape(folder)
        return folder
    }

    static func link(_ name: String, to target: String, in folder: String) throws {
        try FileManager.default.createSymbolicLink(atPath: folder + "/" + name, withDestinationPath: target)
    }

    /// Each shape in the sources, read by scan and by init: the error at its path, exit 2.
    @Test(arguments: [
        ("Sources/Loop.swift", "it is a symbolic link that loops back on itself"),
        ("Sources/Gone.swift", "it is a symbolic link to 'Nowhere.swift', which does not exist"),
        ("Sources/Pipe.swift", "it is a FIFO (named pipe), not a regular file"),
    ])
    func anEntryOfTheSourcesIsALocatedError(_ path: String, _ reason: String) throws {
        let folder = try Self.app { folder in
            try Self.link("Sources/Loop.swift", to: "Loop.swift", in: folder)
            try Self.link("Sources/Gone.swift", to: "Nowhere.swift", in: folder)
            #expect(mkfifo(folder + "/Sources/Pipe.swift", 0o600) == 0)
        }
        let line = "error: \(path):1:1: cannot read '\(path)': \(reason); \(Self.expected)"
        for command in ["scan", "init"] {
            let result = runTool(command, "--info-plist", "Info.plist", "Sources", blocks: TestBlocks.registry, in: folder)
            #expect(result.exitCode == .badInput, "\(command)")
            #expect(SpecTest.lines(result.errorOutput).contains(line), "\(command): \(result.errorOutput)")
        }
        // Xcode places it at the file's first line.
        let xcode = runTool("scan", "--info-plist", "Info.plist", "Sources", "--format", "xcode",
                            blocks: TestBlocks.registry, in: folder)
        #expect(xcode.exitCode == .badInput)
        #expect(xcode.output.contains("\(folder)/\(path):1:1: error: cannot read '\(path)': \(reason); \(Self.expected) [spec-error]\n"))
    }

    /// A source named on the command line that is not a folder or a Swift file says what it is.
    @Test(arguments: [
        ("Loop.swift", "'Loop.swift' cannot be read: it is a symbolic link that loops back on itself; "
            + "expected a folder of Swift sources or a .swift file"),
        ("Pipe", "'Pipe' cannot be read: it is a FIFO (named pipe), not a regular file; "
            + "expected a folder of Swift sources or a .swift file"),
    ])
    func aSourceArgumentThatCannotBeReadIsBadUsage(_ name: String, _ message: String) throws {
        let folder = try Self.app { folder in
            try Self.link("Loop.swift", to: "Loop.swift", in: folder)
            #expect(mkfifo(folder + "/Pipe", 0o600) == 0)
        }
        let result = runTool("scan", "--info-plist", "Info.plist", name, blocks: TestBlocks.registry, in: folder)
        #expect(result.exitCode == .badInput)
        #expect(result.errorOutput == "error: \(message)\nSee 'primer-spec scan --help'.\n")
    }

    /// `check` of a specs path that loops says so, rather than that nothing is there.
    @Test func aSpecsFolderThatLoopsIsALocatedError() throws {
        let folder = try Self.app { folder in try Self.link("Specs", to: "Specs", in: folder) }
        let result = runTool("check", "Specs", blocks: TestBlocks.registry, in: folder)
        #expect(result.exitCode == .badInput)
        #expect(result.errorOutput == "error: cannot read 'Specs': it is a symbolic link that loops back on itself; "
                + "expected a .primerspec file or a folder of them PrimerSpec may list\nSee 'primer-spec check --help'.\n")
    }

    /// A folder the user may not list, under the sources or the specs (only as a user it stops).
    @Test(.enabled(if: getuid() != 0, "root lists a folder whatever its permissions"))
    func aFolderThatMayNotBeListedIsALocatedError() throws {
        let folder = try Self.app { folder in
            try TemporaryFiles.write(Self.camera, to: "Sources/Closed/More.swift", in: folder)
            try TemporaryFiles.write("", to: "Specs/Closed/a.primerspec", in: folder)
            try TemporaryFiles.write("", to: "Specs/b.primerspec", in: folder)
        }
        for closed in ["Sources/Closed", "Specs/Closed"] { #expect(chmod(folder + "/" + closed, 0) == 0) }
        defer { for closed in ["Sources/Closed", "Specs/Closed"] { chmod(folder + "/" + closed, 0o755) } }
        let scan = runTool("scan", "--info-plist", "Info.plist", "Sources", "--specs", "Specs", blocks: TestBlocks.registry,
                           in: folder)
        #expect(scan.exitCode == .badInput)
        #expect(SpecTest.lines(scan.errorOutput).contains(
            "error: Sources/Closed:1:1: cannot read 'Sources/Closed': permission denied; \(Self.expected)"))
        let check = runTool("check", "Specs", blocks: TestBlocks.registry, in: folder)
        #expect(check.exitCode == .badInput)
        #expect(check.errorOutput == "error: cannot read 'Specs/Closed': permission denied; expected a .primerspec file "
                + "or a folder of them PrimerSpec may list\nSee 'primer-spec check --help'.\n")
    }

    /// `init --output` naming something that is not a folder is bad usage saying what it is, not the
    /// system's words from failing to create the folder.
    @Test(arguments: [
        ("Out.txt", "it is a file, not a folder"),
        ("Pipe", "it is a FIFO (named pipe), not a folder"),
        ("Loop", "it is a symbolic link that loops back on itself"),
    ])
    func initOutputThatIsNoFolderIsBadUsage(_ name: String, _ reason: String) throws {
        let folder = try Self.app { folder in
            try TemporaryFiles.write("", to: "Out.txt", in: folder)
            #expect(mkfifo(folder + "/Pipe", 0o600) == 0)
            try Self.link("Loop", to: "Loop", in: folder)
        }
        let result = runTool("init", "--info-plist", "Info.plist", "Sources", "--output", name, blocks: TestBlocks.registry,
                             in: folder)
        #expect(result.exitCode == .badInput)
        #expect(result.errorOutput == "error: --output '\(name)': \(reason); expected the folder to write the specs into "
                + "(it is created when it is not there)\nSee 'primer-spec init --help'.\n")
        #expect(result.output.isEmpty)
    }
}
