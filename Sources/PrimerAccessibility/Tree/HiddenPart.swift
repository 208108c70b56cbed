import PrimerModel

/// A part the block shows but VoiceOver does not read, kept for its size.
///
/// The large symbol is hidden from VoiceOver, yet its size under Dynamic Type is part of the
/// specification (it stops growing at ``Metrics/fixedPartsCap``), so the tree keeps it here.
public struct HiddenPart: Hashable, Sendable, Codable, Identifiable {
    /// The part.
    public var id: PartID
    /// Why VoiceOver skips it.
    public var reason: HiddenReason
    /// The Dynamic Type style the part scales with.
    public var textStyle: TextStyle
    /// The part's size in points at the environment's Dynamic Type size.
    public var pointSize: Double
    /// Whether the size follows Dynamic Type (the default); false for a fixed frame or font size,
    /// written `fixed` in `sizes` lines (see ``AccessibilityElement/scalesWithDynamicType``).
    public var scalesWithDynamicType: Bool

    /// Creates a hidden part from every property.
    public init(id: PartID, reason: HiddenReason, textStyle: TextStyle, pointSize: Double,
                scalesWithDynamicType: Bool = true) {
        self.id = id
        self.reason = reason
        self.textStyle = textStyle
        self.pointSize = pointSize
        self.scalesWithDynamicType = scalesWithDynamicType
    }

    /// The style column of a `sizes` line: the text style, or `fixed` for a part that does not scale.
    public var sizeStyleName: String { scalesWithDynamicType ? textStyle.rawValue : PointSizeText.fixedStyleName }

}
