/// Double-quoted text in a timeline line, with `\"`, `\\`, `\n`, `\r` and `\t` escapes.
enum QuotedText {
    /// The text in quotes, escaped.
    static func quote(_ text: String) -> String {
        var result = "\""
        for character in text {
            switch character {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            case "\r": result += "\\r"
            case "\r\n": result += "\\r\\n"
            default: result.append(character)
            }
        }
        return result + "\""
    }
}
