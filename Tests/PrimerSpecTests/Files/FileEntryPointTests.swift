import Foundation
@testable import PrimerMotion
@testable import PrimerReports
@testable import PrimerSpec
@testable import PrimerSyntax
@testable import PrimerTestSupport
import Testing

/// The library's entry points for files and folders give the values the command line renders.
@Suite("Files and folders")
struct FileEntryPointTests {
    static let passing = "reminders daily\n\nannounce ready -> on\n  \"Reminders are on\" priority high\n"
        + "\nannounce ready -> off\n  \"Reminders are off\" priority high\n"
    static let failing = "reminders daily\n\nannounce ready -> on\n  \"Reminders are on\" priority low\n"
        + "\nannounce ready -> off\n  \"Reminders are off\" priority high\n"
    static let empty = "reminders daily\n\nannounce ready -> on\n\nannounce ready -> off\n"

    @Test func aFolderIsSearchedInOrderAndAFileNamedTwiceIsCheckedOnce() throws {
        let folder = try makeTemporaryFolder()
        try TemporaryFiles.write(Self.failing, to: "Specs/b.primerspec", in: folder)
        try TemporaryFiles.write(Self.passing, to: "Specs/a/a.primerspec", in: folder)
        try TemporaryFiles.write(Self.passing, to: "Specs/.hidden/h.primerspec", in: folder)
        let report = try Checker(blocks: CardSpec.blocks, workingDirectory: folder).check(paths: ["Specs", "Specs/b.primerspec"])
        #expect(report.files.map(\.path) == ["Specs/a/a.primerspec", "Specs/b.primerspec"])
        #expect(report.exitCode == .mismatch)
        #expect(TextReporter().render(report) == runTool("check", "Specs", blocks: CardSpec.blocks, in: folder).output)
    }

    @Test(arguments: [
        (["Specs/none.primerspec"], SpecSearchError.noSuchPath("Specs/none.primerspec"),
         "no such file or folder 'Specs/none.primerspec'; expected a .primerspec file or a folder of them"),
        (["Empty"], SpecSearchError.noSpecs(["Empty"]), "no spec found in Empty; expected files ending in .primerspec"),
    ])
    func aPathWithNoSpecIsAnError(paths: [String], error: SpecSearchError, message: String) throws {
        let folder = try makeTemporaryFolder()
        try TemporaryFiles.write("notes", to: "Empty/notes.txt", in: folder)
        #expect(throws: error) { try Checker(blocks: CardSpec.blocks, workingDirectory: folder).check(paths: paths) }
        #expect(error.description == message)
    }

    @Test func anAbsolutePathNamesTheFileAsGiven() throws {
        let folder = try makeTemporaryFolder()
        let path = try TemporaryFiles.write(Self.failing, to: "x.primerspec", in: folder)
        let outcome = Checker(blocks: CardSpec.blocks, workingDirectory: "/elsewhere").check(file: path)
        #expect(outcome.sections.flatMap(\.findings).map(\.location.description) == ["\(path):4:3"])
    }

    @Test func anUnreadableFileIsAnErrorAtItsFirstLine() throws {
        let folder = try makeTemporaryFolder()
        // A folder named like a spec cannot be read as one.
        try FileManager.default.createDirectory(atPath: folder + "/dir.primerspec", withIntermediateDirectories: true)
        let outcome = Checker(blocks: CardSpec.blocks, workingDirectory: folder).check(file: "dir.primerspec")
        #expect(outcome.errors.map(\.rendered) == [
            "dir.primerspec:1:1: error: cannot read 'dir.primerspec': it is a folder, not a file; expected a readable .primerspec file",
        ])
        #expect(CheckReport(files: [outcome]).exitCode == .badInput)
    }

    @Test func aFIFONamedLikeASpecIsRefusedWithoutWaiting() throws {
        let folder = try makeTemporaryFolder()
        #expect(mkfifo(folder + "/pipe.primerspec", 0o600) == 0)
        let expected = ["pipe.primerspec:1:1: error: cannot read 'pipe.primerspec': it is a FIFO (named pipe), not a regular file; "
                        + "expected a readable .primerspec file"]
        #expect(Checker(blocks: CardSpec.blocks, workingDirectory: folder).check(file: "pipe.primerspec").errors.map(\.rendered) == expected)
        #expect(Recorder(blocks: CardSpec.blocks, workingDirectory: folder).record(file: "pipe.primerspec").errors.map(\.rendered) == expected)
        #expect(SpecLoader.load(file: "pipe.primerspec", workingDirectory: folder, blocks: CardSpec.blocks).diagnostics
                    .map(\.rendered) == expected)
    }

    static let scopes: [(RecordScope, String, String, [String])] = [
        (.failing, failing, passing, ["3: announce ready -> on"]),
        (.failing, empty, passing, ["3: announce ready -> on", "5: announce ready -> off"]),
        (.empty, failing, failing, []),
        (.empty, failing.replacingOccurrences(of: "  \"Reminders are off\" priority high\n", with: ""),
         passing.replacingOccurrences(of: "\"Reminders are on\" priority high", with: "\"Reminders are on\" priority low"),
         ["6: announce ready -> off"]),
        (.every, passing, passing, []),
        (.every, passing.replacingOccurrences(of: "  \"Reminders are off\" priority high",
                                              with: "    \"Reminders are off\"  priority  high  "),
         passing.replacingOccurrences(of: "  \"Reminders are off\" priority high", with: "    \"Reminders are off\" priority high"),
         ["6: announce ready -> off"]),
    ]

    @Test(arguments: scopes)
    func recordingAFileInAScope(scope: RecordScope, before: String, after: String, changed: [String]) throws {
        let folder = try makeTemporaryFolder()
        let path = try TemporaryFiles.write(before, to: "Specs/n.primerspec", in: folder)
        let outcome = Recorder(blocks: CardSpec.blocks, workingDirectory: folder).record(file: "Specs/n.primerspec", scope: scope)
        #expect(outcome.errors.isEmpty)
        #expect(outcome.changedSections == changed)
        expectSameLines(try TemporaryFiles.text(at: path), SpecTest.lines(after))
        #expect(try TemporaryFiles.names(in: folder + "/Specs") == ["n.primerspec"])
    }

    @Test func aMatchingSectionWithACommentIsLeftAloneByEvery() throws {
        let commented = Self.passing.replacingOccurrences(of: "priority high\n\nannounce ready -> off",
                                                          with: "priority high  # loud\n\nannounce ready -> off")
        let folder = try makeTemporaryFolder()
        let path = try TemporaryFiles.write(commented, to: "n.primerspec", in: folder)
        let outcome = Recorder(blocks: CardSpec.blocks, workingDirectory: folder).record(file: "n.primerspec", scope: .every)
        #expect(outcome.errors.isEmpty)
        #expect(outcome.newBytes == nil)
        #expect(try TemporaryFiles.text(at: path) == commented)
    }

    @Test func recordingAFileThatCannotBeReadWritesNothing() throws {
        let outcome = Recorder(blocks: CardSpec.blocks, workingDirectory: "/no/such/folder").record(file: "n.primerspec")
        #expect(outcome.errors.map(\.rendered) == [
            "n.primerspec:1:1: error: cannot read 'n.primerspec': no such file; expected a readable .primerspec file",
        ])
        #expect(outcome.newBytes == nil)
    }

    @Test func loadingAFileGivesItsModel() throws {
        let folder = try makeTemporaryFolder()
        try TemporaryFiles.write(Self.passing, to: "n.primerspec", in: folder)
        let (spec, diagnostics) = SpecLoader.load(file: "n.primerspec", workingDirectory: folder, blocks: CardSpec.blocks)
        #expect(diagnostics.isEmpty)
        let model = try #require(spec?.model as? ReminderCardModel)
        #expect(model.kind == "daily")
        #expect(SpecLoader.load(file: "gone.primerspec", workingDirectory: folder, blocks: CardSpec.blocks).diagnostics.map(\.rendered)
                == ["gone.primerspec:1:1: error: cannot read 'gone.primerspec': no such file; expected a readable .primerspec file"])
    }
}
