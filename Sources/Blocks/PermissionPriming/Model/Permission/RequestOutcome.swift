import PrimerModel
import PrimerMotion
import PrimerSpec

/// What happens after Enable: the prompt iOS brings up (or none), and each way it can end.
public struct RequestOutcome: Hashable, Sendable {
    /// One way the prompt can end: the choices that lead to it, the status the framework then
    /// reports, and what the templates' request returns.
    public struct Answer: Hashable, Sendable {
        /// The buttons that end the prompt this way, as the prompt labels them.
        public var choices: [String]
        /// The framework's status afterwards.
        public var status: FrameworkStatus
        /// What the templates' request returns: true calls `onGranted`, false `onDenied`; nil when the
        /// request never returns (the templates' continuation is never resumed).
        public var returns: Bool?

        /// Creates an answer.
        public init(_ choices: [String], _ status: FrameworkStatus, returns: Bool?) {
            self.choices = choices
            self.status = status
            self.returns = returns
        }
    }

    /// The prompt.
    public var prompt: PromptKind
    /// Every way it can end. Empty when the request never returns and nothing comes up.
    public var answers: [Answer]

    /// Creates an outcome.
    public init(prompt: PromptKind, answers: [Answer]) {
        self.prompt = prompt
        self.answers = answers
    }

    /// The answer that leaves the framework reporting a status, if the prompt can end that way.
    public func answer(leaving status: FrameworkStatus) -> Answer? {
        answers.first { $0.status == status }
    }

    /// Whether the request may never return: nothing comes up and nothing returns, or some
    /// choice leaves the templates' continuation waiting.
    public var canHang: Bool { answers.isEmpty || answers.contains { $0.returns == nil } }

    private static let dontAllow = "Don\u{2019}t Allow"

    /// A notifications request with `.provisional` (the templates' Gotchas, not its code): nothing comes
    /// up, notifications are delivered quietly to Notification Center, and the status is provisional
    /// (Apple, `UNAuthorizationOptions.provisional`: "noninterrupting").
    public static let provisionalNotifications = RequestOutcome(
        prompt: .none(reason: "provisional authorization is granted quietly: notifications go to Notification Center "
                      + "and the person keeps or turns them off from there"),
        answers: [Answer([], .provisional, returns: true)])

    /// What the templates' request for a type does, given the status the framework reports when Enable
    /// is tapped and whether the app has asked before in this install.
    ///
    /// - Location always: from not determined, iOS shows the first location alert and "Allow While
    ///   Using App" grants provisional Always (reported as always); "Allow Once" grants temporary
    ///   when-in-use. From when-in-use it shows the upgrade alert; "Keep Only While Using" leaves the
    ///   status as it is and Core Location calls no delegate method, so the templates' continuation never
    ///   resumes. After the first call, Core Location ignores the request altogether. (Apple,
    ///   `requestAlwaysAuthorization()`.)
    /// - Health: the sheet comes only while the request status is `shouldRequest`; after the first
    ///   ask nothing comes up and the request returns true at once (a **choice** read from Apple's
    ///   `getRequestStatusForAuthorization`). Either way the templates then reads `.notDetermined`.
    /// - Contacts already limited (iOS 18): what `requestAccess` does is not documented; modelled as
    ///   returning true at once with nothing shown (**choice**).
    public static func of(_ type: PermissionType, from status: FrameworkStatus, askedBefore: Bool,
                          iOS: IOSVersion) -> RequestOutcome {
        switch type {
        case .notifications:
            return RequestOutcome(prompt: .notificationsAlert, answers: [
                Answer([dontAllow], .denied, returns: false), Answer(["Allow"], .authorized, returns: true)])
        case .camera:
            return RequestOutcome(prompt: .cameraAlert, answers: [
                Answer([dontAllow], .denied, returns: false),
                Answer([SystemPrompt.allowWord(.camera, iOS: iOS)], .authorized, returns: true)])
        case .microphone:
            return RequestOutcome(prompt: .microphoneAlert, answers: [
                Answer([dontAllow], .denied, returns: false),
                Answer([SystemPrompt.allowWord(.microphone, iOS: iOS)], .authorized, returns: true)])
        case .photoLibrary:
            return RequestOutcome(prompt: .photosAlert, answers: [
                Answer(["Limit Access\u{2026}"], .limited, returns: true),
                Answer(["Allow Full Access"], .authorized, returns: true),
                Answer([dontAllow], .denied, returns: false)])
        case .locationWhenInUse:
            return RequestOutcome(prompt: .locationFirstAsk, answers: [
                Answer(["Allow Once", "Allow While Using App"], .authorizedWhenInUse, returns: true),
                Answer([dontAllow], .denied, returns: false)])
        case .locationAlways:
            if askedBefore {
                return RequestOutcome(prompt: .none(reason: "Core Location ignores requestAlwaysAuthorization() after "
                                                   + "the first call, and the delegate hears nothing"), answers: [])
            }
            if status == .authorizedWhenInUse {
                return RequestOutcome(prompt: .locationUpgrade, answers: [
                    Answer(["Keep Only While Using"], .authorizedWhenInUse, returns: nil),
                    Answer(["Change to Always Allow"], .authorizedAlways, returns: true)])
            }
            return RequestOutcome(prompt: .locationFirstAsk, answers: [
                Answer(["Allow Once"], .authorizedWhenInUse, returns: false),
                Answer(["Allow While Using App"], .authorizedAlways, returns: true),
                Answer([dontAllow], .denied, returns: false)])
        case .contacts:
            if status == .limited {
                return RequestOutcome(prompt: .none(reason: "the person already chose contacts; what requestAccess "
                                                   + "does then is not documented"),
                                      answers: [Answer([], .limited, returns: true)])
            }
            if iOS.major >= 18 {
                return RequestOutcome(prompt: .contactsAlertThenSheet, answers: [
                    Answer([dontAllow], .denied, returns: false),
                    Answer(["Select Contacts"], .limited, returns: true),
                    Answer(["Allow Full Access"], .authorized, returns: true)])
            }
            return RequestOutcome(prompt: .contactsAlert, answers: [
                Answer([dontAllow], .denied, returns: false), Answer(["OK"], .authorized, returns: true)])
        case .health:
            if askedBefore {
                return RequestOutcome(prompt: .none(reason: "HealthKit shows its sheet only for types it has not "
                                                   + "asked about"),
                                      answers: [Answer([], .notDetermined, returns: true)])
            }
            return RequestOutcome(prompt: .healthSheet, answers: [
                Answer([dontAllow, "Allow"], .notDetermined, returns: true)])
        case .tracking:
            return RequestOutcome(prompt: .trackingAlert, answers: [
                Answer(["Ask App Not to Track"], .denied, returns: false), Answer(["Allow"], .authorized, returns: true)])
        }
    }
}
