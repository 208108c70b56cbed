import Foundation
@testable import PrimerCLI
@testable import PrimerReports
@testable import PrimerSpec
@testable import PrimerSyntax
@testable import PrimerTestSupport
import Testing

/// The pipeline reads and loads each spec once, and every outcome made from it (check, audit,
/// record, dump) says the same as the command line, an unreadable file included.
@Suite("One pipeline from files to outcomes")
struct SpecRunTests {
    static let passing = FileEntryPointTests.passing
    static let failing = FileEntryPointTests.failing

    /// What each entry point says about a file: its errors' rendered lines, or its sections' statuses.
    static func said(by entry: String, run: SpecRun, file: SpecSearch.Found) -> [String] {
        let loaded = run.load(file)
        switch entry {
        case "load": return loaded.errors.map(\.rendered)
        case "check":
            let outcome = run.check(loaded)
            return outcome.errors.isEmpty ? outcome.sections.map(\.status.rawValue) : outcome.errors.map(\.rendered)
        case "audit": return run.audit(loaded).errors.map(\.rendered)
        case "record": return run.record(file).outcome.errors.map(\.rendered)
        default: return run.dump("d.txt", state: "ready", scope: .wholeApp, against: loaded).errors.map(\.rendered)
        }
    }

    @Test(arguments: ["load", "check", "audit", "record", "dump"])
    func anUnreadableFileMeansOneThingToEveryEntryPoint(_ entry: String) throws {
        let folder = try makeTemporaryFolder()
        try FileManager.default.createDirectory(atPath: folder + "/dir.primerspec", withIntermediateDirectories: true)
        let run = SpecRun(blocks: CardSpec.blocks, workingDirectory: folder)
        #expect(Self.said(by: entry, run: run, file: run.file("dir.primerspec")) == [
            "dir.primerspec:1:1: error: cannot read 'dir.primerspec': it is a folder, not a file; expected a readable "
                + ".primerspec file",
        ])
    }

    @Test(arguments: [(passing, ["passed", "passed"]), (failing, ["failed", "passed"])])
    func aLoadedFileFeedsTheCheckAsTheCheckerDoes(_ text: String, _ statuses: [String]) throws {
        let folder = try makeTemporaryFolder()
        try TemporaryFiles.write(text, to: "Specs/n.primerspec", in: folder)
        let run = SpecRun(blocks: CardSpec.blocks, workingDirectory: folder)
        let files = try run.files(["Specs"])
        #expect(files == [SpecSearch.Found(path: "Specs/n.primerspec", absolutePath: folder + "/Specs/n.primerspec")])
        #expect(Self.said(by: "check", run: run, file: files[0]) == statuses)
        #expect(try run.check(paths: ["Specs"])
                    == Checker(blocks: CardSpec.blocks, workingDirectory: folder).check(paths: ["Specs"]))
    }

    @Test(arguments: [(passing, RecordedFile.Write.nothing, passing), (failing, .replaced, passing)])
    func recordingWritesOnlyWhatChanged(_ before: String, _ write: RecordedFile.Write, _ after: String) throws {
        let folder = try makeTemporaryFolder()
        let path = try TemporaryFiles.write(before, to: "n.primerspec", in: folder)
        let run = SpecRun(blocks: CardSpec.blocks, workingDirectory: folder)
        let recorded = run.record(run.file("n.primerspec"))
        #expect(recorded.write == write)
        #expect(recorded.outcome.errors.isEmpty)
        #expect(try TemporaryFiles.text(at: path) == after)
        // What was loaded is the file as read, before the write.
        #expect(recorded.loaded.spec?.file.path == "n.primerspec")
    }

    @Test func bytesInMemoryLoadAsAFileWould() throws {
        let folder = try makeTemporaryFolder()
        try TemporaryFiles.write(Self.failing, to: "n.primerspec", in: folder)
        let run = SpecRun(blocks: CardSpec.blocks, workingDirectory: folder)
        #expect(run.check(run.load(Array(Self.failing.utf8), path: "n.primerspec")) == run.check(run.load(run.file("n.primerspec"))))
    }
}
