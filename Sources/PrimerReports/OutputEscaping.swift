/// Text for XML attributes and content, as every JUnit report writes it: the five predefined
/// entities, line feeds and tabs as character references (kept in attributes), and the characters
/// XML 1.0 cannot hold dropped.
enum XMLText {
    static func escape(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            case "\n": result += "&#10;"
            case "\t": result += "&#9;"
            default:
                if scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF { continue }
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}

/// Text for GitHub Actions workflow commands (`::error file=…,line=…::message`).
enum WorkflowCommand {
    /// Escapes a command's message: `%`, CR and LF.
    static func data(_ text: String) -> String {
        escaped(text, [("%", "%25"), ("\r", "%0D"), ("\n", "%0A")])
    }

    /// Escapes a command's property value: as a message, and `:` and `,`.
    static func property(_ text: String) -> String {
        escaped(text, [("%", "%25"), ("\r", "%0D"), ("\n", "%0A"), (":", "%3A"), (",", "%2C")])
    }

    /// `text` with each listed scalar replaced, in one pass.
    private static func escaped(_ text: String, _ replacements: [(Unicode.Scalar, String)]) -> String {
        guard text.unicodeScalars.contains(where: { scalar in replacements.contains { $0.0 == scalar } }) else {
            return text
        }
        var result = ""
        result.reserveCapacity(text.utf8.count + 16)
        for scalar in text.unicodeScalars {
            if let replacement = replacements.first(where: { $0.0 == scalar }) {
                result += replacement.1
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
