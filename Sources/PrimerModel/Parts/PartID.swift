/// The name of one part of the block, shared by the accessibility tree and the motion timeline.
public enum PartID: Hashable, Sendable, Codable, CustomStringConvertible, Comparable {
    /// The large SF Symbol (decorative).
    case symbol
    /// The title (the granted or denied title once answered).
    case title
    /// The reason (the granted or denied line once answered).
    case reason
    /// One row of the benefits card, by position from 0.
    case benefit(Int)
    /// The drawing of the system alert.
    case sampleAlert
    /// The Continue button, which shows progress and then a check.
    case continueButton
    /// The Done button, shown once granted.
    case done
    /// The Open Settings button, shown once denied.
    case openSettings
    /// The Not now button.
    case notNow
    /// A request error's message, under Continue.
    case error

    /// Every part for content with the given number of benefits, in layout order.
    public static func all(benefitCount: Int) -> [PartID] {
        [.symbol, .title, .reason] + (0..<max(0, benefitCount)).map(PartID.benefit)
            + [.sampleAlert, .continueButton, .done, .openSettings, .error, .notNow]
    }

    /// The stable name: `symbol`, `benefit.0`, `continue`, `openSettings`, …
    public var description: String {
        switch self {
        case .symbol: "symbol"
        case .title: "title"
        case .reason: "reason"
        case .benefit(let index): "benefit.\(index)"
        case .sampleAlert: "sampleAlert"
        case .continueButton: "continue"
        case .done: "done"
        case .openSettings: "openSettings"
        case .notNow: "notNow"
        case .error: "error"
        }
    }

    /// Parses a stable name; nil if it names no part.
    public init?(name: String) {
        switch name {
        case "symbol": self = .symbol
        case "title": self = .title
        case "reason": self = .reason
        case "sampleAlert": self = .sampleAlert
        case "continue": self = .continueButton
        case "done": self = .done
        case "openSettings": self = .openSettings
        case "notNow": self = .notNow
        case "error": self = .error
        default:
            guard name.hasPrefix("benefit."), let index = Int(name.dropFirst("benefit.".count)), index >= 0 else {
                return nil
            }
            self = .benefit(index)
        }
    }

    /// Layout order, top to bottom.
    private var order: (Int, Int) {
        switch self {
        case .symbol: (0, 0)
        case .title: (1, 0)
        case .reason: (2, 0)
        case .benefit(let index): (3, index)
        case .sampleAlert: (4, 0)
        case .continueButton: (5, 0)
        case .done: (5, 1)
        case .openSettings: (5, 2)
        case .error: (6, 0)
        case .notNow: (7, 0)
        }
    }

    public static func < (lhs: PartID, rhs: PartID) -> Bool { lhs.order < rhs.order }
}
