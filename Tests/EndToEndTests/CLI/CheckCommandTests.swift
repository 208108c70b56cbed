@testable import BlockTestSupport
import Foundation
import PrimerBlocks
@testable import PrimerCLI
@testable import PrimerReports
@testable import PrimerSpec
@testable import PrimerTestSupport
import Testing

@Suite("primer-spec check")
struct CheckCommandTests {
    static let repositoryRoot = SpecTest.repositoryRoot

    static let passing = ReportFixtures.passing
    static let failing = "primer notifications\n\nannounce requesting -> granted\n  \"Notifications are on\" priority low\n"
        + "\nannounce requesting -> denied\n  \"Notifications are off\" priority high\n"
    static let broken = "primer notifications\n\nvoiceover ready\n  Continue.\n"

    @Test func theBundledSpecsPass() throws {
        let result = runTool("check", in: Self.repositoryRoot)
        #expect(result.exitCode == .success, "\(result.output)")
        #expect(result.errorOutput.isEmpty)
        let lines = SpecTest.lines(result.output)
        #expect(lines.last == "")
        let closing = try #require(lines.dropLast().last)
        #expect(closing.wholeMatch(of: /\d+ passed, 0 failed/) != nil)
        // A quiet pass: one line per file, then the summary. The notes (what an app dump cannot show,
        // the sizes of its buttons) and the accepted warnings (the primer screen's endless rings,
        // WCAG 2.2.2) are one flag away.
        #expect(lines.dropLast(2).allSatisfy { $0.hasPrefix("PASS Specs/") }, "\(result.output)")
        #expect(lines.filter { $0.hasPrefix("PASS Specs/") }.count == (try SpecTest.bundledSpecs()).count)
        #expect(lines.contains { $0.hasPrefix("PASS Specs/primer-screen.primerspec (") && $0.hasSuffix("; 2 warnings accepted, shown by --verbose)") })
        let verbose = runTool("check", "--verbose", "Specs/primer-screen.primerspec", "Specs/app-dump-priming-camera.primerspec",
                              in: Self.repositoryRoot)
        #expect(verbose.exitCode == .success)
        #expect(verbose.output.contains("Specs/primer-screen.primerspec:16:1: note: accepted: PermissionPrimerScreen pulses its rings"))
        #expect(verbose.output.contains(": note: not verifiable from this dump: "))
    }

    @Test func longLinesWrapOnlyOnATerminal() throws {
        let folder = try makeTemporaryFolder()
        try TemporaryFiles.write(Self.failing, to: "Specs/f.primerspec", in: folder)
        let invocation = { (terminal: Bool) in
            Invocation(arguments: ["check"], environment: ["NO_COLOR": "1"], workingDirectory: folder,
                       outputIsTerminal: terminal, terminalWidth: 40, blocks: .standard)
        }
        let wide = PrimerSpecTool.run(invocation(false)).output
        let fitted = PrimerSpecTool.run(invocation(true)).output
        #expect(SpecTest.lines(wide).contains { $0.count > 40 })
        #expect(SpecTest.lines(fitted).allSatisfy { $0.count <= 40 }, "\(fitted)")
        #expect(fitted.split(whereSeparator: \.isWhitespace) == wide.split(whereSeparator: \.isWhitespace))
    }

    @Test func noSpecFoundIsAnError() throws {
        let folder = try makeTemporaryFolder()
        try FileManager.default.createDirectory(atPath: folder + "/empty/.hidden", withIntermediateDirectories: true)
        try TemporaryFiles.write(Self.passing, to: "empty/.hidden/h.primerspec", in: folder)
        try TemporaryFiles.write("not a spec", to: "empty/notes.txt", in: folder)
        let result = runTool("check", "empty", in: folder)
        #expect(result.exitCode == .badInput)
        #expect(result.output.isEmpty)
        #expect(result.errorOutput == "error: no spec found in empty; expected files ending in .primerspec\n"
            + "See 'primer-spec check --help'.\n")
    }

    @Test(arguments: [["nope"], ["Specs/missing.primerspec"], ["Specs", "nope"]])
    func aMissingPathIsAnError(_ paths: [String]) throws {
        let folder = try makeTemporaryFolder()
        try TemporaryFiles.write(Self.passing, to: "Specs/a.primerspec", in: folder)
        let missing = paths.last ?? ""
        let result = PrimerSpecTool.run(Invocation(arguments: ["check"] + paths, workingDirectory: folder))
        #expect(result.exitCode == .badInput)
        #expect(result.output.isEmpty)
        #expect(result.errorOutput == "error: no such file or folder '\(missing)'; expected a .primerspec file or a folder of them\n"
            + "See 'primer-spec check --help'.\n")
    }

    @Test func theDefaultPathIsSpecsInTheWorkingDirectory() throws {
        let folder = try makeTemporaryFolder()
        try TemporaryFiles.write(Self.passing, to: "Specs/b.primerspec", in: folder)
        try TemporaryFiles.write(Self.passing, to: "Specs/a.primerspec", in: folder)
        try TemporaryFiles.write(Self.passing, to: "Specs/nested/c.primerspec", in: folder)
        try TemporaryFiles.write(Self.failing, to: "Specs/.hidden/x.primerspec", in: folder)
        try TemporaryFiles.write(Self.failing, to: "Specs/.x.primerspec", in: folder)
        try TemporaryFiles.write(Self.failing, to: "Specs/readme.md", in: folder)
        try TemporaryFiles.write(Self.failing, to: "other.primerspec", in: folder)
        let result = runTool("check", in: folder)
        #expect(result.exitCode == .success)
        expectSameLines(result.output, [
            "PASS Specs/a.primerspec (2 of 2 sections passed)",
            "PASS Specs/b.primerspec (2 of 2 sections passed)",
            "PASS Specs/nested/c.primerspec (2 of 2 sections passed)",
            "6 passed, 0 failed",
            "",
        ])
        // Without a Specs folder, the default is a missing path.
        let elsewhere = runTool("check", in: folder + "/Specs/nested")
        #expect(elsewhere.exitCode == .badInput)
        #expect(elsewhere.errorOutput.hasPrefix("error: no such file or folder 'Specs'; "))
    }

    @Test(arguments: [
        (["Specs"], "Specs/a.primerspec"),
        (["Specs/"], "Specs/a.primerspec"),
        (["./Specs"], "./Specs/a.primerspec"),
        (["Specs/a.primerspec"], "Specs/a.primerspec"),
    ])
    func pathsAreShownAsGiven(_ paths: [String], _ shown: String) throws {
        let folder = try makeTemporaryFolder()
        try TemporaryFiles.write(Self.failing, to: "Specs/a.primerspec", in: folder)
        let result = PrimerSpecTool.run(Invocation(arguments: ["check"] + paths, workingDirectory: folder))
        #expect(result.exitCode == .mismatch)
        #expect(result.output.hasPrefix("FAIL \(shown) (1 of 2 sections passed)\n\n  \(shown):3: announce requesting -> granted\n"))
        #expect(result.output.contains("\n  \(shown):4:3: error: the spec says "))
    }

    @Test func aFileNamedTwiceIsCheckedOnce() throws {
        let folder = try makeTemporaryFolder()
        try TemporaryFiles.write(Self.failing, to: "Specs/a.primerspec", in: folder)
        try TemporaryFiles.write(Self.passing, to: "Specs/b.primerspec", in: folder)
        let result = runTool("check", "Specs/b.primerspec", "Specs", "./Specs/", folder + "/Specs/a.primerspec", in: folder)
        #expect(result.exitCode == .mismatch)
        let headings = SpecTest.lines(result.output).filter { $0.hasPrefix("PASS") || $0.hasPrefix("FAIL") }
        #expect(headings == ["PASS Specs/b.primerspec (2 of 2 sections passed)", "FAIL Specs/a.primerspec (1 of 2 sections passed)"])
        #expect(result.output.hasSuffix("\n3 passed, 1 failed\n"))
        let recorded = runTool("check", "--record", "Specs", "Specs/a.primerspec", in: folder)
        #expect(recorded.output.hasSuffix("\nrecorded 1 section in 2 files\n"))
    }

    @Test func anAbsolutePathWorksFromAnyFolder() throws {
        let folder = try makeTemporaryFolder()
        let path = try TemporaryFiles.write(Self.passing, to: "a.primerspec", in: folder)
        let result = runTool("check", path, in: "/")
        #expect(result.exitCode == .success)
        #expect(result.output == "PASS \(path) (2 of 2 sections passed)\n2 passed, 0 failed\n")
    }

    @Test func exitCodesFollowTheWorstFile() throws {
        let folder = try makeTemporaryFolder()
        try TemporaryFiles.write(Self.passing, to: "pass.primerspec", in: folder)
        try TemporaryFiles.write(Self.failing, to: "fail.primerspec", in: folder)
        try TemporaryFiles.write(Self.broken, to: "broken.primerspec", in: folder)
        let cases: [([String], ExitCode, String)] = [
            (["pass.primerspec"], .success, "2 passed, 0 failed"),
            (["pass.primerspec", "fail.primerspec"], .mismatch, "3 passed, 1 failed"),
            (["fail.primerspec", "broken.primerspec"], .badInput, "1 passed, 1 failed"),
            (["broken.primerspec"], .badInput, "0 passed, 0 failed"),
        ]
        for (paths, code, closing) in cases {
            let result = PrimerSpecTool.run(Invocation(arguments: ["check"] + paths, workingDirectory: folder))
            #expect(result.exitCode == code, "\(paths)")
            #expect(SpecTest.lines(result.output).suffix(2) == [closing, ""], "\(paths)")
        }
    }

    @Test func anUnknownFormatListsTheValidOnes() {
        let result = runTool("check", "--format", "jsno", in: Self.repositoryRoot)
        #expect(result.exitCode == .badInput)
        #expect(result.output.isEmpty)
        #expect(result.errorOutput == "error: unknown format 'jsno'; expected one of text, json, junit, github, html, sarif, xcode (did you mean 'json'?)\n"
            + "See 'primer-spec check --help'.\n")
        let xml = runTool("check", "--format", "xml", in: Self.repositoryRoot)
        #expect(xml.errorOutput.hasPrefix("error: unknown format 'xml'; expected one of text, json, junit, github, html, sarif, xcode\n"))
    }

    // The html format draws what each section describes, which the report alone does not hold:
    // HTMLCommandTests covers it.
    @Test(arguments: ReportFormat.allCases.filter { $0 != .html })
    func everyFormatRendersTheSameReport(_ format: ReportFormat) throws {
        let folder = try makeTemporaryFolder()
        try TemporaryFiles.write(Self.passing, to: "Specs/pass.primerspec", in: folder)
        try TemporaryFiles.write(Self.failing, to: "Specs/fail.primerspec", in: folder)
        let result = runTool("check", "--format", format.rawValue, in: folder)
        #expect(result.exitCode == .mismatch)
        let report = CheckReport(files: [
            Checker().check(Array(Self.failing.utf8), path: "Specs/fail.primerspec"),
            Checker().check(Array(Self.passing.utf8), path: "Specs/pass.primerspec"),
        ])
        #expect(result.output == format.render(report))
    }

    @Test(arguments: [
        (true, [:], true),
        (true, ["NO_COLOR": "1"], false),
        (false, [:], false),
    ] as [(Bool, [String: String], Bool)])
    func colourOnlyOnATerminalWithoutNoColor(_ terminal: Bool, _ environment: [String: String], _ coloured: Bool) throws {
        let folder = try makeTemporaryFolder()
        try TemporaryFiles.write(Self.failing, to: "Specs/fail.primerspec", in: folder)
        let result = runTool("check", in: folder, environment: environment, terminal: terminal)
        #expect(result.exitCode == .mismatch)
        #expect(result.output.contains("\u{1B}[") == coloured)
        #expect(result.output.hasSuffix("\n1 passed, 1 failed\n"))
        // Machine formats never colour.
        let json = runTool("check", "--format", "json", in: folder, environment: environment, terminal: terminal)
        #expect(!json.output.contains("\u{1B}"))
    }

    @Test func aSpecsInfoPlistIsFoundFromAnyWorkingDirectory() throws {
        let folder = try makeTemporaryFolder()
        try TemporaryFiles.write(SpecTest.plist([
            ("CFBundleName", "Trail"), ("NSCameraUsageDescription", "Trail scans maps."),
        ]), to: "app/Fixtures/Info.plist", in: folder)
        try TemporaryFiles.write("primer camera\ninfo-plist \"../Fixtures/Info.plist\"\n\nvoiceover ready\n",
                                 to: "app/Specs/t.primerspec", in: folder)
        #expect(runTool("check", "--record", "app/Specs", in: folder).exitCode == .success)
        let fromRoot = runTool("check", "app/Specs", in: folder)
        #expect(fromRoot.output == "PASS app/Specs/t.primerspec (1 of 1 sections passed)\n1 passed, 0 failed\n")
        let fromSpecs = runTool("check", ".", in: folder + "/app/Specs")
        #expect(fromSpecs.output == "PASS ./t.primerspec (1 of 1 sections passed)\n1 passed, 0 failed\n")
        let text = try TemporaryFiles.text(at: folder + "/app/Specs/t.primerspec")
        #expect(text.contains("\u{201C}Trail\u{201D} Would Like to Access the Camera. Trail scans maps."))
    }
}
