import PrimerAccessibility
import PrimerModel
import PrimerMotion
import PrimerSpec
import PrimerSyntax

/// What VoiceOver finds on the primer screen (the VoiceOver text form (Docs/SpokenStrings.md) rules, the PermissionPrimerScreen's modifiers).
///
/// Reading order: the title (a heading), the message, each benefit row as one combined element
/// (its symbol hidden, its title and text joined as `.combine` joins them), then Continue and skip.
/// The buttons sit in a `safeAreaInset` at the bottom edge: on screen they stay visible below
/// the scrolling content, and VoiceOver, reading top to bottom, reaches them after every benefit.
/// The hero (its symbol and the rings behind it) is hidden.
public struct ScreenTreeBuilder: Hashable, Sendable {
    /// Creates a builder.
    public init() {}

    /// The tree at a Dynamic Type size; the screen has one state.
    public func build(content: ScreenContent, environment: PrimerEnvironment) -> AccessibilityTree {
        let size = environment.dynamicTypeSize
        var elements = [
            element(.screenTitle, content.title, style: .largeTitle, traits: [.header, .staticText], size: size),
            element(.message, content.message, style: .body, traits: [.staticText], size: size),
        ]
        var hidden = [
            HiddenPart(id: .hero, reason: .decorative, textStyle: ScreenMetrics.heroStyle,
                       pointSize: Self.heroDiameter(at: size)),
            HiddenPart(id: .heroSymbol, reason: .decorative, textStyle: ScreenMetrics.heroStyle,
                       pointSize: Self.heroDiameter(at: size) * ScreenMetrics.heroSymbolFraction),
        ]
        for (index, benefit) in content.benefits.enumerated() {
            elements.append(element(.screenBenefit(index), Self.benefitLabel(benefit), style: .headline,
                                    traits: [.staticText], size: size))
            hidden.append(HiddenPart(id: .benefitSymbol(index), reason: .decorative, textStyle: .title2,
                                     pointSize: TextStyle.title2.pointSize(at: size)))
            hidden.append(HiddenPart(id: .benefitText(index), reason: .combined, textStyle: .subheadline,
                                     pointSize: TextStyle.subheadline.pointSize(at: size)))
        }
        elements.append(element(.screenContinue, content.continueTitle, style: .headline, traits: [.button], size: size))
        if let skip = content.skipTitle {
            elements.append(element(.skip, skip, style: .subheadline, traits: [.button], size: size))
        }
        return AccessibilityTree(elements: elements, hiddenParts: hidden)
    }

    /// A row read as one element: its title and text joined as `.combine` joins them (the rule the
    /// permission primer's benefit rows follow too), the hidden symbol adding nothing.
    public static func benefitLabel(_ benefit: ScreenBenefit) -> String {
        CombinedLabel.join([benefit.title, benefit.text])
    }

    /// The hero's diameter: 96 pt scaled with `largeTitle`, never capped.
    public static func heroDiameter(at size: DynamicTypeSize) -> Double {
        ScreenMetrics.heroStyle.scaled(ScreenMetrics.heroDiameter, at: size)
    }

    private func element(_ id: PartID, _ label: String, style: TextStyle, traits: Set<AccessibilityTrait>,
                         size: DynamicTypeSize) -> AccessibilityElement {
        AccessibilityElement(id: id, label: label, traits: traits, textStyle: style, pointSize: style.pointSize(at: size))
    }
}
