import Foundation

/// WCAG relative luminance and contrast ratio, with the settings where tools differ.
///
/// Relative luminance is L = 0.2126 R + 0.7152 G + 0.0722 B on linearised channels (W3C, WCAG
/// "relative luminance"); the contrast ratio is (L_lighter + 0.05) / (L_darker + 0.05), from 1:1
/// to 21:1 (WCAG "contrast ratio"). A translucent foreground is first composited over the
/// background, as axe-core does (WCAG 2.2's contrast definitions, "Alpha").
public struct WCAGContrast: Hashable, Sendable {
    /// The linearisation threshold: 0.04045 unless set to WCAG 2.0's 0.03928.
    public var threshold: LuminanceThreshold
    /// Whether composited channels are rounded to whole numbers before measuring.
    ///
    /// Off by default: the exact composite is what UIKit's system colours (Docs/Colour.md)'s ratios are computed from
    /// (secondaryLabel over 28,28,30 is 5.95:1 exact, 5.94:1 rounded). axe-core's current
    /// `flatten-colors.js` rounds each channel, "as browsers do"; turn this on to match it.
    public var roundsCompositedChannels: Bool

    /// The lowest possible ratio, a colour against itself.
    public static let minimumRatio = 1.0
    /// The highest possible ratio, black against white.
    public static let maximumRatio = 21.0

    /// WCAG's current maths: threshold 0.04045, exact compositing.
    public static let standard = WCAGContrast()

    /// Creates the maths with the given settings.
    public init(threshold: LuminanceThreshold = .current, roundsCompositedChannels: Bool = false) {
        self.threshold = threshold
        self.roundsCompositedChannels = roundsCompositedChannels
    }

    /// One channel on the 0–255 scale, linearised to 0…1.
    public func linearised(_ channel: Double) -> Double {
        let c = min(max(channel.isNaN ? 0 : channel, 0), 255) / 255
        return c <= threshold.value ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
    }

    /// The colour's relative luminance, 0 (black) to 1 (white); alpha is not looked at.
    ///
    /// Flatten a translucent colour first (`flattened(_:on:)`): luminance is a property of what
    /// is painted, not of the paint.
    public func relativeLuminance(of color: SRGBColor) -> Double {
        let luminance = 0.2126 * linearised(color.red) + 0.7152 * linearised(color.green)
            + 0.0722 * linearised(color.blue)
        return min(max(luminance, 0), 1)
    }

    /// What the eye sees where `foreground` is painted on `background`: an opaque colour.
    ///
    /// A translucent background is first composited over opaque white, as axe-core mixes an
    /// element's background stack onto a default white; pass an opaque background to avoid the guess.
    /// The foreground is then composited over it, and rounded if `roundsCompositedChannels`.
    public func flattened(_ foreground: SRGBColor, on background: SRGBColor) -> SRGBColor {
        let backdrop = opaqueBackdrop(background)
        guard !foreground.isOpaque else { return foreground }
        let flat = foreground.composited(over: backdrop)
        return roundsCompositedChannels ? flat.roundedChannels() : flat
    }

    /// The contrast ratio of `foreground` painted on `background`, from 1 to 21.
    ///
    /// The foreground is flattened onto the background first, so a translucent label is measured
    /// as it shows. For two opaque colours the ratio is symmetric.
    public func ratio(of foreground: SRGBColor, on background: SRGBColor) -> Double {
        let backdrop = opaqueBackdrop(background)
        let painted = flattened(foreground, on: backdrop)
        let a = relativeLuminance(of: painted)
        let b = relativeLuminance(of: backdrop)
        let ratio = (max(a, b) + 0.05) / (min(a, b) + 0.05)
        return min(max(ratio, Self.minimumRatio), Self.maximumRatio)
    }

    // MARK: - Helpers

    private func opaqueBackdrop(_ background: SRGBColor) -> SRGBColor {
        guard !background.isOpaque else { return background }
        let flat = background.composited(over: .white)
        return roundsCompositedChannels ? flat.roundedChannels() : flat
    }
}
