import Foundation
@testable import PrimerCLI
@testable import PrimerMotion
@testable import PrimerSpec
@testable import PrimerSyntax
@testable import PrimerTestSupport
import Testing

/// `check --audit`: the check's report, then the audit of the same specs; the worse exit code.
@Suite("primer-spec check --audit")
struct CheckAuditCommandTests {
    typealias Fake = AuditFakeModel

    /// A spec whose one section matches the fake's clean tree; `wrong` makes it fail.
    static func spec(wrong: Bool = false) -> String {
        "block audit-fake\n\nvoiceover ready\n  \"Scan receipts. Heading.\"\n"
            + "  \"We read the total for you.\"\n  \"\(wrong ? "Go" : "Continue"). Button.\"\n"
    }

    static let silent = AuditFakeModel.clean { $0.announced = [:] }
    static let auditFinding = "  FAIL Specs/a.primerspec:1:1 audit-fake (done): ready -> done via tap changes what the "
        + "screen says and announces nothing; needs an announcement"

    static func run(_ spec: String, model: AuditFakeModel, _ arguments: String..., name: String = #function) throws
        -> (result: CommandResult, check: CommandResult) {
        let folder = try makeTemporaryFolder(name)
        try TemporaryFiles.write(spec, to: "Specs/a.primerspec", in: folder)
        let invocation = { (arguments: [String]) in
            PrimerSpecTool.run(Invocation(arguments: arguments, workingDirectory: folder, blocks: AuditTest.registry(model)))
        }
        return (invocation(["check"] + arguments), invocation(["check"] + arguments.filter { $0 != "--audit" }))
    }

    @Test(arguments: [
        ("both pass", false, AuditFakeModel.clean, ExitCode.success),
        ("the check passes, the audit fails", false, silent, .mismatch),
        ("the check fails, the audit passes", true, AuditFakeModel.clean, .mismatch),
        ("both fail", true, silent, .mismatch),
    ])
    func appendsTheAuditAndTakesTheWorseExitCode(_ name: String, _ wrong: Bool, _ model: AuditFakeModel,
                                                  _ code: ExitCode) throws {
        let (result, check) = try Self.run(Self.spec(wrong: wrong), model: model, "--audit")
        #expect(check.exitCode == (wrong ? .mismatch : .success))
        #expect(result.exitCode == code)
        #expect(result.output.hasPrefix(check.output + "\n"))
        let audit = String(result.output.dropFirst(check.output.count + 1))
        #expect(audit.hasPrefix("element-has-label: Element has a label (error; "))
        #expect(SpecTest.lines(audit).contains(Self.auditFinding) == (model.announced.isEmpty))
        #expect(audit.hasSuffix(model.announced.isEmpty ? "15 passed, 1 failed\n" : "16 passed, 0 failed\n"))
    }

    @Test func withoutTheFlagTheAuditDoesNotRun() throws {
        let (_, check) = try Self.run(Self.spec(), model: Self.silent)
        #expect(check.exitCode == .success)
        #expect(!check.output.contains("audit"))
        #expect(SpecTest.lines(check.output) == ["PASS Specs/a.primerspec (1 of 1 sections passed)", "1 passed, 0 failed", ""])
    }

    @Test func aSpecThatDoesNotParseIsTwo() throws {
        let (result, check) = try Self.run("block audit-fake\ntitel \"x\"\n", model: .clean, "--audit")
        #expect(check.exitCode == .badInput)
        #expect(result.exitCode == .badInput)
        #expect(result.output.contains("\naudit: 0 failed, 0 warnings, 0 accepted, 0 passed, 0 not applicable\n"))
    }

    @Test func githubAnnotatesTheAuditToo() throws {
        let (result, check) = try Self.run(Self.spec(), model: Self.silent, "--audit", "--format", "github")
        #expect(result.exitCode == .mismatch)
        #expect(result.output.hasPrefix(check.output + "\n"))
        let lines = SpecTest.lines(String(result.output.dropFirst(check.output.count + 1)))
        #expect(lines.first?.hasPrefix("::error file=Specs/a.primerspec,line=1,col=1,title=primer-spec audit%3A "
                                       + "result-announced::") == true)
        #expect(lines.suffix(2) == ["audit: 1 failed, 0 warnings, 0 accepted, 15 passed, 4 not applicable", ""])
    }

    @Test(arguments: ["json", "junit", "sarif"])
    func aFormatTheAuditCannotJoinIsAUsageError(_ format: String) throws {
        let (result, _) = try Self.run(Self.spec(), model: .clean, "--audit", "--format", format)
        #expect(result.exitCode == .badInput)
        #expect(result.output.isEmpty)
        #expect(result.errorOutput == "error: --audit goes with the text, github and xcode formats; for \(format) run "
            + "'primer-spec audit --format \(format)'\nSee 'primer-spec check --help'.\n")
    }
}
