/// Where the sRGB linearisation switches from the straight line to the power curve.
///
/// WCAG's relative luminance linearises each channel c (0 to 1) as c / 12.92 at or below the
/// threshold and ((c + 0.055) / 1.055)^2.4 above it. WCAG 2.0 (2008) printed 0.03928; the W3C
/// changed the text to the sRGB standard's 0.04045 in May 2021 (w3c/wcag PR #1780), noting it makes
/// no practical difference. For 8-bit channels it makes none at all: no whole number v from 0 to
/// 255 has 0.03928 < v/255 ≤ 0.04045 (10/255 ≈ 0.03922, 11/255 ≈ 0.04314). Only fractional
/// channels, such as those alpha compositing gives, can land between the two.
/// axe-core used 0.03928 up to v4.11.0 and 0.04045 from v4.11.1.
public enum LuminanceThreshold: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    /// 0.04045: the sRGB standard's value, in WCAG's text since May 2021 (WCAG 2.1 and 2.2).
    case current
    /// 0.03928: the value WCAG 2.0 printed, used by axe-core up to v4.11.0.
    case wcag20

    /// The threshold on the 0–1 channel scale.
    public var value: Double {
        switch self {
        case .current: 0.04045
        case .wcag20: 0.03928
        }
    }

    public var description: String { rawValue }
}
