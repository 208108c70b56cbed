import Foundation

/// The timeline's clock: seconds from the state change, in ticks of a hundredth of a second.
///
/// Start and cue times are rounded to the tick when set, so a time written with two decimals
/// reads back as the very same value.
public enum TimelineClock {
    /// One tick, in seconds.
    public static let tick = 0.01

    /// The time rounded to the nearest tick (negative times become 0).
    public static func quantize(_ seconds: Double) -> Double {
        guard seconds.isFinite else { return seconds }
        return max(0, (seconds * 100).rounded()) / 100
    }

    /// Two decimals: `0.30`, `1.00`, `12.50`; `inf` for a curve that never settles (`nan` for no number).
    public static func format(_ seconds: Double) -> String {
        if seconds.isNaN { return "nan" }
        return seconds.isFinite ? String(format: "%.2f", seconds) : "inf"
    }

    /// Reads digits, a point and exactly two digits; nil otherwise.
    public static func parse<S: StringProtocol>(_ text: S) -> Double? {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 2, !parts[0].isEmpty, parts[1].count == 2,
              parts.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } }),
              let value = Double(String(text))
        else { return nil }
        return value
    }
}
