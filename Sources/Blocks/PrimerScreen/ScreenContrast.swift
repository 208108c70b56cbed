import PrimerAccessibility
import PrimerModel
import PrimerMotion
import PrimerSpec
import PrimerSyntax

/// The colours the primer screen sets, with their WCAG contrast ratios (UIKit's system colours (Docs/Colour.md) and §8).
///
/// - The hero symbol and Continue's title use PermissionPrimerScreen's contrast-picked foreground on the tint:
///   black only when the tint's luminance is above 0.5, else white.
/// - The title and each benefit's title use the default foreground, `label`, on `systemBackground`.
/// - The message, each benefit's text and the skip title use `.secondary`, modelled as
///   `secondaryLabel` (a choice: Apple documents `.secondary` only as the second level of the
///   foreground style) on `systemBackground`. The skip button sits on `.bar`, a material whose
///   colour depends on what is behind it; it is modelled as `systemBackground` too (a choice).
/// - The hero symbol and each benefit symbol are decorative (hidden from VoiceOver), so WCAG 1.4.11
///   does not ask 3:1 of them; their pairs are listed so a reviewer sees what the tint gives.
/// - Continue's fill is a shape against `systemBackground` (WCAG 1.4.11), its title text on the fill.
/// - Text roles carry the style and weight: `headline` is semibold (600), which WCAG's "bold"
///   (700 and up, as axe-core reads it) does not include (a choice); the title is `largeTitle.bold()`.
public struct ScreenContrast: Hashable, Sendable {
    /// The iOS release whose system colours to use.
    public var iOS: IOSVersion
    /// How ratios are computed.
    public var contrast: WCAGContrast
    /// The design whose fonts set each text's role (a copy's own styles and weights).
    public var design: ScreenDesign

    /// Creates the model.
    public init(iOS: IOSVersion, contrast: WCAGContrast = .standard, design: ScreenDesign = .published) {
        self.iOS = iOS
        self.contrast = contrast
        self.design = design
    }

    /// Every pair, top to bottom; empty when the release has no value for a colour.
    public func pairs(_ content: ScreenContent, appearance: Appearance) -> [ContrastPair] {
        guard let tint = content.tint.resolved(appearance, iOS: iOS),
              let background = SemanticColor.systemBackground.value(appearance, iOS: iOS),
              let secondary = SemanticColor.secondaryLabel.value(appearance, iOS: iOS),
              let label = SemanticColor.label.value(appearance, iOS: iOS)
        else { return [] }
        // PermissionPrimerScreen picks black or white from the tint's colour alone; what a person sees, and what the
        // ratio measures, is the tint as painted over the screen's background in this appearance.
        let picked = ContrastingForeground(tint: tint, contrast: contrast)
        let shownTint = tint.isOpaque ? tint : contrast.flattened(tint, on: background)
        let tintName = Self.name(content.tint, shown: tint)
        // Each colour's `rgb(…)` text written once: the pairs name a few colours many times.
        var texts = ColorTexts()
        func pair(_ part: PartID, _ role: ContrastPair.Role, _ foreground: (String, SRGBColor),
                  on back: (String, SRGBColor)) -> ContrastPair {
            ContrastPair(part: part, role: role,
                         foreground: ContrastPair.NamedColor(name: foreground.0, value: texts.rgb(foreground.1)),
                         background: ContrastPair.NamedColor(name: back.0, value: texts.rgb(back.1)),
                         ratio: contrast.ratio(of: foreground.1, on: back.1))
        }
        let onTint = (picked.choice.rawValue, picked.foreground)
        let tintShown = (tintName, shownTint)
        let system = ("systemBackground", background)
        let secondaryText = ("secondaryLabel", secondary)
        let primaryText = ("label", label)
        func text(_ font: ScreenDesign.Font) -> ContrastPair.Role { .text(font.style, bold: font.bold) }
        var pairs = [pair(.heroSymbol, .decorative, onTint, on: tintShown),
                     pair(.screenTitle, text(design.titleFont), primaryText, on: system),
                     pair(.message, text(design.messageFont), secondaryText, on: system)]
        for index in content.benefits.indices {
            pairs.append(pair(.benefitSymbol(index), .decorative, tintShown, on: system))
            pairs.append(pair(.screenBenefit(index), text(design.benefitTitleFont), primaryText, on: system))
            pairs.append(pair(.benefitText(index), text(design.benefitTextFont), secondaryText, on: system))
        }
        pairs.append(pair(.screenContinue, .shape, tintShown, on: system))
        pairs.append(pair(.screenContinue, text(design.continueFont), onTint, on: tintShown))
        if content.skipTitle != nil {
            pairs.append(pair(.skip, text(design.skipFont), secondaryText, on: system))
        }
        return pairs
    }

    /// A system colour by its SwiftUI name; an sRGB tint by its value, and a pair by the value `shown`
    /// in the appearance at hand.
    static func name(_ tint: Tint, shown: SRGBColor) -> String {
        switch tint {
        case .system(let color): color.rawValue
        case .srgb(let color): ContrastPair.NamedColor.rgb(color)
        case .srgbPair: ContrastPair.NamedColor.rgb(shown)
        }
    }

}
