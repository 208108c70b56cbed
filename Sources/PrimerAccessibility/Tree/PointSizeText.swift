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

    /// Appends ``format(_:)``'s text as UTF-8 bytes, its digits written one by one rather than
    /// through string interpolation (sizes lines write one per part of every `sizes` section).
    public static func append(_ size: Double, to bytes: inout [UInt8]) {
        let hundredths = (size * 100).rounded()
        guard hundredths.isFinite, abs(hundredths) < 1e15 else {
            bytes.append(contentsOf: format(size).utf8)
            return
        }
        let total = Int(hundredths)
        if total < 0 { bytes.append(UInt8(ascii: "-")) }
        let whole = abs(total) / 100
        let fraction = abs(total) % 100
        appendDigits(whole, to: &bytes)
        if fraction != 0 {
            bytes.append(UInt8(ascii: "."))
            bytes.append(UInt8(ascii: "0") + UInt8(fraction / 10))
            // A trailing zero is not written (`14.5`, not `14.50`).
            if fraction % 10 != 0 { bytes.append(UInt8(ascii: "0") + UInt8(fraction % 10)) }
        }
        bytes.append(UInt8(ascii: "p"))
        bytes.append(UInt8(ascii: "t"))
    }

    /// Appends the decimal digits of a value that is not negative, most significant first (found by
    /// the largest power of ten in it, so nothing is reversed afterwards: reversing a slice of the
    /// array copied it).
    private static func appendDigits(_ value: Int, to bytes: inout [UInt8]) {
        var divisor = 1
        while divisor <= value / 10 { divisor *= 10 }
        repeat {
            bytes.append(UInt8(ascii: "0") + UInt8(value / divisor % 10))
            divisor /= 10
        } while divisor > 0
    }
}
