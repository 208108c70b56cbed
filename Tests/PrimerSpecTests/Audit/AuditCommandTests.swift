import Foundation
@testable import PrimerCLI
import PrimerModel
@testable import PrimerMotion
@testable import PrimerSpec
@testable import PrimerSyntax
@testable import PrimerTestSupport
import Testing

/// `primer-spec audit`: 0 when no error-level finding is left, 1 when one is, 2 for a spec that
/// does not parse or resolve and for bad usage.
@Suite("primer-spec audit")
struct AuditCommandTests {
    typealias Fake = AuditFakeModel

    static func folder(_ specs: [String: String], name: String = #function) throws -> String {
        let folder = try makeTemporaryFolder(name)
        for (path, text) in specs { try TemporaryFiles.write(text, to: path, in: folder) }
        return folder
    }

    static let fakeSpec = "block audit-fake\n"

    @Test(arguments: [
        ("every rule passes", AuditFakeModel.clean, ExitCode.success),
        ("a warning only", AuditFakeModel.clean { $0.elements[Fake.ready]?.append(Fake.button(Fake.later, "Not now")) },
         .success),
        ("an error-level finding", AuditFakeModel.clean { $0.announced = [:] }, .mismatch),
    ])
    func exitsOneOnlyWhenAnErrorIsLeft(_ name: String, _ model: AuditFakeModel, _ code: ExitCode) throws {
        let folder = try Self.folder(["Specs/a.primerspec": Self.fakeSpec])
        let result = AuditTest.run("audit", in: folder, model: model)
        #expect(result.exitCode == code, "\(result.output)")
        #expect(result.errorOutput.isEmpty)
        let last = SpecTest.lines(result.output).dropLast().last ?? ""
        #expect(last.wholeMatch(of: /\d+ passed, \d+ failed/) != nil)
        #expect(last.hasSuffix(code == .success ? ", 0 failed" : ", 1 failed"))
    }

    @Test func anAcceptedErrorLeavesItGreen() throws {
        let model = AuditFakeModel.clean { $0.announced = [:] }
        let folder = try Self.folder([
            "Specs/a.primerspec": Self.fakeSpec + "accept result-announced - \"the app announces it\"\n",
        ])
        let result = AuditTest.run("audit", "Specs/a.primerspec", in: folder, model: model)
        #expect(result.exitCode == .success)
        // At the `accept` line (line 2): the spec has no section for the finding.
        #expect(result.output.contains("  ACCEPTED Specs/a.primerspec:2:1 audit-fake (done): ready -> done via tap "
                                       + "changes what the screen says and announces nothing; needs an announcement\n"
                                       + "    accepted: the app announces it\n"))
    }

    @Test func aSpecThatDoesNotParseIsBadInputWhateverTheRest() throws {
        let folder = try Self.folder([
            "Specs/a.primerspec": Self.fakeSpec,
            "Specs/b.primerspec": "block audit-fake\ntitel \"x\"\n",
        ])
        let result = AuditTest.run("audit", in: folder)
        #expect(result.exitCode == .badInput)
        let lines = SpecTest.lines(result.output)
        #expect(lines.first?.hasPrefix("Specs/b.primerspec:2:1: error: unknown keyword 'titel'") == true)
        // The spec that parses is still audited.
        #expect(lines.contains("  pass: audit-fake"))
    }

    @Test(arguments: [
        (["audit", "--format", "xml"], "error: unknown format 'xml'; expected one of text, json, sarif, github, junit, html, xcode"),
        (["audit", "--large-text", "big"], "error: unknown large-text reading 'big'; expected one of apple, wcag"),
        (["audit", "--block", "nope"],
         "error: unknown block 'nope'; expected one of sign-up-card, banner, audit-fake"),
        (["audit", "missing"], "error: no such file or folder 'missing'; expected a .primerspec file or a folder of them"),
    ])
    func badUsageIsTwo(_ arguments: [String], _ message: String) throws {
        let folder = try Self.folder(["Specs/a.primerspec": Self.fakeSpec])
        let result = PrimerSpecTool.run(Invocation(arguments: arguments, workingDirectory: folder,
                                                   blocks: AuditTest.registry()))
        #expect(result.exitCode == .badInput)
        #expect(result.output.isEmpty)
        #expect(result.errorOutput == message + "\nSee 'primer-spec audit --help'.\n")
    }

    /// 20 pt text at 3.5:1, in light and dark: two failures under WCAG's reading, one pass under Apple's.
    @Test func largeTextAppleChangesTheResults() throws {
        let model = AuditFakeModel.clean { model in
            for appearance in Appearance.allCases {
                model.pairs[appearance]?.append(Fake.pair(Fake.body, .text(.title3, bold: false), "gray", on: "bg", 3.5))
            }
        }
        let folder = try Self.folder(["Specs/a.primerspec": Self.fakeSpec])
        let standard = AuditTest.run("audit", in: folder, model: model)
        let wcag = AuditTest.run("audit", "--large-text", "wcag", in: folder, model: model)
        let apple = AuditTest.run("audit", "--large-text", "apple", in: folder, model: model)
        #expect(standard == wcag)
        #expect(wcag.exitCode == .mismatch)
        #expect(apple.exitCode == .success)
        #expect(SpecTest.lines(wcag.output).suffix(3) == [
            "audit: 2 failed, 0 warnings, 0 accepted, 15 passed, 4 not applicable", "15 passed, 2 failed", "",
        ])
        #expect(SpecTest.lines(apple.output).suffix(3) == [
            "audit: 0 failed, 0 warnings, 0 accepted, 16 passed, 4 not applicable", "16 passed, 0 failed", "",
        ])
        let block = AuditTest.run("audit", "--block", AuditTest.block, "--large-text", "apple", in: folder, model: model)
        #expect(block.exitCode == .success)
    }
}
