/// One key of a section's String Catalog: the source text SwiftUI looks up, and the comment.
package struct CatalogText: Hashable, Sendable {
    /// The English source text as the block's code writes it: a format string when it names the app.
    package var text: String
    /// Whether ``text`` is a format string (its `%` already escaped).
    package var isFormat: Bool
    /// What the screen shows it as and what VoiceOver reads.
    package var comment: String

    /// Creates a key.
    package init(text: String, isFormat: Bool, comment: String) {
        self.text = text
        self.isFormat = isFormat
        self.comment = comment
    }
}
