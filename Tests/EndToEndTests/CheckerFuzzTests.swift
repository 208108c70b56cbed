@testable import BlockTestSupport
import Foundation
@testable import PrimerSpec
@testable import PrimerSyntax
@testable import PrimerTestSupport
import Testing

/// The checker and the recorder never trap, whatever a spec holds: seeded random edits of a real spec.
@Suite("Checker and recorder fuzz")
struct CheckerFuzzTests {
    /// Pieces that stress the lexer, the resolver and the motion line parser.
    static let fragments = [
        "\"", "\\", "\\u{", "}", "#", " ", "  ", "\t", "\n", "\r\n", "\r", "->", "via", "reduce-motion",
        "dynamic-type", "accessibility9", "9999999999999999999999", "1e308", "-0.00", "+0.70", "0.3", "nan",
        "\u{2028}", "\u{0}", "é", "👋🏽", "\u{05E9}", "limited", "failed", "priority", "hint", "sizes", "motion",
        "announce", "voiceover", "primer", "info-plist", "\"/dev/null\"", "\"../../etc\"", "scale(0.5)", "replace",
        "block", "primer-screen", "permission-primer", "targets", "contrast", "dark", "tint", "\"#FFF\"",
        "no-skip", "skip-title", "repeat", "forever", "every", "ring.1", "benefit.99999999", "combined",
        "permission-priming", "type", "status", "provisional", "authorized-when-in-use", "symbol-reading",
        "progress-reading", "instant", "fixed", "foreground", "primingView",
    ]

    /// The bundled specs the edits start from: one of each block.
    static let originals = ["Specs/sample.primerspec", "Specs/primer-screen.primerspec",
                            "Specs/priming-location-always.primerspec"]

    @Test(arguments: 0..<4, originals)
    func randomEditsOfARealSpecNeverTrap(_ seed: Int, _ spec: String) throws {
        let original = try TemporaryFiles.text(at: SpecTest.repositoryRoot + "/" + spec)
        var generator = SeededGenerator(seed: UInt64(seed) &* 7919 &+ 17)
        let folder = try makeTemporaryFolder()
        for _ in 0..<40 {
            var characters = Array(original)
            for _ in 0..<Int.random(in: 1...6, using: &generator) {
                let at = Int.random(in: 0...characters.count, using: &generator)
                switch Int.random(in: 0..<3, using: &generator) {
                case 0:
                    characters.insert(contentsOf: Self.fragments.randomElement(using: &generator) ?? "", at: at)
                case 1 where at < characters.count:
                    characters.removeSubrange(at..<min(characters.count, at + Int.random(in: 1...12, using: &generator)))
                default:
                    if at < characters.count {
                        characters.replaceSubrange(at...at, with: Self.fragments.randomElement(using: &generator) ?? " ")
                    }
                }
            }
            let bytes = Array(String(characters).utf8)
            let outcome = Checker(workingDirectory: folder).check(bytes, path: "fuzz.primerspec")
            #expect(outcome.errors.isEmpty || outcome.sections.isEmpty)
            let recorded = Recorder(workingDirectory: folder).record(bytes, path: "fuzz.primerspec")
            if let newBytes = recorded.newBytes {
                // Whatever record writes must check clean.
                let again = Checker(workingDirectory: folder).check(newBytes, path: "fuzz.primerspec")
                #expect(again.errors.isEmpty, "\(again.errors.map(\.rendered))")
                #expect(again.sections.allSatisfy { $0.status == .passed })
            }
        }
    }
}
