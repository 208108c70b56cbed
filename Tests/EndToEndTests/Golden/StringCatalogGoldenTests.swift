@testable import BlockTestSupport
import Foundation
@testable import PrimerCLI
@testable import PrimerSpec
@testable import PrimerTestSupport
import Testing

/// Every block's String Catalog held byte for byte against a golden file (reported as a line diff),
/// and, block by block, each part VoiceOver reads as one element exported as the texts it shows.
@Suite("String Catalog golden files, every block")
struct StringCatalogGoldenTests {
    struct GoldenCase: CustomTestStringConvertible, Sendable {
        var block: String
        /// The golden file, relative to `Tests/`.
        var file: String
        var testDescription: String { block }
    }

    static let folder = SpecTest.repositoryRoot + "/Tests/"

    static let goldens = [
        GoldenCase(block: "permission-primer", file: "PermissionPrimerTests/Golden/PermissionPrimer/strings-xcstrings.txt"),
        GoldenCase(block: "primer-screen", file: "EndToEndTests/Golden/StringCatalog/primer-screen.xcstrings"),
        GoldenCase(block: "permission-priming", file: "EndToEndTests/Golden/StringCatalog/permission-priming.xcstrings"),
        GoldenCase(block: "all", file: "EndToEndTests/Golden/StringCatalog/all-blocks.xcstrings"),
    ]

    @Test(arguments: goldens)
    func theCatalogIsByteIdenticalToItsGoldenFile(_ golden: GoldenCase) throws {
        let result = PrimerSpecTool.run(Invocation(arguments: ["strings", "--block", golden.block, "--format", "xcstrings"],
                                                   workingDirectory: SpecTest.repositoryRoot))
        #expect(result.exitCode == .success, "\(result.errorOutput)")
        let expected = try String(contentsOfFile: Self.folder + golden.file, encoding: .utf8)
        if result.output != expected {
            let diff = LineDiff(expected: SpecTest.lines(expected), actual: SpecTest.lines(result.output))
            Issue.record("\(golden.block) differs from \(golden.file):\n\(LineDiffRenderer().render(diff))")
        }
    }

    /// A part VoiceOver reads as one element, with the texts the screen shows in it.
    struct CombinedCase: CustomTestStringConvertible, Sendable {
        var block: String
        var arguments: [String]
        var part: String
        /// What VoiceOver reads for the part: quoted in each text's comment, never a key.
        var reading: String
        /// Each text's key and what its comment says it is.
        var texts: [(key: String, role: String)]
        var testDescription: String { "\(block) \(part)" }
    }

    static let combined = [
        CombinedCase(block: "permission-primer", arguments: ["camera"], part: "benefit.0",
                     reading: "Photos, Take pictures without leaving the app.",
                     texts: [("Photos", "Shown as the title in benefit row 1"),
                             ("Take pictures without leaving the app.", "Shown as the detail line in benefit row 1")]),
        CombinedCase(block: "permission-primer", arguments: ["camera"], part: "sampleAlert",
                     reading: "Next, iOS asks: \u{201C}Reminders\u{201D} Would Like to Access the Camera. "
                         + "[NSCameraUsageDescription]. Buttons: Don\u{2019}t Allow, Allow.",
                     texts: [("Next, iOS asks:", "Not shown: said by VoiceOver as the words before the alert's title in the drawing"),
                             ("\u{201C}%@\u{201D} Would Like to Access the Camera", "Shown as the alert's title in the drawing"),
                             ("[NSCameraUsageDescription]", "Shown as the alert's message in the drawing"),
                             ("Buttons:", "Not shown: said by VoiceOver as the words before the buttons in the drawing"),
                             ("Don\u{2019}t Allow", "Shown as button 1 of the alert in the drawing"),
                             ("Allow", "Shown as button 2 of the alert in the drawing")]),
        CombinedCase(block: "primer-screen", arguments: [], part: "benefit.2",
                     reading: "Quiet by default, No marketing, and nothing at night.",
                     texts: [("Quiet by default", "Shown as the title in benefit row 3"),
                             ("No marketing, and nothing at night.", "Shown as the text in benefit row 3")]),
    ]

    @Test(arguments: combined)
    func aCombinedPartIsExportedAsTheTextsItShows(_ test: CombinedCase) throws {
        let arguments = ["strings", "--block", test.block, "--format", "xcstrings"] + test.arguments
        let text = PrimerSpecTool.run(Invocation(arguments: arguments, workingDirectory: SpecTest.repositoryRoot)).output
        let entries = try StringsOutput.catalogEntries(text)
        #expect(entries[test.reading] == nil, "the joined reading is what VoiceOver says, not a text to translate")
        for (key, role) in test.texts {
            let comment = try #require(entries[key]?.comment, "\(key)")
            #expect(comment.hasPrefix(role), "\(key): \(comment)")
            #expect(comment.contains("(part `\(test.part)`)"), "\(key)")
            #expect(comment.contains("VoiceOver reads the part as one element: \"\(test.reading)\""), "\(key)")
        }
    }

    /// The Permission Priming templates combine no element: every key is an element's own label,
    /// and VoiceOver's readings of symbols and the progress view are left out.
    @Test func thePrimingTemplatesExportEachLabelAsItIs() throws {
        let entries = try StringsOutput.catalogEntries(
            runTool("strings", "--block", "permission-priming", "--format", "xcstrings").output)
        #expect(entries.values.allSatisfy { $0.comment?.hasPrefix("Spoken by VoiceOver for ") == true })
        #expect(entries["Enable"]?.value == "Enable")
        #expect(entries["camera fill"] == nil)
    }
}
