/// The edge a view moves in from or out to (SwiftUI's `Edge`).
public enum Edge: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    case top, bottom, leading, trailing

    public var description: String { rawValue }
}
