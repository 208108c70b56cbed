import PrimerModel

/// A closure of the block's API that the timeline shows being called.
public enum Callback: Hashable, Sendable, CustomStringConvertible {
    /// `onGranted(Status)`, with `.granted` or, for photos, `.limited`.
    case onGranted(GrantedStatus)
    /// `onNotNow`, which by default dismisses the presenting sheet.
    case onNotNow

    /// The token the line format writes: `onGranted(granted)`, `onGranted(limited)`, `onNotNow`.
    public var description: String {
        switch self {
        case .onGranted(let status): "onGranted(\(status))"
        case .onNotNow: "onNotNow"
        }
    }

    /// Every token the line format accepts, for error messages.
    public static let forms = "onGranted(granted), onGranted(limited) or onNotNow"

    /// Reads a token as ``description`` writes it; nil if it is not one.
    public init?<S: StringProtocol>(token: S) {
        switch token {
        case "onGranted(granted)": self = .onGranted(.granted)
        case "onGranted(limited)": self = .onGranted(.limited)
        case "onNotNow": self = .onNotNow
        default: return nil
        }
    }
}
