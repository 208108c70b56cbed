import PrimerModel

/// The colours a team's design system gives the PermissionPrimer block's tokens, light and dark.
///
/// The design names its colours only by token (`textPrimary`, `accent`, …) and gives them no values.
/// A spec states the team's own with `theme TOKEN "LIGHT" ["DARK"]`; a token it leaves out takes
/// ``standard``'s colour, the system colour it most plausibly stands for (**choice**, Docs/Colour.md).
public struct PrimerTheme: Hashable, Sendable {
    /// One token's colours.
    public struct TokenColors: Hashable, Sendable {
        /// The colour in light appearance.
        public var light: ThemeColor
        /// The colour in dark appearance.
        public var dark: ThemeColor

        /// Both appearances, one colour each.
        public init(light: ThemeColor, dark: ThemeColor) {
            self.light = light
            self.dark = dark
        }

        /// One colour in both appearances (a system colour still follows the appearance).
        public init(_ color: ThemeColor) { self.init(light: color, dark: color) }
    }

    /// The colour each token takes; a token not listed takes ``standard``'s.
    public var colors: [ColorToken: TokenColors]

    /// A theme giving the listed tokens their colours.
    public init(_ colors: [ColorToken: TokenColors] = [:]) { self.colors = colors }

    /// PrimerSpec's default (**choice**): each token as the system colour it most plausibly stands for.
    /// Text tokens are UIKit's labels, surfaces its grouped backgrounds, the accent the colour of an
    /// empty AccentColor asset (system blue) with white on it, success green and danger red.
    public static let standard = PrimerTheme([
        .textPrimary: TokenColors(.semantic(.label)),
        .textSecondary: TokenColors(.semantic(.secondaryLabel)),
        .surface: TokenColors(.semantic(.secondarySystemBackground)),
        .surfaceElevated: TokenColors(.semantic(.elevatedSecondarySystemBackground)),
        .accent: TokenColors(.system(.blue)),
        .accentOn: TokenColors(.white),
        .success: TokenColors(.system(.green)),
        .danger: TokenColors(.system(.red)),
        .separator: TokenColors(.semantic(.separator)),
    ])

    /// The screen the block sits on, which no token names: `systemBackground` (**choice**).
    public static let screenBackground = ThemeColor.semantic(.systemBackground)

    /// A token's colour in an appearance: the theme's, else the standard one.
    public func color(_ token: ColorToken, _ appearance: Appearance) -> ThemeColor {
        let colors = colors[token] ?? Self.standard.colors[token] ?? TokenColors(.semantic(.label))
        return appearance == .light ? colors.light : colors.dark
    }
}

/// A colour a theme gives a token: a SwiftUI system colour, a UIKit semantic colour, white, or an
/// sRGB value.
public enum ThemeColor: Hashable, Sendable, CustomStringConvertible {
    /// A system colour, following appearance and release (`green`).
    case system(SystemColor)
    /// A UIKit semantic colour, following appearance and release (`secondaryLabel`).
    case semantic(SemanticColor)
    /// Opaque white in both appearances.
    case white
    /// A fixed sRGB colour (`#0A6E5C`).
    case srgb(SRGBColor)

    /// The forms ``init(parsing:)`` reads, for messages.
    public static let forms = "sRGB hex such as \"#0A6E5C\", a system colour (\(SystemColor.allCases.map(\.rawValue).joined(separator: ", "))), "
        + "a UIKit colour (\(SemanticColor.allCases.map(\.rawValue).joined(separator: ", "))), white or black"

    /// Reads `#RRGGBB`, a system or semantic colour's name, `white` or `black`; nil for anything else.
    public init?(parsing text: String) {
        if text == "white" {
            self = .white
        } else if text == "black" {
            self = .srgb(SRGBColor(red: 0, green: 0, blue: 0))
        } else if let semantic = SemanticColor(rawValue: text) {
            self = .semantic(semantic)
        } else if let tint = Tint(parsingOne: text) {
            switch tint {
            case .system(let color): self = .system(color)
            case .srgb(let color): self = .srgb(color)
            case .srgbPair: return nil
            }
        } else {
            return nil
        }
    }

    /// The sRGB value in an appearance on a release; nil where the release has none.
    public func value(_ appearance: Appearance, iOS: IOSVersion) -> SRGBColor? {
        switch self {
        case .system(let color): color.value(appearance, iOS: iOS)
        case .semantic(let color): color.value(appearance, iOS: iOS)
        case .white: .white
        case .srgb(let color): color
        }
    }

    /// `green`, `secondaryLabel`, `white` or `#0A6E5C`.
    public var description: String {
        switch self {
        case .system(let color): color.rawValue
        case .semantic(let color): color.rawValue
        case .white: "white"
        case .srgb(let color): color.description
        }
    }
}
