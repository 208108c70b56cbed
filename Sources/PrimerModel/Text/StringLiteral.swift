/// The one way PrimerSpec's text formats (spec files, timeline lines) write a string in quotes.
///
/// `"` and `\` are escaped as `\"` and `\\`, line feed and tab as `\n` and `\t`, every other control
/// character and the line and paragraph separators (U+2028, U+2029) as `\u{HEX}` (uppercase hex);
/// every other character, curly quotes, emoji and right-to-left text included, is written as is.
public enum StringLiteral {
    /// `value` in double quotes, escaped.
    public static func quoted(_ value: String) -> String {
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
    public static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.generalCategory == .control || scalar == "\u{2028}" || scalar == "\u{2029}"
    }
}
