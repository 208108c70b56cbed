import PrimerAccessibility
import PrimerModel
import PrimerMotion
import PrimerSpec
import PrimerSyntax

/// The colours the Permission Priming templates' views draw, with their WCAG contrast ratios, in one appearance.
///
/// - The illustration is the tint (`.foregroundStyle(.tint)`) on a circle of the accent colour at
///   0.12 over `systemBackground` (the priming view's background): a graphic VoiceOver reads, for
///   WCAG 1.4.11; so is the denied view's symbol.
/// - The titles are `.title2` bold; Enable's and Open Settings' titles are `.body` semibold, which
///   WCAG's "bold" (700 and up) does not include (**choice**); their fills are shapes (1.4.11).
/// - The titles are `label` (the default foreground) on `systemBackground`.
/// - The description, Not Now (`.foregroundStyle(.secondary)`), the denied symbol and the denied line
///   are `.secondary`, modelled as `secondaryLabel` (**choice**: Apple documents `.secondary` only as
///   the second level of the foreground style).
/// - Enable and Open Settings (`.borderedProminent`) are white on the tint (**choice**: the style's
///   label colour is not documented).
/// - The tint is the app's accent colour; without one in the spec, system blue (**choice**: the
///   colour of an empty AccentColor asset). The denied view sets no background: it is taken to sit on
///   `systemBackground` at the base level, as is the priming view (**choice**; inside a sheet in
///   dark mode the elevated background would apply).
public struct PrimingContrast: Hashable, Sendable {
    /// The iOS release whose system colours to use.
    public var iOS: IOSVersion
    /// The accent colour.
    public var tint: Tint
    /// How ratios are computed.
    public var contrast: WCAGContrast
    /// The design: the text styles and weights of the titles, the description and the denied line.
    public var design: PrimingDesign

    /// Creates the model.
    public init(iOS: IOSVersion, tint: Tint = .default, contrast: WCAGContrast = .standard,
                design: PrimingDesign = .published) {
        self.iOS = iOS
        self.tint = tint
        self.contrast = contrast
        self.design = design
    }

    /// Every pair, top to bottom (priming view, then denied view); empty when the release has no
    /// value for a colour.
    public func pairs(appearance: Appearance) -> [ContrastPair] {
        guard let accent = tint.resolved(appearance, iOS: iOS),
              let background = SemanticColor.systemBackground.value(appearance, iOS: iOS),
              let label = SemanticColor.label.value(appearance, iOS: iOS),
              let secondary = SemanticColor.secondaryLabel.value(appearance, iOS: iOS)
        else { return [] }
        let tintName = Self.name(tint, shown: accent)
        let circle = accent.withAlpha(PrimingMetrics.illustrationCircleOpacity).composited(over: background)
        let circleName = "\(tintName).opacity(\(NumberText.compact(PrimingMetrics.illustrationCircleOpacity)))"
        func text(_ part: PartID) -> ContrastPair.Role {
            .text(design.style(part), bold: design.bold.contains(part))
        }
        // Each colour's `rgb(…)` text written once: the pairs name a few colours many times.
        var texts = ColorTexts()
        func pair(_ part: PartID, _ role: ContrastPair.Role, _ foreground: (String, SRGBColor),
                  on back: (String, SRGBColor)) -> ContrastPair {
            ContrastPair(part: part, role: role,
                         foreground: ContrastPair.NamedColor(name: foreground.0, value: texts.rgb(foreground.1)),
                         background: ContrastPair.NamedColor(name: back.0, value: texts.rgb(back.1)),
                         ratio: contrast.ratio(of: foreground.1, on: back.1))
        }
        let system = ("systemBackground", background)
        let primary = ("label", label)
        let secondaryText = ("secondaryLabel", secondary)
        let white = ("white", SRGBColor.white)
        let onTint = (tintName, accent)
        return [
            pair(PrimingPart.illustration, .graphic, onTint, on: (circleName, circle)),
            pair(PrimingPart.title, text(PrimingPart.title), primary, on: system),
            pair(PrimingPart.description, text(PrimingPart.description), secondaryText, on: system),
            pair(PrimingPart.enable, .shape, onTint, on: system),
            pair(PrimingPart.enable, .text(.body, bold: false), white, on: onTint),
            pair(PrimingPart.notNow, .text(.body, bold: false), secondaryText, on: system),
            pair(PrimingPart.deniedSymbol, .graphic, secondaryText, on: system),
            pair(PrimingPart.deniedTitle, text(PrimingPart.deniedTitle), primary, on: system),
            pair(PrimingPart.deniedLine, text(PrimingPart.deniedLine), secondaryText, on: system),
            pair(PrimingPart.openSettings, .shape, onTint, on: system),
            pair(PrimingPart.openSettings, .text(.body, bold: false), white, on: onTint),
        ]
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
