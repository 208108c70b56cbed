/// One key of a section's String Catalog: the source text SwiftUI looks up, and the comment.
public struct CatalogText: Hashable, Sendable {
    /// The English source text as the block's code writes it: a format string when it names the app.
    public var text: String
    /// Whether ``text`` is a format string (its `%` already escaped).
    public var isFormat: Bool
    /// What the screen shows it as and what VoiceOver reads.
    public var comment: String

    /// Creates a key.
    public init(text: String, isFormat: Bool, comment: String) {
        self.text = text
        self.isFormat = isFormat
        self.comment = comment
    }
}
