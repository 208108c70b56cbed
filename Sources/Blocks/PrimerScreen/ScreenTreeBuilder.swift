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
///
/// A copy of the design (``ScreenDesign``) changes what its modifiers say: a title without the
/// header trait reads as plain text, a row without `.combine` reads as its title and then its text,
/// a label replaces a part's text, and each text keeps the style its `.font(…)` gives.
public struct ScreenTreeBuilder: Hashable, Sendable {
    /// The design the screen's modifiers come from.
    public var design: ScreenDesign

    /// Creates a builder.
    public init(design: ScreenDesign = .published) {
        self.design = design
    }

    /// The tree at a Dynamic Type size; the screen has one state.
    public func build(content: ScreenContent, environment: PrimerEnvironment) -> AccessibilityTree {
        build(content: content, benefitLabels: content.benefits.map(Self.benefitLabel), environment: environment)
    }

    /// The tree with the benefit rows' combined labels already worked out (`benefitLabels` must be
    /// `content.benefits.map(ScreenTreeBuilder.benefitLabel)`; a model keeps them).
    public func build(content: ScreenContent, benefitLabels: [String], environment: PrimerEnvironment) -> AccessibilityTree {
        let size = environment.dynamicTypeSize
        // (The trait sets are shared constants: a set literal is built and hashed each time.)
        func traits(_ text: ScreenDesign.TextAccessibility) -> Set<AccessibilityTrait> {
            text.isHeader ? TraitSets.heading : TraitSets.staticText
        }
        var elements: [AccessibilityElement] = []
        elements.reserveCapacity(4 + content.benefits.count * 2)
        elements += [
            element(.screenTitle, design.title.label ?? content.title, style: design.titleFont.style,
                    traits: traits(design.title), size: size),
            element(.message, design.message.label ?? content.message, style: design.messageFont.style,
                    traits: traits(design.message), size: size),
        ]
        let diameter = Self.heroDiameter(at: size, design: design)
        var hidden: [HiddenPart] = []
        hidden.reserveCapacity(2 + content.benefits.count * 2)
        hidden += [
            HiddenPart(id: .hero, reason: .decorative, textStyle: design.heroStyle, pointSize: diameter),
            HiddenPart(id: .heroSymbol, reason: .decorative, textStyle: design.heroStyle,
                       pointSize: diameter * design.heroSymbolFraction),
        ]
        let titleStyle = design.benefitTitleFont.style
        let textStyle = design.benefitTextFont.style
        for (index, benefit) in content.benefits.enumerated() {
            hidden.append(HiddenPart(id: .benefitSymbol(index), reason: .decorative, textStyle: design.benefitSymbolStyle,
                                     pointSize: design.benefitSymbolStyle.pointSize(at: size)))
            if design.benefitCombined {
                elements.append(element(.screenBenefit(index), benefitLabels[index], style: titleStyle,
                                        traits: TraitSets.staticText, size: size))
                hidden.append(HiddenPart(id: .benefitText(index), reason: .combined, textStyle: textStyle,
                                         pointSize: textStyle.pointSize(at: size)))
            } else {
                // Without `.combine` VoiceOver stops on the row's title, then on its text.
                elements.append(element(.screenBenefit(index), benefit.title, style: titleStyle, traits: TraitSets.staticText,
                                        size: size))
                elements.append(element(.benefitText(index), benefit.text, style: textStyle, traits: TraitSets.staticText,
                                        size: size))
            }
        }
        elements.append(element(.screenContinue, design.continueLabel ?? content.continueTitle,
                                style: design.continueFont.style, traits: TraitSets.button, size: size))
        if let skip = content.skipTitle {
            elements.append(element(.skip, design.skipLabel ?? skip, style: design.skipFont.style, traits: TraitSets.button,
                                    size: size))
        }
        return AccessibilityTree(elements: elements, hiddenParts: hidden)
    }

    /// A row read as one element: its title and text joined as `.combine` joins them (the rule the
    /// permission primer's benefit rows follow too), the hidden symbol adding nothing.
    public static func benefitLabel(_ benefit: ScreenBenefit) -> String {
        CombinedLabel.join(benefit.title, benefit.text)
    }

    /// The published hero's diameter: 96 pt scaled with `largeTitle`, never capped.
    public static func heroDiameter(at size: DynamicTypeSize) -> Double {
        heroDiameter(at: size, design: .published)
    }

    /// The hero's diameter in a design: its `heroSize` scaled with its style, never capped.
    public static func heroDiameter(at size: DynamicTypeSize, design: ScreenDesign) -> Double {
        design.heroStyle.scaled(design.heroDiameter, at: size)
    }

    private func element(_ id: PartID, _ label: String, style: TextStyle, traits: Set<AccessibilityTrait>,
                         size: DynamicTypeSize) -> AccessibilityElement {
        AccessibilityElement(id: id, label: label, traits: traits, textStyle: style, pointSize: style.pointSize(at: size))
    }
}
