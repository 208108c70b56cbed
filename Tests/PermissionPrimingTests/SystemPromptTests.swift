@testable import PermissionPriming
import PrimerModel
import PrimerMotion
import PrimerSpec
import PrimerSyntax
@testable import PrimerTestSupport
import Testing

/// What iOS brings up after Enable, with its words where public sources record them, and nothing
/// invented where they do not.
@Suite("Requests and the prompts they bring up")
struct SystemPromptTests {
    static let iOS18 = IOSVersion(major: 18)
    static let app = "\u{201C}Coffee Finder\u{201D}"
    static let dontAllow = "Don\u{2019}t Allow"

    func prompt(_ kind: PromptKind, iOS: IOSVersion = iOS18, purposes: [String: String] = [:]) -> SystemPrompt {
        SystemPrompt.english(kind, appName: "Coffee Finder", purposeStrings: purposes, iOS: iOS)
    }

    @Test func notificationsAlertHasFixedTextAndNoKey() {
        #expect(prompt(.notificationsAlert) == SystemPrompt(
            kind: .notificationsAlert, form: .alert, title: "\(Self.app) Would Like to Send You Notifications",
            fixedText: "Notifications may include alerts, sounds, and icon badges. These can be configured in Settings.",
            buttons: [Self.dontAllow, "Allow"]))
    }

    @Test(arguments: [(IOSVersion(major: 17, minor: 5), "OK"), (IOSVersion(major: 17, minor: 6), "Allow"),
                      (IOSVersion(major: 18), "Allow")])
    func cameraAndMicrophoneSayOKBefore17Point6(_ iOS: IOSVersion, _ allow: String) {
        #expect(prompt(.cameraAlert, iOS: iOS).buttons == [Self.dontAllow, allow])
        #expect(prompt(.microphoneAlert, iOS: iOS).buttons == [Self.dontAllow, allow])
        #expect(prompt(.microphoneAlert, iOS: iOS).note
                == "when the second button changed from OK to Allow is not recorded; assumed 17.6, as for the camera")
    }

    @Test func thePurposeStringIsTheMessageWhenTheInfoPlistGivesIt() {
        let text = "Coffee Finder uses where you are to list the cafes you can walk to."
        let alert = prompt(.locationFirstAsk, purposes: ["NSLocationWhenInUseUsageDescription": text])
        #expect(alert == SystemPrompt(kind: .locationFirstAsk, form: .alert,
                                      title: "Allow \(Self.app) to use your location?",
                                      purposeKey: "NSLocationWhenInUseUsageDescription", purposeString: text,
                                      buttons: ["Allow Once", "Allow While Using App", Self.dontAllow]))
        #expect(alert.summary == "alert; title: Allow \(Self.app) to use your location?; message: \(text); buttons: "
                + "Allow Once, Allow While Using App, \(Self.dontAllow)")
    }

    @Test func withoutAnInfoPlistTheMessageIsNamedNotInvented() {
        #expect(prompt(.cameraAlert).summary == "alert; title: \(Self.app) Would Like to Access the Camera; message: "
                + "the app\u{2019}s NSCameraUsageDescription string; buttons: \(Self.dontAllow), Allow")
    }

    @Test func theLocationUpgradeAlert() {
        let upgrade = prompt(.locationUpgrade)
        #expect(upgrade.title == "Allow \(Self.app) to also use your location even when you are not using the app?")
        #expect(upgrade.buttons == ["Keep Only While Using", "Change to Always Allow"])
        #expect(upgrade.purposeKey == "NSLocationAlwaysAndWhenInUseUsageDescription")
    }

    @Test func trackingAndContactsAlerts() {
        #expect(prompt(.trackingAlert).title
                == "Allow \(Self.app) to track your activity across other companies\u{2019} apps and websites?")
        #expect(prompt(.trackingAlert).buttons == ["Ask App Not to Track", "Allow"])
        #expect(prompt(.contactsAlert).title == "\(Self.app) Would Like to Access Your Contacts")
        #expect(prompt(.contactsAlert).buttons == [Self.dontAllow, "OK"])
    }

    // iOS 18's contacts flow: the first alert's title is recorded nowhere, so it is not given.
    @Test func contactsFromIOS18SayTheirTitleIsUnknown() {
        let flow = prompt(.contactsAlertThenSheet)
        #expect(flow.form == .alertThenSheet)
        #expect(flow.title == nil)
        #expect(flow.buttons == [Self.dontAllow, "Continue"])
        #expect(flow.summary.hasPrefix("alert-then-sheet; title: not known; "))
    }

    @Test func healthIsASheetNotAnAlert() {
        let sheet = prompt(.healthSheet)
        #expect(sheet.form == .sheet)
        #expect(sheet.title == "Health Access")
        #expect(sheet.fixedText == "\(Self.app) would like to access and update your Health data")
        #expect(sheet.buttons == [Self.dontAllow, "Allow"])
    }

    @Test func noPromptSaysWhy() {
        let none = prompt(.none(reason: "because"))
        #expect(none == SystemPrompt(kind: .none(reason: "because"), form: .none, title: nil, buttons: [], note: "because"))
        #expect(none.summary == "nothing comes up: because")
    }

    // MARK: Outcomes

    @Test func provisionalNotificationsAreNeverRequested() {
        // The templates' request asks for alerts, badges and sounds only: the notifications alert comes up,
        // and it can only authorize or deny. Provisional is a status the gate reads, never an answer.
        let outcome = RequestOutcome.of(.notifications, from: .notDetermined, askedBefore: false, iOS: Self.iOS18)
        #expect(outcome.prompt == .notificationsAlert)
        #expect(outcome.answers.map(\.status) == [.denied, .authorized])
        #expect(PrimingRequest.notifications.call.contains(".provisional") == false)
    }

    // The templates' Gotchas: provisional notifications bypass the prompt. Not the templates' request, so the
    // gate never makes it; an app that does sees nothing come up and the gate then reads provisional.
    @Test func aProvisionalRequestBringsNothingUp() {
        let outcome = RequestOutcome.provisionalNotifications
        #expect(outcome.prompt.showsPrompt == false)
        #expect(outcome.answers == [.init([], .provisional, returns: true)])
        #expect(PrimingRequest.notificationsProvisional.token == "notifications(alert,badge,sound,provisional)")
        let model = PermissionPrimingModel.standard(.notifications)
        #expect(model.promptsOutsideTheGate.map { "\($0.when): \($0.prompt.summary)" } == [
            "with .provisional (the templates' Gotchas, not their request): nothing comes up: provisional authorization is "
                + "granted quietly: notifications go to Notification Center and the person keeps or turns them off from there",
        ])
        #expect(PermissionPrimingModel.standard(.camera).promptsOutsideTheGate.isEmpty)
        // Whatever the gate meets, its own request is never the provisional one.
        let requests = GateMachine(type: .notifications).reachableTransitions().flatMap(\.effects).compactMap { effect in
            if case .request(let request, _) = effect { return request }
            return nil
        }
        #expect(Set(requests) == [.notifications])
    }

    @Test func photosLimitedAccessReturnsTrue() {
        let outcome = RequestOutcome.of(.photoLibrary, from: .notDetermined, askedBefore: false, iOS: Self.iOS18)
        #expect(outcome.answers == [
            .init(["Limit Access\u{2026}"], .limited, returns: true), .init(["Allow Full Access"], .authorized, returns: true),
            .init([Self.dontAllow], .denied, returns: false),
        ])
    }

    @Test(arguments: [
        (FrameworkStatus.notDetermined, false, PromptKind.locationFirstAsk, false),
        (.authorizedWhenInUse, false, .locationUpgrade, true),
        (.authorizedWhenInUse, true, .none(reason: "Core Location ignores requestAlwaysAuthorization() after the first "
                                            + "call, and the delegate hears nothing"), true),
        (.notDetermined, true, .none(reason: "Core Location ignores requestAlwaysAuthorization() after the first "
                                     + "call, and the delegate hears nothing"), true),
    ])
    func locationAlwaysIsAskedAfterWhenInUseOnce(_ status: FrameworkStatus, _ asked: Bool, _ prompt: PromptKind,
                                                 _ canHang: Bool) {
        let outcome = RequestOutcome.of(.locationAlways, from: status, askedBefore: asked, iOS: Self.iOS18)
        #expect(outcome.prompt == prompt)
        #expect(outcome.canHang == canHang)
    }

    @Test func healthReturnsTrueWhateverThePersonChooses() {
        let first = RequestOutcome.of(.health, from: .notDetermined, askedBefore: false, iOS: Self.iOS18)
        #expect(first == RequestOutcome(prompt: .healthSheet, answers: [.init([Self.dontAllow, "Allow"], .notDetermined,
                                                                              returns: true)]))
        let later = RequestOutcome.of(.health, from: .notDetermined, askedBefore: true, iOS: Self.iOS18)
        #expect(later.prompt.showsPrompt == false)
        #expect(later.answers == [.init([], .notDetermined, returns: true)])
    }

    @Test func theModelListsEveryPromptEnableCanBringUp() {
        let model = PermissionPrimingModel(content: .standard(for: .locationAlways), appName: "Coffee Finder")
        #expect(model.reachablePrompts.map { "\($0.when): \($0.prompt.kind)" } == [
            "from not-determined: location alert",
            "from authorized-when-in-use: location upgrade alert",
            "from authorized-when-in-use, asked before: no prompt",
        ])
    }
}
