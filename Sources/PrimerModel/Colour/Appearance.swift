/// Light or dark mode: which of a system colour's two values applies.
public enum Appearance: String, CaseIterable, Hashable, Sendable, Codable, CustomStringConvertible {
    /// Light mode (`ColorScheme.light`).
    case light
    /// Dark mode (`ColorScheme.dark`).
    case dark

    public var description: String { rawValue }
}
