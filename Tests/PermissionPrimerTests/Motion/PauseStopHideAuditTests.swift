@testable import PermissionPrimer
import PrimerModel
@testable import PrimerMotion
@testable import PrimerTestSupport
import Testing

/// WCAG 2.2.2 Pause, Stop, Hide on full-motion timelines: a warning for motion or blinking on repeat
/// for ever or for more than 5 s.
@Suite("Pause, Stop, Hide audit")
struct PauseStopHideAuditTests {
    static let forever = Repetition.forever(every: 2.71)

    @Test("Moving or blinking on repeat for ever, or over 5 s, needs a way to pause, stop or hide it", arguments: [
        (Track(part: .symbol, change: .scale(from: 1, to: 1.7), curve: .easeOut(duration: 2), repetition: forever), Double.infinity),
        (Track(part: .symbol, change: .opacity(from: 0.5, to: 0), curve: .easeOut(duration: 2), repetition: forever), .infinity),
        (Track(part: .symbol, change: .symbolEffect("pulse"), curve: .easeInOut, repetition: forever), .infinity),
        (Track(part: .title, change: .color(from: .accent, to: .success), curve: .easeInOut, start: 1,
               repetition: .times(4, every: 2)), 6.35),
        (Track(part: .done, change: .appear(.opacity), curve: .easeInOut(duration: 1), repetition: .times(5, every: 1.01)), 5.04),
        // A change that neither moves nor blinks still moves on a bouncing spring.
        (Track(part: .title, change: .text, curve: .bouncy, repetition: forever), .infinity),
    ])
    func flagged(track: Track, lasts: Double) {
        let findings = PauseStopHideAudit.audit(Timeline(tracks: [track], cues: [Cue(.haptic(.success))]))
        #expect(findings.count == 1)
        let finding = findings.first
        #expect(finding?.track == track && finding?.severity == .warning)
        guard case .needsPause(let found, let limit)? = finding?.problem else {
            Issue.record("expected needsPause, got \(String(describing: finding))")
            return
        }
        #expect(limit == 5 && (found == lasts || abs(found - lasts) < 1e-9))
    }

    @Test("Playing once, repeating for 5 s or less, or repeating words or the spinner is fine", arguments: [
        Track(part: .symbol, change: .scale(from: 1, to: 1.7), curve: .easeOut(duration: 2)),
        Track(part: .symbol, change: .scale(from: 1, to: 1.7), curve: .easeOut(duration: 2), repetition: .times(2, every: 3)),
        Track(part: .symbol, change: .opacity(from: 0, to: 1), curve: .easeOut(duration: 1), repetition: .times(5, every: 1)),
        Track(part: .title, change: .text, curve: .easeInOut, repetition: forever),
        Track(part: .continueButton, change: .progress(shown: true), curve: .easeInOut, repetition: forever),
    ])
    func notFlagged(track: Track) {
        #expect(PauseStopHideAudit.audit(Timeline(tracks: [track])).isEmpty)
    }

    @Test("PermissionPrimerScreen's rings: every ring track is flagged, in entries order; a longer limit changes only finite runs")
    func designRings() {
        let findings = PauseStopHideAudit.audit(RepetitionFormatTests.rings)
        #expect(findings.map(\.track) == RepetitionFormatTests.rings.entries.compactMap(\.track))
        #expect(findings.allSatisfy { $0.problem == .needsPause(lasts: .infinity, limit: 5) })
        let thrice = Track(part: .symbol, change: .scale(from: 1, to: 1.7), curve: .easeOut(duration: 2),
                           repetition: .times(3, every: 2.71))
        #expect(PauseStopHideAudit.audit(Timeline(tracks: [thrice])).count == 1)
        #expect(PauseStopHideAudit.audit(Timeline(tracks: [thrice]), limit: 7.42).isEmpty)
    }

    @Test("Findings name WCAG 2.2.2 and are warnings; Reduce Motion problems are errors")
    func descriptions() {
        let ring = Track(part: .symbol, change: .scale(from: 1, to: 1.7), curve: .easeOut(duration: 2), start: 0.7,
                         repetition: Self.forever)
        #expect(MotionProblem(track: ring, problem: .needsPause(lasts: .infinity, limit: 5)).description
            == "0.70 symbol: moves or blinks on repeat for ever; WCAG 2.2.2 Pause, Stop, Hide (level A) asks for a way "
            + "to pause, stop or hide it")
        #expect(MotionProblem.Problem.needsPause(lasts: 6.35, limit: 5).description
            == "moves or blinks on repeat for 6.35 s, more than 5 s; WCAG 2.2.2 Pause, Stop, Hide (level A) asks for a way "
            + "to pause, stop or hide it")
        #expect(MotionProblem.Problem.needsPause(lasts: 6.35, limit: 5).severity == .warning)
        #expect([MotionProblem.Problem.moves(.scale), .tooLong(duration: 1, limit: 0.2), .repeats(Self.forever)]
            .allSatisfy { $0.severity == .error })
        #expect(Severity.allCases.map(\.description) == ["error", "warning", "note"])
    }

    @Test("Planned full-motion timelines have no endless motion", arguments: PlannedCase.all)
    func planned(planned: PlannedCase) {
        let timeline = planned.plan(reduceMotion: false)
        #expect(PauseStopHideAudit.audit(timeline).isEmpty && !timeline.isEndless)
    }
}
