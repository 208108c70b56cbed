/// The tint a spec names: a SwiftUI system colour, a fixed sRGB colour, or a fixed colour for each
/// appearance (an asset-catalog colour with a dark variant, or a spec's `tint "LIGHT" "DARK"`).
public enum Tint: Hashable, Sendable, CustomStringConvertible {
    /// A system colour, whose value follows appearance and release (`indigo`).
    case system(SystemColor)
    /// A fixed colour, the same in every appearance and release (`#5856D6`).
    case srgb(SRGBColor)
    /// A fixed colour for light mode and another for dark, the same in every release (`#1E6B52 / #5FD4A5`).
    case srgbPair(light: SRGBColor, dark: SRGBColor)

    /// The PermissionPrimerScreen's default tint, `.blue`.
    public static let `default` = Tint.system(.blue)

    /// What separates the light colour from the dark in ``description``: ` / `, which no colour's text holds.
    public static let pairSeparator = " / "

    /// Reads a system colour's SwiftUI name (`indigo`; case-sensitive, like every name in a spec),
    /// a hex colour as `SRGBColor(hex:)` reads it (`#5856D6`, digits in either case), or two hex
    /// colours, light then dark, separated by ` / ` (`#1E6B52 / #5FD4A5`); nil for anything else.
    public init?(parsing text: String) {
        if let separator = text.range(of: Self.pairSeparator) {
            guard case .srgb(let light)? = Tint(parsingOne: String(text[..<separator.lowerBound])),
                  case .srgb(let dark)? = Tint(parsingOne: String(text[separator.upperBound...]))
            else { return nil }
            self = .srgbPair(light: light, dark: dark)
        } else if let one = Tint(parsingOne: text) {
            self = one
        } else {
            return nil
        }
    }

    /// Reads one colour: a system colour's name or a hex colour; nil for anything else, a pair included.
    public init?(parsingOne text: String) {
        if let system = SystemColor(rawValue: text) {
            self = .system(system)
        } else if text.hasPrefix("#"), let color = SRGBColor(parsing: text) {
            self = .srgb(color)
        } else {
            return nil
        }
    }

    /// A tint from a light and a dark colour: `.srgb` when they are the same, `.srgbPair` otherwise.
    public static func fixed(light: SRGBColor, dark: SRGBColor) -> Tint {
        light == dark ? .srgb(light) : .srgbPair(light: light, dark: dark)
    }

    /// The colour the tint shows in `appearance` on `iOS`.
    ///
    /// A system colour gives `SystemColor.value(_:iOS:)`, so nil where that is nil (mint before
    /// iOS 15, any colour on iOS 19 to 25); a fixed colour gives itself, whatever the release, and a
    /// pair its light or dark colour.
    public func resolved(_ appearance: Appearance, iOS: IOSVersion) -> SRGBColor? {
        switch self {
        case .system(let color): color.value(appearance, iOS: iOS)
        case .srgb(let color): color
        case .srgbPair(let light, let dark): appearance == .light ? light : dark
        }
    }

    /// `indigo`, `#5856D6` or `#1E6B52 / #5FD4A5`: text `init(parsing:)` reads back.
    public var description: String {
        switch self {
        case .system(let color): color.rawValue
        case .srgb(let color): color.description
        case .srgbPair(let light, let dark): light.description + Self.pairSeparator + dark.description
        }
    }
}
