import PrimerAccessibility
import PrimerModel
import PrimerMotion
import PrimerSpec
import PrimerSyntax

/// What a kind of transition announces: which words, at which priority.
public struct AnnouncementRule: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The words.
    public var text: AnnouncedText
    /// The priority.
    public var priority: AnnouncementPriority

    /// Creates a rule.
    public init(_ text: AnnouncedText, priority: AnnouncementPriority) {
        self.text = text
        self.priority = priority
    }

    /// For example `resultTitle priority high`.
    public var description: String { "\(text) priority \(priority)" }
}
