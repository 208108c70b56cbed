/// The twelve Dynamic Type sizes, smallest first (Apple's HIG Dynamic Type tables).
///
/// The raw value is SwiftUI's case name, used on the command line and in spec files.
public enum DynamicTypeSize: String, CaseIterable, Hashable, Comparable, Sendable, Codable, CustomStringConvertible {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

    /// The size iOS uses unless the person changed it.
    public static let `default` = DynamicTypeSize.large

    /// Whether this is one of the five accessibility sizes.
    public var isAccessibilitySize: Bool { self >= .accessibility1 }

    /// The position of the size, 0 for xSmall up to 11 for accessibility5.
    public var index: Int {
        // A switch rather than a search of `allCases`: every text size in every tree looks it up.
        switch self {
        case .xSmall: 0
        case .small: 1
        case .medium: 2
        case .large: 3
        case .xLarge: 4
        case .xxLarge: 5
        case .xxxLarge: 6
        case .accessibility1: 7
        case .accessibility2: 8
        case .accessibility3: 9
        case .accessibility4: 10
        case .accessibility5: 11
        }
    }

    /// Parses a size name, ignoring case (`accessibility3`, `xxxLarge`, `AX3` is not accepted).
    public init?(name: String) {
        guard let size = Self.allCases.first(where: { $0.rawValue.lowercased() == name.lowercased() }) else {
            return nil
        }
        self = size
    }

    public static func < (lhs: DynamicTypeSize, rhs: DynamicTypeSize) -> Bool { lhs.index < rhs.index }

    public var description: String { rawValue }
}
