@testable import PermissionPrimer
import PrimerModel
@testable import PrimerTestSupport
import Testing

@Suite("System alert text (the English system alerts on record (Docs/Sources.md))")
struct SystemAlertTests {
    struct Case: Sendable, CustomStringConvertible {
        var kind: PrimerKind
        var iOS: IOSVersion
        var title: String
        var message: String
        var buttons: [String]
        var description: String { "\(kind) on iOS \(iOS)" }
    }

    static let cases: [Case] = [
        Case(kind: .notifications, iOS: IOSVersion(major: 18),
             title: "\u{201C}Reminders\u{201D} Would Like to Send You Notifications",
             message: "Notifications may include alerts, sounds, and icon badges. These can be configured in Settings.",
             buttons: ["Don\u{2019}t Allow", "Allow"]),
        Case(kind: .location, iOS: IOSVersion(major: 17),
             title: "Allow \u{201C}Reminders\u{201D} to use your location?", message: "PURPOSE",
             buttons: ["Allow Once", "Allow While Using App", "Don\u{2019}t Allow"]),
        Case(kind: .camera, iOS: IOSVersion(major: 17, minor: 6),
             title: "\u{201C}Reminders\u{201D} Would Like to Access the Camera", message: "PURPOSE",
             buttons: ["Don\u{2019}t Allow", "Allow"]),
        Case(kind: .camera, iOS: IOSVersion(major: 17, minor: 5),
             title: "\u{201C}Reminders\u{201D} Would Like to Access the Camera", message: "PURPOSE",
             buttons: ["Don\u{2019}t Allow", "OK"]),
        Case(kind: .photos, iOS: IOSVersion(major: 17),
             title: "\u{201C}Reminders\u{201D} would like full access to your Photo Library.", message: "PURPOSE",
             buttons: ["Limit Access\u{2026}", "Allow Full Access", "Don\u{2019}t Allow"]),
        Case(kind: .photos, iOS: IOSVersion(major: 16),
             title: "\u{201C}Reminders\u{201D} Would Like to Access Your Photos", message: "PURPOSE",
             buttons: ["Select Photos\u{2026}", "Allow Access to All Photos", "Don\u{2019}t Allow"]),
    ]

    @Test(arguments: cases)
    func alertWords(_ c: Case) {
        let alert = SystemAlert.english(for: c.kind, appName: "Reminders", purposeString: "PURPOSE", iOS: c.iOS)
        #expect(alert == SystemAlert(title: c.title, message: c.message, buttons: c.buttons))
    }

    @Test(arguments: [("17", IOSVersion(major: 17)), ("17.6", IOSVersion(major: 17, minor: 6)),
                      ("18.0.1", IOSVersion(major: 18))])
    func parsesVersions(_ text: String, _ expected: IOSVersion) {
        #expect(IOSVersion(parsing: text) == expected)
    }

    @Test(arguments: ["", "17.", ".6", "x", "17.6.1.2", "-1", "１７"])
    func rejectsBadVersions(_ text: String) {
        #expect(IOSVersion(parsing: text) == nil)
    }

    @Test func knownRange() {
        #expect(IOSVersion(major: 13).isKnown == false)
        #expect(IOSVersion(major: 14).isKnown)
        #expect(IOSVersion(major: 18, minor: 4).isKnown)
        #expect(IOSVersion(major: 19).isKnown == false)
    }
}
