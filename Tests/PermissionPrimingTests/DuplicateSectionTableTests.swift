@testable import BlockTestSupport
import Foundation
import PrimerBlocks
@testable import PrimerSpec
@testable import PrimerSyntax
@testable import PrimerTestSupport
import Testing

/// The resolver tells duplicate sections by a number standing for each target when it resolves a file
/// once (`resolve(_:)`), and by the targets themselves when it keeps a memo (`resolve(_:reusing:)`): both
/// give the same sections and errors, for specs of every shipped block whose sections are drawn at random
/// from a bundled spec's headers, with sizes and Reduce Motion added, many of them duplicates.
@Suite("Duplicate section table")
struct DuplicateSectionTableTests {
    /// Sizes added to section headers: the default one (a duplicate spelled differently), others, one unknown.
    static let sizes = ["large", "xSmall", "accessibility3", "huge"]

    /// A bundled spec's header lines and section headers, shuffled and repeated with modifiers added.
    static func variant(of text: String, path: String, using random: inout SeededGenerator) throws -> String {
        let file = try SpecTest.parse(text, path: path)
        let firstHeader = file.sections.first?.headerLine ?? file.lines.count + 1
        let header = SpecTest.lines(text).prefix(firstHeader - 1)
        let headers = file.sections.map(\.canonicalHeaderText)
        guard !headers.isEmpty else { return text }
        var lines = Array(header)
        for _ in 0..<60 {
            var words = try #require(headers.randomElement(using: &random)).split(separator: " ").map(String.init)
            let via = words.firstIndex(of: "via") ?? words.count
            var added: [String] = []
            if Bool.random(using: &random) { added += ["dynamic-type", try #require(sizes.randomElement(using: &random))] }
            if Int.random(in: 0..<3, using: &random) == 0 { added.append("reduce-motion") }
            if ["voiceover", "motion", "sizes", "targets"].contains(words[0]), !words.contains("dynamic-type"),
               !words.contains("reduce-motion") {
                words.insert(contentsOf: added, at: via)
            }
            lines += ["", words.joined(separator: " ")]
        }
        return lines.joined(separator: "\n") + "\n"
    }

    @Test("the table by number finds the duplicates the table by target finds", arguments: [1, 2, 3] as [UInt64])
    func numbersTellWhatTargetsTell(seed: UInt64) throws {
        var random = SeededGenerator(seed: seed)
        let resolver = SpecResolver(blocks: .standard, workingDirectory: SpecTest.repositoryRoot)
        var duplicates = 0
        for path in try SpecTest.bundledSpecs() {
            let text = try TemporaryFiles.text(at: SpecTest.repositoryRoot + "/" + path)
            let bundled = SpecParser.parse(text: text, path: path).recovered
            #expect(resolver.resolve(bundled).spec?.sections == resolver.resolve(bundled, reusing: nil).spec?.sections,
                    "\(path): the bundled spec's sections differ")
            let file = SpecParser.parse(text: try Self.variant(of: text, path: path, using: &random), path: path).recovered
            let once = resolver.resolve(file)
            let kept = resolver.resolve(file, reusing: nil)
            #expect(once.diagnostics == kept.diagnostics, "\(path), seed \(seed): the errors differ")
            #expect(once.spec?.sections == kept.spec?.sections, "\(path), seed \(seed): the sections differ")
            duplicates += once.diagnostics.filter { $0.message.hasPrefix("duplicate section") }.count
        }
        // The run exercised what it is about: many sections were duplicates.
        #expect(duplicates > 100, "seed \(seed): only \(duplicates) duplicate sections")
    }
}
