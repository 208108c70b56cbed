/// A VoiceOver announcement as the timeline carries it: its words and its priority, as plain text.
///
/// PrimerAccessibility owns announcements; this small copy keeps PrimerMotion free of its types, so
/// the wiring layer converts one to the other and passes them to ``MotionPlanner/plan(_:content:environment:announcements:)``.
public struct TimelineAnnouncement: Hashable, Sendable {
    /// What VoiceOver says.
    public var text: String
    /// The priority's name, one word: `high`, `default` or `low` (the VoiceOver text form (Docs/SpokenStrings.md)). The line format
    /// writes it as is, so it must not contain spaces.
    public var priority: String

    /// Creates an announcement.
    public init(text: String, priority: String = "default") {
        self.text = text
        self.priority = priority
    }
}
