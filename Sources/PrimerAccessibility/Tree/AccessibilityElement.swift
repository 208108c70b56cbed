import PrimerModel

/// One stop of VoiceOver: a part of the block with its label, value, hint, traits and text size.
public struct AccessibilityElement: Hashable, Sendable, Codable, Identifiable {
    /// The part of the block this element is.
    public var id: PartID
    /// What the element is called; VoiceOver reads it first.
    public var label: String
    /// The element's current value, read after the label as `label: value`.
    public var value: String?
    /// What activating the element does, read after a pause.
    public var hint: String?
    /// The element's traits; see ``AccessibilityTrait``.
    public var traits: Set<AccessibilityTrait>
    /// The Dynamic Type style the element's text scales with.
    public var textStyle: TextStyle
    /// The element's text size in points at the environment's Dynamic Type size.
    public var pointSize: Double
    /// Whether the size follows Dynamic Type (the default). False for a part drawn at a fixed size,
    /// such as an SF Symbol with `.font(.system(size: 64))`: ``pointSize`` is then the same at every
    /// Dynamic Type size, ``textStyle`` is not used for it, and `sizes` lines write `fixed` for the style.
    public var scalesWithDynamicType: Bool

    /// Creates an element from every property.
    public init(id: PartID, label: String, value: String? = nil, hint: String? = nil, traits: Set<AccessibilityTrait> = [],
                textStyle: TextStyle, pointSize: Double, scalesWithDynamicType: Bool = true) {
        self.id = id
        self.label = label
        self.value = value
        self.hint = hint
        self.traits = traits
        self.textStyle = textStyle
        self.pointSize = pointSize
        self.scalesWithDynamicType = scalesWithDynamicType
    }

    /// The style column of a `sizes` line: the text style, or `fixed` for a part that does not scale.
    public var sizeStyleName: String { scalesWithDynamicType ? textStyle.rawValue : PointSizeText.fixedStyleName }


    /// What VoiceOver says for the element: description and hint.
    public var voiceOver: VoiceOverText { VoiceOverText(label: label, value: value, hint: hint, traits: traits) }

    /// What VoiceOver says for this element with its words in one language.
    public func voiceOver(in words: VoiceOverWords) -> VoiceOverText {
        VoiceOverText(label: label, value: value, hint: hint, traits: traits, words: words)
    }

    /// What VoiceOver says on reaching the element, without the hint.
    public var voiceOverText: String { voiceOver.text }

    /// Whether the element can be used now (it lacks ``AccessibilityTrait/notEnabled``).
    public var isEnabled: Bool { !traits.contains(.notEnabled) }

    /// Whether the label has something to say (not empty or only whitespace).
    public var hasLabel: Bool { label.contains { !$0.isWhitespace } }
}
