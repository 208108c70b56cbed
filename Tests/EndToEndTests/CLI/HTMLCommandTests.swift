@testable import BlockTestSupport
import Foundation
@testable import PrimerCLI
@testable import PrimerMotion
@testable import PrimerReports
@testable import PrimerSpec
@testable import PrimerTestSupport
import Testing

@Suite("primer-spec check and audit --format html")
struct HTMLCommandTests {
    static let passing = CheckCommandTests.passing
    static let failing = CheckCommandTests.failing
    static let broken = CheckCommandTests.broken

    @Test(arguments: [
        (["pass.primerspec"], ExitCode.success),
        (["pass.primerspec", "fail.primerspec"], .mismatch),
        (["fail.primerspec", "broken.primerspec"], .badInput),
    ])
    func checkWritesThePageWithTheCheckExitCode(_ names: [String], _ code: ExitCode) throws {
        let folder = try makeTemporaryFolder()
        let texts = ["pass.primerspec": Self.passing, "fail.primerspec": Self.failing, "broken.primerspec": Self.broken]
        for name in names { try TemporaryFiles.write(texts[name] ?? "", to: name, in: folder) }
        let result = runTool(["check", "--format", "html"] + names, in: folder)
        #expect(result.exitCode == code)
        #expect(result.errorOutput.isEmpty)
        // The same page the library renders from the outcomes and the resolved specs.
        var outcomes: [FileOutcome] = []
        var specs: [ResolvedSpec] = []
        for name in names {
            let bytes = Array((texts[name] ?? "").utf8)
            outcomes.append(Checker(workingDirectory: folder).check(bytes, path: name))
            if let spec = SpecLoader.load(bytes, path: name, workingDirectory: folder).spec { specs.append(spec) }
        }
        expectSameLines(result.output, SpecTest.lines(HTMLReporter().render(
            HTMLReportPage.of(CheckReport(files: outcomes), specs: specs))))
    }

    @Test func checkWithTheAuditPutsBothOnOnePage() throws {
        let folder = try makeTemporaryFolder()
        try TemporaryFiles.write(Self.passing, to: "Specs/pass.primerspec", in: folder)
        let result = runTool(["check", "--audit", "--format", "html"], in: folder)
        let audit = runTool(["audit"], in: folder)
        #expect(result.exitCode == audit.exitCode)
        #expect(result.output.contains("<h2 id=\"file-1\">"))
        #expect(result.output.contains("<section class=\"audit\" aria-labelledby=\"audit\">"))
        #expect(result.output.contains("<dt>Audit errors</dt>"))
    }

    @Test func auditWritesItsPage() throws {
        let result = runTool(["audit", "--format", "html"], in: SpecTest.repositoryRoot)
        #expect(result.exitCode == .success)
        #expect(result.output.hasPrefix("<!DOCTYPE html>"))
        #expect(result.output.contains("<h1>PrimerSpec audit report</h1>"))
        #expect(result.output.contains("<h3 id=\"rule-automatic-motion-can-stop\"><code>automatic-motion-can-stop</code>"))
        #expect(result.output.contains("<a href=\"https://www.w3.org/WAI/WCAG22/Understanding/pause-stop-hide.html\">"
                                       + "WCAG 2.2.2 Pause, Stop, Hide (A)</a>"))
        #expect(!result.output.contains("<section class=\"spec-section"))
    }

    @Test func theBundledSpecsMakeOnePageWithEverySection() throws {
        let result = runTool(["check", "--format", "html"], in: SpecTest.repositoryRoot)
        #expect(result.exitCode == .success)
        let json = runTool(["check", "--format", "json"], in: SpecTest.repositoryRoot)
        let sections = json.output.components(separatedBy: "\"title\" : ").count - 1
        #expect(result.output.components(separatedBy: "<section class=\"spec-section\">").count - 1 == sections)
        #expect(result.output.components(separatedBy: "<h1>").count == 2)
    }
}

private func runTool(_ arguments: [String], in directory: String) -> CommandResult {
    PrimerSpecTool.run(Invocation(arguments: arguments, environment: [:], workingDirectory: directory,
                                  outputIsTerminal: false))
}
