import Foundation

/// The timeline's clock: seconds from the state change, in ticks of a hundredth of a second.
///
/// Start and cue times are rounded to the tick when set, so a time written with two decimals
/// reads back as the very same value.
public enum TimelineClock {
    /// One tick, in seconds.
    public static let tick = 0.01

    /// The longest a curve may run, in seconds: an ease's duration or a spring's settling time. A
    /// minute is far beyond anything a state change animates (the longest curve the blocks plan, the
    /// primer screen's ring pulse, runs 2 s), and keeps every time a line prints short. A choice.
    public static let longestCurve: Double = 60

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
