/// One of SwiftUI's thirteen system colours, whose values depend on appearance and iOS release.
///
/// The raw value is the SwiftUI name (`Color.indigo` is `indigo`). Values are the default-contrast,
/// base-level sRGB values of UIKit's system colours (Docs/Colour.md). Where sources disagree, the value UIKit really returns
/// (WebKit's layout-test dumps, source [A]) wins, and the doc comment at the value says what the
/// other source says. Increased-contrast variants are not modelled.
///
/// Choices where sources disagree (see also `Docs/Colour.md`):
/// - dark indigo, iOS 26: 107,93,255 (runtime) over the HIG's 109,124,255;
/// - dark mint, iOS 15–18: 99,230,226 (code dumps [C]) over the HIG's 102,212,207;
/// - light brown, iOS 15–18: 162,132,94 (runtime) over the HIG's 165,132,94;
/// - mint and cyan, iOS 26: the HIG's values, the only source (`isHIGOnly(in:)`).
public enum SystemColor: String, CaseIterable, Hashable, Sendable, Codable, CustomStringConvertible {
    /// `Color.blue` (UIKit `systemBlue`), PermissionPrimerScreen's default tint.
    case blue
    /// `Color.indigo` (`systemIndigo`); on iOS 13–14, UIKit's value (see `firstRelease`).
    case indigo
    /// `Color.green` (`systemGreen`).
    case green
    /// `Color.red` (`systemRed`).
    case red
    /// `Color.orange` (`systemOrange`).
    case orange
    /// `Color.yellow` (`systemYellow`).
    case yellow
    /// `Color.pink` (`systemPink`).
    case pink
    /// `Color.purple` (`systemPurple`).
    case purple
    /// `Color.teal` (`systemTeal`), redefined in iOS 15; on iOS 13–14, UIKit's value.
    case teal
    /// `Color.mint` (`systemMint`), iOS 15+.
    case mint
    /// `Color.cyan` (`systemCyan`), iOS 15+.
    case cyan
    /// `Color.brown` (`systemBrown`), iOS 15+ in SwiftUI.
    case brown
    /// `Color.gray` (`systemGray`), the same in light and dark.
    case gray

    /// The colour's sRGB value in `appearance` on `iOS`.
    ///
    /// Nil for a release the model has no table for (before iOS 13, and 19 to 25, which Apple
    /// skipped), and for mint, cyan and brown before iOS 15, when SwiftUI did not have them.
    /// iOS 27 and later get the iOS 26 values.
    public func value(_ appearance: Appearance, iOS: IOSVersion) -> SRGBColor? {
        guard let release = ColorRelease(iOS) else { return nil }
        return value(appearance, release: release)
    }

    /// The colour's sRGB value in `appearance` for a release span; nil where SwiftUI lacks it.
    public func value(_ appearance: Appearance, release: ColorRelease) -> SRGBColor? {
        guard let pair = pair(release) else { return nil }
        return appearance == .light ? pair.light : pair.dark
    }

    /// Whether the release's values come only from Apple's HIG, with no runtime dump behind them.
    ///
    /// True for mint and cyan on iOS 26: WebKit's layout tests, which dump what UIKit returns,
    /// do not test those two, so the values are the HIG's (and the iOS 26 Figma kit's).
    public func isHIGOnly(in release: ColorRelease) -> Bool {
        release == .iOS26 && (self == .mint || self == .cyan)
    }

    /// The first release span the table gives a value for: iOS 15 for mint, cyan and brown,
    /// iOS 13 for the rest.
    ///
    /// SwiftUI's `Color.indigo` and `Color.teal` are themselves iOS 15+ (Apple's docs), but
    /// UIKit's `systemIndigo` and `systemTeal` exist from iOS 13 and UIKit's system colours (Docs/Colour.md) gives their
    /// iOS 13–14 values, which SwiftUI code reaches through `Color(UIColor.systemIndigo)`; the
    /// model keeps them. Brown is left out before iOS 15 although UIKit had `systemBrown`: the
    /// sources give only its dark value there.
    public var firstRelease: ColorRelease {
        switch self {
        case .mint, .cyan, .brown: .iOS15
        default: .iOS13
        }
    }

    public var description: String { rawValue }

    // MARK: - The table (UIKit's system colours (Docs/Colour.md))

    private typealias Pair = (light: SRGBColor, dark: SRGBColor)

    private static func pair(_ light: (Double, Double, Double), _ dark: (Double, Double, Double)) -> Pair {
        (SRGBColor(red: light.0, green: light.1, blue: light.2),
         SRGBColor(red: dark.0, green: dark.1, blue: dark.2))
    }

    // MARK: Values where sources disagree, or only one source gives them

    /// Dark `.indigo` on iOS 26: 107,93,255, the runtime value UIKit returns (WebKit's iOS 26
    /// layout-test dump [A]; the NixOS theme file agrees). The June 2025 HIG table and the iOS 26
    /// Figma kit give 109,124,255 instead.
    private static let indigoDarkIOS26 = SRGBColor(red: 107, green: 93, blue: 255)

    /// Dark `.mint` on iOS 15–18: 99,230,226 (#63E6E2), the value the code dumps [C] give, taken
    /// as the runtime's. The pre-2025 HIG table gives 102,212,207 instead.
    private static let mintDarkIOS15 = SRGBColor(red: 99, green: 230, blue: 226)

    /// Light `.brown` on iOS 15–18: 162,132,94 (#A2845E), the runtime value [A], which the code
    /// dumps share. The pre-2025 HIG table gives 165,132,94 instead.
    private static let brownLightIOS15 = SRGBColor(red: 162, green: 132, blue: 94)

    /// `.mint` on iOS 26, light 0,200,179 and dark 0,218,195: from the HIG only (June 2025 table,
    /// and the iOS 26 Figma kit). WebKit's layout tests do not cover mint, so no runtime value
    /// confirms it. `isHIGOnly(in:)` reports this.
    private static let mintIOS26: Pair = pair((0, 200, 179), (0, 218, 195))

    /// `.cyan` on iOS 26, light 0,192,232 and dark 60,211,254: from the HIG only (June 2025 table,
    /// and the iOS 26 Figma kit). WebKit's layout tests do not cover cyan, so no runtime value
    /// confirms it. `isHIGOnly(in:)` reports this.
    private static let cyanIOS26: Pair = pair((0, 192, 232), (60, 211, 254))

    private func pair(_ release: ColorRelease) -> Pair? {
        switch self {
        case .blue:
            switch release {
            case .iOS13, .iOS15: Self.pair((0, 122, 255), (10, 132, 255))
            case .iOS26: Self.pair((0, 136, 255), (0, 145, 255))
            }
        case .indigo:
            switch release {
            case .iOS13, .iOS15: Self.pair((88, 86, 214), (94, 92, 230))
            case .iOS26: (SRGBColor(red: 97, green: 85, blue: 245), Self.indigoDarkIOS26)
            }
        case .green:
            // One 2019 gist's dark 50,215,75 is the macOS value, not iOS.
            Self.pair((52, 199, 89), (48, 209, 88))
        case .red:
            switch release {
            case .iOS13, .iOS15: Self.pair((255, 59, 48), (255, 69, 58))
            case .iOS26:
                // The NixOS file's light 255,56,69 is a typo against both [A] and the HIG.
                Self.pair((255, 56, 60), (255, 66, 69))
            }
        case .orange:
            switch release {
            case .iOS13, .iOS15: Self.pair((255, 149, 0), (255, 159, 10))
            case .iOS26: Self.pair((255, 141, 40), (255, 146, 48))
            }
        case .yellow:
            switch release {
            case .iOS13, .iOS15: Self.pair((255, 204, 0), (255, 214, 10))
            case .iOS26: Self.pair((255, 204, 0), (255, 214, 0))
            }
        case .pink:
            // BrassExcerpts' dark 255,55,98 is an outlier against every other source.
            Self.pair((255, 45, 85), (255, 55, 95))
        case .purple:
            switch release {
            case .iOS13, .iOS15: Self.pair((175, 82, 222), (191, 90, 242))
            case .iOS26: Self.pair((203, 48, 224), (219, 52, 242))
            }
        case .teal:
            switch release {
            case .iOS13:
                // Before iOS 15 teal was a light blue; its old dark value became cyan's.
                Self.pair((90, 200, 250), (100, 210, 255))
            case .iOS15: Self.pair((48, 176, 199), (64, 200, 224))
            case .iOS26: Self.pair((0, 195, 208), (0, 210, 224))
            }
        case .mint:
            switch release {
            case .iOS13: nil
            case .iOS15: (SRGBColor(red: 0, green: 199, blue: 190), Self.mintDarkIOS15)
            case .iOS26: Self.mintIOS26
            }
        case .cyan:
            switch release {
            case .iOS13: nil
            case .iOS15: Self.pair((50, 173, 230), (100, 210, 255))
            case .iOS26: Self.cyanIOS26
            }
        case .brown:
            switch release {
            case .iOS13:
                // SwiftUI's Color.brown is iOS 15+; UIKit's systemBrown existed earlier
                // (dark 172,142,104 in [A]'s pre-15 file) but SwiftUI code cannot name it.
                nil
            case .iOS15: (Self.brownLightIOS15, SRGBColor(red: 172, green: 142, blue: 104))
            case .iOS26: Self.pair((172, 127, 94), (183, 138, 102))
            }
        case .gray:
            Self.pair((142, 142, 147), (142, 142, 147))
        }
    }
}
