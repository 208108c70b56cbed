import PrimerModel
import PrimerMotion
import PrimerSpec
import PrimerSyntax

/// The English words of the prompt iOS brings up after Enable, where they are known.
///
/// Sources: the system alert tables for notifications, location, camera and photos (the words
/// public UI tests tap, iOS 17 and 18), and for microphone, contacts, the location upgrade, tracking
/// and the Health sheet (CoreLocation's string table, XCUITests, WWDC24 session 10121, HealthKit UI
/// tests). Words no source records are `nil` and said to be unknown, never invented.
public struct SystemPrompt: Hashable, Sendable {
    /// How the prompt comes up.
    public enum Form: String, Hashable, Sendable, Codable {
        /// A system alert.
        case alert
        /// A full-screen sheet (HealthKit).
        case sheet
        /// An alert, then a sheet (contacts from iOS 18).
        case alertThenSheet = "alert-then-sheet"
        /// Nothing comes up.
        case none
    }

    /// The prompt it stands for.
    public var kind: PromptKind
    /// How it comes up.
    public var form: Form
    /// The title (an alert's bold line, a sheet's navigation title), or nil where no source records it.
    public var title: String?
    /// Fixed text under the title that is not a purpose string (the notifications alert's, the
    /// Health sheet's intro), or nil.
    public var fixedText: String?
    /// The Info.plist key whose string iOS shows under the title, or nil.
    public var purposeKey: String?
    /// That string, when the spec's Info.plist gives it; nil when it is not known here.
    public var purposeString: String?
    /// The buttons, in the order they appear.
    public var buttons: [String]
    /// Anything else known about it, or why nothing comes up; nil for nothing more.
    public var note: String?

    /// Creates a prompt.
    public init(kind: PromptKind, form: Form, title: String?, fixedText: String? = nil, purposeKey: String? = nil,
                purposeString: String? = nil, buttons: [String], note: String? = nil) {
        self.kind = kind
        self.form = form
        self.title = title
        self.fixedText = fixedText
        self.purposeKey = purposeKey
        self.purposeString = purposeString
        self.buttons = buttons
        self.note = note
    }

    /// The fixed text under the notifications alert's title.
    public static let notificationsText =
        "Notifications may include alerts, sounds, and icon badges. These can be configured in Settings."

    /// "Allow" from iOS 17.6 and "OK" before, for the camera (public UI tests record the switch
    /// between 17.0.2 and 17.6). The microphone alert made the same switch, but when is not recorded:
    /// PrimerSpec assumes the camera's release (**choice**).
    public static func allowWord(_ type: PermissionType, iOS: IOSVersion) -> String {
        iOS >= IOSVersion(major: 17, minor: 6) ? "Allow" : "OK"
    }

    /// The English prompt of a kind, for an app name and the purpose strings known (by key).
    public static func english(_ kind: PromptKind, appName: String, purposeStrings: [String: String],
                               iOS: IOSVersion) -> SystemPrompt {
        let app = "\u{201C}\(appName)\u{201D}"
        let dontAllow = "Don\u{2019}t Allow"
        func alert(_ title: String?, key: String?, _ buttons: [String], note: String? = nil) -> SystemPrompt {
            SystemPrompt(kind: kind, form: .alert, title: title, purposeKey: key,
                         purposeString: key.flatMap { purposeStrings[$0] }, buttons: buttons, note: note)
        }
        switch kind {
        case .notificationsAlert:
            return SystemPrompt(kind: kind, form: .alert, title: "\(app) Would Like to Send You Notifications",
                                fixedText: notificationsText, buttons: [dontAllow, "Allow"])
        case .cameraAlert:
            return alert("\(app) Would Like to Access the Camera", key: "NSCameraUsageDescription",
                         [dontAllow, allowWord(.camera, iOS: iOS)])
        case .microphoneAlert:
            return alert("\(app) Would Like to Access the Microphone", key: "NSMicrophoneUsageDescription",
                         [dontAllow, allowWord(.microphone, iOS: iOS)],
                         note: "when the second button changed from OK to Allow is not recorded; assumed 17.6, as for the camera")
        case .photosAlert:
            return alert("\(app) would like full access to your Photo Library.", key: "NSPhotoLibraryUsageDescription",
                         ["Limit Access\u{2026}", "Allow Full Access", dontAllow])
        case .locationFirstAsk:
            return alert("Allow \(app) to use your location?", key: "NSLocationWhenInUseUsageDescription",
                         ["Allow Once", "Allow While Using App", dontAllow])
        case .locationUpgrade:
            return alert("Allow \(app) to also use your location even when you are not using the app?",
                         key: "NSLocationAlwaysAndWhenInUseUsageDescription",
                         ["Keep Only While Using", "Change to Always Allow"],
                         note: "the button order is recorded by one source only")
        case .contactsAlert:
            return alert("\(app) Would Like to Access Your Contacts", key: "NSContactsUsageDescription",
                         [dontAllow, "OK"])
        case .contactsAlertThenSheet:
            return SystemPrompt(kind: kind, form: .alertThenSheet, title: nil, purposeKey: "NSContactsUsageDescription",
                                purposeString: purposeStrings["NSContactsUsageDescription"],
                                buttons: [dontAllow, "Continue"],
                                note: "the first alert's title is not recorded; Continue opens a sheet offering "
                                    + "Select Contacts or Allow Full Access, then a confirmation of the contacts chosen")
        case .healthSheet:
            return SystemPrompt(kind: kind, form: .sheet, title: "Health Access",
                                fixedText: "\(app) would like to access and update your Health data",
                                purposeKey: "NSHealthShareUsageDescription",
                                purposeString: purposeStrings["NSHealthShareUsageDescription"],
                                buttons: [dontAllow, "Allow"],
                                note: "a full-screen sheet, not an alert: a row per data type with Turn On All and "
                                    + "Turn Off All, Don\u{2019}t Allow and Allow in the navigation bar; the rest of "
                                    + "the intro sentence and the layout in later releases are not recorded")
        case .trackingAlert:
            return alert("Allow \(app) to track your activity across other companies\u{2019} apps and websites?",
                         key: "NSUserTrackingUsageDescription", ["Ask App Not to Track", "Allow"])
        case .none(let reason):
            return SystemPrompt(kind: kind, form: .none, title: nil, buttons: [], note: reason)
        }
    }

    /// One line for people: `alert; title: “MyApp” Would Like to Access the Camera; message: the app’s
    /// NSCameraUsageDescription string; buttons: Don’t Allow, Allow`.
    public var summary: String {
        guard form != .none else { return "nothing comes up: " + (note ?? "no prompt") }
        var pieces = [form.rawValue, "title: " + (title ?? "not known")]
        if let fixedText { pieces.append("text: \(fixedText)") }
        if let purposeKey {
            pieces.append("message: " + (purposeString ?? "the app\u{2019}s \(purposeKey) string"))
        }
        pieces.append("buttons: " + buttons.joined(separator: ", "))
        if let note { pieces.append(note) }
        return pieces.joined(separator: "; ")
    }
}
