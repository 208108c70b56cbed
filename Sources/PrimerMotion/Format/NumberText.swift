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
        if let value = decimal(text.utf8) { return value }
        return generalParse(text)
    }

    /// ``parse(_:)`` by `Double(String)`, for any text: the reference ``decimal(_:)`` is held to.
    static func generalParse<S: StringProtocol>(_ text: S) -> Double? {
        guard let first = text.first, first.isNumber || first == "-" || first == "." else { return nil }
        guard let value = Double(String(text)), value.isFinite else { return nil }
        return value
    }

    /// The value of `-?DIGITS(.DIGITS)?` with at most 15 digits in all (every number a timeline line
    /// writes: `0.8`, `-8`, `1.7`), read without making a string and calling `strtod`; nil for any other
    /// text, which ``generalParse(_:)`` reads.
    ///
    /// The digits, as a whole number, are below 10¹⁵ and so exact in a double, as is a power of ten up
    /// to 10¹⁵; their quotient is correctly rounded, so it is the double nearest the text's number,
    /// which is what `Double(String)` gives. A leading minus negates it (`-0` is negative zero there too).
    static func decimal(_ utf8: some Collection<UInt8>) -> Double? {
        var digits = 0
        var places = 0
        var value = 0
        var negative = false
        var point = false
        var previousIsDigit = false
        for (offset, byte) in utf8.enumerated() {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                digits += 1
                guard digits <= 15 else { return nil }
                value = value * 10 + Int(byte - UInt8(ascii: "0"))
                if point { places += 1 }
                previousIsDigit = true
            case UInt8(ascii: "-") where offset == 0:
                negative = true
            case UInt8(ascii: ".") where previousIsDigit && !point:
                point = true
                previousIsDigit = false
            default:
                return nil
            }
        }
        // At least one digit, and one after a point.
        guard previousIsDigit else { return nil }
        let magnitude = Double(value) / powersOfTen[places]
        return negative ? -magnitude : magnitude
    }

    /// 10⁰ to 10¹⁵, each exact in a double.
    private static let powersOfTen: [Double] = (0...15).map { places in
        (0..<places).reduce(1.0) { power, _ in power * 10 }
    }
}
