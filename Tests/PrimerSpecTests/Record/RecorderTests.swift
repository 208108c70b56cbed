import Foundation
import PrimerAccessibility
@testable import PrimerCLI
@testable import PrimerMotion
@testable import PrimerSpec
@testable import PrimerSyntax
@testable import PrimerTestSupport
import Testing

/// `check --record` in memory: it rewrites section bodies and nothing else, byte for byte.
@Suite("Recorder")
struct RecorderTests {
    /// A file with everything that must survive a rewrite: a byte order mark, CRLF line ends, comments
    /// in the header, between sections and after header lines, curly quotes, emoji and right-to-left
    /// text, an indented comment outside any body, a stale body, an up-to-date body and empty ones.
    static let awkward: [UInt8] = [0xEF, 0xBB, 0xBF] + Array([
        "# Reminders \u{201C}card\u{201D} \u{1F514} \u{05E9}\u{05DC}\u{05D5}\u{05DD}",
        "reminders daily   # the kind",
        "snooze # trailing comment on a header line",
        "title \"\u{05D4}\u{05EA}\u{05E8}\u{05D0}\u{05D5}\u{05EA} \u{2018}on\u{2019} \u{1F5D3}\"",
        "",
        "# between sections: \u{1F600}",
        "voiceover on    # a comment after a section header",
        "  \"stale\"",
        "    hint \"stale too\"",
        "",
        "  # an indented comment outside any body",
        "announce ready -> on",
        "  \"Reminders are on\"     priority high",
        "announce ready -> off",
        "# a comment at column 1 ends the empty body above",
        "targets ready",
        "",
        "voiceover ready dynamic-type accessibility1",
        "",
    ].joined(separator: "\r\n").utf8)

    /// The lines of a file as bytes, each with its terminator (the BOM on the first).
    static func rawLines(_ bytes: [UInt8]) -> [[UInt8]] {
        var lines: [[UInt8]] = []
        var current: [UInt8] = []
        for byte in bytes {
            current.append(byte)
            if byte == 0x0A { lines.append(current); current = [] }
        }
        if !current.isEmpty { lines.append(current) }
        return lines
    }

    /// The file's lines with the bodies of the given sections (by header line) left out.
    static func outside(_ bytes: [UInt8], sections headers: [Int]) throws -> [[UInt8]] {
        let file = try #require(SpecParser.parse(bytes, path: SpecTest.path).file)
        let skipped = Set(file.sections.filter { headers.contains($0.headerLine) }.flatMap { Array($0.bodyLines) })
        return rawLines(bytes).enumerated().filter { !skipped.contains($0.offset + 1) }.map(\.element)
    }

    @Test func recordingAnAwkwardFileChangesOnlyTheBodies() throws {
        let outcome = Recorder(blocks: CardSpec.blocks).record(Self.awkward, path: SpecTest.path)
        #expect(outcome.errors.isEmpty)
        #expect(outcome.changedSections == [
            "7: voiceover on", "14: announce ready -> off", "16: targets ready",
            "18: voiceover ready dynamic-type accessibility1",
        ])
        let bytes = try #require(outcome.newBytes)
        // Outside the rewritten bodies, every line is the same, bytes and line ends.
        let before = try Self.outside(Self.awkward, sections: [7, 14, 16, 18])
        let after = try Self.outside(bytes, sections: [7, 14, 17, 21])
        #expect(after.count == before.count)
        for (index, (old, new)) in zip(before, after).enumerated() {
            #expect(old == new, "line \(index + 1) outside the bodies differs")
        }
        // The same prefix up to the first body and the same suffix after the last, byte for byte.
        let prefix = Self.rawLines(Self.awkward).prefix(7).flatMap { $0 }
        #expect(Array(bytes.prefix(prefix.count)) == prefix)
        #expect(bytes.starts(with: [0xEF, 0xBB, 0xBF, 0x23]))
        // Every line of the new file ends with CRLF, the file's line ending, and it ends like the original.
        for line in Self.rawLines(bytes) {
            #expect(line.suffix(2) == [0x0D, 0x0A])
        }
        let text = try #require(String(bytes: bytes.dropFirst(3), encoding: .utf8))
        expectSameLines(text.replacingOccurrences(of: "\r\n", with: "\n"), [
            "# Reminders \u{201C}card\u{201D} \u{1F514} \u{05E9}\u{05DC}\u{05D5}\u{05DD}",
            "reminders daily   # the kind",
            "snooze # trailing comment on a header line",
            "title \"\u{05D4}\u{05EA}\u{05E8}\u{05D0}\u{05D5}\u{05EA} \u{2018}on\u{2019} \u{1F5D3}\"",
            "",
            "# between sections: \u{1F600}",
            "voiceover on    # a comment after a section header",
            "  \"Reminders are on. Heading.\"",
            "  \"Done. Button.\"",
            "",
            "  # an indented comment outside any body",
            "announce ready -> on",
            "  \"Reminders are on\"     priority high",
            "announce ready -> off",
            "  \"Reminders are off\" priority high",
            "# a comment at column 1 ends the empty body above",
            "targets ready",
            "  allow   height 50pt   width full",
            "  notNow  height unset  width unset",
            "",
            "voiceover ready dynamic-type accessibility1",
            "  \"\u{05D4}\u{05EA}\u{05E8}\u{05D0}\u{05D5}\u{05EA} \u{2018}on\u{2019} \u{1F5D3}. Heading.\"",
            "  \"We remind you each day of what is due.\"",
            "  \"Allow. Button.\"",
            "  \"Not now. Button.\"",
            "",
        ])
        // Recorded, it checks clean, and recording again changes nothing.
        let checked = Checker(blocks: CardSpec.blocks).check(bytes, path: SpecTest.path)
        #expect(checked.errors.isEmpty)
        #expect(checked.sections.count == 5)
        #expect(checked.sections.allSatisfy { $0.status == .passed })
        let again = Recorder(blocks: CardSpec.blocks).record(bytes, path: SpecTest.path)
        #expect(again == RecordOutcome(path: SpecTest.path))
    }

    @Test(arguments: [("\n", "LF"), ("\r\n", "CRLF")])
    func anEmptySectionAtTheEndOfAFileWithoutAFinalNewlineIsFilled(_ ending: String, _ name: String) throws {
        let text = ["reminders daily", "", "announce ready -> off", "", "motion ready -> off reduce-motion"]
            .joined(separator: ending)
        let outcome = Recorder(blocks: CardSpec.blocks).record(Array(text.utf8), path: SpecTest.path)
        #expect(outcome.changedSections == ["3: announce ready -> off", "5: motion ready -> off reduce-motion"])
        let bytes = try #require(outcome.newBytes)
        let recorded = try #require(String(bytes: bytes, encoding: .utf8))
        // The header line gets its ending, the body follows, and the file still ends without one.
        #expect(recorded == [
            "reminders daily", "", "announce ready -> off", "  \"Reminders are off\" priority high", "",
            "motion ready -> off reduce-motion",
            "  0.00  +0.20  title     text               easeInOut(0.2)",
            "  0.00  +0.20  reason    text               easeInOut(0.2)",
            "  0.00  +0.20  allow     disappear opacity  easeInOut(0.2)",
            "  0.00  +0.20  notNow    disappear opacity  easeInOut(0.2)",
            "  0.00  +0.20  retry     appear opacity     easeInOut(0.2)",
            "  0.00         haptic    warning",
            "  0.00         announce  high \"Reminders are off\"",
        ].joined(separator: ending))
        #expect(Checker(blocks: CardSpec.blocks).check(bytes, path: SpecTest.path).sections.map(\.status) == [.passed, .passed])
        #expect(Recorder(blocks: CardSpec.blocks).record(bytes, path: SpecTest.path).newBytes == nil)
    }

    @Test func anEmptySectionAtTheEndOfAFileWithAFinalNewlineKeepsIt() throws {
        let recorded = try CardSpec.recorded("reminders daily\n\nannounce ready -> on\n")
        #expect(recorded == "reminders daily\n\nannounce ready -> on\n  \"Reminders are on\" priority high\n")
    }

    @Test func aStaleBodyAtTheEndOfAFileWithoutAFinalNewlineStaysWithoutIt() throws {
        let recorded = try CardSpec.recorded("reminders daily\n\nannounce ready -> on\n  \"On\" priority low\n  \"Off\" priority low")
        #expect(recorded == "reminders daily\n\nannounce ready -> on\n  \"Reminders are on\" priority high")
    }

    @Test func adjacentSectionsWithEmptyBodiesAreEachFilled() throws {
        let recorded = try CardSpec.recorded(
            "reminders daily\nannounce ready -> on\nannounce ready -> off\nannounce off -> ready\n")
        #expect(recorded == """
            reminders daily
            announce ready -> on
              "Reminders are on" priority high
            announce ready -> off
              "Reminders are off" priority high
            announce off -> ready

            """)
    }

    @Test func theFirstBodyLinesIndentationIsKept() throws {
        let text = "reminders daily\ntitle \"Later\"\n\nvoiceover ready\n      \"x\"\n"
        let spec = try CardSpec.resolved(text)
        let recorded = try CardSpec.recorded(text)
        let generated = SectionGenerator.lines(for: spec.sections[0].target, in: spec)
        #expect(recorded == "reminders daily\ntitle \"Later\"\n\nvoiceover ready\n"
            + generated.map { "      " + $0 + "\n" }.joined())
        #expect(recorded.contains("      \"Later. Heading.\"\n"))
    }

    @Test func hintsAreRecordedOnTheirOwnLines() throws {
        // The generator writes an element's hint as `hint "TEXT"` two spaces in.
        #expect(SectionGenerator.voiceOverLines(AccessibilityTree(elements: [
            AccessibilityElement(id: ReminderCardModel.allow, label: "Allow", hint: "Asks iOS \u{201C}now\u{201D}.",
                                 traits: [.button], textStyle: .headline, pointSize: 17),
        ])) == ["\"Allow. Button.\"", "  hint \"Asks iOS \u{201C}now\u{201D}.\""])
    }

    @Test func aFileThatDoesNotParseIsRefusedWithItsErrors() {
        let bytes = Array("reminders daily\n\nvoiceover ready\n  Allow.\n\nannounce ready -> on\n".utf8)
        let outcome = Recorder(blocks: CardSpec.blocks).record(bytes, path: SpecTest.path)
        #expect(outcome.newBytes == nil)
        #expect(outcome.changedSections.isEmpty)
        #expect(outcome.errors.map(\.headline) == [
            "s.primerspec:4:3: error: unexpected 'Allow.' in 'voiceover' body; expected \"ELEMENT\" or hint \"TEXT\"",
        ])
    }

    @Test func aFileThatDoesNotResolveIsRefusedWithItsErrors() {
        let bytes = Array("reminders daily\n\nvoiceover ready\n\nannounce ready -> onn\n".utf8)
        let outcome = Recorder(blocks: CardSpec.blocks).record(bytes, path: SpecTest.path)
        #expect(outcome.newBytes == nil)
        #expect(outcome.errors.map(\.location) == [SpecTest.location("5:19")])
    }

    static let commentError = "cannot record 'announce ready -> on': its body holds a comment, which rewriting "
        + "would drop; move the comment above the section header"

    @Test(arguments: [
        ("a comment line", "  # why\n  \"On\" priority low\n", "6:3-6:8", "# why"),
        ("a trailing comment", "  \"On\" priority low   # why not \u{1F600}\n", "6:23-6:34", "# why not \u{1F600}"),
        ("a comment line at the end", "  \"On\" priority low\n    # later\n", "7:5-7:12", "# later"),
    ])
    func aStaleBodyHoldingACommentIsRefusedAtTheComment(_ name: String, _ body: String, _ span: String, _ comment: String) {
        let text = "reminders daily\n\nannounce ready -> off\n\nannounce ready -> on\n" + body
        let bytes = Array(text.utf8)
        let outcome = Recorder(blocks: CardSpec.blocks).record(bytes, path: SpecTest.path)
        #expect(outcome.newBytes == nil)
        #expect(outcome.changedSections.isEmpty)
        #expect(outcome.errors == [
            SpecTest.error(span, Self.commentError, offending: comment, expected: "a section body without comments",
                           notes: [("5:1", "the section starts here")]),
        ])
    }

    @Test func anUpToDateBodyMayHoldComments() throws {
        let text = "reminders daily\n\nannounce ready -> on\n  # the result\n"
            + "  \"Reminders are on\" priority high   # high: the person is waiting\n"
        #expect(Recorder(blocks: CardSpec.blocks).record(Array(text.utf8), path: SpecTest.path) == RecordOutcome(path: SpecTest.path))
        #expect(CardSpec.check(text).sections.map(\.status) == [.passed])
    }

    @Test func anUpToDateFileRecordsNothingEvenWithOtherSpacing() {
        let text = "reminders daily\n\nmotion ready -> off\n"
            + "  0.00 +0.73 title text smooth\n  0.00 +0.73 reason text smooth\n"
            + "  0.00 +0.73 allow disappear opacity smooth\n  0.00 +0.73 notNow disappear opacity smooth\n"
            + "  0.00 +0.73 retry appear opacity smooth\n"
            + "  0.00 haptic warning\n  0.00 announce high \"Reminders are \\u{6F}ff\"\n"
        #expect(Recorder(blocks: CardSpec.blocks).record(Array(text.utf8), path: SpecTest.path) == RecordOutcome(path: SpecTest.path))
    }
}
