@testable import BlockTestSupport
import Foundation
@testable import PermissionPriming
import PrimerBlocks
@testable import PrimerMotion
@testable import PrimerSpec
@testable import PrimerTestSupport
import Testing

/// The bundled permission priming specs: one per type with the templates' standard copy, the templates'
/// custom copy, provisional notifications; each passes as it is, without warnings.
@Suite("Bundled permission priming specs")
struct BundledSpecTests {
    static let folder = PrimingTest.repositoryRoot + "/Specs"
    static let files = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [])
        .filter { $0.hasPrefix("priming-") && $0.hasSuffix(".primerspec") }.sorted()

    @Test func everyTypeHasItsSpecAndTheTwoExamplesAreThere() {
        #expect(Self.files == (PermissionType.allCases.map { "priming-\($0.rawValue).primerspec" }
                               + ["priming-find-nearby-coffee.primerspec", "priming-notifications-provisional.primerspec",
                                  "priming-camera-de.primerspec", "priming-camera-es.primerspec"])
            .sorted())
    }

    @Test(arguments: files)
    func passesWithoutWarnings(_ name: String) throws {
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: Self.folder + "/" + name)))
        let outcome = Checker(blocks: .standard, workingDirectory: Self.folder).check(bytes, path: name)
        #expect(outcome.errors == [])
        #expect(!outcome.sections.isEmpty)
        #expect(outcome.sections.filter { $0.status != .passed }.map(\.title) == [])
        #expect(outcome.sections.flatMap(\.findings) == [])
    }

    // The standard specs read the priming view ready and requesting and the denied view at the default
    // size and at an accessibility size, and start the gate from checking.
    @Test(arguments: PermissionType.allCases)
    func standardSpecsCoverTheScreensAtTwoSizes(_ type: PermissionType) throws {
        let text = try String(contentsOfFile: Self.folder + "/priming-\(type.rawValue).primerspec", encoding: .utf8)
        for header in ["voiceover ready", "voiceover ready dynamic-type accessibility3", "voiceover requesting",
                       "voiceover requesting dynamic-type accessibility3", "voiceover denied",
                       "voiceover denied dynamic-type accessibility3", "motion checking -> ready",
                       "motion ready -> ready via not-now"] {
            #expect(text.contains("\n\(header)\n"), "\(type): no '\(header)'")
        }
    }
}
