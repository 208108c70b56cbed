import Foundation

/// The colour spaces Xcode's colour-set editor writes as `color-space` (Apple, Asset Catalog Format
/// Reference, "Named Color Type" and "Image Set Type":
/// https://developer.apple.com/library/archive/documentation/Xcode/Reference/xcode_ref-Asset_Catalog_Format/Named_Color.html),
/// and how each becomes sRGB, the space WCAG's contrast is defined in.
///
/// The conversions, from Apple's descriptions of the Core Graphics spaces:
/// - `srgb`, `extended-srgb`: the components are sRGB already.
/// - `extended-linear-srgb`: sRGB primaries with a linear transfer function (`CGColorSpace.extendedLinearSRGB`),
///   so each component is encoded with the sRGB transfer function.
/// - `display-p3`: "the DCI P3 primaries, a D65 white point, and the sRGB transfer function"
///   (`CGColorSpace.displayP3`). The reader converts rather than reading it as sRGB, because a P3 value
///   read as sRGB is a visibly different colour and the contrast would be measured on the wrong one:
///   decode with the sRGB transfer function, multiply by the linear Display P3 → XYZ (D65) and XYZ →
///   linear sRGB matrices of CSS Color Module Level 4, "Sample code for color conversions"
///   (https://www.w3.org/TR/css-color-4/#color-conversion-code, `lin_P3_to_XYZ` and `XYZ_to_lin_sRGB`,
///   written there as exact fractions), and encode again. Both spaces share the D65 white, so no
///   chromatic adaptation is needed.
/// - `gray-gamma-22`, `extended-gray`: a grey with "an exponential transfer function with a power of
///   2.2" (`CGColorSpace.genericGrayGamma2_2`; `extendedGray` has "the same colorimetry"), so the
///   luminance is white^2.2, encoded as the same sRGB value in all three channels.
///
/// A colour outside sRGB after conversion (a saturated P3 colour, an extended component) is clipped
/// to 0…1 per channel, a choice: CSS maps a gamut more gently, but clipping is what a display without
/// the wider gamut does, and the reader says it clipped.
package enum AssetColorSpace: String, CaseIterable, Hashable, Sendable {
    /// sRGB, components 0…1.
    case srgb
    /// sRGB whose components may lie outside 0…1.
    case extendedSRGB = "extended-srgb"
    /// Display P3, components 0…1.
    case displayP3 = "display-p3"
    /// Linear-light sRGB whose components may lie outside 0…1.
    case extendedLinearSRGB = "extended-linear-srgb"
    /// Grey with a 2.2 gamma, one `white` component 0…1.
    case grayGamma22 = "gray-gamma-22"
    /// Grey with a 2.2 gamma whose component may lie outside 0…1.
    case extendedGray = "extended-gray"

    /// Whether the space takes one `white` component rather than red, green and blue.
    package var isGray: Bool {
        self == .grayGamma22 || self == .extendedGray
    }

    /// Whether a fractional component may lie outside 0…1 (Core Graphics' extended-range spaces).
    package var isExtended: Bool {
        self == .extendedSRGB || self == .extendedLinearSRGB || self == .extendedGray
    }

    /// The component names the space takes, in order (`alpha` aside).
    package var componentNames: [String] {
        isGray ? ["white"] : ["red", "green", "blue"]
    }

    /// The sRGB red, green and blue (0…1, not yet clipped) of components in this space, in
    /// ``componentNames`` order.
    package func srgbComponents(_ components: [Double]) -> [Double] {
        switch self {
        case .srgb, .extendedSRGB:
            return components
        case .extendedLinearSRGB:
            return components.map(Self.encodeSRGB)
        case .displayP3:
            let linear = components.map(Self.decodeSRGB)
            return Self.linearP3ToLinearSRGB.map { row in
                zip(row, linear).reduce(0) { $0 + $1.0 * $1.1 }
            }.map(Self.encodeSRGB)
        case .grayGamma22, .extendedGray:
            let white = components.first ?? 0
            let luminance = white < 0 ? -pow(-white, 2.2) : pow(white, 2.2)
            let encoded = Self.encodeSRGB(luminance)
            return [encoded, encoded, encoded]
        }
    }

    // MARK: - The conversion's pieces

    /// The sRGB transfer function's inverse, extended to negatives by reflection (CSS Color 4 `lin_sRGB`).
    static func decodeSRGB(_ value: Double) -> Double {
        let magnitude = abs(value)
        let linear = magnitude <= 0.04045 ? magnitude / 12.92 : pow((magnitude + 0.055) / 1.055, 2.4)
        return value < 0 ? -linear : linear
    }

    /// The sRGB transfer function, extended to negatives by reflection (CSS Color 4 `gam_sRGB`).
    static func encodeSRGB(_ value: Double) -> Double {
        let magnitude = abs(value)
        let encoded = magnitude <= 0.0031308 ? 12.92 * magnitude : 1.055 * pow(magnitude, 1 / 2.4) - 0.055
        return value < 0 ? -encoded : encoded
    }

    /// Linear Display P3 → CIE XYZ (D65): CSS Color 4's `lin_P3_to_XYZ`.
    static let linearP3ToXYZ: [[Double]] = [
        [608_311 / 1_250_200, 189_793 / 714_400, 198_249 / 1_000_160],
        [35_783 / 156_275, 247_089 / 357_200, 198_249 / 2_500_400],
        [0, 32_229 / 714_400, 5_220_557 / 5_000_800],
    ]

    /// CIE XYZ (D65) → linear sRGB: CSS Color 4's `XYZ_to_lin_sRGB`.
    static let xyzToLinearSRGB: [[Double]] = [
        [12_831 / 3_959, -329 / 214, -1_974 / 3_959],
        [-851_781 / 878_810, 1_648_619 / 878_810, 36_519 / 878_810],
        [705 / 12_673, -2_585 / 12_673, 705 / 667],
    ]

    /// The product of the two: linear Display P3 → linear sRGB.
    static let linearP3ToLinearSRGB: [[Double]] = xyzToLinearSRGB.map { row in
        (0..<3).map { column in (0..<3).reduce(0) { $0 + row[$1] * linearP3ToXYZ[$1][column] } }
    }
}
