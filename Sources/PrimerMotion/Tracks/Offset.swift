/// A displacement in points, as SwiftUI's `offset(x:y:)` applies it.
public struct Offset: Hashable, Sendable, CustomStringConvertible {
    /// Points to the trailing side.
    public var x: Double
    /// Points down.
    public var y: Double

    /// Creates an offset.
    public init(x: Double = 0, y: Double = 0) {
        self.x = x
        self.y = y
    }

    /// No displacement.
    public static let zero = Offset()

    /// The token the line format writes: `x,y`, such as `0,8`.
    public var description: String { "\(NumberText.compact(x)),\(NumberText.compact(y))" }

    /// Reads a token as ``description`` writes it; nil if it is not one.
    public init?<S: StringProtocol>(token: S) {
        let parts = token.split(separator: ",", omittingEmptySubsequences: false)
        guard parts.count == 2, let x = NumberText.parse(parts[0]), let y = NumberText.parse(parts[1]) else {
            return nil
        }
        self.init(x: x, y: y)
    }
}
