/// A transition named by its states and event, as spec headers and the command line name it:
/// `requesting -> granted via answer`. The kernel knows no block's states; a block lists its own.
public struct TransitionName: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The state before.
    public var from: String
    /// The state after.
    public var to: String
    /// The event.
    public var via: String

    /// Creates a name.
    public init(from: String, to: String, via: String) {
        self.from = from
        self.to = to
        self.via = via
    }

    /// For example `requesting -> granted via answer`.
    public var description: String { "\(from) -> \(to) via \(via)" }
}
