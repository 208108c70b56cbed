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
        guard seconds.isFinite else { return "inf" }
        return formatHundredths(seconds) ?? String(format: "%.2f", seconds)
    }

    /// `%.2f` of a time from 0 to a million seconds, without Foundation's formatter (timelines print
    /// thousands of times); nil for any other time, and for one too close to halfway between two
    /// hundredths to round here with certainty.
    ///
    /// `%.2f` rounds the double's exact value to the nearest hundredth. Below a million, `seconds *
    /// 100` is within 10⁻⁸ of that exact value times 100, so when its fraction is more than 10⁻⁶ away
    /// from one half, it rounds to the same whole number of hundredths.
    static func formatHundredths(_ seconds: Double) -> String? {
        guard seconds >= 0, seconds.sign == .plus, seconds < 1_000_000 else { return nil }
        let scaled = seconds * 100
        let fraction = scaled - scaled.rounded(.down)
        guard abs(fraction - 0.5) > 1e-6 else { return nil }
        let hundredths = Int(scaled.rounded(.toNearestOrAwayFromZero))
        // The digits written into the string's bytes, last first (rather than through interpolation):
        // at most 8 digits before the point below a million, a point and two digits.
        var digitCount = 1
        var rest = hundredths / 100
        while rest >= 10 { digitCount += 1; rest /= 10 }
        return String(unsafeUninitializedCapacity: digitCount + 3) { bytes in
            var value = hundredths
            for position in (0..<(digitCount + 3)).reversed() where position != digitCount {
                bytes[position] = UInt8(ascii: "0") + UInt8(value % 10)
                value /= 10
            }
            bytes[digitCount] = UInt8(ascii: ".")
            return digitCount + 3
        }
    }

    /// Reads digits, a point and exactly two digits; nil otherwise.
    public static func parse<S: StringProtocol>(_ text: S) -> Double? {
        if let hundredths = hundredths(text.utf8) { return Double(hundredths) / 100 }
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 2, !parts[0].isEmpty, parts[1].count == 2,
              parts.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } }),
              let value = Double(String(text))
        else { return nil }
        return value
    }

    /// The whole number of hundredths a time of 1 to 13 ASCII digits, a point and two digits
    /// stands for (`12.50` → 1250); nil for any other text, which ``parse(_:)`` reads the long way.
    ///
    /// Reading the digits and dividing by 100 gives the very double `Double("12.50")` gives: both are
    /// the double nearest the same number (the division is correctly rounded, and hundredths below
    /// 10¹⁵ are exact in a double).
    static func hundredths(_ utf8: some Collection<UInt8>) -> Int? {
        let count = utf8.count
        guard count >= 4, count <= 16 else { return nil }
        var value = 0
        for (offset, byte) in utf8.enumerated() {
            if offset == count - 3 {
                guard byte == UInt8(ascii: ".") else { return nil }
                continue
            }
            guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
        }
        return value
    }
}
