@testable import BlockTestSupport
import Foundation
@testable import PrimerCLI
@testable import PrimerMotion
@testable import PrimerSpec
@testable import PrimerSyntax
@testable import PrimerTestSupport
import Testing

/// Every report `check` and `audit` print, and what `check --record` writes, held byte for byte
/// against golden files recorded from the code before any optimisation (issue 15): a faster checker
/// must not change one byte of its output.
///
/// Regenerate after an intended change of output, then review the git diff of the golden files:
///
///     PRIMERSPEC_WRITE_GOLDEN=1 swift test --filter ReportGolden
///
/// With `PRIMERSPEC_WRITE_GOLDEN=1` the tests write the golden files instead of comparing them:
/// each report, the exit codes in `commands.txt`, the lines and reports of a bundled spec that has
/// none yet, and each record run's files and output. Without it they compare.
///
/// `Tests/PrimerSpecTests/Golden/Reports/` holds (it stays there although this test moved to
/// EndToEndTests: the failing specs' paths are inside their golden reports, so moving the folder
/// would change their bytes):
/// - `commands.txt`: one golden file a line: its name under `Outputs/`, the exit code, then the
///   arguments of `primer-spec`, run in-process from the repository root (as the permission
///   primer's goldens are). `#` starts a comment line.
/// - `Outputs/Specs/NAME.{txt,json,junit.xml,github.txt}`: `check Specs/NAME.primerspec` in the text
///   (default), json, junit and github formats, for every bundled spec (a test fails when a spec in
///   `Specs/` has not all four); `Outputs/check-Specs.*` and `Outputs/audit-Specs.*`: the whole
///   `Specs` folder.
/// - `Failing/`: specs that fail in different ways, and one that does not resolve (exit 2), with
///   their reports in `Outputs/failing*`.
/// - `Record/` and `RecordRefused/`: record runs. `Input/` is copied to `Specs/` in a temporary
///   folder, `check --record Specs` runs there, and every file of that folder afterwards must equal
///   `Recorded/`, and the command's output `output.txt`; the exit code is asserted below.
///
/// Nothing machine-specific is normalised because no output holds any today: paths are printed as
/// given (relative), and no report holds a time or a duration (the JUnit report has no `time`
/// attribute). The tests fail instead if an output ever holds the repository's or the temporary
/// folder's absolute path. Output in-process is never a terminal, so the text report has no colour.
///
/// Texts are compared as UTF-8 bytes, not as `String`s (which compare equal across Unicode
/// normalisation forms); a difference is shown as a line diff.
@Suite("Report golden outputs")
struct ReportGoldenTests {
    struct GoldenCase: CustomTestStringConvertible, Sendable {
        /// The golden file, relative to `Outputs/`.
        var name: String
        var exitCode: ExitCode
        var arguments: [String]
        var testDescription: String { name }
    }

    static let root = SpecTest.repositoryRoot
    static let folder = root + "/Tests/PrimerSpecTests/Golden/Reports"
    static let outputs = folder + "/Outputs"
    static let commandsFile = folder + "/commands.txt"

    /// Whether the tests write the golden files instead of comparing (`PRIMERSPEC_WRITE_GOLDEN=1`).
    static let writing = ProcessInfo.processInfo.environment["PRIMERSPEC_WRITE_GOLDEN"] == "1"

    /// Serialises the writes to `commands.txt` and `Outputs/` in writing mode (the tests run in parallel).
    static let writeLock = NSLock()

    /// The formats every bundled spec is held in, with the golden file's extension.
    static let formats: [(name: String, fileExtension: String)] = [
        ("text", "txt"), ("json", "json"), ("junit", "junit.xml"), ("github", "github.txt"),
    ]

    /// The arguments that check one bundled spec in a format.
    static func checkArguments(_ spec: String, format: String) -> [String] {
        ["check", spec] + (format == "text" ? [] : ["--format", format])
    }

    /// The lines of `commands.txt` that are not blank or comments.
    static func commandLines() -> [String] {
        guard let text = try? String(contentsOfFile: commandsFile, encoding: .utf8) else { return [] }
        return text.split(separator: "\n").map(String.init)
            .filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty && !$0.hasPrefix("#") }
    }

    /// A line of `commands.txt` as a case; nil when it is malformed.
    static func parse(_ line: String) -> GoldenCase? {
        let words = line.split(separator: " ").map(String.init)
        guard words.count >= 3, let code = Int32(words[1]), let exitCode = ExitCode(rawValue: code) else { return nil }
        return GoldenCase(name: words[0], exitCode: exitCode, arguments: Array(words.dropFirst(2)))
    }

    static func readCases() -> [GoldenCase] { commandLines().compactMap(parse) }

    static let cases = readCases()

    // MARK: - The listing

    @Test func commandsAreWellFormed() {
        let lines = Self.commandLines()
        #expect(lines.count >= 4 * 30 + 6 + 9, "commands.txt is missing or lost lines")
        for line in lines where Self.parse(line) == nil {
            Issue.record("malformed line in commands.txt (expected NAME EXIT-CODE ARGUMENTS…): \(line)")
        }
        let names = Self.readCases().map(\.name)
        #expect(Set(names).count == names.count, "a golden file is listed twice")
    }

    @Test func everyBundledSpecIsHeldInEveryFormat() throws {
        let specs = try SpecTest.bundledSpecs()
        #expect(specs.count >= 30, "Specs/ holds \(specs.count) specs")
        let listed = Set(Self.readCases().map(\.arguments))
        var missing: [GoldenCase] = []
        for spec in specs {
            let stem = String(spec.dropFirst("Specs/".count).dropLast(".primerspec".count))
            for format in Self.formats where !listed.contains(Self.checkArguments(spec, format: format.name)) {
                missing.append(GoldenCase(name: "Specs/\(stem).\(format.fileExtension)", exitCode: .success,
                                          arguments: Self.checkArguments(spec, format: format.name)))
            }
        }
        guard Self.writing else {
            #expect(missing.map(\.name) == [],
                    "bundled specs without golden reports: run PRIMERSPEC_WRITE_GOLDEN=1 swift test --filter ReportGolden")
            return
        }
        for var golden in missing {
            let result = Self.run(golden.arguments)
            Self.expectNothingMachineSpecific(result.output, in: golden.name)
            golden.exitCode = result.exitCode
            try Self.writeLock.withLock {
                let line = ([golden.name, String(golden.exitCode.rawValue)] + golden.arguments).joined(separator: " ")
                var text = try String(contentsOfFile: Self.commandsFile, encoding: .utf8)
                if !text.hasSuffix("\n") { text += "\n" }
                try Self.write(text + line + "\n", to: Self.commandsFile)
                try Self.write(result.output, to: Self.outputs + "/" + golden.name)
            }
        }
    }

    @Test func everyGoldenFileIsListed() throws {
        try Self.writeLock.withLock {
            let files = try Self.files(under: Self.outputs)
            let listed = Set(Self.readCases().map(\.name))
            #expect(files.subtracting(listed).sorted() == [], "golden files no line of commands.txt lists (delete them)")
            if !Self.writing {
                #expect(listed.subtracting(files).sorted() == [], "listed golden files that do not exist")
            }
        }
    }

    // MARK: - The reports

    @Test(arguments: cases)
    func reportIsByteIdentical(_ golden: GoldenCase) throws {
        let result = Self.run(golden.arguments)
        #expect(result.errorOutput.isEmpty, "unexpected standard error: \(result.errorOutput)")
        Self.expectNothingMachineSpecific(result.output, in: golden.name)
        let path = Self.outputs + "/" + golden.name
        if Self.writing {
            try Self.writeLock.withLock {
                try Self.write(result.output, to: path)
                if result.exitCode != golden.exitCode { try Self.setExitCode(result.exitCode, of: golden.name) }
            }
            return
        }
        #expect(result.exitCode == golden.exitCode, "\(golden.name): exit code")
        Self.expectBytes(Array(result.output.utf8), equal: try TemporaryFiles.bytes(at: path), golden.name)
    }

    // MARK: - Record runs

    struct RecordRun: CustomTestStringConvertible, Sendable {
        /// The folder under `Golden/Reports/` holding `Input/`, `Recorded/` and `output.txt`.
        var name: String
        var exitCode: ExitCode
        /// Whether `check` passes on the folder once it is recorded.
        var passesAfterwards: Bool
        var testDescription: String { name }
    }

    static let recordRuns = [
        // Sections emptied and wrong (a VoiceOver line, a motion duration, a contrast ratio), comments,
        // runs of blank lines, a four-space body, a last line with no newline, and a file up to date.
        RecordRun(name: "Record", exitCode: .success, passesAfterwards: true),
        // A failing body that holds a comment and a spec that does not parse are refused (exit 2); the
        // file beside them is still recorded.
        RecordRun(name: "RecordRefused", exitCode: .badInput, passesAfterwards: false),
    ]

    @Test(arguments: recordRuns)
    func recordRunIsByteIdentical(_ run: RecordRun) throws {
        let base = Self.folder + "/" + run.name
        let temporary = try makeTemporaryFolder("ReportGolden" + run.name)
        defer { try? FileManager.default.removeItem(atPath: temporary) }
        let inputs = try Self.files(under: base + "/Input")
        #expect(!inputs.isEmpty)
        for name in inputs {
            try TemporaryFiles.write(try TemporaryFiles.bytes(at: base + "/Input/" + name), to: "Specs/" + name,
                                     in: temporary)
        }

        let result = PrimerSpecTool.run(Invocation(arguments: ["check", "--record", "Specs"],
                                                   workingDirectory: temporary))
        #expect(result.exitCode == run.exitCode, "\(run.name): exit code")
        #expect(result.errorOutput.isEmpty, "unexpected standard error: \(result.errorOutput)")
        Self.expectNothingMachineSpecific(result.output, in: run.name, temporary: temporary)
        let written = try Self.files(under: temporary + "/Specs")

        if Self.writing {
            try? FileManager.default.removeItem(atPath: base + "/Recorded")
            for name in written {
                try TemporaryFiles.write(try TemporaryFiles.bytes(at: temporary + "/Specs/" + name),
                                         to: name, in: base + "/Recorded")
            }
            try Self.write(result.output, to: base + "/output.txt")
        } else {
            Self.expectBytes(Array(result.output.utf8), equal: try TemporaryFiles.bytes(at: base + "/output.txt"),
                             run.name + "/output.txt")
            let recorded = try Self.files(under: base + "/Recorded")
            #expect(written.sorted() == recorded.sorted(), "the files in the folder after the run")
            for name in written.intersection(recorded).sorted() {
                Self.expectBytes(try TemporaryFiles.bytes(at: temporary + "/Specs/" + name),
                                 equal: try TemporaryFiles.bytes(at: base + "/Recorded/" + name),
                                 run.name + "/Recorded/" + name)
            }
        }

        if run.passesAfterwards {
            let check = PrimerSpecTool.run(Invocation(arguments: ["check", "Specs"], workingDirectory: temporary))
            #expect(check.exitCode == .success, "check after recording:\n\(check.output)")
        }
    }

    // MARK: - Helpers

    static func run(_ arguments: [String]) -> CommandResult {
        PrimerSpecTool.run(Invocation(arguments: arguments, workingDirectory: root))
    }

    /// Records an issue with a line diff when `actual` and `expected` differ in any byte.
    static func expectBytes(_ actual: [UInt8], equal expected: [UInt8], _ name: String,
                            sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        guard actual != expected else { return }
        let actualText = String(decoding: actual, as: UTF8.self)
        let expectedText = String(decoding: expected, as: UTF8.self)
        let diff = LineDiff(expected: SpecTest.lines(expectedText), actual: SpecTest.lines(actualText))
        let shown = diff.hasDifferences
            ? LineDiffRenderer().render(diff)
            : "the lines compare equal as text; the bytes differ (Unicode normalisation or invalid UTF-8)"
        Issue.record("\(name) differs from its golden file (\(actual.count) bytes, golden \(expected.count)):\n\(shown)",
                     sourceLocation: sourceLocation)
    }

    /// Fails when an output holds a path only this machine has, which would make its golden file
    /// differ on another machine.
    static func expectNothingMachineSpecific(_ output: String, in name: String, temporary: String? = nil,
                                             sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        for path in [root] + (temporary.map { [$0] } ?? []) where output.contains(path) {
            Issue.record("\(name): the output holds the absolute path \(path)", sourceLocation: sourceLocation)
        }
    }

    /// The files under a folder, as paths relative to it (empty when the folder does not exist).
    static func files(under folder: String) throws -> Set<String> {
        let manager = FileManager.default
        guard manager.fileExists(atPath: folder) else { return [] }
        let entries = (manager.enumerator(atPath: folder)?.allObjects as? [String]) ?? []
        return Set(entries.filter { entry in
            var isFolder: ObjCBool = false
            return manager.fileExists(atPath: folder + "/" + entry, isDirectory: &isFolder) && !isFolder.boolValue
        })
    }

    /// Writes `text` as UTF-8 to an absolute path, creating its folder.
    static func write(_ text: String, to path: String) throws {
        let url = URL(fileURLWithPath: path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    /// Rewrites the exit code of one line of `commands.txt`, keeping every other byte.
    static func setExitCode(_ exitCode: ExitCode, of name: String) throws {
        let text = try String(contentsOfFile: commandsFile, encoding: .utf8)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            var words = line.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
            guard !line.hasPrefix("#"), words.count >= 3, words[0] == name else { return String(line) }
            words[1] = String(exitCode.rawValue)
            return words.joined(separator: " ")
        }
        try write(lines.joined(separator: "\n"), to: commandsFile)
    }
}
