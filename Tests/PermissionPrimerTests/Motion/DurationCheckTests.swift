@testable import PrimerMotion
@testable import PermissionPrimer
import Testing

/// A track's written duration must be its curve's, unless the reader asks only for the line's shape
/// (a spec's line with a wrong duration is a difference the checker shows and recording fixes).
@Suite("Timeline durations")
struct DurationCheckTests {
    static let line = "0.00  +0.70  title  text  smooth"

    @Test func aWrongDurationIsAnErrorByDefault() {
        #expect(TimelineFormat.parse(Self.line, vocabulary: .permissionPrimer)
                == .failure(TimelineParseError(column: 7, expected: "+0.73, the settling time of smooth", found: "+0.70")))
    }

    @Test func aWrongDurationReadsWhenDurationsAreNotChecked() throws {
        let entry = try TimelineFormat.parse(Self.line, vocabulary: .permissionPrimer, checksDurations: false).get()
        #expect(entry.track == Track(part: .title, change: .text, curve: .smooth))
        // The shape is still checked.
        #expect(throws: TimelineParseError.self) {
            try TimelineFormat.parse("0.00  +0.7  title  text  smooth", checksDurations: false).get()
        }
    }
}
