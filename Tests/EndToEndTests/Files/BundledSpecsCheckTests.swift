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

/// The motion lines and block values (a gate machine's walk) one run shares between its specs change
/// nothing a spec's check says.
@Suite("Motion readings shared across the bundled specs")
struct SharedMotionReadingsTests {
    @Test func eachBundledSpecChecksAsItDoesInARunOfItsOwn() throws {
        let root = SpecTest.repositoryRoot
        let shared = SpecRun(blocks: .standard, workingDirectory: root)
        let paths = try SpecTest.bundledSpecs()
        for path in paths {
            let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: root + "/" + path)))
            let alone = SpecRun(blocks: .standard, workingDirectory: root)
            #expect(shared.check(shared.load(bytes, path: path)) == alone.check(alone.load(bytes, path: path)), "\(path)")
        }
        #expect(shared.motionReadings.kept > 0)
        // The bundled priming specs share their gate machines' walks (``BlockMemo``).
        #expect(shared.blockMemo.kept > 0)
    }
}
