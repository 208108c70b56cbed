@testable import PrimerMotion
import Testing

/// Issue 37, session 6: a reader of many lines reads each curve text once (``TimelineFormat/CurveReadings``);
/// every line must read as it does alone, whatever lines were read before it.
@Suite("Curve readings kept across lines")
struct CurveReadingsTests {
    /// Curve texts: presets, springs that settle and that do not, eases too long, broken names, and
    /// texts that are canonically equivalent but not the same bytes.
    static let curves = [
        "snappy", "smooth", "bouncy", "default", "spring", "instant", "easeInOut", "linear(0.01)", "easeOut(2)",
        "easeInOut(0.2)", "spring(0.5, 0.2)", "spring(0.5,0.2)", "spring(response: 0.3, dampingFraction: 0.8)",
        "spring(0.5, 1)", "spring(0.5, 1.5)", "spring(0, 0.2)", "spring(-1, 0.2)", "easeIn(61)", "easeIn(60)",
        "easeInOut(1e+308)", "linear(-1)", "easeInOut(fast)", "spring(0.5, 0.2", "sprung", "e\u{301}aseIn",
        "\u{E9}aseIn", "easeIn(0.2\u{301})", "spring(0.5,\u{301} 0.2)",
    ]

    /// Track and cue lines over those curves: right and wrong durations, repetitions whose period is
    /// too short, a cue among them.
    static func lines(count: Int) -> [String] {
        var state: UInt64 = 0xC0_FFEE
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        let durations = ["+0.00", "+0.01", "+0.20", "+0.35", "+0.67", "+0.70", "+2.00", "+60.00", "+0.7"]
        let changes = ["opacity 0 -> 1", "scale 1 -> 1.7", "offset 0,18 -> 0,0", "appear opacity", "text"]
        let repeats = ["", "", "  repeat forever every 2.71", "  repeat 3 every 0.10", "  repeat forever every 0.00"]
        return (0..<count).map { _ in
            if next(10) == 0 { return "0.00  call  onContinue" }
            let time = ["0.00", "0.20", "2.70"][next(3)]
            return "\(time)  \(durations[next(durations.count)])  benefit.\(next(3))  \(changes[next(changes.count)])"
                + "  \(curves[next(curves.count)])\(repeats[next(repeats.count)])"
        }
    }

    @Test(arguments: [true, false])
    func aLineReadsWithKeptCurvesAsItReadsAlone(checksDurations: Bool) {
        var curves = TimelineFormat.CurveReadings()
        var different: [String] = []
        for line in Self.lines(count: 5_000) {
            let kept = TimelineFormat.parse(line, vocabulary: .any, checksDurations: checksDurations, curves: &curves)
            if kept != TimelineFormat.parse(line, vocabulary: .any, checksDurations: checksDurations) {
                different.append(line)
            }
        }
        #expect(different.isEmpty, "\(different.prefix(5))")
    }

    /// The general code a curve reading stands for: the name, its checked duration, the longest curve.
    @Test(arguments: curves)
    func aCurveReadsAsItsNameDurationAndBoundSay(_ text: String) {
        switch TimelineFormat.CurveReading(text) {
        case .notACurve:
            #expect(Curve(name: text) == nil)
        case .unsettled:
            #expect(Curve(name: text)?.validationError != nil)
        case .unbounded:
            #expect((Curve(name: text)?.duration ?? 0) > TimelineClock.longestCurve)
        case .curve(let curve, let duration, let durationText):
            #expect(Curve(name: text) == curve)
            #expect(curve.duration == duration)
            #expect(TimelineClock.format(curve.duration) == durationText)
        }
    }
}
