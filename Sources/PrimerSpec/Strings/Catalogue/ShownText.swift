/// One text the screen shows inside an element VoiceOver reads as one (a benefit row's title, the
/// sample alert's message), or words VoiceOver alone says there: what a String Catalog translates.
///
/// The kernel sees only the combined element's joined label; the block names the texts it is made
/// of (``StringsCatalogueHints/shownTexts(part:state:)``), as its SwiftUI code looks them up.
public struct ShownText: Hashable, Sendable {
    /// What the text is within the element, for translators: `the title`, `the alert's message`.
    public var role: String
    /// The English text, the app name written out.
    public var text: String
    /// The text as a format string with `%@` where the app name goes; nil when it does not name the app.
    public var format: String?
    /// Whether the screen shows the text (false for words only VoiceOver says, such as a lead-in).
    public var isShown: Bool

    /// Creates a text.
    public init(role: String, text: String, format: String? = nil, isShown: Bool = true) {
        self.role = role
        self.text = text
        self.format = format
        self.isShown = isShown
    }
}
