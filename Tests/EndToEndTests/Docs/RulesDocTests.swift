@testable import BlockTestSupport
import Foundation
@testable import PrimerSpec
@testable import PrimerTestSupport
import Testing

@Suite("Docs/Rules.md")
struct RulesDocTests {
    @Test func matchesWhatTheAuditPrintsNow() throws {
        let path = URL(fileURLWithPath: SpecTest.repositoryRoot).appendingPathComponent("Docs/Rules.md")
        let written = try String(contentsOf: path, encoding: .utf8)
        let now = runTool("audit", "--doc", in: SpecTest.repositoryRoot).output
        guard written != now else { return }
        let diff = LineDiff(expected: written.components(separatedBy: "\n"), actual: now.components(separatedBy: "\n"))
        Issue.record("""
            Docs/Rules.md is out of date; regenerate it: swift run primer-spec audit --doc > Docs/Rules.md
            \(LineDiffRenderer().render(diff))
            """)
    }
}
