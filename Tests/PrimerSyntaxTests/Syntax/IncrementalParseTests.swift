import Foundation
@testable import PrimerSyntax
@testable import PrimerTestSupport
import Testing

/// ``SpecParser/parse(_:path:reusing:)`` (which re-reads only the sections an edit reached) gives
/// exactly the parse of the whole text: the same ``SpecFile`` and the same errors at the same places.
@Suite("incremental parse")
struct IncrementalParseTests {
    /// A spec with a header, sections of every shape, comments, errors and lines outside sections.
    static let text = """
        primer camera
        app "Caméra “Pro”"  # a comment
        accept one-way-on * "the design asks twice"

        voiceover ready
          "Allow camera access. Heading."
          # a comment in a body
          "Continue. Button." hint "Asks for access."

        voiceover granted dynamic-type accessibility3
          "Done 😀. Heading."
        orphan field after sections
          "indented below a field"

          "an orphan indented line"
        announce requesting -> granted
          "Camera is on" priority high
        motion requesting -> granted reduce-motion
          0.00  +0.20  continue     fade progress -> checkmark           easeInOut(0.2)
          0.30         announce     high "Camera is on"
        voiceover
        "a string at a line's start"
          "skipped below it"
        sizes ready
          title  17  22
        voiceover denied
          "Don’t Allow. Button."

        """

    /// The texts a run starts from: LF, CR LF, and CR LF after a byte order mark.
    static let starts: [(String, [UInt8])] = [
        ("LF", Array(text.utf8)),
        ("CR LF", RandomSpecEdit.crlf(text)),
        ("BOM and CR LF", RandomSpecEdit.withByteOrderMark(RandomSpecEdit.crlf(text))),
    ]

    @Test("the incremental parse equals a fresh parse after every random edit",
          arguments: [1, 2, 3, 4, 5, 6] as [UInt64], 0..<3)
    func incrementalEqualsFresh(seed: UInt64, start: Int) {
        var random = SeededGenerator(seed: seed)
        var bytes = Self.starts[start].1
        var kept = SpecParser.parse(bytes, path: Fixture.path)
        var partial = 0
        var moved = 0
        for step in 1...150 {
            let previousBytes = bytes
            RandomSpecEdit.apply(to: &bytes, using: &random)
            let previous = kept
            let reparse = SpecParser.reparse(bytes, path: Fixture.path, reusing: previous)
            kept = reparse.result
            moved += reparse.moved
            let fresh = SpecParser.parse(bytes, path: Fixture.path)
            // Given the earlier bytes, the unchanged lines are found by comparing memory: the same parse.
            let compared = SpecParser.reparse(bytes, path: Fixture.path, reusing: previous, previousBytes: previousBytes)
            #expect(compared.result == fresh, "seed \(seed), \(Self.starts[start].0), step \(step): the parse given the earlier bytes differs")
            #expect(kept.recovered == fresh.recovered, "seed \(seed), \(Self.starts[start].0), step \(step): the syntax tree differs")
            #expect(kept.diagnostics == fresh.diagnostics, "seed \(seed), \(Self.starts[start].0), step \(step): the errors differ")
            if kept != fresh { return }
            if fresh.recovered.sections.count > 1 { partial += 1 }
        }
        #expect(partial > 50, "seed \(seed): only \(partial) of 150 texts had sections to keep")
        // Edits that add or remove lines kept the sections below them, moved: that path was taken.
        #expect(moved > 0, "seed \(seed): no section was kept on other lines")
    }

    /// Edits chosen by hand: each names the sections it keeps.
    static let edits: [(name: String, from: String, to: String)] = [
        ("a character typed in a body", "\"Done 😀. Heading.\"", "\"Done 😀. Headingx.\""),
        ("a line removed above moved sections", "  # a comment in a body\n", ""),
        ("a line added in a body", "  \"Camera is on\" priority high\n", "  \"Camera is on\" priority high\n  \"More\"\n"),
        ("a body split by a blank line", "  \"Allow camera access. Heading.\"\n", "  \"Allow camera access. Heading.\"\n\n"),
        ("two sections merged", "\nvoiceover granted dynamic-type", "\n  voiceover granted dynamic-type"),
        ("a section header renamed", "voiceover denied", "voiceover requesting"),
        ("a header field changed", "primer camera", "primer microphone"),
        ("the first section header removed", "voiceover ready\n", ""),
        ("the whole text but one line removed", "", ""),
    ]

    @Test("the incremental parse equals a fresh parse after an edit", arguments: edits.indices)
    func chosenEdit(index: Int) {
        let edit = Self.edits[index]
        let before = Self.text
        let after = edit.from.isEmpty ? "primer camera" : before.replacingOccurrences(of: edit.from, with: edit.to)
        #expect(after != before, "\(edit.name): the edit changes nothing")
        let pairs: [(name: String, before: [UInt8], after: [UInt8])] = [
            ("LF", Array(before.utf8), Array(after.utf8)),
            ("CR LF", RandomSpecEdit.crlf(before), RandomSpecEdit.crlf(after)),
        ]
        for pair in pairs {
            let previous = SpecParser.parse(pair.before, path: Fixture.path)
            let kept = SpecParser.parse(pair.after, path: Fixture.path, reusing: previous)
            #expect(kept == SpecParser.parse(pair.after, path: Fixture.path), "\(edit.name), \(pair.name)")
        }
    }
}
