import PrimerAccessibility
import PrimerModel
import PrimerMotion
import PrimerSpec

/// One thing the permission makes possible, shown as a row of the benefits card.
public struct PrimerBenefit: Hashable, Sendable, Codable {
    /// The SF Symbol name of the row's icon (decorative; VoiceOver skips it).
    public var symbol: String
    /// A short title, in `type.subhead` semibold.
    public var title: String
    /// One line of detail, in `type.footnote`.
    public var detail: String

    /// Creates a benefit row.
    public init(symbol: String, title: String, detail: String) {
        self.symbol = symbol
        self.title = title
        self.detail = detail
    }
}
