@testable import BlockTestSupport
import Foundation
@testable import PrimerSpec
@testable import PrimerSyntax
@testable import PrimerTestSupport
import Testing

@Suite("Docs/SpokenStrings.md")
struct SpokenStringsDocTests {
    @Test func matchesWhatTheCommandPrintsNow() throws {
        let path = URL(fileURLWithPath: SpecTest.repositoryRoot).appendingPathComponent("Docs/SpokenStrings.md")
        let written = try String(contentsOf: path, encoding: .utf8)
        let now = runTool("strings", "--block", "all").output
        guard written != now else { return }
        let diff = LineDiff(expected: written.components(separatedBy: "\n"), actual: now.components(separatedBy: "\n"))
        Issue.record("""
            Docs/SpokenStrings.md is out of date; regenerate it: swift run primer-spec strings --block all > Docs/SpokenStrings.md
            \(LineDiffRenderer().render(diff))
            """)
    }
}
