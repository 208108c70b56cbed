import Foundation
@testable import PrimerCLI
@testable import PrimerSpec
@testable import PrimerTestSupport
import Testing

/// `check --shard I/N` on the bundled specs: the parts' files are disjoint and together the whole
/// run, their counts add up to the whole run's, and every job computes the same parts.
@Suite("check --shard")
struct CheckShardTests {
    static func run(_ arguments: [String]) -> CommandResult {
        PrimerSpecTool.run(Invocation(arguments: ["check"] + arguments, workingDirectory: SpecTest.repositoryRoot,
                                      blocks: .standard))
    }

    /// The files a text report names (`PASS Specs/a.primerspec (…)`), and its closing counts.
    static func filesAndCounts(_ output: String) -> (files: [String], passed: Int, failed: Int) {
        let lines = SpecTest.lines(output)
        let files = lines.compactMap { line -> String? in
            guard line.hasPrefix("PASS ") || line.hasPrefix("FAIL ") else { return nil }
            return line.dropFirst(5).split(separator: " ").first.map(String.init)
        }
        let numbers = lines.last { $0.hasSuffix(" failed") }?.split(separator: " ").compactMap { Int($0) } ?? []
        return (files, numbers.first ?? -1, numbers.last ?? -1)
    }

    @Test(arguments: [2, 3, 5])
    func thePartsMakeTheWholeRunOnce(_ parts: Int) {
        let whole = Self.filesAndCounts(Self.run(["--verbose", "Specs"]).output)
        let results = (1...parts).map { Self.run(["--verbose", "--shard", "\($0)/\(parts)", "Specs"]) }
        #expect(results.allSatisfy { $0.exitCode == .success && $0.errorOutput.isEmpty })
        let shards = results.map { Self.filesAndCounts($0.output) }
        #expect(shards.flatMap(\.files).sorted() == whole.files.sorted())
        #expect(Set(shards.flatMap(\.files)).count == whole.files.count)
        #expect(shards.map(\.passed).reduce(0, +) == whole.passed)
        #expect(shards.map(\.failed).reduce(0, +) == 0)
        // A second job asking for the same part gets the same files, in the same order.
        #expect(Self.filesAndCounts(Self.run(["--verbose", "--shard", "1/\(parts)", "Specs"]).output).files
            == shards[0].files)
    }

    @Test func aPartWithNoFilesSaysSoAndPasses() {
        let result = Self.run(["--shard", "2/2", "Specs/sample.primerspec"])
        #expect(result == CommandResult(exitCode: .success, output: "0 passed, 0 failed\n",
                                        errorOutput: "shard 2/2 holds none of the 1 spec file; nothing to check\n"))
    }

    @Test(arguments: [
        (["--shard", "0/4"], "--shard: '0/4' names no part of 4; expected I from 1 to 4 in I/N"),
        (["--shard", "3"], "--shard: '3' is not a shard; expected I/N, two whole numbers such as 1/4 (the first of four parts)"),
        (["--shard", "1/0"], "--shard: '1/0' splits the specs into no parts; expected N of 1 or more in I/N"),
        (["--shard", "1/2", "--dump", "d.txt", "--state", "ready", "Specs/sample.primerspec"],
         "--shard splits spec files; it does not go with --dump"),
    ])
    func aBadShardIsAUsageError(_ arguments: [String], _ message: String) {
        #expect(Self.run(arguments) == CommandResult(
            exitCode: .badInput, errorOutput: "error: \(message)\nSee 'primer-spec check --help'.\n"))
    }
}
