import PrimerModel

/// Something VoiceOver says by itself when the block changes, with its priority.
public struct Announcement: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The words.
    public var text: String
    /// How it shares VoiceOver with other speech.
    public var priority: AnnouncementPriority

    /// Creates an announcement.
    public init(_ text: String, priority: AnnouncementPriority) {
        self.text = text
        self.priority = priority
    }

    /// For example `"Notifications are on" priority high`: the line a spec's `announce` section holds,
    /// the text quoted as spec strings are (``StringLiteral``).
    public var description: String {
        "\(StringLiteral.quoted(text)) priority \(priority)"
    }
}
