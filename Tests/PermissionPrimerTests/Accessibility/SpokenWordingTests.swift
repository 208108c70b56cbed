@testable import PermissionPrimer
@testable import PrimerAccessibility
import PrimerModel
@testable import PrimerTestSupport
import Testing

@Suite struct SpokenWordingTests {
    /// The sample alert line of every kind's standard content, on the iOS releases whose words differ.
    @Test(arguments: [
        (PrimerKind.notifications, IOSVersion(major: 18),
         "Next, iOS asks: \u{201C}Snaps\u{201D} Would Like to Send You Notifications. Notifications may include alerts, "
            + "sounds, and icon badges. These can be configured in Settings. Buttons: Don\u{2019}t Allow, Allow."),
        (.location, IOSVersion(major: 18),
         "Next, iOS asks: Allow \u{201C}Snaps\u{201D} to use your location? Purpose. "
            + "Buttons: Allow Once, Allow While Using App, Don\u{2019}t Allow."),
        (.camera, IOSVersion(major: 18),
         "Next, iOS asks: \u{201C}Snaps\u{201D} Would Like to Access the Camera. Purpose. Buttons: Don\u{2019}t Allow, Allow."),
        (.camera, IOSVersion(major: 17, minor: 5),
         "Next, iOS asks: \u{201C}Snaps\u{201D} Would Like to Access the Camera. Purpose. Buttons: Don\u{2019}t Allow, OK."),
        (.photos, IOSVersion(major: 18),
         "Next, iOS asks: \u{201C}Snaps\u{201D} would like full access to your Photo Library. Purpose. "
            + "Buttons: Limit Access\u{2026}, Allow Full Access, Don\u{2019}t Allow."),
        (.photos, IOSVersion(major: 16),
         "Next, iOS asks: \u{201C}Snaps\u{201D} Would Like to Access Your Photos. Purpose. "
            + "Buttons: Select Photos\u{2026}, Allow Access to All Photos, Don\u{2019}t Allow."),
    ])
    func sampleAlertLine(_ kind: PrimerKind, _ iOS: IOSVersion, _ expected: String) {
        let content = PrimerContent.standard(for: kind, appName: "Snaps", purposeString: "Purpose.", iOS: iOS)
        #expect(SpokenWording.english.sampleAlertLabel(content.sampleAlert) == expected)
        let tree = SemanticTreeBuilder().build(content: content, phase: .ready)
        #expect(tree.element(.sampleAlert)?.voiceOverText == expected)
    }

    /// Each piece keeps its own punctuation; `.` is added only where a piece has no ending.
    @Test(arguments: [
        (SystemAlert(title: "Title", message: "Message", buttons: ["A", "B"]),
         "Next, iOS asks: Title. Message. Buttons: A, B."),
        (SystemAlert(title: "Title?", message: "Message!", buttons: ["More\u{2026}"]),
         "Next, iOS asks: Title? Message! Button: More\u{2026}"),
        (SystemAlert(title: "Say \u{201C}hi.\u{201D}", message: "It\u{2019}s (fine.)", buttons: []),
         "Next, iOS asks: Say \u{201C}hi.\u{201D} It\u{2019}s (fine.)"),
        (SystemAlert(title: "Trailing.  ", message: "", buttons: ["", "OK"]),
         "Next, iOS asks: Trailing. Button: OK."),
        (SystemAlert(title: "", message: "", buttons: []), "Next, iOS asks:"),
    ])
    func sampleAlertPunctuation(_ alert: SystemAlert, _ expected: String) {
        #expect(SpokenWording.english.sampleAlertLabel(alert) == expected)
    }

    @Test(arguments: [
        (PrimerBenefit(symbol: "bell", title: "Due dates", detail: "Get a nudge."), "Due dates, Get a nudge."),
        (PrimerBenefit(symbol: "bell", title: "Due dates", detail: ""), "Due dates"),
        (PrimerBenefit(symbol: "bell", title: "", detail: "Get a nudge."), "Get a nudge."),
        (PrimerBenefit(symbol: "bell", title: "", detail: ""), ""),
    ])
    func benefitLabel(_ benefit: PrimerBenefit, _ expected: String) {
        #expect(SpokenWording.english.benefitLabel(benefit) == expected)
    }

    @Test func translatedWording() {
        let wording = SpokenWording(waitingForAnswer: "En attente de votre réponse", sampleAlertLead: "Ensuite, iOS demande :",
                                    buttonsLead: "Boutons :", buttonLead: "Bouton :")
        var content = PrimerContent.sample
        content.sampleAlert = SystemAlert(title: "Titre", message: "Message.", buttons: ["Refuser", "Autoriser"])
        let tree = SemanticTreeBuilder(wording: wording).build(content: content, phase: .requesting)
        #expect(tree.element(.sampleAlert)?.label == "Ensuite, iOS demande : Titre. Message. Boutons : Refuser, Autoriser.")
        #expect(tree.element(.continueButton)?.voiceOverText == "En attente de votre réponse. Dimmed. Button.")
    }
}
