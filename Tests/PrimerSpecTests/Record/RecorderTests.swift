@testable import BlockTestSupport
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
        "# Reminders \u{201C}primer\u{201D} \u{1F514} \u{05E9}\u{05DC}\u{05D5}\u{05DD}",
        "primer notifications   # the kind",
        "app \"Rem\u{00E9} \u{1F5D3}\" # trailing comment on a header line",
        "title \"\u{05D4}\u{05EA}\u{05E8}\u{05D0}\u{05D5}\u{05EA} \u{2018}on\u{2019}\"",
        "",
        "# between sections: \u{1F600}",
        "voiceover granted    # a comment after a section header",
        "  \"stale\"",
        "    hint \"stale too\"",
        "",
        "  # an indented comment outside any body",
        "announce requesting -> granted",
        "  \"Notifications are on\"     priority high",
        "announce requesting -> denied",
        "# a comment at column 1 ends the empty body above",
        "motion denied -> denied via open-settings",
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
        let outcome = Recorder().record(Self.awkward, path: SpecTest.path)
        #expect(outcome.errors.isEmpty)
        #expect(outcome.changedSections == [
            "7: voiceover granted", "14: announce requesting -> denied", "16: motion denied -> denied via open-settings",
            "18: voiceover ready dynamic-type accessibility1",
        ])
        let bytes = try #require(outcome.newBytes)
        // Outside the rewritten bodies, every line is the same, bytes and line ends.
        let before = try Self.outside(Self.awkward, sections: [7, 14, 16, 18])
        let after = try Self.outside(bytes, sections: [7, 18, 21, 24])
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
            "# Reminders \u{201C}primer\u{201D} \u{1F514} \u{05E9}\u{05DC}\u{05D5}\u{05DD}",
            "primer notifications   # the kind",
            "app \"Rem\u{00E9} \u{1F5D3}\" # trailing comment on a header line",
            "title \"\u{05D4}\u{05EA}\u{05E8}\u{05D0}\u{05D5}\u{05EA} \u{2018}on\u{2019}\"",
            "",
            "# between sections: \u{1F600}",
            "voiceover granted    # a comment after a section header",
            "  \"Notifications are on. Heading.\"",
            "  \"You can change this in Settings at any time.\"",
            "  \"Alerts, Hear about what matters as it happens.\"",
            "  \"Badges, See at a glance what is waiting.\"",
            "  \"Sounds, Notice it even when you look away.\"",
            "  \"Done. Button.\"",
            "",
            "  # an indented comment outside any body",
            "announce requesting -> granted",
            "  \"Notifications are on\"     priority high",
            "announce requesting -> denied",
            "  \"Notifications are off\" priority high",
            "# a comment at column 1 ends the empty body above",
            "motion denied -> denied via open-settings",
            "  0.00         open  UIApplication.openSettingsURLString",
            "",
            "voiceover ready dynamic-type accessibility1",
            "  \"\u{05D4}\u{05EA}\u{05E8}\u{05D0}\u{05D5}\u{05EA} \u{2018}on\u{2019}. Heading.\"",
            "  \"Rem\u{00E9} \u{1F5D3} lets you know when something needs you.\"",
            "  \"Alerts, Hear about what matters as it happens.\"",
            "  \"Badges, See at a glance what is waiting.\"",
            "  \"Sounds, Notice it even when you look away.\"",
            "  \"Next, iOS asks: \u{201C}Rem\u{00E9} \u{1F5D3}\u{201D} Would Like to Send You Notifications. Notifications may "
                + "include alerts, sounds, and icon badges. These can be configured in Settings. Buttons: Don\u{2019}t Allow, Allow.\"",
            "  \"Continue. Button.\"",
            "  \"Not now. Button.\"",
            "",
        ])
        // Recorded, it checks clean, and recording again changes nothing.
        let checked = Checker().check(bytes, path: SpecTest.path)
        #expect(checked.errors.isEmpty)
        #expect(checked.sections.count == 5)
        #expect(checked.sections.allSatisfy { $0.status == .passed })
        let again = Recorder().record(bytes, path: SpecTest.path)
        #expect(again == RecordOutcome(path: SpecTest.path))
    }

    @Test(arguments: [("\n", "LF"), ("\r\n", "CRLF")])
    func anEmptySectionAtTheEndOfAFileWithoutAFinalNewlineIsFilled(_ ending: String, _ name: String) throws {
        let text = ["primer notifications", "", "announce requesting -> denied", "", "motion requesting -> denied reduce-motion"]
            .joined(separator: ending)
        let outcome = Recorder().record(Array(text.utf8), path: SpecTest.path)
        #expect(outcome.changedSections == ["3: announce requesting -> denied", "5: motion requesting -> denied reduce-motion"])
        let bytes = try #require(outcome.newBytes)
        let recorded = try #require(String(bytes: bytes, encoding: .utf8))
        // The header line gets its ending, the body follows, and the file still ends without one.
        #expect(recorded == [
            "primer notifications", "", "announce requesting -> denied", "  \"Notifications are off\" priority high", "",
            "motion requesting -> denied reduce-motion",
            "  0.00  +0.20  symbol        fade bell.badge -> bell.slash       easeInOut(0.2)",
            "  0.00  +0.20  symbol        color textPrimary -> textSecondary  easeInOut(0.2)",
            "  0.00  +0.20  title         text                                easeInOut(0.2)",
            "  0.00  +0.20  reason        text                                easeInOut(0.2)",
            "  0.00  +0.20  sampleAlert   disappear opacity                   easeInOut(0.2)",
            "  0.00  +0.20  continue      disappear opacity                   easeInOut(0.2)",
            "  0.00  +0.20  openSettings  appear opacity                      easeInOut(0.2)",
            "  0.00         haptic        warning",
            "  0.00         announce      high \"Notifications are off\"",
        ].joined(separator: ending))
        #expect(Checker().check(bytes, path: SpecTest.path).sections.map(\.status) == [.passed, .passed])
        #expect(Recorder().record(bytes, path: SpecTest.path).newBytes == nil)
    }

    @Test func anEmptySectionAtTheEndOfAFileWithAFinalNewlineKeepsIt() throws {
        let recorded = try SpecTest.recorded("primer notifications\n\nannounce requesting -> granted\n")
        #expect(recorded == "primer notifications\n\nannounce requesting -> granted\n  \"Notifications are on\" priority high\n")
    }

    @Test func aStaleBodyAtTheEndOfAFileWithoutAFinalNewlineStaysWithoutIt() throws {
        let recorded = try SpecTest.recorded("primer notifications\n\nannounce requesting -> granted\n  \"On\" priority low\n  \"Off\" priority low")
        #expect(recorded == "primer notifications\n\nannounce requesting -> granted\n  \"Notifications are on\" priority high")
    }

    @Test func adjacentSectionsWithEmptyBodiesAreEachFilled() throws {
        let recorded = try SpecTest.recorded(
            "primer notifications\nannounce requesting -> granted\nannounce requesting -> denied\nannounce ready -> requesting\n")
        #expect(recorded == """
            primer notifications
            announce requesting -> granted
              "Notifications are on" priority high
            announce requesting -> denied
              "Notifications are off" priority high
            announce ready -> requesting

            """)
    }

    @Test func theFirstBodyLinesIndentationIsKept() throws {
        let text = "primer notifications\nnot-now-title \"Later\"\n\nvoiceover denied\n      \"x\"\n"
        let spec = try SpecTest.resolved(text)
        let recorded = try SpecTest.recorded(text)
        let generated = SectionGenerator.lines(for: spec.sections[0].target, in: spec)
        #expect(recorded == "primer notifications\nnot-now-title \"Later\"\n\nvoiceover denied\n"
            + generated.map { "      " + $0 + "\n" }.joined())
        #expect(recorded.contains("      \"Later. Button.\"\n"))
    }

    @Test func hintsAreRecordedOnTheirOwnLines() throws {
        // No standard element has a hint today; the generator writes one as `hint "TEXT"` two spaces in.
        #expect(SectionGenerator.voiceOverLines(AccessibilityTree(elements: [
            AccessibilityElement(id: .continueButton, label: "Continue", hint: "Asks iOS \u{201C}now\u{201D}.",
                                 traits: [.button], at: .large),
        ])) == ["\"Continue. Button.\"", "  hint \"Asks iOS \u{201C}now\u{201D}.\""])
    }

    @Test func aFileThatDoesNotParseIsRefusedWithItsErrors() {
        let bytes = Array("primer notifications\n\nvoiceover ready\n  Continue.\n\nannounce requesting -> granted\n".utf8)
        let outcome = Recorder().record(bytes, path: SpecTest.path)
        #expect(outcome.newBytes == nil)
        #expect(outcome.changedSections.isEmpty)
        #expect(outcome.errors.map(\.headline) == [
            "s.primerspec:4:3: error: unexpected 'Continue.' in 'voiceover' body; expected \"ELEMENT\" or hint \"TEXT\"",
        ])
    }

    @Test func aFileThatDoesNotResolveIsRefusedWithItsErrors() {
        let bytes = Array("primer notifications\n\nvoiceover ready\n\nannounce requesting -> grantd\n".utf8)
        let outcome = Recorder().record(bytes, path: SpecTest.path)
        #expect(outcome.newBytes == nil)
        #expect(outcome.errors.map(\.location) == [SpecTest.location("5:24")])
    }

    static let commentError = "cannot record 'announce requesting -> granted': its body holds a comment, which rewriting "
        + "would drop; move the comment above the section header"

    @Test(arguments: [
        ("a comment line", "  # why\n  \"On\" priority low\n", "6:3-6:8", "# why"),
        ("a trailing comment", "  \"On\" priority low   # why not \u{1F600}\n", "6:23-6:34", "# why not \u{1F600}"),
        ("a comment line at the end", "  \"On\" priority low\n    # later\n", "7:5-7:12", "# later"),
    ])
    func aStaleBodyHoldingACommentIsRefusedAtTheComment(_ name: String, _ body: String, _ span: String, _ comment: String) {
        let text = "primer notifications\n\nannounce requesting -> denied\n\nannounce requesting -> granted\n" + body
        let bytes = Array(text.utf8)
        let outcome = Recorder().record(bytes, path: SpecTest.path)
        #expect(outcome.newBytes == nil)
        #expect(outcome.changedSections.isEmpty)
        #expect(outcome.errors == [
            SpecTest.error(span, Self.commentError, offending: comment, expected: "a section body without comments",
                           notes: [("5:1", "the section starts here")]),
        ])
    }

    @Test func anUpToDateBodyMayHoldComments() throws {
        let text = "primer notifications\n\nannounce requesting -> granted\n  # the result\n"
            + "  \"Notifications are on\" priority high   # high: the person is waiting\n"
        #expect(Recorder().record(Array(text.utf8), path: SpecTest.path) == RecordOutcome(path: SpecTest.path))
        #expect(SpecTest.check(text).sections.map(\.status) == [.passed])
    }

    @Test func anUpToDateFileRecordsNothingEvenWithOtherSpacing() {
        let text = "primer notifications\n\nmotion requesting -> denied\n"
            + "  0.00 +0.73 symbol replace bell.badge -> bell.slash smooth\n"
            + "  0.00 +0.73 symbol color textPrimary -> textSecondary smooth\n"
            + "  0.00 +0.73 title text smooth\n  0.00 +0.73 reason text smooth\n"
            + "  0.00 +0.73 sampleAlert disappear opacity smooth\n"
            + "  0.00 +0.73 continue disappear opacity smooth\n  0.00 +0.73 openSettings appear opacity smooth\n"
            + "  0.00 haptic warning\n  0.00 announce high \"Notifications are \\u{6F}ff\"\n"
        #expect(Recorder().record(Array(text.utf8), path: SpecTest.path) == RecordOutcome(path: SpecTest.path))
    }

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
