/// Why VoiceOver does not read a part of the block.
public enum HiddenReason: String, CaseIterable, Hashable, Sendable, Codable, CustomStringConvertible {
    /// A picture whose meaning the words next to it already carry (the large symbol).
    case decorative
    /// The drawing of a question already answered (the sample alert once granted or denied).
    case answered
    /// Read, but as part of a combined element (`accessibilityElement(children: .combine)`), not alone.
    case combined

    /// The case name, as written in dumps and spec files.
    public var description: String { rawValue }
}
