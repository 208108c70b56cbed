import Foundation
@testable import PrimerCLI
import PrimerReports
@testable import PrimerSpec
@testable import PrimerTestSupport
import Testing

/// Which format a run writes without being told: `PRIMERSPEC_FORMAT`, else `xcode` when Xcode runs
/// the tool (its build settings in the environment, no terminal), else text; `--format` always wins.
@Suite("Format selection")
struct FormatSelectionTests {
    static let xcode = ["XCODE_VERSION_ACTUAL": "1630", "XCODE_PRODUCT_BUILD_VERSION": "16E140"]

    @Test(arguments: [
        ("nothing set: text", nil, [:], false, "text", false),
        ("a terminal: text", nil, [:], true, "text", false),
        ("a Run Script phase: xcode", nil, xcode, false, "xcode", false),
        ("one setting is enough", nil, ["XCODE_PRODUCT_BUILD_VERSION": "16E140"], false, "xcode", false),
        ("an empty setting is not Xcode", nil, ["XCODE_VERSION_ACTUAL": ""], false, "text", false),
        ("Xcode's settings on a terminal: text as ever", nil, xcode, true, "text", false),
        ("--format wins over Xcode", "json", xcode, false, "json", true),
        ("the variable names a default", nil, ["PRIMERSPEC_FORMAT": "xcode"], true, "xcode", false),
        ("the variable wins over Xcode", nil, xcode.merging(["PRIMERSPEC_FORMAT": "sarif"]) { $1 }, false, "sarif", false),
        ("--format wins over the variable", "github", ["PRIMERSPEC_FORMAT": "sarif"], false, "github", true),
        ("an empty variable is unset", nil, ["PRIMERSPEC_FORMAT": ""], false, "text", false),
    ] as [(String, String?, [String: String], Bool, String, Bool)])
    func picksTheFormat(_ name: String, _ named: String?, _ environment: [String: String], _ terminal: Bool,
                        _ expected: String, _ isNamed: Bool) throws {
        var arguments = ParsedArguments()
        if let named { arguments.values["--format"] = [named] }
        let invocation = Invocation(arguments: [], environment: environment, workingDirectory: "/app",
                                    outputIsTerminal: terminal, blocks: TestBlocks.registry)
        let selection = try FormatSelection(arguments, invocation: invocation, formats: ReportFormat.auditOrder,
                                            command: "audit")
        #expect(selection == FormatSelection(format: try #require(ReportFormat(rawValue: expected)), isNamed: isNamed))
    }

    @Test(arguments: [
        ("--format", "xcodee", "unknown format 'xcodee'; expected one of text, json, sarif, github, junit, xcode (did you mean 'xcode'?)"),
        ("PRIMERSPEC_FORMAT", "html", "unknown PRIMERSPEC_FORMAT format 'html'; expected one of text, json, sarif, github, junit, xcode"),
    ])
    func refusesAFormatTheCommandDoesNotWrite(_ source: String, _ value: String, _ message: String) {
        var arguments = ParsedArguments()
        var environment: [String: String] = [:]
        if source == "--format" { arguments.values["--format"] = [value] } else { environment[source] = value }
        let invocation = Invocation(arguments: [], environment: environment, workingDirectory: "/app", blocks: TestBlocks.registry)
        #expect(throws: UsageError(message, command: "scan")) {
            try FormatSelection(arguments, invocation: invocation, formats: RuleSetReport.formats, command: "scan")
        }
    }

    /// In a Run Script phase, `check` writes Xcode's lines at absolute paths, and `check --record`
    /// still records (the default is not a request for a format).
    @Test func checkInXcodeWritesDiagnosticsAndStillRecords() throws {
        let folder = try makeTemporaryFolder()
        _ = try TemporaryFiles.write("reminders daily\n\nannounce ready -> on\n  \"Reminders are off\" priority high\n",
                               to: "a.primerspec", in: folder)
        let check = PrimerSpecTool.run(Invocation(arguments: ["check", "a.primerspec"], environment: Self.xcode,
                                                  workingDirectory: folder, blocks: CardSpec.blocks))
        #expect(check.exitCode == .mismatch)
        let lines = SpecTest.lines(check.output)
        #expect(lines.first?.hasPrefix("/") == true, "an absolute path: \(check.output)")
        #expect(lines.first?.contains("/a.primerspec:4:3: error: the spec says ") == true, "\(check.output)")
        #expect(lines.first?.hasSuffix(" [lines-match]") == true)
        #expect(lines.suffix(2) == ["0 passed, 1 failed", ""])
        let record = PrimerSpecTool.run(Invocation(arguments: ["check", "--record", "a.primerspec"], environment: Self.xcode,
                                                   workingDirectory: folder, blocks: CardSpec.blocks))
        #expect(record.exitCode == .success)
        #expect(record.output.hasPrefix("a.primerspec: recorded 1 section"))
    }
}
