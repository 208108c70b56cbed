import PrimerAccessibility
import PrimerModel
import PrimerMotion
import PrimerSpec

/// How a part's text or symbol is set: its Dynamic Type style, base size, cap, weight and colour.
public struct PartStyle: Hashable, Sendable {
    /// The text style the part scales with.
    public var textStyle: TextStyle
    /// The point size at Large; nil means the style's own size.
    public var basePointSize: Double?
    /// The largest Dynamic Type size the part still grows at; nil grows at every size.
    public var cap: DynamicTypeSize?
    /// The font weight name (`regular`, `semibold`).
    public var weight: String
    /// The colour token.
    public var color: ColorToken

    /// Creates a style.
    public init(textStyle: TextStyle, basePointSize: Double? = nil, cap: DynamicTypeSize? = nil,
                weight: String = "regular", color: ColorToken) {
        self.textStyle = textStyle
        self.basePointSize = basePointSize
        self.cap = cap
        self.weight = weight
        self.color = color
    }

    /// The point size at a Dynamic Type size, honouring the cap.
    public func pointSize(at size: DynamicTypeSize) -> Double {
        textStyle.scaled(basePointSize ?? textStyle.pointSize(at: .large), at: size, cappedAt: cap)
    }

    /// The style of a part, from the design's Theming section.
    ///
    /// Where the design names no style (Not now, the error line) or no scaling style (the symbol), or
    /// names two styles without saying which part takes which (the sample alert's footnote and
    /// caption: the caption is taken to be its message), the choice is PrimerSpec's and documented in
    /// Docs/Model.md.
    /// A part the primer does not have gets the body style.
    public static func of(_ part: PartID) -> PartStyle {
        if part.name == PartID.benefit(0).name {
            return PartStyle(textStyle: .subheadline, weight: "semibold", color: .textPrimary)
        }
        if part.name == PartID.benefitDetail(0).name {
            return PartStyle(textStyle: .footnote, color: .textSecondary)
        }
        return switch part {
        case .symbol:
            PartStyle(textStyle: .largeTitle, basePointSize: PrimerMetrics.symbolPointSize,
                      cap: PrimerMetrics.fixedPartsCap, color: .textPrimary)
        case .title:
            PartStyle(textStyle: .title, basePointSize: PrimerMetrics.titlePointSize, weight: "semibold", color: .textPrimary)
        case .reason:
            PartStyle(textStyle: .subheadline, color: .textSecondary)
        case .sampleAlert:
            PartStyle(textStyle: .footnote, cap: PrimerMetrics.fixedPartsCap, color: .textPrimary)
        case .sampleAlertCaption:
            PartStyle(textStyle: .caption, cap: PrimerMetrics.fixedPartsCap, color: .textSecondary)
        case .continueButton, .done, .openSettings:
            PartStyle(textStyle: .headline, color: .accentOn)
        case .notNow:
            PartStyle(textStyle: .body, color: .textPrimary)
        case .error:
            PartStyle(textStyle: .footnote, color: .danger)
        default:
            PartStyle(textStyle: .body, color: .textPrimary)
        }
    }
}
