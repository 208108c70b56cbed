/// One string the block supplies (a label, value, hint or announcement), with its String Catalog key.
public struct CatalogueString: Hashable, Sendable, Codable {
    /// The String Catalog key, such as `primer.notifications.voiceover.title.ready`; nil when the
    /// string is VoiceOver's own reading (a symbol's name) rather than the app's, so not translated.
    public var key: String?
    /// The English text exactly as spoken, the app name written out.
    public var text: String
    /// The text as a format string with `%@` where the app name goes; nil when it does not name the app.
    public var format: String?

    /// Creates a string.
    public init(key: String?, text: String, format: String? = nil) {
        self.key = key
        self.text = text
        self.format = format
    }

    /// What a String Catalog holds for the key: the format when there is one, else the text.
    public var catalogValue: String { format ?? text }
}
