@testable import PermissionPrimer
import PrimerModel
@testable import PrimerMotion
@testable import PrimerTestSupport
import Testing

/// The rendered timeline of requesting → granted for the standard notifications content, as a spec
/// file would quote it. A change here is a change in what the block is specified to do.
@Suite("Golden timelines")
struct GoldenTimelineTests {
    static func granted(reduceMotion: Bool) throws -> String {
        let transition = try #require(PrimerMachine(kind: .notifications).transitions(
            from: .requesting, to: .granted, via: .answer).first)
        return MotionPlanner.standard.plan(
            transition, content: .standard(for: .notifications, appName: "Reminders"),
            environment: PrimerEnvironment(reduceMotion: reduceMotion)).description
    }

    @Test("requesting -> granted, full motion")
    func fullMotion() throws {
        #expect(try Self.granted(reduceMotion: false) == """
            0.00  +0.70  continue     replace progress -> checkmark           snappy
            0.00         haptic       success
            0.30  +0.73  symbol       replace bell.badge -> checkmark.circle  smooth
            0.30  +0.73  symbol       color textPrimary -> success            smooth
            0.30  +0.73  title        text                                    smooth
            0.30  +0.73  reason       text                                    smooth
            0.30  +0.73  sampleAlert  disappear opacity                       smooth
            0.70  +0.73  continue     disappear opacity                       smooth
            0.70  +0.73  done         appear opacity                          smooth
            0.70  +0.73  notNow       disappear opacity                       smooth
            1.00         call         onGranted(granted)
            """)
    }

    @Test("requesting -> granted, Reduce Motion")
    func reduceMotion() throws {
        #expect(try Self.granted(reduceMotion: true) == """
            0.00  +0.20  continue     fade progress -> checkmark           easeInOut(0.2)
            0.00         haptic       success
            0.30  +0.20  symbol       fade bell.badge -> checkmark.circle  easeInOut(0.2)
            0.30  +0.20  symbol       color textPrimary -> success         easeInOut(0.2)
            0.30  +0.20  title        text                                 easeInOut(0.2)
            0.30  +0.20  reason       text                                 easeInOut(0.2)
            0.30  +0.20  sampleAlert  disappear opacity                    easeInOut(0.2)
            0.70  +0.20  continue     disappear opacity                    easeInOut(0.2)
            0.70  +0.20  done         appear opacity                       easeInOut(0.2)
            0.70  +0.20  notNow       disappear opacity                    easeInOut(0.2)
            1.00         call         onGranted(granted)
            """)
    }
}
