@testable import PrimerMotion
import Testing

/// Issue 37, session 6: a spec's motion line is read from its bytes where they are in the line's text
/// (``TimelineFormat/parse(utf8:vocabulary:checksDurations:curves:)``); it must read as its text does.
@Suite("Motion lines read in place")
struct InPlaceReadingTests {
    /// Lines of every kind, with non-ASCII words, combining marks on separators and CR LF.
    static var lines: [String] {
        MotionFastPathTests.lines(count: 3_000) + CurveReadingsTests.lines(count: 3_000) + [
            "0.00  +0.35  title  color café -> naïve  easeInOut", "0.00  +0.35  title  color cafe\u{301} -> x  easeInOut",
            "0.00 \u{301} +0.35  title  text  easeInOut", "0.00\t+0.35\ttitle\ttext\teaseInOut\r\n", "0.00  announce  high  \"日本\"",
            "0.00  announce  high  \"a\\u{2019}b\"", "", " ", "0.00", "0.00  +0.35", "é",
        ]
    }

    @Test func aLineReadInPlaceReadsAsItsText() {
        var different: [String] = []
        for line in Self.lines {
            // The line as a slice of a longer text, as a spec's line is of its indented source line.
            var whole = Array("    ".utf8) + Array(line.utf8) + Array("  # after".utf8)
            var inPlace = TimelineFormat.CurveReadings()
            var alone = TimelineFormat.CurveReadings()
            let read = whole.withUnsafeMutableBufferPointer { buffer in
                TimelineFormat.parse(utf8: UnsafeBufferPointer(rebasing: buffer[4..<(4 + line.utf8.count)]), vocabulary: .any,
                                     checksDurations: true, curves: &inPlace)
            }
            if read != TimelineFormat.parse(line, vocabulary: .any, checksDurations: true, curves: &alone) {
                different.append(line)
            }
        }
        #expect(different.isEmpty, "\(different.prefix(5))")
    }
}
