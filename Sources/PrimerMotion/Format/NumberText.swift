/// How the line format writes and reads numbers: the shortest text that reads back as the same value.
public enum NumberText {
    /// `1` for 1.0, `0.8`, `-8`, `0.333`: whole numbers lose their `.0`, others keep Swift's shortest form.
    public static func compact(_ value: Double) -> String {
        if value.isFinite, value == value.rounded(), abs(value) < 1e15 {
            return String(Int(value))
        }
        return "\(value)"
    }

    /// A finite number, or nil; accepts what ``compact(_:)`` writes.
    public static func parse<S: StringProtocol>(_ text: S) -> Double? {
        guard let first = text.first, first.isNumber || first == "-" || first == "." else { return nil }
        guard let value = Double(String(text)), value.isFinite else { return nil }
        return value
    }
}
