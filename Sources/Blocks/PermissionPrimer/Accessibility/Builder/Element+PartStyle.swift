import PrimerAccessibility
import PrimerModel
import PrimerMotion
import PrimerSpec

extension AccessibilityElement {
    /// Creates an element whose style and size come from the part's theme style (`PartStyle.of(id)`).
    public init(id: PartID, label: String, value: String? = nil, hint: String? = nil, traits: Set<AccessibilityTrait> = [],
                at size: DynamicTypeSize) {
        let style = PartStyle.of(id)
        self.init(id: id, label: label, value: value, hint: hint, traits: traits,
                  textStyle: style.textStyle, pointSize: style.pointSize(at: size))
    }
}

extension HiddenPart {
    /// Creates a hidden part whose style and size come from the part's theme style (`PartStyle.of(id)`).
    public init(id: PartID, reason: HiddenReason, at size: DynamicTypeSize) {
        let style = PartStyle.of(id)
        self.init(id: id, reason: reason, textStyle: style.textStyle, pointSize: style.pointSize(at: size))
    }
}
