/// The name of an event, as spec sections write it after `via`.
public enum GateEventName: String, CaseIterable, Hashable, Sendable, Codable, CustomStringConvertible {
    case check
    case enable
    case answer
    case notNow = "not-now"
    case openSettings = "open-settings"
    case foreground

    /// The word.
    public var description: String { rawValue }
}
