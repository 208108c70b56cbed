@testable import PermissionPrimer
import PrimerModel
@testable import PrimerMotion
import Testing

/// The per-track audits the checker's Reduce Motion rule calls line by line must give what the
/// timeline audits give for a timeline of that one track.
@Suite("Single-track audits")
struct SingleTrackAuditTests {
    static let forever = Repetition.forever(every: 2.71)

    static let tracks: [Track] = [
        Track(part: .symbol, change: .scale(from: 1, to: 1.7), curve: .easeOut(duration: 2), repetition: forever),
        Track(part: .symbol, change: .opacity(from: 0.5, to: 0), curve: .easeOut(duration: 2), repetition: forever),
        Track(part: .symbol, change: .symbolEffect("pulse"), curve: .easeInOut, repetition: forever),
        Track(part: .title, change: .color(from: .accent, to: .success), curve: .easeInOut, start: 1,
              repetition: .times(4, every: 2)),
        Track(part: .done, change: .appear(.opacity), curve: .easeInOut(duration: 1), repetition: .times(5, every: 1.01)),
        Track(part: .title, change: .text, curve: .bouncy, repetition: forever),
        Track(part: .symbol, change: .scale(from: 1, to: 1.7), curve: .easeOut(duration: 2)),
        Track(part: .symbol, change: .opacity(from: 0, to: 1), curve: .easeOut(duration: 0.2)),
        Track(part: .symbol, change: .opacity(from: 0, to: 1), curve: .easeOut(duration: 1), repetition: .times(5, every: 1)),
        Track(part: .title, change: .text, curve: .easeInOut, repetition: forever),
        Track(part: .continueButton, change: .progress(shown: true), curve: .easeInOut, repetition: forever),
        Track(part: .title, change: .fade(from: "a", to: "b"), curve: .linear(duration: 0)),
    ]

    @Test func eachTrackAloneIsAuditedAsATimelineOfIt() {
        for track in Self.tracks {
            let timeline = Timeline(tracks: [track])
            #expect(MotionAudit.findings(for: track) == MotionAudit.audit(timeline), "\(track)")
            #expect(MotionAudit.findings(for: track, fadeLimit: 0.5) == MotionAudit.audit(timeline, fadeLimit: 0.5))
            #expect(PauseStopHideAudit.finding(for: track).map { [$0] } ?? [] == PauseStopHideAudit.audit(timeline),
                    "\(track)")
        }
    }
}
