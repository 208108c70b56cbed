/// A notification haptic a block plays (`UINotificationFeedbackGenerator`'s success and warning).
public enum Haptic: String, CaseIterable, Hashable, Sendable, Codable, CustomStringConvertible {
    case success, warning

    public var description: String { rawValue }
}
