@testable import BlockTestSupport
@testable import PrimerCLI
@testable import PrimerReports
@testable import PrimerSpec
@testable import PrimerTestSupport
import Testing

/// `primer-spec --version` prints the version the adoption snippet's `from:` names.
@Suite("primer-spec --version")
struct VersionTests {
    @Test func theToolPrintsItsVersion() {
        let result = runTool("--version")
        #expect(result.exitCode == .success)
        #expect(result.output == "primer-spec \(ToolVersion.current)\n")
        #expect(result.errorOutput.isEmpty)
    }

    @Test func theVersionIsSemantic() {
        let parts = ToolVersion.current.split(separator: ".", omittingEmptySubsequences: false)
        #expect(parts.count == 3)
        #expect(parts.allSatisfy { !$0.isEmpty && $0.allSatisfy(\.isNumber) })
    }
}
