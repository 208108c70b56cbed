import PrimerModel
/// Escapes text for an HTML page: every string a spec, a block or a diagnostic supplies goes
/// through here before it reaches the page.
package enum HTMLText {
    /// The text safe as element content and as a quoted attribute value: `&`, `<`, `>`, `"` and `'`
    /// become character references, and control characters HTML does not allow are dropped (a tab
    /// and a line break are kept).
    /// Text longer than ``TextExcerpt/lineLimit`` characters is cut with its length first, as in
    /// every other report, so a hostile value cannot make the page huge.
    package static func escape(_ text: String) -> String {
        let text = text.count > TextExcerpt.lineLimit ? TextExcerpt.shortened(text) : text
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            case "\n", "\t": result.unicodeScalars.append(scalar)
            default:
                if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
                    || scalar.value == 0xFFFE || scalar.value == 0xFFFF {
                    continue
                }
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// User text as inline content isolated from the text around it (`<bdi>`), so right-to-left words
    /// neither reorder nor are reordered by the page's own words.
    package static func isolated(_ text: String) -> String {
        "<bdi>\(escape(text))</bdi>"
    }

    /// An id fragment made of ASCII letters, digits and hyphens only, from any text.
    package static func identifier(_ text: String) -> String {
        var result = ""
        var lastWasHyphen = false
        for scalar in text.unicodeScalars {
            if scalar.isASCII, scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
                result.unicodeScalars.append(scalar)
                lastWasHyphen = false
            } else if !lastWasHyphen, !result.isEmpty {
                result += "-"
                lastWasHyphen = true
            }
        }
        while result.hasSuffix("-") { result.removeLast() }
        return result.isEmpty ? "x" : result
    }
}
