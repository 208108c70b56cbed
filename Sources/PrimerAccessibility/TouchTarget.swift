import PrimerModel

/// The smallest area an interactive part reacts to, as its view sets it (a frame's minimum height,
/// a full-width frame), or unset where the view sets none and the size follows its content.
public struct TouchTarget: Hashable, Sendable, Codable {
    /// How one side of the target is set.
    public enum Side: Hashable, Sendable, Codable, CustomStringConvertible {
        /// The view sets no minimum: the side follows the content (text and padding).
        case unset
        /// A minimum in points (`frame(minHeight:)`, `frame(minWidth:)`).
        case atLeast(Double)
        /// The part spans the width it is offered (`frame(maxWidth: .infinity)`).
        case fullWidth

        /// `unset`, `54pt` or `full`.
        public var description: String {
            switch self {
            case .unset: "unset"
            case .atLeast(let points): PointSizeText.format(points)
            case .fullWidth: "full"
            }
        }
    }

    /// The part.
    public var part: PartID
    /// The minimum height.
    public var height: Side
    /// The minimum width.
    public var width: Side

    /// Creates a target.
    public init(part: PartID, height: Side, width: Side) {
        self.part = part
        self.height = height
        self.width = width
    }

    /// The spec line: `continue  height 54pt  width full`, aligned by the caller.
    public var columns: [String] { [part.description, "height \(height)", "width \(width)"] }
}
