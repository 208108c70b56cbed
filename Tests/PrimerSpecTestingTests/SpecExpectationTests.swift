@testable import BlockTestSupport
import Foundation
import PrimerBlocks
import PrimerModel
@testable import PrimerMotion
import PrimerSpec
@testable import PrimerSpecTesting
@testable import PrimerSyntax
@testable import PrimerTestSupport
import Testing

/// What a spec test reports and writes, as values: one issue per failing line at the spec's own line
/// and column, a summary at the calling line, and in each record mode what is written.
@Suite("Spec expectation")
struct SpecExpectationTests {
    static let path = "Specs/n.primerspec"

    /// An issue as `PLACE SEVERITY` and its comment; PLACE is the spec's `line:column`, or `caller`.
    struct Seen: Hashable, Sendable, CustomStringConvertible {
        var place: String
        var severity: Severity
        var comment: String

        init(_ place: String, _ severity: Severity, _ comment: String) {
            self.place = place
            self.severity = severity
            self.comment = comment
        }

        init(_ issue: SpecIssue) {
            switch issue.place {
            case .spec(let location, _): place = "\(location.line):\(location.column)"
            case .caller: place = "caller"
            }
            severity = issue.severity
            comment = issue.comment
        }

        var description: String { "\(place) \(severity)\n\(comment)" }
    }

    /// Writes `text` as `Specs/n.primerspec` in a fresh folder and runs the expectation in `mode`.
    static func run(_ text: String, mode: SpecRecordMode, name: String = #function) throws
        -> (folder: String, result: SpecExpectation.Result) {
        let folder = try makeTemporaryFolder(name)
        try TemporaryFiles.write(text, to: path, in: folder)
        let expectation = SpecExpectation(blocks: .standard, workingDirectory: folder,
                                          recording: SpecRecording(mode: mode, source: .argument))
        return (folder, try expectation.run([path]))
    }

    static let failingLine = """
        Specs/n.primerspec:4:3: error: the spec says "Notifications are ON" priority high, but the builder generates "Notifications are on" priority high
        """

    static let failingReport = """
        FAIL Specs/n.primerspec (1 of 2 sections passed)

          Specs/n.primerspec:3: announce requesting -> granted
            −expected +actual
            − 4 │ "Notifications are ON" priority high
            +   │ "Notifications are on" priority high
          \(failingLine)

        1 passed, 1 failed
        """

    @Test func aFailingLineIsAnIssueAtItsOwnLineAndTheFileASummaryAtTheCall() throws {
        let (folder, result) = try Self.run(Fixture.failing, mode: .never)
        #expect(result.issues.map(Seen.init) == [
            Seen("4:3", .error, Self.failingLine),
            Seen("caller", .error, """
                Specs/n.primerspec: 1 of 2 sections failed (to write what the builders generate, run with PRIMERSPEC_RECORD=failed and review the change)
                \(Self.failingReport)
                """),
        ])
        #expect(result.issues.first?.place == .spec(SourceLocation(file: Self.path, line: 4, column: 3),
                                                    absolutePath: folder + "/" + Self.path))
        let attachment = try #require(result.issues.last?.attachment)
        #expect(attachment.name == "n.primerspec.check.txt")
        expectSameText(attachment.text, Self.failingReport + "\n")
        #expect(result.report.exitCode == .mismatch)
        #expect(try TemporaryFiles.text(at: folder + "/" + Self.path) == Fixture.failing)
    }

    @Test func aPassingSpecRecordsNothing() throws {
        let (_, result) = try Self.run(Fixture.passing, mode: .never)
        #expect(result.issues.isEmpty)
        #expect(result.report.summary == "2 passed, 0 failed")
    }

    @Test func aSpecThatDoesNotParseIsAnIssuePerError() throws {
        let (folder, result) = try Self.run(Fixture.broken, mode: .failed)
        let seen = result.issues.map(Seen.init)
        #expect(seen.map(\.place) == ["1:8", "2:1", "caller"])
        #expect(seen.first?.comment == """
            Specs/n.primerspec:1:8: error: unknown kind 'notifcations'; expected one of notifications, location, camera, photos (did you mean 'notifications'?)
            """)
        #expect(seen.last?.comment.hasPrefix("Specs/n.primerspec cannot be checked: 2 errors\nERROR Specs/n.primerspec: the spec cannot be checked\n") == true)
        #expect(result.report.exitCode == .badInput)
        // Nothing is recorded in a file that does not parse.
        #expect(try TemporaryFiles.text(at: folder + "/" + Self.path) == Fixture.broken)
    }

    @Test func aWarningIsAWarningIssueAndNoSummary() throws {
        let (_, result) = try Self.run(Fixture.pulsing, mode: .never)
        let wcag = "moves or blinks on repeat for ever; expected a way to pause, stop or hide the motion, or motion that "
            + "ends within 5 s (WCAG 2.2.2 Pause, Stop, Hide, level A)"
        #expect(result.issues.map(Seen.init) == [
            Seen("4:3", .warning, "Specs/n.primerspec:4:3: warning: ring.0 \(wcag)"),
            Seen("12:3", .warning, "Specs/n.primerspec:12:3: warning: ring.1 \(wcag)"),
        ])
        #expect(result.report.exitCode == .success)
    }

    @Test func aBadEnvironmentValueIsAnIssueAtTheCall() throws {
        let folder = try makeTemporaryFolder()
        try TemporaryFiles.write(Fixture.passing, to: Self.path, in: folder)
        let recording = SpecRecording.resolve(argument: nil, scoped: nil, environment: ["PRIMERSPEC_RECORD": "yes"])
        let result = try SpecExpectation(blocks: .standard, workingDirectory: folder, recording: recording).run([Self.path])
        #expect(result.issues.map(Seen.init) == [
            Seen("caller", .error, "PRIMERSPEC_RECORD is 'yes'; expected one of all, failed, missing, never; checking without recording"),
        ])
    }

    /// A record mode's case: the spec before, the file after, and the issues.
    struct RecordCase: Sendable, CustomTestStringConvertible {
        var name: String
        var mode: SpecRecordMode
        var before: String
        var after: String
        var issues: [Seen]

        init(_ name: String, _ mode: SpecRecordMode, _ before: String, _ after: String, _ issues: [Seen]) {
            (self.name, self.mode, self.before, self.after, self.issues) = (name, mode, before, after, issues)
        }

        var testDescription: String { name }
    }

    static let recordCases: [RecordCase] = [
        RecordCase("never writes nothing", .never, Fixture.empty, Fixture.empty, [
            Seen("3:1", .error, "Specs/n.primerspec:3:1: error: the section 'announce requesting -> granted' is empty, and the builder generates 1 line; run primer-spec check --record to write it, then review it"),
            Seen("5:1", .error, "Specs/n.primerspec:5:1: error: the section 'announce requesting -> denied' is empty, and the builder generates 1 line; run primer-spec check --record to write it, then review it"),
        ]),
        RecordCase("failed rewrites what fails", .failed, Fixture.failing, Fixture.passing, [
            Seen("caller", .error, """
                Specs/n.primerspec: recorded 1 section (record mode failed, from the record: argument); review the change, then run again with record mode off
                  Specs/n.primerspec:3: announce requesting -> granted
                """),
        ]),
        RecordCase("missing fills empty sections only, and what still fails is at its new line", .missing,
         Fixture.emptyThenFailing, Fixture.emptyThenFailing.replacingOccurrences(
            of: "granted\n", with: "granted\n  \"Notifications are on\" priority high\n"), [
            Seen("7:3", .error, "Specs/n.primerspec:7:3: error: the spec says \"Notifications are OFF\" priority high, but the builder generates \"Notifications are off\" priority high"),
            Seen("caller", .error, """
                Specs/n.primerspec: 1 of 2 sections failed (to write what the builders generate, run with PRIMERSPEC_RECORD=failed and review the change)
                Specs/n.primerspec: recorded 1 section (record mode missing, from the record: argument); review the change, then run again with record mode off
                  Specs/n.primerspec:3: announce requesting -> granted
                FAIL Specs/n.primerspec (1 of 2 sections passed)

                  Specs/n.primerspec:6: announce requesting -> denied
                    −expected +actual
                    − 7 │ "Notifications are OFF" priority high
                    +   │ "Notifications are off" priority high
                  Specs/n.primerspec:7:3: error: the spec says "Notifications are OFF" priority high, but the builder generates "Notifications are off" priority high

                1 passed, 1 failed
                """),
        ]),
        RecordCase("all rewrites spacing too", .all, Fixture.respaced, Fixture.passing, [
            Seen("caller", .error, """
                Specs/n.primerspec: recorded 1 section (record mode all, from the record: argument); review the change, then run again with record mode off
                  Specs/n.primerspec:3: announce requesting -> granted
                """),
        ]),
        RecordCase("all fails even with nothing to write", .all, Fixture.passing, Fixture.passing, [
            Seen("caller", .error, "Specs/n.primerspec: nothing to record (record mode all, from the record: argument): every section is as the builders print it; turn record mode off"),
        ]),
    ]

    @Test(arguments: recordCases)
    func recordMode(_ recordCase: RecordCase) throws {
        let (folder, result) = try Self.run(recordCase.before, mode: recordCase.mode, name: recordCase.name)
        let seen = result.issues.map(Seen.init)
        // The "never" case has a summary too; its line issues are what matter here.
        #expect(Array(seen.prefix(recordCase.issues.count)) == recordCase.issues, "\(seen)")
        expectSameText(try TemporaryFiles.text(at: folder + "/" + Self.path), recordCase.after)
    }

    /// With an artifacts folder, a failing spec is written there as it would be recorded, and the
    /// summary says where; the same text is attached. A passing spec writes nothing.
    @Test func aFailingSpecIsWrittenToTheArtifactsFolder() throws {
        let folder = try makeTemporaryFolder()
        try TemporaryFiles.write(Fixture.failing, to: Self.path, in: folder)
        try TemporaryFiles.write(Fixture.passing, to: "Specs/p.primerspec", in: folder)
        let artifacts = SpecArtifacts(folder: folder + "/artifacts")
        let expectation = SpecExpectation(blocks: .standard, workingDirectory: folder,
                                          recording: SpecRecording(mode: .never, source: .argument), artifacts: artifacts)
        let result = try expectation.run(["Specs"])
        expectSameText(try TemporaryFiles.text(at: folder + "/artifacts/" + Self.path), Fixture.passing)
        #expect(try TemporaryFiles.text(at: folder + "/" + Self.path) == Fixture.failing)
        #expect(!FileManager.default.fileExists(atPath: folder + "/artifacts/Specs/p.primerspec"))
        let summary = try #require(result.issues.last)
        #expect(summary.comment.hasSuffix("\nthe generated spec is at \(folder)/artifacts/\(Self.path)"))
        #expect(summary.attachments.map(\.name) == ["n.primerspec.check.txt", "n.primerspec.generated.primerspec"])
        #expect(summary.attachments.last?.text == Fixture.passing)
    }

    @Test(arguments: [
        (["PRIMERSPEC_ARTIFACTS": "/tmp/a"], "/tmp/a"),
        (["SNAPSHOT_ARTIFACTS": "/tmp/s"], "/tmp/s"),
        (["PRIMERSPEC_ARTIFACTS": "/tmp/a", "SNAPSHOT_ARTIFACTS": "/tmp/s"], "/tmp/a"),
        (["PRIMERSPEC_ARTIFACTS": "out"], "/work/out"),
        ([:], nil),
        (["PRIMERSPEC_ARTIFACTS": ""], nil),
    ] as [([String: String], String?)])
    func theArtifactsFolderComesFromTheEnvironment(_ environment: [String: String], _ folder: String?) {
        #expect(SpecArtifacts.fromEnvironment(environment, currentDirectory: "/work")?.folder == folder)
    }

    @Test(arguments: [("Specs/a.primerspec", "/x/Specs/a.primerspec"), ("./Specs/../a.primerspec", "/x/Specs/a.primerspec"),
                      ("/abs/dir/a.primerspec", "/x/a.primerspec")])
    func anArtifactStaysInsideItsFolder(_ spec: String, _ destination: String) {
        #expect(SpecArtifacts(folder: "/x").destination(for: spec) == destination)
    }

    @Test func aBodyWithACommentIsNotRecorded() throws {
        let commented = Fixture.failing.replacingOccurrences(of: "priority high\n\nannounce requesting -> denied",
                                                             with: "priority high  # louder\n\nannounce requesting -> denied")
        let (folder, result) = try Self.run(commented, mode: .failed)
        #expect(result.issues.map(Seen.init).map(\.place) == ["4:3", "4:41", "caller"])
        #expect(result.issues.map(\.comment)[1].hasPrefix("Specs/n.primerspec:4:41: error: cannot record 'announce requesting -> granted': its body holds a comment"))
        #expect(result.issues.last?.comment.contains("Specs/n.primerspec: not recorded, nothing written (record mode failed, from the record: argument)") == true)
        #expect(try TemporaryFiles.text(at: folder + "/" + Self.path) == commented)
    }

    @Test func aFolderIsSearchedAndEachFileReported() throws {
        let folder = try makeTemporaryFolder()
        try TemporaryFiles.write(Fixture.passing, to: "Specs/a.primerspec", in: folder)
        try TemporaryFiles.write(Fixture.failing, to: "Specs/deeper/b.primerspec", in: folder)
        let result = try SpecExpectation(blocks: .standard, workingDirectory: folder,
                                         recording: SpecRecording(mode: .never, source: .standard)).run(["Specs"])
        #expect(result.report.files.map(\.path) == ["Specs/a.primerspec", "Specs/deeper/b.primerspec"])
        #expect(result.issues.map(Seen.init).map(\.place) == ["4:3", "caller"])
        #expect(result.issues.first?.comment.hasPrefix("Specs/deeper/b.primerspec:4:3: error:") == true)
    }

    static let missingPaths: [(String, SpecSearchError)] = [
        ("Specs/none.primerspec", .noSuchPath("Specs/none.primerspec")),
        ("Empty", .noSpecs(["Empty"])),
    ]

    @Test(arguments: missingPaths)
    func aPathWithNoSpecThrows(path: String, error: SpecSearchError) throws {
        let folder = try makeTemporaryFolder()
        try TemporaryFiles.write("not a spec", to: "Empty/readme.txt", in: folder)
        let expectation = SpecExpectation(blocks: .standard, workingDirectory: folder,
                                          recording: SpecRecording(mode: .never, source: .standard))
        #expect(throws: error) { try expectation.run([path]) }
    }
}
