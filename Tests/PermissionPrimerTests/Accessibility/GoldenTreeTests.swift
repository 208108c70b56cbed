@testable import PermissionPrimer
@testable import PrimerAccessibility
import PrimerModel
@testable import PrimerTestSupport
import Testing

/// What VoiceOver reads for the sample content (the design's Reminders preview) in each state, at Large.
@Suite struct GoldenTreeTests {
    static let top = [
        "Never miss a reminder. Heading.",
        "Reminders can nudge you when something is due.",
    ]
    static let benefits = [
        "Due dates, Get a nudge when something is due.",
        "Shared lists, Know when someone adds to a list you share.",
        "Today at a glance, See on the icon how many are due today.",
    ]
    static let sampleAlert = "Next, iOS asks: \u{201C}Reminders\u{201D} Would Like to Send You Notifications. "
        + "Notifications may include alerts, sounds, and icon badges. These can be configured in Settings. "
        + "Buttons: Don\u{2019}t Allow, Allow."

    static let golden: [(PrimerStateName, [String])] = [
        (.ready, top + benefits + [sampleAlert, "Continue. Button.", "Not now. Button."]),
        (.requesting, top + benefits + [
            sampleAlert, "Waiting for your answer. Dimmed. Button.", "Not now. Dimmed. Button.",
        ]),
        (.granted, ["Notifications are on. Heading.", "You can change this in Settings at any time."]
            + benefits + ["Done. Button."]),
        (.denied, ["Notifications are off. Heading.", "Turn them on in Settings, under Apps, Reminders, Notifications."]
            + benefits + ["Open Settings. Button.", "Not now. Button."]),
        (.failed, top + benefits + [
            sampleAlert, "Continue. Button.", "Something went wrong. Try again.", "Not now. Button.",
        ]),
    ]

    @Test(arguments: golden)
    func sampleContentAtLarge(_ state: PrimerStateName, _ expected: [String]) {
        let tree = SemanticTreeBuilder().build(content: .sample, phase: state.phase(), environment: .standard)
        expectSameLines(tree.lines, expected)
    }

    @Test func failedReadsTheGivenMessage() {
        let phase = PrimerPhase.failed(message: "The server didn\u{2019}t answer.")
        let tree = SemanticTreeBuilder().build(content: .sample, phase: phase)
        #expect(tree.element(.error)?.voiceOverText == "The server didn\u{2019}t answer.")
        #expect(tree.ids.suffix(3) == [.continueButton, .error, .notNow])
    }

    @Test func limitedPhotosReadTheLimitedWords() {
        let content = PrimerContent.standard(for: .photos, appName: "Snaps")
        let tree = SemanticTreeBuilder().build(content: content, phase: .granted(.limited))
        expectSameLines(tree.lines, [
            "Selected photos are shared. Heading.",
            "You can share more in Settings at any time.",
            "Pick photos, Choose pictures straight from your library.",
            "Save, Keep what you make in your library.",
            "Done. Button.",
        ])
    }

    @Test func dumpAtLarge() {
        let tree = SemanticTreeBuilder().build(content: .sample, phase: .requesting)
        expectSameLines(tree.dump, [
            "symbol (hidden: decorative) largeTitle 52pt",
            "title [header, staticText] title 28pt | Never miss a reminder. Heading.",
            "reason [staticText] subheadline 15pt | Reminders can nudge you when something is due.",
            "benefit.0 [staticText] subheadline 15pt | Due dates, Get a nudge when something is due.",
            "benefitDetail.0 (hidden: combined) footnote 13pt",
            "benefit.1 [staticText] subheadline 15pt | Shared lists, Know when someone adds to a list you share.",
            "benefitDetail.1 (hidden: combined) footnote 13pt",
            "benefit.2 [staticText] subheadline 15pt | Today at a glance, See on the icon how many are due today.",
            "benefitDetail.2 (hidden: combined) footnote 13pt",
            "sampleAlert [staticText] footnote 13pt | \(Self.sampleAlert)",
            "sampleAlertCaption (hidden: combined) caption 12pt",
            "continue [notEnabled, button] headline 17pt | Waiting for your answer. Dimmed. Button.",
            "notNow [notEnabled, button] body 17pt | Not now. Dimmed. Button.",
        ])
    }

    @Test func dumpOfDeniedAtAccessibility5ShowsTheCapsAndNoSampleAlert() {
        let environment = PrimerEnvironment(dynamicTypeSize: .accessibility5)
        let tree = SemanticTreeBuilder().build(content: .sample, phase: .denied, environment: environment)
        expectSameLines(tree.dump, [
            "symbol (hidden: decorative) largeTitle 61.18pt",
            "title [header, staticText] title 58pt | Notifications are off. Heading.",
            "reason [staticText] subheadline 49pt | Turn them on in Settings, under Apps, Reminders, Notifications.",
            "benefit.0 [staticText] subheadline 49pt | Due dates, Get a nudge when something is due.",
            "benefitDetail.0 (hidden: combined) footnote 44pt",
            "benefit.1 [staticText] subheadline 49pt | Shared lists, Know when someone adds to a list you share.",
            "benefitDetail.1 (hidden: combined) footnote 44pt",
            "benefit.2 [staticText] subheadline 49pt | Today at a glance, See on the icon how many are due today.",
            "benefitDetail.2 (hidden: combined) footnote 44pt",
            "openSettings [button] headline 53pt | Open Settings. Button.",
            "notNow [button] body 53pt | Not now. Button.",
        ])
    }
}
