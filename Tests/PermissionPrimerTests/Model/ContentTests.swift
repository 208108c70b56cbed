@testable import PermissionPrimer
import PrimerModel
@testable import PrimerTestSupport
import Testing

@Suite("Content defaults")
struct ContentTests {
    @Test(arguments: PrimerKind.allCases)
    func standardContentIsComplete(_ kind: PrimerKind) {
        let content = PrimerContent.standard(for: kind, appName: "Atlas")
        #expect((2...3).contains(content.benefits.count))
        let words = [content.symbol, content.grantedSymbol, content.deniedSymbol, content.title, content.reason,
                     content.continueTitle, content.sampleAlert.title, content.sampleAlert.message,
                     content.grantedTitle, content.grantedLine, content.deniedTitle, content.deniedLine,
                     content.notNowTitle, content.doneTitle, content.openSettingsTitle]
            + content.benefits.flatMap { [$0.symbol, $0.title, $0.detail] }
        #expect(words.allSatisfy { !$0.isEmpty })
        #expect(content.sampleAlert.title.contains("\u{201C}Atlas\u{201D}"))
        #expect(content.continueTitle == "Continue")
        #expect(!content.sampleAlert.buttons.isEmpty)
    }

    @Test(arguments: [PrimerKind.location, .camera, .photos])
    func purposeStringIsTheAlertMessage(_ kind: PrimerKind) {
        let content = PrimerContent.standard(for: kind, appName: "Atlas", purposeString: "We need it.")
        #expect(content.sampleAlert.message == "We need it.")
    }

    @Test func notificationsIgnoreThePurposeString() {
        let content = PrimerContent.standard(for: .notifications, appName: "Atlas", purposeString: "ignored")
        #expect(content.sampleAlert.message == SystemAlert.notificationsMessage)
    }

    @Test func grantedWordsFollowTheSeed() {
        #expect(PrimerContent.standard(for: .notifications, appName: "A").grantedTitle == "Notifications are on")
    }

    @Test func limitedFallsBackToGrantedWords() {
        let notifications = PrimerContent.standard(for: .notifications, appName: "A")
        #expect(notifications.resultTitle(for: .limited) == notifications.grantedTitle)
        let photos = PrimerContent.standard(for: .photos, appName: "A")
        #expect(photos.resultTitle(for: .limited) == "Selected photos are shared")
        #expect(photos.resultTitle(for: .granted) == "Photos are on")
    }

    @Test func sampleIsTheRemindersNotificationsPrimer() {
        #expect(PrimerContent.sample.sampleAlert.title == "\u{201C}Reminders\u{201D} Would Like to Send You Notifications")
        #expect(PrimerContent.sample.benefits.count == 3)
        #expect(PrimerContent.sample.symbol == "bell.badge")
    }
}
