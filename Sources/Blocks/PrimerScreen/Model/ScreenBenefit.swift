/// One row of the primer screen's benefits: a decorative symbol, a title and a line of text.
public struct ScreenBenefit: Hashable, Sendable, Codable {
    /// The SF Symbol (decorative: VoiceOver skips it).
    public var symbol: String
    /// The row's title, in `headline`.
    public var title: String
    /// The row's text, in `subheadline` and the secondary style.
    public var text: String

    /// Creates a benefit.
    public init(symbol: String, title: String, text: String) {
        self.symbol = symbol
        self.title = title
        self.text = text
    }
}
