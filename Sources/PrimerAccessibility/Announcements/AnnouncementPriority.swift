/// How an announcement shares VoiceOver with other speech (`AccessibilityNotification.Announcement`, iOS 17).
public enum AnnouncementPriority: String, CaseIterable, Hashable, Sendable, Codable, CustomStringConvertible {
    /// Interrupts other speech and cannot be interrupted.
    case high
    /// Interrupts other speech but can be interrupted.
    case `default`
    /// Waits until other speech is done.
    case low

    /// The case name, as written in dumps and spec files.
    public var description: String { rawValue }
}
