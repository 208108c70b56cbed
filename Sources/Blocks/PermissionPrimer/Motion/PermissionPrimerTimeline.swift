import PrimerAccessibility
import PrimerModel
import PrimerMotion
import PrimerSpec

extension PermissionRequest {
    /// The one-word token the line format writes: `notifications(alert,badge,sound)`,
    /// `locationWhenInUse`, `cameraVideo`, `photosReadWrite` or `custom`.
    public var token: String {
        switch self {
        case .notifications(let options): "notifications(\(options.map(\.rawValue).joined(separator: ",")))"
        case .locationWhenInUse: "locationWhenInUse"
        case .cameraVideo: "cameraVideo"
        case .photosReadWrite: "photosReadWrite"
        case .custom: "custom"
        }
    }
}

extension TimelineEvent {
    /// The permission primer asks for a permission: the request's token on the timeline.
    public static func request(_ request: PermissionRequest) -> TimelineEvent { .request(request.token) }
}

extension Change {
    /// A colour change between the permission primer's theme tokens.
    public static func color(from: ColorToken, to: ColorToken) -> Change { .color(from: from.rawValue, to: to.rawValue) }
}

extension Callback {
    /// `onGranted(PrimerStatus)`, with `.granted` or, for photos, `.limited`.
    public static func onGranted(_ status: PrimerGrantedStatus) -> Callback { Callback("onGranted", argument: status.rawValue) }
    /// `onNotNow`, which by default dismisses the presenting sheet.
    public static let onNotNow = Callback("onNotNow")
}

extension TimelineVocabulary {
    /// The permission primer's parts and callbacks.
    public static let permissionPrimer = TimelineVocabulary.listing(
        partForms: "symbol, title, reason, benefit.N, benefitDetail.N, sampleAlert, sampleAlertCaption, continue, done, "
            + "openSettings, notNow or error",
        part: { PartID(permissionPrimerName: $0) },
        callbacks: [.onGranted(.granted), .onGranted(.limited), .onNotNow],
        identity: "permission-primer")
}

/// The permission primer's timeline of a transition, with its announcements on it.
public enum PermissionPrimerTimeline {
    /// The planned timeline, announcements included.
    public static func timeline(for transition: PrimerTransition, content: PrimerContent, environment: PrimerEnvironment) -> Timeline {
        let announcements = AnnouncementPlanner.announcements(for: transition, content: content).map {
            TimelineAnnouncement(text: $0.text, priority: $0.priority.rawValue)
        }
        return MotionPlanner.standard.plan(transition, content: content, environment: environment,
                                           announcements: announcements)
    }

    /// One aligned line per track or cue, sorted by start time, each one a valid spec body line.
    public static func lines(for transition: PrimerTransition, content: PrimerContent, environment: PrimerEnvironment) -> [String] {
        timeline(for: transition, content: content, environment: environment).lines
    }
}
