/// Which of the system's permission prompts a request brings up, or why none comes.
public enum PromptKind: Hashable, Sendable, CustomStringConvertible {
    /// The notifications alert.
    case notificationsAlert
    /// The camera alert.
    case cameraAlert
    /// The microphone alert.
    case microphoneAlert
    /// The photo library alert (read and write, iOS 17 and later).
    case photosAlert
    /// The first location alert, the one a when-in-use request brings up, and an always request from
    /// not determined too.
    case locationFirstAsk
    /// The upgrade alert from when-in-use to always.
    case locationUpgrade
    /// The contacts alert up to iOS 17.
    case contactsAlert
    /// Contacts from iOS 18: an alert, then a sheet to pick contacts or allow full access.
    case contactsAlertThenSheet
    /// HealthKit's full-screen sheet (not an alert).
    case healthSheet
    /// The App Tracking Transparency alert.
    case trackingAlert
    /// Nothing comes up, for the reason given.
    case none(reason: String)

    /// Whether something comes up over the app (an alert or a sheet).
    public var showsPrompt: Bool {
        if case .none = self { return false }
        return true
    }

    /// A short name: `camera alert`, `Health sheet`, `no prompt`.
    public var description: String {
        switch self {
        case .notificationsAlert: "notifications alert"
        case .cameraAlert: "camera alert"
        case .microphoneAlert: "microphone alert"
        case .photosAlert: "photo library alert"
        case .locationFirstAsk: "location alert"
        case .locationUpgrade: "location upgrade alert"
        case .contactsAlert: "contacts alert"
        case .contactsAlertThenSheet: "contacts alert, then the contacts sheet"
        case .healthSheet: "Health sheet"
        case .trackingAlert: "tracking alert"
        case .none: "no prompt"
        }
    }
}
