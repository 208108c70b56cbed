import Foundation
import PrimerModel
@testable import PrimerReports
@testable import PrimerSpec
@testable import PrimerSyntax
@testable import PrimerTestSupport
import Testing

/// `scan`'s report through the same format values as the audit's: its SARIF fingerprinted and
/// relative to the repository root, its annotations capped at ten a kind.
@Suite("Scan report")
struct ScanReportTests {
    static let paths = ReportPaths(root: "/repo", workingDirectory: "/repo/App")
    static let rule = RuleDefinition(id: "usage-key-missing", title: "Purpose string missing", category: .privacy,
                                     severity: .error, references: [], explanation: "Add the key.")

    static func report(_ count: Int, severity: Severity = .error) -> Report {
        Report(
            findings: (1...count).map { line in
                Finding(severity: severity, range: SourceRange(at: SourceLocation(file: "Sources/A.swift", line: line, column: 5)),
                        message: "asks for camera", rule: rule.id, subject: .permission("camera"))
            },
            target: "App", rules: [rule], command: .scan, document: "Docs/Scan.md")
    }

    @Test func sarifIsFingerprintedAndRelativeToTheRoot() throws {
        let text = SARIFReporter(paths: Self.paths).render(Self.report(2))
        let log = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        #expect((run["automationDetails"] as? [String: Any])?["id"] as? String == "primer-spec-scan/")
        let results = try #require(run["results"] as? [[String: Any]])
        let fingerprints = results.compactMap { ($0["partialFingerprints"] as? [String: String])?[SARIFReporter.fingerprintKey] }
        #expect(fingerprints.count == 2 && Set(fingerprints).count == 2)
        #expect(fingerprints.allSatisfy { $0.hasSuffix(":1") || $0.hasSuffix(":2") })
        let location = try #require((results.first?["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
        #expect(location["artifactLocation"] as? [String: String] == ["uri": "App/Sources/A.swift", "uriBaseId": "%SRCROOT%"])
        #expect((results.first?["properties"] as? [String: String]) == ["subject": "camera"])
    }

    @Test(arguments: [(9, 0), (10, 0), (11, 1), (25, 15)])
    func githubShowsTenOfAKindThenANotice(_ count: Int, _ left: Int) {
        let lines = SpecTest.lines(GitHubReporter(paths: Self.paths).render(Self.report(count))).dropLast()
        #expect(lines.filter { $0.hasPrefix("::error ") }.count == min(count, 10))
        #expect(lines.filter { $0.hasPrefix("::error ") }.allSatisfy { $0.hasPrefix("::error file=App/Sources/A.swift,") })
        let notices = lines.filter { $0.hasPrefix("::notice ") }
        #expect(notices.count == (left == 0 ? 0 : 1))
        if left > 0 { #expect(notices.first?.contains("\(left) more finding") == true) }
        #expect(lines.last == "scan: \(count) error\(count == 1 ? "" : "s"), 0 warnings, 0 notes")
    }

    /// Text, JSON and JUnit name what each finding is about from its subject, as before.
    @Test func theSubjectNamesThePermission() {
        let report = Self.report(1)
        #expect(TextReporter().render(report).contains("  FAIL Sources/A.swift:1:5 camera: asks for camera\n"))
        #expect(JSONReporter().render(report).contains(#""block" : "camera""#))
        #expect(JUnitReporter().render(report).contains("FAIL Sources/A.swift:1:5 camera: asks for camera</failure>"))
    }
}
