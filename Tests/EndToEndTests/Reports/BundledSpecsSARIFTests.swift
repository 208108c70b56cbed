@testable import BlockTestSupport
import Foundation
@testable import PrimerCLI
@testable import PrimerSpec
@testable import PrimerTestSupport
import Testing

/// `check --format sarif` on the bundled specs, as the tool ships.
@Suite("Check SARIF report of the bundled specs")
struct BundledSpecsSARIFTests {
    static func run(_ log: [String: Any]) throws -> [String: Any] {
        let runs = try #require(log["runs"] as? [[String: Any]])
        #expect(runs.count == 1)
        return try #require(runs.first)
    }

    /// One line a result: `file:line:column message`.
    static func summary(_ result: [String: Any]) throws -> String {
        let physical = try #require((result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
        let uri = try #require((physical["artifactLocation"] as? [String: Any])?["uri"] as? String)
        let region = try #require(physical["region"] as? [String: Any])
        let message = try #require((result["message"] as? [String: Any])?["text"] as? String)
        return "\(uri):\(region["startLine"] as? Int ?? 0):\(region["startColumn"] as? Int ?? 0) \(message)"
    }

    @Test func theCommandWritesSARIFForTheBundledSpecs() throws {
        let result = runTool("check", "--format", "sarif", in: SpecTest.repositoryRoot)
        #expect(result.exitCode == .success)
        let log = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        #expect(log["version"] as? String == "2.1.0")
        let results = try #require(try Self.run(log)["results"] as? [[String: Any]])
        // The bundled specs pass: what is left are warnings and notes (endless motion, what a dump cannot show).
        #expect(results.allSatisfy { $0["level"] as? String != "error" })
        #expect(try results.map(Self.summary).allSatisfy { $0.contains(".primerspec:") || $0.contains(".txt:") })
    }
}
