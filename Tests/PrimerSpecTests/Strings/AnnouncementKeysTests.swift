@testable import PermissionPrimer
import PrimerModel
import Testing
@testable import PrimerSpec

@Suite("AnnouncementKeys")
struct AnnouncementKeysTests {
    @Test func oneKeyPerTextAndTheShortKeyGoesToTheFirst() {
        var keys = AnnouncementKeys(kind: .photos)
        let answer = TransitionKey(from: .requesting, to: .granted, via: .answer)
        let back = TransitionKey(from: .denied, to: .granted, via: .returnFromSettings)
        #expect(keys.key(for: "Photos are on", on: answer) == "primer.photos.announcement.granted")
        #expect(keys.key(for: "Photos are on", on: back) == "primer.photos.announcement.granted")
        #expect(keys.key(for: "Welcome back", on: back) == "primer.photos.announcement.granted.denied.return-from-settings")
        #expect(keys.key(for: "Welcome back again", on: back)
                == "primer.photos.announcement.granted.denied.return-from-settings.2")
    }
}
