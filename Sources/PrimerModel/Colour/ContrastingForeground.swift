/// Black or white text for a tint, by the PermissionPrimerScreen's rule, with the WCAG ratio it reaches.
///
/// The PermissionPrimerScreen (`PermissionPrimerScreen`) draws its hero symbol and its Continue title on the tint
/// and picks their colour from the tint alone: it sums the tint's linear red, green and blue with
/// weights 0.2126, 0.7152 and 0.0722, and uses black only when that sum is strictly above 0.5,
/// white otherwise. The rule is not "whichever contrasts more": saturated tints such as `.blue`
/// and `.indigo` get white even where black would measure higher (on light `.blue`, white is
/// 4.02:1 and black 5.23:1), so `contrastRatio` reports how the picked colour actually does.
///
/// The sum is WCAG's relative luminance with the 0.04045 threshold, the sRGB transfer function
/// SwiftUI's linear components use. PermissionPrimerScreen reads the resolved colour's components and not its
/// opacity, so the tint's alpha does not enter the choice; it does enter `contrastRatio`, where a
/// translucent tint is measured as `WCAGContrast` flattens it. PermissionPrimerScreen paints the tint as a
/// gradient (`tint.gradient`); the model measures the flat tint.
public struct ContrastingForeground: Hashable, Sendable {
    /// The two colours the rule chooses between.
    public enum Choice: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
        /// Opaque black, for light tints.
        case black
        /// Opaque white, for every other tint.
        case white

        /// The choice as a colour.
        public var color: SRGBColor { self == .black ? .black : .white }

        public var description: String { rawValue }
    }

    /// Luminance strictly above this gives black text; at or below it, white.
    public static let blackAbove = 0.5

    /// The tint the text sits on.
    public let tint: SRGBColor
    /// The tint's luminance by PermissionPrimerScreen's sum, 0 to 1.
    public let luminance: Double
    /// Black or white.
    public let choice: Choice
    /// The WCAG contrast ratio of the chosen colour on the tint, 1 to 21.
    public let contrastRatio: Double

    /// Applies the rule to `tint`; `contrast` sets how the ratio is measured.
    public init(tint: SRGBColor, contrast: WCAGContrast = .standard) {
        self.tint = tint
        luminance = WCAGContrast(threshold: .current).relativeLuminance(of: tint.opaque)
        choice = luminance > Self.blackAbove ? .black : .white
        contrastRatio = contrast.ratio(of: choice.color, on: tint)
    }

    /// Applies the rule to a spec's tint as it resolves; nil where the tint has no value there.
    public init?(tint: Tint, _ appearance: Appearance, iOS: IOSVersion, contrast: WCAGContrast = .standard) {
        guard let color = tint.resolved(appearance, iOS: iOS) else { return nil }
        self.init(tint: color, contrast: contrast)
    }

    /// The chosen foreground colour.
    public var foreground: SRGBColor { choice.color }
}
