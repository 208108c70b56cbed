@testable import BlockTestSupport
import Foundation
@testable import PrimerCLI
@testable import PrimerSpec
@testable import PrimerTestSupport
import Testing

/// `check --watch`: which files it watches, and how it tells that one changed.
@Suite("primer-spec check --watch")
struct CheckWatchTests {
    static let spec = "primer camera\ninfo-plist \"App/Info.plist\"\n\nannounce requesting -> granted\n"
        + "  \"Camera is on\" priority high\n\napp-dump ready \"dumps/ready.txt\" container \"primer\"\n"

    @Test("a spec is watched with the files it names, relative to its folder; a project stands for its pbxproj")
    func watchedFiles() throws {
        let folder = try makeTemporaryFolder()
        try TemporaryFiles.write(Self.spec, to: "Specs/a.primerspec", in: folder)
        try TemporaryFiles.write("primer camera\nproject \"Atlas.xcodeproj\"\n\nvoiceover ready\n", to: "Specs/b.primerspec", in: folder)
        let invocation = Invocation(arguments: [], workingDirectory: folder, blocks: .standard)
        let specs = folder + "/Specs"
        #expect(CheckCommand.watchedFiles(["Specs"], invocation: invocation) == [
            specs + "/a.primerspec", specs + "/App/Info.plist", specs + "/dumps/ready.txt",
            specs + "/b.primerspec", specs + "/Atlas.xcodeproj/project.pbxproj",
        ])
    }

    @Test("the first look reports every file; then only those that changed, appeared or went")
    func changes() throws {
        let folder = try makeTemporaryFolder()
        let a = try TemporaryFiles.write("one", to: "a.txt", in: folder)
        let b = try TemporaryFiles.write("two", to: "b.txt", in: folder)
        let missing = folder + "/c.txt"
        var watcher = FileWatcher()
        #expect(watcher.update([a, b, missing]) == [a, b, missing])
        #expect(watcher.update([a, b, missing]).isEmpty)
        try TemporaryFiles.write("three", to: "b.txt", in: folder)
        try TemporaryFiles.write("new", to: "c.txt", in: folder)
        #expect(watcher.update([a, b, missing]) == [b, missing])
        try FileManager.default.removeItem(atPath: a)
        #expect(watcher.update([a, b, missing]) == [a])
        #expect(watcher.update([b]) == [a, missing])
    }

    @Test("--watch does not go with --record or --dump")
    func refusesRecord() throws {
        let folder = try makeTemporaryFolder()
        try TemporaryFiles.write(Self.spec, to: "Specs/a.primerspec", in: folder)
        let result = runTool("check", "--watch", "--record", in: folder)
        #expect(result.exitCode == .badInput)
        #expect(result.errorOutput.contains("--watch goes with checking; drop --record and --dump"))
    }
}
