/// A UIKit semantic colour for backgrounds, text and separators, whose value depends on
/// appearance and iOS release.
///
/// The raw value is the UIKit name; the elevated backgrounds, which UIKit picks by itself for an
/// interface layered over another (sheets, popovers; HIG › Dark Mode), are separate cases so a
/// lookup needs only appearance and release. Values are UIKit's system colours (Docs/Colour.md) "Backgrounds and labels",
/// verified in all three WebKit dumps of UIKit's runtime colours [A] and in other sources.
public enum SemanticColor: String, CaseIterable, Hashable, Sendable, Codable, CustomStringConvertible {
    /// `systemBackground` at the base level: white in light mode, black in dark mode.
    case systemBackground
    /// `systemBackground` at the elevated level: white in light mode, 28,28,30 in dark mode.
    case elevatedSystemBackground
    /// `secondarySystemBackground` at the base level: 242,242,247 light, 28,28,30 dark.
    case secondarySystemBackground
    /// `secondarySystemBackground` at the elevated level: 242,242,247 light, 44,44,46 dark.
    case elevatedSecondarySystemBackground
    /// `label`, SwiftUI's `.primary`: opaque black in light mode, opaque white in dark mode.
    case label
    /// `secondaryLabel`: 60,60,67 at 0.6 light, 235,235,245 at 0.6 dark.
    case secondaryLabel
    /// `tertiaryLabel`: 60,60,67 light and 235,235,245 dark, at 0.3 (0.298 from iOS 16).
    case tertiaryLabel
    /// `separator`: 60,60,67 at 0.29 light and 84,84,88 at 0.6 dark, then 0.12 and 0.5 on iOS 26.
    ///
    /// One source only (WebKit's dumps [A]), unlike the rest of this table.
    case separator

    /// The colour's sRGB value, with its alpha, in `appearance` on `iOS`.
    ///
    /// Nil before iOS 13 and for iOS 19 to 25, which Apple skipped, as for `SystemColor`.
    public func value(_ appearance: Appearance, iOS: IOSVersion) -> SRGBColor? {
        guard let release = ColorRelease(iOS) else { return nil }
        let light = appearance == .light
        let grey = SRGBColor(red: 60, green: 60, blue: 67)
        let pale = SRGBColor(red: 235, green: 235, blue: 245)
        switch self {
        case .systemBackground:
            return light ? .white : .black
        case .elevatedSystemBackground:
            return light ? .white : SRGBColor(red: 28, green: 28, blue: 30)
        case .secondarySystemBackground:
            return light ? SRGBColor(red: 242, green: 242, blue: 247) : SRGBColor(red: 28, green: 28, blue: 30)
        case .elevatedSecondarySystemBackground:
            return light ? SRGBColor(red: 242, green: 242, blue: 247) : SRGBColor(red: 44, green: 44, blue: 46)
        case .label:
            return light ? .black : .white
        case .secondaryLabel:
            return (light ? grey : pale).withAlpha(0.6)
        case .tertiaryLabel:
            return (light ? grey : pale).withAlpha(Self.tertiaryLabelAlpha(iOS))
        case .separator:
            let alpha = release >= .iOS26 ? (light ? 0.12 : 0.5) : (light ? 0.29 : 0.6)
            return (light ? grey : SRGBColor(red: 84, green: 84, blue: 88)).withAlpha(alpha)
        }
    }

    /// `tertiaryLabel`'s alpha: 0.3 up to iOS 15, 0.298 from iOS 16 (both appearances).
    ///
    /// This is the one change inside the iOS 15–18 span, so the lookup takes the version,
    /// not only its `ColorRelease`.
    public static func tertiaryLabelAlpha(_ iOS: IOSVersion) -> Double {
        iOS.major >= 16 ? 0.298 : 0.3
    }

    public var description: String { rawValue }
}
