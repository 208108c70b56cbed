@testable import PermissionPrimer
import PrimerModel
@testable import PrimerMotion
@testable import PrimerTestSupport
import Testing

@Suite("Timeline line format")
struct TimelineFormatTests {
    static let announcements = [
        TimelineAnnouncement(text: "Notifications are on", priority: "high"),
        TimelineAnnouncement(text: #"Say "hi" \ then"#, priority: "low"),
        TimelineAnnouncement(text: "Two\nlines\tand a tab", priority: "default"),
    ]

    @Test("Every planned line reads back as the entry it was rendered from", arguments: PlannedCase.all)
    func roundTrip(planned: PlannedCase) {
        for reduceMotion in [false, true] {
            let timeline = planned.plan(reduceMotion: reduceMotion, announcements: Self.announcements)
            let entries = timeline.entries
            for (line, entry) in zip(timeline.lines, entries) {
                #expect(TimelineFormat.parse(line) == .success(entry), "\(line)")
                #expect(TimelineFormat.parse(entry.description) == .success(entry), "\(entry)")
            }
            #expect(timeline.lines.count == entries.count)
        }
    }

    @Test("Hand-made tracks of every change read back", arguments: [
        Track(part: .symbol, change: .scale(from: 0.8, to: 1), curve: .bouncy, start: 0.25),
        Track(part: .benefit(2), change: .offset(from: Offset(x: -4.5, y: 8), to: .zero), curve: .default),
        Track(part: .symbol, change: .rotation(from: 0, to: -90), curve: .spring(duration: 0.4, bounce: 0.2)),
        Track(part: .symbol, change: .symbolEffect("bounce"), curve: .responseSpring(response: 0.3, dampingFraction: 0.6)),
        Track(part: .sampleAlert, change: .opacity(from: 0, to: 0.5), curve: .linear(duration: 0.15), start: 12.5),
        Track(part: .error, change: .appear(.push(.top)), curve: .easeOut),
        Track(part: .notNow, change: .disappear(.move(.trailing)), curve: .easeIn(duration: 0.3)),
        Track(part: .done, change: .appear(.slide), curve: .spring(duration: 0.5, bounce: -0.5)),
        Track(part: .symbol, change: .fade(from: "scale(0.8)", to: "scale(1)"), curve: .easeInOut(duration: 0.2)),
        Track(part: .symbol, change: .scale(from: 1, to: 1.7), curve: .easeOut(duration: 2), repetition: .forever(every: 2.71)),
        Track(part: .symbol, change: .opacity(from: 0, to: 0.5), curve: .linear(duration: 0.01), start: 2.7,
              repetition: .forever(every: 2.71)),
        Track(part: .symbol, change: .symbolEffect("pulse"), curve: .spring(duration: 0.4, bounce: 0.2), start: 0.3,
              repetition: .times(3, every: 1.5)),
        Track(part: .benefit(1), change: .color(from: .accent, to: .success), curve: .default, repetition: .times(2, every: 0.81)),
    ])
    func handMadeRoundTrip(track: Track) {
        let line = TimelineFormat.render(.track(track))
        #expect(TimelineFormat.parse(line) == .success(.track(track)), "\(line)")
    }

    @Test("Cues of every kind read back", arguments: [
        Cue(.haptic(.warning), at: 0.05), Cue(.call(.onNotNow)), Cue(.call(.onGranted(.limited)), at: 1),
        Cue(.openURL("app-settings:")), Cue(.request(.notifications(options: [.alert]))), Cue(.request(.locationWhenInUse)),
        Cue(.request(.cameraVideo)), Cue(.request(.photosReadWrite)), Cue(.request(.custom)),
        Cue(.announcement(TimelineAnnouncement(text: "", priority: "high"))),
    ])
    func cueRoundTrip(cue: Cue) {
        #expect(TimelineFormat.parse(cue.description) == .success(.cue(cue)), "\(cue)")
    }

    @Test("Words may be separated by any run of spaces or tabs")
    func looseSpacing() {
        #expect(TimelineFormat.parse("0.30\t+0.73 symbol replace   bell.badge ->  checkmark.circle   smooth  ")
            == .success(.track(Track(part: .symbol, change: .symbolReplace(from: "bell.badge", to: "checkmark.circle"),
                                     curve: .smooth, start: 0.3))))
        #expect(TimelineFormat.parse("  1.00 call onGranted(granted)")
            == .success(.cue(Cue(.call(.onGranted(.granted)), at: 1))))
    }

    @Test("Lines of a timeline are column-aligned")
    func aligned() throws {
        let planned = try #require(PlannedCase.find(.notifications, .requesting, .denied, via: .answer))
        let lines = planned.plan(reduceMotion: false).lines
        // The part or event word starts at column 14 on every line: time (4), gap, duration (5), gap.
        #expect(lines.allSatisfy { Array($0)[13] != " " && Array($0)[12] == " " })
        let curveColumns = Set(lines.filter { $0.hasSuffix("smooth") }.map { $0.count - "smooth".count })
        #expect(curveColumns.count == 1)
    }

    @Test("Bad lines give whole error values with the column, what was expected and what was found", arguments: [
        ("", TimelineParseError(column: 1, expected: "a time with two decimals, like 0.30", found: "end of line")),
        ("0.3  +0.70  continue  progress shown  snappy",
         TimelineParseError(column: 1, expected: "a time with two decimals, like 0.30", found: "0.3")),
        ("0.00  +0.7  continue  progress shown  snappy",
         TimelineParseError(column: 7, expected: "a duration with two decimals, like +0.70", found: "+0.7")),
        ("0.00  +0.70  button  progress shown  snappy",
         TimelineParseError(column: 14, expected: "a part: symbol, title, reason, benefit.N, benefitDetail.N, sampleAlert, "
                            + "sampleAlertCaption, continue, done, openSettings, notNow or error", found: "button")),
        ("0.00  +0.70  continue  spin  snappy",
         TimelineParseError(column: 24, expected: "a change: replace, effect, fade, color, opacity, scale, offset, "
                            + "rotation, text, progress, appear or disappear", found: "spin")),
        ("0.00  +0.70  continue  replace progress checkmark  snappy",
         TimelineParseError(column: 41, expected: "->", found: "checkmark")),
        ("0.00  +0.73  symbol  color textPrimary -> #34C759  smooth",
         TimelineParseError(column: 43, expected: "a colour name, such as textPrimary or indigo", found: "#34C759")),
        ("0.00  +0.70  continue  progress on  snappy",
         TimelineParseError(column: 33, expected: "shown or hidden", found: "on")),
        ("0.00  +0.70  done  appear move(up)  snappy",
         TimelineParseError(column: 27, expected: "a transition: opacity, scale, slide, move(EDGE) or push(EDGE), "
                            + "EDGE one of top, bottom, leading, trailing", found: "move(up)")),
        ("0.00  +0.70  continue  progress shown  wobbly",
         TimelineParseError(column: 40, expected: "a curve: \(Curve.nameForms)", found: "wobbly")),
        ("0.00  +0.70  continue  progress shown",
         TimelineParseError(column: 38, expected: "a curve: \(Curve.nameForms)", found: "end of line")),
        ("0.00  +0.50  continue  progress shown  snappy",
         TimelineParseError(column: 7, expected: "+0.70, the settling time of snappy", found: "+0.50")),
        ("0.00  +0.70  continue  progress shown  easeInOut(0.2)",
         TimelineParseError(column: 7, expected: "+0.20, the duration of easeInOut(0.2)", found: "+0.70")),
        ("0.00  +0.70  continue  progress shown  spring(0.5, 1)",
         TimelineParseError(column: 40, expected: "a curve that settles: a spring with bounce below 1 and positive "
                            + "durations", found: "spring(0.5, 1)")),
        ("0.00  buzz  success",
         TimelineParseError(column: 7, expected: "a duration like +0.70, or an event: haptic, announce, call, open "
                            + "or request", found: "buzz")),
        ("0.00  haptic  tap", TimelineParseError(column: 15, expected: "a haptic: success or warning", found: "tap")),
        ("0.00  haptic  success  twice", TimelineParseError(column: 24, expected: "end of line", found: "twice")),
        ("0.00  announce  high  Notifications are on",
         TimelineParseError(column: 23, expected: "the announcement in double quotes", found: "Notifications")),
        (#"0.00  announce  high  "Notifications are on"#,
         TimelineParseError(column: 44, expected: "a closing \" for the text opened at column 23",
                            found: "end of line")),
        (#"0.00  announce  "Notifications are on""#,
         TimelineParseError(column: 17, expected: "an announcement priority word (high, default or low) before the "
                            + "quoted text", found: "\"Notifications")),
        (#"0.00  announce  high  "a\qb""#,
         TimelineParseError(column: 25, expected: #"an escape: \", \\, \n, \r, \t or \u{…}"#, found: #"\q"#)),
        ("0.00  call  onGranted(maybe)",
         TimelineParseError(column: 13, expected: "a callback: onGranted(granted), onGranted(limited) or onNotNow",
                            found: "onGranted(maybe)")),
        ("0.00  request  notifications(alert,)",
         TimelineParseError(column: 16, expected: "a request such as cameraVideo or notifications(alert,badge,sound)",
                            found: "notifications(alert,)")),
        ("0.00  open", TimelineParseError(column: 11, expected: "a URL", found: "end of line")),
    ])
    func errors(line: String, expected: TimelineParseError) {
        #expect(TimelineFormat.parse(line, vocabulary: .permissionPrimer) == .failure(expected))
    }

    @Test("Errors read as column, expectation and the offending text")
    func errorDescription() {
        #expect(TimelineParseError(column: 7, expected: "a haptic: success or warning", found: "tap").description
            == "column 7: expected a haptic: success or warning; found 'tap'")
        #expect(TimelineParseError(column: 3, expected: "a URL", found: "end of line").description
            == "column 3: expected a URL; found end of line")
    }

    @Test("Times are kept in hundredths of a second, so two decimals read back exactly")
    func clock() {
        #expect(Track(part: .title, change: .text, curve: .smooth, start: 0.1 + 0.2).start == 0.3)
        #expect(Cue(.haptic(.success), at: 0.696_7).time == 0.7)
        #expect(Cue(.haptic(.success), at: -1).time == 0)
        #expect(TimelineClock.format(12.5) == "12.50")
        #expect(TimelineClock.parse("0.3") == nil && TimelineClock.parse("-0.30") == nil && TimelineClock.parse("1.00") == 1)
    }
}
