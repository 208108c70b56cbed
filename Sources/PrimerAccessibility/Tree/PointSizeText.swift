/// Writes a point size for golden text: at most two decimals, no trailing zeros (`52`, `55.06`, `14.5`).
public enum PointSizeText {
    /// The word written in place of a text style for a part whose size does not follow Dynamic Type.
    public static let fixedStyleName = "fixed"

    /// The size rounded to hundredths, followed by `pt`.
    public static func format(_ size: Double) -> String {
        let hundredths = (size * 100).rounded()
        guard hundredths.isFinite, abs(hundredths) < 1e15 else { return "\(size)pt" }
        let total = Int(hundredths)
        let sign = total < 0 ? "-" : ""
        let whole = abs(total) / 100
        let fraction = abs(total) % 100
        let decimals: String
        if fraction == 0 {
            decimals = ""
        } else if fraction % 10 == 0 {
            decimals = ".\(fraction / 10)"
        } else {
            decimals = fraction < 10 ? ".0\(fraction)" : ".\(fraction)"
        }
        return "\(sign)\(whole)\(decimals)pt"
    }
}
