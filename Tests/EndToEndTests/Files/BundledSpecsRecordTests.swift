@testable import BlockTestSupport
import Foundation
@testable import PrimerSpec
@testable import PrimerTestSupport
import Testing

/// `check --record` on the bundled specs: each is written back byte for byte from empty bodies.
@Suite("Recording the bundled specs")
struct BundledSpecsRecordTests {
    /// A bundled spec with every body line removed (comment lines in bodies are kept).
    static func emptied(_ text: String) -> String {
        SpecTest.lines(text).filter { !$0.hasPrefix("  ") || $0.trimmingCharacters(in: .whitespaces).hasPrefix("#") }
            .joined(separator: "\n")
    }

    @Test(arguments: [false, true])
    func everyBundledSpecIsRecordedBackFromEmptyBodiesByteForByte(_ crlf: Bool) throws {
        let specs = try SpecTest.bundledSpecs()
        #expect(specs.count >= 10)
        for spec in specs {
            let path = SpecTest.repositoryRoot + "/" + spec
            let text = try TemporaryFiles.text(at: path)
            func encoded(_ text: String) -> [UInt8] {
                crlf ? [0xEF, 0xBB, 0xBF] + Array(text.replacingOccurrences(of: "\n", with: "\r\n").utf8) : Array(text.utf8)
            }
            let emptied = Self.emptied(text)
            #expect(emptied != text, "\(spec) has no bodies to record")
            let outcome = Recorder().record(encoded(emptied), path: path)
            #expect(outcome.errors.isEmpty, "\(spec): \(outcome.errors.map(\.rendered))")
            let same = outcome.newBytes == encoded(text)
            #expect(same, "\(spec) is not recorded back as it is")
        }
    }
}
