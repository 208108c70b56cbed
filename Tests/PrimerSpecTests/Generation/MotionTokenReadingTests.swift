@testable import PrimerCLI
import PrimerModel
import PrimerMotion
@testable import PrimerSpec
@testable import PrimerSyntax
@testable import PrimerTestSupport
import Testing

/// A motion body line is read through the spec's `Readings` (its source text, kept by the whole line);
/// what it reads as, and every error's column, expectation and found text, must be what reading its
/// source text with the timeline format's scanner gives.
@Suite("Motion lines read from their source text")
struct MotionTokenReadingTests {
    /// Timeline lines of every shape, well formed or not, with strings holding spaces and tabs.
    static let lines = [
        "0.00  +0.35  title  opacity 0 -> 1  easeInOut", "0.00  haptic  success", "1.00  call  onGranted(granted)",
        "0.00  +0.55  title  opacity 0 -> 1  spring(duration: 0.5,  bounce: 0.2)  repeat forever every 2.71",
        "0.00  announce  high  \"Notifications are on\"", "0.00  announce  high  \"a\\\"b c\"  extra",
        "0.00  announce  \"hi gh\"  \"text\"", "0.00  haptic  \"a b\"  x", "0.00  announce  high  \"a \"  \"b\"",
        "0.00  announce  high  \"tab\there\"", "0.00  announce  high  \"\\u{2019} ok\"", "0.00  announce  high  word",
        "0.00  announce  high", "0.00  open  https://example.com/a  b", "0.00  open", "0.00  request  \"x y\"",
        "0.00  +0.35  title  opacity 0 -> 1  \"curve with\" spaces  repeat 2 every 1.00", "\"0.00 announce\"  x",
        "0.00  +0.35  title  opacity 0 -> 1", "0.00  +0.35  title  opacity 0 -> 1  repeat", "0.00 +0.35 \"t i\" x",
        "0.00  announce  high  \"caf\u{E9} \u{2019}\"", "0.00  announce  high  \"e\u{301} x\"  y", "0.00  x  # c",
    ] + FastPathTests.awkward.prefix(1500).map { "0.00  announce  high  " + $0 }
        + FastPathTests.awkward.prefix(1500).map { "0.00  +0.35  title  opacity 0 -> 1  " + $0 }

    @Test func tokensReadAsTheSourceText() throws {
        // A combining mark on a separating space starts the next word, as the spec lexer reads it (an
        // intended change; PrimerSyntaxTests' MotionLineTokensTests): such lines are left out here.
        for text in Self.lines where !text.contains("\n") && !text.contains("\r")
            && !MotionLineMarks.hasMarkAfterSeparator(text) {
            let spec = "primer notifications\n\nmotion requesting -> granted\n  " + text + "\n"
            let file = SpecParser.parse(text: spec, path: "x").recovered
            guard let line = file.sections.first?.contentLines.first,
                  let source = MotionLines.sourceText(of: line, in: file) else { continue }
            var readings = MotionLines.Readings(vocabulary: .any)
            let read = readings.read(line, in: file)
            let scanned = TimelineFormat.parse(source, vocabulary: .any, checksDurations: false)
            switch (read, scanned) {
            case (.success(let a), .success(let b)): #expect(a == b, "\(text.debugDescription)")
            case (.failure(let a), .failure(let b)):
                #expect(a == b && a.found.unicodeScalars.elementsEqual(b.found.unicodeScalars), "\(text.debugDescription)")
            default: Issue.record("\(text.debugDescription): \(read) against \(scanned)")
            }
        }
    }
}

/// Whether a space or a tab in `line` is not a character of its own (a combining mark joins it).
enum MotionLineMarks {
    static func hasMarkAfterSeparator(_ line: String) -> Bool {
        line.contains { character in
            character.unicodeScalars.count > 1 && (character.unicodeScalars.first == " " || character.unicodeScalars.first == "\t")
        }
    }
}
