/// Double-quoted text in a timeline line, escaped as spec files escape strings.
///
/// `"` and `\` are escaped as `\"` and `\\`, line feed and tab as `\n` and `\t`, and every
/// other control character and U+2028/U+2029 as `\u{HEX}`; everything else is written as is. The
/// reader also accepts `\r`.
enum QuotedText {
    /// The text in quotes, escaped.
    static func quote(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            default:
                if scalar.properties.generalCategory == .control || scalar == "\u{2028}" || scalar == "\u{2029}" {
                    result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }
}
