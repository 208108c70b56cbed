import PrimerModel

/// Something that happens at an instant of the timeline, rather than over time.
public enum TimelineEvent: Hashable, Sendable, CustomStringConvertible {
    /// A haptic plays.
    case haptic(Haptic)
    /// VoiceOver announces something (passed in by the wiring layer from PrimerAccessibility).
    case announcement(TimelineAnnouncement)
    /// The block calls one of its closures.
    case call(Callback)
    /// The block opens a URL with `openURL`.
    case openURL(String)
    /// The block asks iOS (or a custom request) for a permission: the system alert goes up. The token
    /// names the request as the block writes it, such as `cameraVideo` or `notifications(alert,badge)`.
    case request(String)

    /// The word the line format writes in the part column: `haptic`, `announce`, `call`, `open`, `request`.
    public var word: String {
        switch self {
        case .haptic: "haptic"
        case .announcement: "announce"
        case .call: "call"
        case .openURL: "open"
        case .request: "request"
        }
    }

    /// Where events that happen at the same time are listed, in this order.
    var rank: Int {
        switch self {
        case .haptic: 0
        case .announcement: 1
        case .request: 2
        case .call: 3
        case .openURL: 4
        }
    }

    /// What follows the word in a line: `success`, `high "Notifications are on"`, `onGranted(granted)`, …
    public var payload: String {
        switch self {
        case .haptic(let haptic): haptic.rawValue
        case .announcement(let announcement): "\(announcement.priority) \(StringLiteral.quoted(announcement.text))"
        case .call(let callback): callback.description
        case .openURL(let url): url
        case .request(let token): token
        }
    }

    public var description: String { "\(word) \(payload)" }
}
