@testable import BlockTestSupport
import Foundation
@testable import PrimerCLI
@testable import PrimerReports
@testable import PrimerSpec
@testable import PrimerTestSupport
import Testing

/// GitHub code scanning keeps one alert per rule and fingerprint. A result with
/// `partialFingerprints` is identified by them; one without is identified by a hash of the text of
/// its first line (`primaryLocationLineHash`, which `upload-sarif` computes), so two findings of one
/// rule on one line become one alert. These tests identify the results of the bundled specs' logs
/// as GitHub does and hold that no two distinct findings share an alert.
@Suite("SARIF fingerprints as GitHub reads them")
struct SARIFFingerprintTests {
    /// The alert a result becomes: its rule and its fingerprints, or, without them, its rule and the
    /// text of the line it starts on (as GitHub's line hash, with the file, since the hash reads the line).
    static func alert(_ result: [String: Any], root: String) -> String {
        let rule = result["ruleId"] as? String ?? "?"
        if let fingerprints = result["partialFingerprints"] as? [String: String], !fingerprints.isEmpty {
            return rule + " " + fingerprints.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: ",")
        }
        let physical = (result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any]
        let uri = (physical?["artifactLocation"] as? [String: Any])?["uri"] as? String ?? ""
        let line = (physical?["region"] as? [String: Any])?["startLine"] as? Int ?? 0
        let path = root + "/" + (uri.removingPercentEncoding ?? uri)
        let text = (try? String(contentsOfFile: path, encoding: .utf8))?
            .split(separator: "\n", omittingEmptySubsequences: false)[safe: line - 1].map(String.init) ?? ""
        return "\(rule) \(uri) \(text)"
    }

    static func results(_ arguments: [String]) throws -> [[String: Any]] {
        let run = PrimerSpecTool.run(Invocation(arguments: arguments, environment: [:],
                                                workingDirectory: SpecTest.repositoryRoot, outputIsTerminal: false))
        let log = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
        return try #require(((log["runs"] as? [[String: Any]])?.first)?["results"] as? [[String: Any]])
    }

    /// The alerts that more than one result fall into.
    static func merged(_ results: [[String: Any]]) -> [String] {
        Dictionary(grouping: results) { alert($0, root: SpecTest.repositoryRoot) }.filter { $0.value.count > 1 }
            .keys.sorted()
    }

    @Test(arguments: [["audit", "--format", "sarif"], ["check", "--format", "sarif"]])
    func noTwoFindingsOfTheBundledSpecsShareAnAlert(_ arguments: [String]) throws {
        let results = try Self.results(arguments)
        #expect(!results.isEmpty)
        #expect(Self.merged(results) == [])
    }

    /// Without the fingerprints, GitHub would merge findings of the bundled specs: the test above
    /// can fail, and the fingerprints are what keeps them apart.
    @Test func withoutFingerprintsGitHubWouldMergeFindings() throws {
        let results = try Self.results(["audit", "--format", "sarif"]).map { result in
            var result = result
            result["partialFingerprints"] = nil
            return result
        }
        #expect(!Self.merged(results).isEmpty)
    }

    /// A fingerprint names what the finding is about, not the line it is at: moving a section down
    /// keeps its findings' alerts.
    @Test func aFingerprintDoesNotDependOnTheLine() throws {
        var report = try AuditReportFixture.report()
        let before = SARIFReporter().render(report)
        for index in report.audits.indices {
            report.audits[index].results = report.audits[index].results.map { result in
                var result = result
                var range = result.finding.range
                range.lowerBound.line += 3
                range.upperBound.line += 3
                result.finding.range = range
                return result
            }
        }
        let after = SARIFReporter().render(report)
        let fingerprints = { (text: String) -> [String] in
            text.split(separator: "\n").filter { $0.contains(SARIFReporter.fingerprintKey) }.map(String.init)
        }
        #expect(!fingerprints(before).isEmpty)
        #expect(fingerprints(before) == fingerprints(after))
        #expect(before != after)
    }
}
