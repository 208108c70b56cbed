/// The tint a spec names: a SwiftUI system colour, or a fixed sRGB colour.
public enum Tint: Hashable, Sendable, CustomStringConvertible {
    /// A system colour, whose value follows appearance and release (`indigo`).
    case system(SystemColor)
    /// A fixed colour, the same in every appearance and release (`#5856D6`).
    case srgb(SRGBColor)

    /// The PermissionPrimerScreen's default tint, `.blue`.
    public static let `default` = Tint.system(.blue)

    /// Reads a system colour's SwiftUI name (`indigo`; case-sensitive, like every name in a spec)
    /// or a hex colour as `SRGBColor(hex:)` reads it (`#5856D6`, digits in either case); nil
    /// for anything else.
    public init?(parsing text: String) {
        if let system = SystemColor(rawValue: text) {
            self = .system(system)
        } else if text.hasPrefix("#"), let color = SRGBColor(parsing: text) {
            self = .srgb(color)
        } else {
            return nil
        }
    }

    /// The colour the tint shows in `appearance` on `iOS`.
    ///
    /// A system colour gives `SystemColor.value(_:iOS:)`, so nil where that is nil (mint before
    /// iOS 15, any colour on iOS 19 to 25); a fixed colour gives itself, whatever the release.
    public func resolved(_ appearance: Appearance, iOS: IOSVersion) -> SRGBColor? {
        switch self {
        case .system(let color): color.value(appearance, iOS: iOS)
        case .srgb(let color): color
        }
    }

    /// `indigo` or `#5856D6`: text `init(parsing:)` reads back.
    public var description: String {
        switch self {
        case .system(let color): color.rawValue
        case .srgb(let color): color.description
        }
    }
}
