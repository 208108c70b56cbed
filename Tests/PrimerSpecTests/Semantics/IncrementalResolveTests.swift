import Foundation
@testable import PrimerSpec
@testable import PrimerSyntax
@testable import PrimerTestSupport
import Testing

/// ``SpecResolver/resolve(_:reusing:)`` (which takes back the sections it resolved before) gives
/// exactly what resolving the text afresh gives: the same sections, file and errors at the same places.
@Suite("incremental resolve")
struct IncrementalResolveTests {
    static let resolver = SpecResolver(blocks: CardSpec.blocks, workingDirectory: "/work/spec")
    static let text = (CardSpec.recorded + [
        "voiceover on", "  \"Reminders are on. Heading.\"", "",
        "sizes ready", "",
        "announce ready -> off", "  \"Reminders are off\" priority high", "",
    ]).joined(separator: "\n")

    /// The texts a run starts from: LF, CR LF, and CR LF after a byte order mark.
    static let starts: [(String, [UInt8])] = [
        ("LF", Array(text.utf8)),
        ("CR LF", RandomSpecEdit.crlf(text)),
        ("BOM and CR LF", RandomSpecEdit.withByteOrderMark(RandomSpecEdit.crlf(text))),
    ]

    @Test("the incremental resolve equals a fresh resolve after every random edit",
          arguments: [1, 2, 3, 4] as [UInt64], 0..<3)
    func incrementalEqualsFresh(seed: UInt64, start: Int) {
        var random = SeededGenerator(seed: seed)
        var bytes = Self.starts[start].1
        var memo = Self.resolver.resolve(SpecParser.parse(bytes, path: SpecTest.path).recovered, reusing: nil).memo
        var taken = 0
        var moved = 0
        for step in 1...120 {
            RandomSpecEdit.apply(to: &bytes, using: &random)
            let file = SpecParser.parse(bytes, path: SpecTest.path).recovered
            let kept = Self.resolver.resolve(file, reusing: memo)
            let fresh = Self.resolver.resolve(file)
            let place = "seed \(seed), \(Self.starts[start].0), step \(step)"
            #expect(kept.diagnostics == fresh.diagnostics, "\(place): the errors differ")
            #expect(kept.spec?.sections == fresh.spec?.sections, "\(place): the resolved sections differ")
            #expect(kept.spec?.file == fresh.spec?.file, "\(place): the resolved file differs")
            #expect(kept.spec?.block.name == fresh.spec?.block.name, "\(place): the block differs")
            if kept.diagnostics != fresh.diagnostics || kept.spec?.sections != fresh.spec?.sections { return }
            memo = kept.memo ?? memo
            taken += kept.memo?.taken ?? 0
            moved += kept.memo?.moved ?? 0
        }
        // The run exercised what it is about: sections taken back.
        #expect(taken > 60, "seed \(seed): only \(taken) sections were taken back")
        // Some were taken back below an edit that added or removed lines, moved with their diagnostics.
        #expect(moved > 0, "seed \(seed): no section was taken back on other lines")
    }

    @Test("a section is taken back only under the same header lines")
    func headerChangeResolvesAgain() throws {
        let before = SpecParser.parse(Array(Self.text.utf8), path: SpecTest.path).recovered
        let memo = Self.resolver.resolve(before, reusing: nil).memo
        let same = Self.resolver.resolve(before, reusing: memo)
        #expect(same.memo?.taken == before.sections.count)
        let renamed = Self.text.replacingOccurrences(of: "reminders daily", with: "reminders weekly")
        let after = SpecParser.parse(Array(renamed.utf8), path: SpecTest.path).recovered
        let kept = Self.resolver.resolve(after, reusing: memo)
        #expect(kept.memo?.taken == 0)
        #expect(kept.diagnostics == Self.resolver.resolve(after).diagnostics)
    }
}
