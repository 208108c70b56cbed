@testable import BlockTestSupport
import Foundation
@testable import PrimerCLI
@testable import PrimerMotion
@testable import PrimerSpec
@testable import PrimerTestSupport
import Testing

/// The permission primer's command outputs, held byte for byte against files recorded before the
/// block seam: moving the primer behind it (or adding blocks beside it) must not change one byte.
///
/// `Golden/PermissionPrimer/commands.txt` lists one golden file a line: its name, then the
/// command's arguments. A difference is reported as a line diff.
@Suite("Permission primer golden outputs")
struct PermissionPrimerGoldenTests {
    struct GoldenCase: CustomTestStringConvertible, Sendable {
        var name: String
        var arguments: [String]
        var testDescription: String { name }
    }

    static let folder = SpecTest.repositoryRoot + "/Tests/PermissionPrimerTests/Golden/PermissionPrimer"

    static let cases: [GoldenCase] = {
        guard let text = try? String(contentsOfFile: folder + "/commands.txt", encoding: .utf8) else { return [] }
        return text.split(separator: "\n").compactMap { line in
            let words = line.split(separator: " ").map(String.init)
            guard let name = words.first else { return nil }
            return GoldenCase(name: name, arguments: Array(words.dropFirst()))
        }
    }()

    @Test func everyGoldenFileIsListed() throws {
        #expect(Self.cases.count == 82)
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.folder).filter { $0.hasSuffix(".txt") }
        #expect(Set(files) == Set(Self.cases.map { $0.name + ".txt" } + ["commands.txt"]))
    }

    @Test(arguments: cases)
    func outputIsByteIdentical(_ golden: GoldenCase) throws {
        let result = PrimerSpecTool.run(Invocation(arguments: golden.arguments, workingDirectory: SpecTest.repositoryRoot))
        #expect(result.exitCode == .success, "\(result.errorOutput)")
        let expected = try String(contentsOfFile: Self.folder + "/\(golden.name).txt", encoding: .utf8)
        if result.output != expected {
            let diff = LineDiff(expected: SpecTest.lines(expected), actual: SpecTest.lines(result.output))
            Issue.record("\(golden.name) differs from its golden file:\n\(LineDiffRenderer().render(diff))")
        }
    }
}
