@testable import PermissionPrimer
import PrimerModel
@testable import PrimerMotion
@testable import PrimerTestSupport
import Testing

/// Repeating tracks in the line format: `CURVE  repeat forever every 2.71`, `repeat 3 every 2.71`.
///
/// PermissionPrimerScreen's rings are written on `symbol` (the hero they surround): `PartID(name:)` has no ring parts.
@Suite("Repeating tracks in the line format")
struct RepetitionFormatTests {
    /// PermissionPrimerScreen's two rings: each grows (scale 1 → 1.7, opacity 0.5 → 0, `easeOut(2)`) and snaps back
    /// (`linear(0.01)`); ring r grows after r × 0.7 s and snaps back after (1 − r) × 0.7 s, so both loop
    /// every 2.71 s: ring 0 grows 0.00–2.00 and snaps back 2.70–2.71, ring 1 grows 0.70–2.70 and snaps
    /// back 2.70–2.71.
    static let rings: Timeline = {
        let loop = Repetition.forever(every: 2.71)
        return Timeline(tracks: [0, 1].flatMap { ring -> [Track] in
            let grows = Double(ring) * 0.7
            return [
                Track(part: .symbol, change: .scale(from: 1, to: 1.7), curve: .easeOut(duration: 2), start: grows, repetition: loop),
                Track(part: .symbol, change: .opacity(from: 0.5, to: 0), curve: .easeOut(duration: 2), start: grows, repetition: loop),
                Track(part: .symbol, change: .scale(from: 1.7, to: 1), curve: .linear(duration: 0.01), start: 2.7, repetition: loop),
                Track(part: .symbol, change: .opacity(from: 0, to: 0.5), curve: .linear(duration: 0.01), start: 2.7, repetition: loop),
            ]
        })
    }()

    @Test("PermissionPrimerScreen's rings render as aligned lines and read back")
    func designRings() {
        #expect(Self.rings.lines == [
            "0.00  +2.00  symbol  scale 1 -> 1.7    easeOut(2)    repeat forever every 2.71",
            "0.00  +2.00  symbol  opacity 0.5 -> 0  easeOut(2)    repeat forever every 2.71",
            "0.70  +2.00  symbol  scale 1 -> 1.7    easeOut(2)    repeat forever every 2.71",
            "0.70  +2.00  symbol  opacity 0.5 -> 0  easeOut(2)    repeat forever every 2.71",
            "2.70  +0.01  symbol  scale 1.7 -> 1    linear(0.01)  repeat forever every 2.71",
            "2.70  +0.01  symbol  opacity 0 -> 0.5  linear(0.01)  repeat forever every 2.71",
            "2.70  +0.01  symbol  scale 1.7 -> 1    linear(0.01)  repeat forever every 2.71",
            "2.70  +0.01  symbol  opacity 0 -> 0.5  linear(0.01)  repeat forever every 2.71",
        ])
        for (line, entry) in zip(Self.rings.lines, Self.rings.entries) {
            #expect(TimelineFormat.parse(line) == .success(entry), "\(line)")
        }
    }

    @Test("Alone, a repeating line pads only the time and duration columns")
    func unaligned() {
        let track = Track(part: .symbol, change: .scale(from: 1, to: 1.7), curve: .easeOut(duration: 2),
                          repetition: .forever(every: 2.71))
        #expect(track.description == "0.00  +2.00  symbol  scale 1 -> 1.7  easeOut(2)  repeat forever every 2.71")
        var three = track
        three.repetition = .times(3, every: 2.71)
        #expect(three.description == "0.00  +2.00  symbol  scale 1 -> 1.7  easeOut(2)  repeat 3 every 2.71")
    }

    @Test("Lines without a repetition render as before, beside lines with one")
    func mixed() {
        let timeline = Timeline(tracks: [
            Track(part: .symbol, change: .scale(from: 1, to: 1.7), curve: .easeOut(duration: 2), repetition: .times(2, every: 2)),
            Track(part: .title, change: .text, curve: .smooth),
        ])
        #expect(timeline.lines == [
            "0.00  +2.00  symbol  scale 1 -> 1.7  easeOut(2)  repeat 2 every 2.00",
            "0.00  +0.73  title   text            smooth",
        ])
        #expect(TimelineFormat.Layout(fitting: Timeline(tracks: [Track(part: .title, change: .text, curve: .smooth)]).entries)
            == TimelineFormat.Layout(timeWidth: 4, durationWidth: 5, subjectWidth: 5, changeWidth: 4))
    }

    @Test("Repeating lines are read loosely spaced, and a period may equal the printed duration", arguments: [
        ("0.00\t+2.00 symbol scale 1 -> 1.7 easeOut(2)   repeat\tforever  every 2.71  ",
         Track(part: .symbol, change: .scale(from: 1, to: 1.7), curve: .easeOut(duration: 2), repetition: .forever(every: 2.71))),
        ("0.30  +0.73  title  text  smooth  repeat 12 every 0.73",
         Track(part: .title, change: .text, curve: .smooth, start: 0.3, repetition: .times(12, every: 0.73))),
        ("0.00  +0.54  symbol  rotation 0 -> 90  spring(0.4, 0.2)  repeat 2 every 0.54",
         Track(part: .symbol, change: .rotation(from: 0, to: 90), curve: .spring(duration: 0.4, bounce: 0.2),
               repetition: .times(2, every: 0.54))),
    ])
    func reads(line: String, track: Track) {
        #expect(TimelineFormat.parse(line) == .success(.track(track)))
    }

    static let base = "0.00  +2.00  symbol  scale 1 -> 1.7  easeOut(2)  "
    static let count = "a repeat count: forever, or a whole number of 2 or more"
    static let period = "a period with two decimals, like 2.71"

    /// A case: `base` followed by `suffix`, and the error it gives.
    static func after(_ suffix: String, _ error: TimelineParseError) -> (String, TimelineParseError) {
        (base + suffix, error)
    }

    static let errorCases: [(String, TimelineParseError)] = [
        after("repeat", TimelineParseError(column: 56, expected: count, found: "end of line")),
        after("repeat 1 every 2.71", TimelineParseError(column: 57, expected: count, found: "1")),
        after("repeat 0 every 2.71", TimelineParseError(column: 57, expected: count, found: "0")),
        after("repeat twice every 2.71", TimelineParseError(column: 57, expected: count, found: "twice")),
        after("repeat -3 every 2.71", TimelineParseError(column: 57, expected: count, found: "-3")),
        after("repeat +3 every 2.71", TimelineParseError(column: 57, expected: count, found: "+3")),
        after("repeat 99999999999999999999 every 2.71",
         TimelineParseError(column: 57, expected: count, found: "99999999999999999999")),
        after("repeat forever 2.71", TimelineParseError(column: 65, expected: "every", found: "2.71")),
        after("repeat forever", TimelineParseError(column: 64, expected: "every", found: "end of line")),
        after("repeat forever every", TimelineParseError(column: 70, expected: period, found: "end of line")),
        after("repeat forever every 2.7", TimelineParseError(column: 71, expected: period, found: "2.7")),
        after("repeat forever every -1.00", TimelineParseError(column: 71, expected: period, found: "-1.00")),
        after("repeat forever every 0.00", TimelineParseError(column: 71, expected: "a period above 0.00", found: "0.00")),
        after("repeat forever every 1.50",
         TimelineParseError(column: 71, expected: "a period of at least 2.00, the duration of easeOut(2)", found: "1.50")),
        after("repeat 3 every 1.99",
         TimelineParseError(column: 65, expected: "a period of at least 2.00, the duration of easeOut(2)", found: "1.99")),
        ("0.00  +0.73  title  text  smooth  repeat forever every 0.50",
         TimelineParseError(column: 56, expected: "a period of at least 0.73, the settling time of smooth", found: "0.50")),
        after("repeat forever every 2.71 please", TimelineParseError(column: 76, expected: "end of line", found: "please")),
        ("0.00  +2.00  symbol  scale 1 -> 1.7  repeat forever every 2.71",
         TimelineParseError(column: 38, expected: "a curve: \(Curve.nameForms)", found: "repeat")),
        ("0.00  +2.00  symbol  scale 1 -> 1.7  wobbly  repeat forever every 2.71",
         TimelineParseError(column: 38, expected: "a curve: \(Curve.nameForms)", found: "wobbly")),
        // Without the word `repeat`, what follows the curve is still part of the curve's text.
        after("forever every 2.71",
         TimelineParseError(column: 38, expected: "a curve: \(Curve.nameForms)", found: "easeOut(2)  forever every 2.71")),
        // The duration column is checked before the period is compared with it.
        ("0.00  +2.50  symbol  scale 1 -> 1.7  easeOut(2)  repeat forever every 1.00",
         TimelineParseError(column: 7, expected: "+2.00, the duration of easeOut(2)", found: "+2.50")),
    ]

    @Test("Bad repetitions give whole error values with the column, what was expected and what was found",
          arguments: errorCases)
    func errors(line: String, expected: TimelineParseError) {
        #expect(TimelineFormat.parse(line) == .failure(expected))
    }

    @Test("A repeating track's end is its first cycle's; the last cycle's end and endlessness are beside it")
    func ends() {
        let forever = Track(part: .symbol, change: .scale(from: 1, to: 1.7), curve: .easeOut(duration: 2), start: 0.7,
                            repetition: .forever(every: 2.71))
        #expect(forever.end == 2.7 && forever.repeats && forever.repeatsForever)
        #expect(forever.totalDuration == .infinity && forever.lastCycleEnd == .infinity)
        var thrice = forever
        thrice.repetition = .times(3, every: 2.71)
        #expect(thrice.end == 2.7 && thrice.repeats && !thrice.repeatsForever)
        #expect(abs(thrice.totalDuration - 7.42) < 1e-9 && abs(thrice.lastCycleEnd - 8.12) < 1e-9)
        let once = Track(part: .title, change: .text, curve: .easeInOut(duration: 0.2), start: 0.3)
        #expect(!once.repeats && !once.repeatsForever && once.totalDuration == 0.2 && once.lastCycleEnd == once.end)

        let cue = Cue(.call(.onGranted(.granted)), at: 1)
        #expect(Self.rings.end == 2.71 && Self.rings.isEndless && Self.rings.lastCycleEnd == .infinity)
        let finite = Timeline(tracks: [thrice, once], cues: [cue])
        #expect(finite.end == 2.7 && !finite.isEndless && abs(finite.lastCycleEnd - 8.12) < 1e-9)
        #expect(Timeline(tracks: [once], cues: [cue]).lastCycleEnd == 1)
        #expect(Timeline.empty.lastCycleEnd == 0 && !Timeline.empty.isEndless)
    }

    @Test("Periods keep to the clock's tick, and repetitions describe themselves as the line writes them")
    func repetitionValue() {
        #expect(Repetition.forever(every: 2.0 + 0.71).period == 2.71)
        #expect(Repetition.times(3, every: 2.71) == Repetition(.times(3), every: 2.71))
        #expect(Repetition.forever(every: 2.71).description == "repeat forever every 2.71")
        #expect(Repetition.times(3, every: 0.5).description == "repeat 3 every 0.50")
        #expect(Repetition.times(3, every: 2).span(cycle: 0.5) == 4.5)
        #expect(Repetition.forever(every: 2).span(cycle: 0.5) == .infinity)
    }
}
