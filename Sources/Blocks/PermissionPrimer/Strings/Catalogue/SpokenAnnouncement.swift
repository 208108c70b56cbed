import PrimerAccessibility
import PrimerModel
import PrimerMotion
import PrimerSpec

/// One announcement VoiceOver makes on a transition, with when it fires on the transition's timeline.
public struct SpokenAnnouncement: Hashable, Sendable, Codable {
    /// The transition that posts it.
    public var transition: TransitionKey
    /// The words.
    public var text: CatalogueString
    /// How it shares VoiceOver with other speech.
    public var priority: AnnouncementPriority
    /// Seconds from the state change at which the timeline posts it; nil when the timeline lacks it.
    public var time: Double?
    /// The same with Reduce Motion on.
    public var reduceMotionTime: Double?
    /// Whether the words are the message a custom request throws (the failed state), shown by example.
    public var isErrorMessage: Bool

    /// Creates an announcement.
    public init(transition: TransitionKey, text: CatalogueString, priority: AnnouncementPriority,
                time: Double?, reduceMotionTime: Double?, isErrorMessage: Bool = false) {
        self.transition = transition
        self.text = text
        self.priority = priority
        self.time = time
        self.reduceMotionTime = reduceMotionTime
        self.isErrorMessage = isErrorMessage
    }
}
