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

    /// For example `"Notifications are on" priority high`; `"` and `\` in the text get a `\` before them.
    public var description: String {
        var quoted = ""
        for character in text {
            if character == "\"" || character == "\\" { quoted.append("\\") }
            quoted.append(character)
        }
        return "\"\(quoted)\" priority \(priority)"
    }
}
