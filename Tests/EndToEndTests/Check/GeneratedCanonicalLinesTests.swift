@testable import BlockTestSupport
import Foundation
@testable import PrimerSpec
@testable import PrimerSyntax
@testable import PrimerTestSupport
import Testing

/// The canonical texts the writers hand over beside their aligned lines (``GeneratedLines``) must be
/// what ``CanonicalText/ofGenerated(_:)`` makes of those lines, for every section of every bundled
/// spec; and the writers must know them for the kinds of line they vouch for, so that the checker's
/// fast path is the one these sections take.
@Suite("Generated lines' canonical texts, bundled specs")
struct GeneratedCanonicalLinesTests {
    /// Each kind of section whose writer knows its lines' canonical texts, by its keyword.
    static func kind(of target: SectionTarget) -> String? {
        switch target {
        case .voiceover: "voiceover"
        case .sizes: "sizes"
        case .targets: "targets"
        case .contrast: "contrast"
        case .announce, .motion, .appDump: nil
        }
    }

    @Test(arguments: (try? SpecTest.bundledSpecs()) ?? [])
    func writersCanonicalTextsAreTheGeneralOnes(_ spec: String) throws {
        let path = SpecTest.repositoryRoot + "/" + spec
        let bytes = Array(try TemporaryFiles.text(at: path).utf8)
        let resolved = try #require(SpecLoader.load(bytes, path: path, workingDirectory: SpecTest.repositoryRoot).spec)
        var known: Set<String> = []
        // The writer the checker makes once for a spec's sections writes what one made for each writes.
        let voiceOver = VoiceOverLines(words: resolved.model.language.words)
        for section in resolved.sections {
            let generated = SectionGenerator.generated(for: section.target, in: resolved)
            let shared = SectionGenerator.generated(for: section.target, model: resolved.model, voiceOver: voiceOver)
            #expect(shared.aligned == generated.aligned && shared.known == generated.known, "\(spec): \(section.target)")
            #expect(generated.aligned == SectionGenerator.lines(for: section.target, in: resolved))
            #expect(generated.canonical == generated.aligned.map(CanonicalText.ofGenerated), "\(spec): \(section.target)")
            if let writerKnows = generated.known {
                #expect(writerKnows.count == generated.aligned.count)
                if let kind = Self.kind(of: section.target) { known.insert(kind) }
            }
        }
        // Every kind of section the spec has that a writer vouches for took the fast path.
        let kinds = Set(resolved.sections.compactMap { Self.kind(of: $0.target) })
        #expect(known == kinds, "\(spec)")
    }

    @Test func theBundledSpecsHaveEveryKindOfLineAWriterVouchesFor() throws {
        var kinds: Set<String> = []
        for spec in try SpecTest.bundledSpecs() {
            let path = SpecTest.repositoryRoot + "/" + spec
            let bytes = Array(try TemporaryFiles.text(at: path).utf8)
            guard let resolved = SpecLoader.load(bytes, path: path, workingDirectory: SpecTest.repositoryRoot).spec else { continue }
            kinds.formUnion(resolved.sections.compactMap { Self.kind(of: $0.target) })
        }
        #expect(kinds == ["voiceover", "sizes", "targets", "contrast"])
    }
}
