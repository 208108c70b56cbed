/// One colour component as Xcode's colour-set editor writes it, in the input method the developer
/// picked: floating point (`"0.345"`), 8-bit integer (`"88"`, 0–255) or 8-bit hexadecimal (`"0x58"`).
/// Apple's format reference calls a component "a number from 0 to 1", so a JSON number is read as
/// floating point too.
enum ColorComponent {
    /// How a component was written, which decides its range.
    enum Form: Hashable, Sendable {
        /// `"0.345"` or a JSON number: 0 to 1 (beyond it in an extended space).
        case fraction
        /// `"88"`: 0 to 255.
        case integer
        /// `"0x58"`: 0x00 to 0xFF.
        case hex
    }

    /// The forms, for messages.
    static let forms = "a fraction from 0 to 1 (\"0.345\"), an integer from 0 to 255 (\"88\") or hex from 0x00 to 0xFF (\"0x58\")"
    /// What an alpha may be, for messages.
    static let alphaForms = "an opacity from 0 to 1 (\"1.000\") or hex from 0x00 to 0xFF"

    /// The longest component text read; Xcode writes at most 5 characters ("0.345"). A choice.
    static let lengthLimit = 32

    /// The value of a component string on the 0…1 scale, and its form; nil when it is none of the forms.
    /// Range is the caller's to check (`value` may be 300/255 or 1.5).
    static func read(_ text: String) -> (value: Double, form: Form)? {
        guard !text.isEmpty, text.count <= lengthLimit, text.allSatisfy(\.isASCII) else { return nil }
        let lowered = text.lowercased()
        if lowered.hasPrefix("0x") {
            let digits = lowered.dropFirst(2)
            guard !digits.isEmpty, digits.count <= 4, let byte = Int(digits, radix: 16) else { return nil }
            return (Double(byte) / 255, .hex)
        }
        if text.allSatisfy(\.isNumber) {
            guard text.count <= 4, let byte = Int(text) else { return nil }
            return (Double(byte) / 255, .integer)
        }
        return fraction(text).map { ($0, .fraction) }
    }

    /// `0.345`, `.5`, `1.000`, `-0.1`: ASCII digits with one dot, optionally a leading minus.
    static func fraction(_ text: String) -> Double? {
        let unsigned = text.hasPrefix("-") ? text.dropFirst() : Substring(text)
        guard unsigned.filter({ $0 == "." }).count == 1, unsigned.contains(where: \.isNumber),
              unsigned.allSatisfy({ $0 == "." || ($0.isASCII && $0.isNumber) }),
              let value = Double(text), value.isFinite
        else { return nil }
        return value
    }

    /// A JSON number's text (`0.5`, `1`, `1e-3`) as a fraction; nil when it is not finite.
    static func number(_ text: String) -> Double? {
        guard text.count <= lengthLimit, let value = Double(text), value.isFinite else { return nil }
        return value
    }
}
