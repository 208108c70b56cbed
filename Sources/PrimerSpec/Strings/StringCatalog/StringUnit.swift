/// One value of a String Catalog and its state (`translated`, `needs_review`, `new`).
public struct StringUnit: Hashable, Sendable, Codable {
    /// The translation state.
    public var state: String
    /// The text, a format string when it holds `%@`.
    public var value: String

    /// Creates a unit.
    public init(state: String, value: String) {
        self.state = state
        self.value = value
    }
}
