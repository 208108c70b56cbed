/// The one way PrimerSpec's text formats (spec files, timeline lines) write a string in quotes.
///
/// `"` and `\` are escaped as `\"` and `\\`, line feed and tab as `\n` and `\t`, every other control
/// character and the line and paragraph separators (U+2028, U+2029) as `\u{HEX}` (uppercase hex);
/// every other character, curly quotes, emoji and right-to-left text included, is written as is.
public enum StringLiteral {
    /// `value` in double quotes, escaped.
    public static func quoted(_ value: String) -> String {
        // Most values need no escape: copy them whole rather than scalar by scalar.
        if !value.unicodeScalars.contains(where: { $0 == "\"" || $0 == "\\" || needsEscape($0) }) {
            var result = ""
            result.reserveCapacity(value.utf8.count + 2)
            result += "\""
            result += value
            result += "\""
            return result
        }
        var result = "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            default:
                if needsEscape(scalar) {
                    result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }

    /// Whether a scalar may not appear raw inside quotes: control characters and U+2028/U+2029.
    ///
    /// The control characters (general category Cc) are exactly U+0000–U+001F and U+007F–U+009F, so
    /// the test compares values rather than looking the category up for every scalar.
    public static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        return value < 0x20 || (0x7F...0x9F).contains(value) || value == 0x2028 || value == 0x2029
    }
}
