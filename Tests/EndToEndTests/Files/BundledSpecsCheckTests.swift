@testable import BlockTestSupport
import Foundation
@testable import PrimerReports
@testable import PrimerSpec
@testable import PrimerTestSupport
import Testing

/// The library's entry point for folders gives, on the bundled specs, what the tool prints.
@Suite("Files and folders of the bundled specs")
struct BundledSpecsCheckTests {
    @Test func checkingTheBundledSpecsGivesWhatTheToolPrints() throws {
        let root = SpecTest.repositoryRoot
        let report = try Checker(workingDirectory: root).check(paths: ["Specs"])
        let tool = runTool("check", in: root)
        #expect(TextReporter().render(report) == tool.output)
        #expect(report.exitCode == tool.exitCode)
        #expect(report.files.count == (try SpecTest.bundledSpecs()).count)
    }
}
