import PrimerModel

/// Rounds to two decimals, the precision contrast tools print ratios with.
func twoDecimals(_ value: Double) -> Double { (value * 100).rounded() / 100 }

/// Whether two numbers agree to within `tolerance`.
func nearlyEqual(_ a: Double, _ b: Double, within tolerance: Double = 1e-9) -> Bool { abs(a - b) <= tolerance }

/// An opaque colour from whole 0–255 channels, as published colour tables write them.
func rgb(_ red: Double, _ green: Double, _ blue: Double, _ alpha: Double = 1) -> SRGBColor {
    SRGBColor(red: red, green: green, blue: blue, alpha: alpha)
}

extension IOSVersion {
    /// `IOSVersion(major:minor:)` for test tables.
    static func iOS(_ major: Int, _ minor: Int = 0) -> IOSVersion { IOSVersion(major: major, minor: minor) }
}
