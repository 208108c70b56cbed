@testable import PrimerSpec
@testable import PrimerSyntax
@testable import PrimerTestSupport
import Testing

@Suite("AnnouncementKeys")
struct AnnouncementKeysTests {
    @Test func oneKeyPerTextAndTheShortKeyGoesToTheFirst() {
        var keys = AnnouncementKeys(prefix: "primer.photos")
        let answer = TransitionName(from: "requesting", to: "granted", via: "answer")
        let back = TransitionName(from: "denied", to: "granted", via: "return-from-settings")
        #expect(keys.key(for: "Photos are on", on: answer) == "primer.photos.announcement.granted")
        #expect(keys.key(for: "Photos are on", on: back) == "primer.photos.announcement.granted")
        #expect(keys.key(for: "Welcome back", on: back) == "primer.photos.announcement.granted.denied.return-from-settings")
        #expect(keys.key(for: "Welcome back again", on: back)
                == "primer.photos.announcement.granted.denied.return-from-settings.2")
    }
}
