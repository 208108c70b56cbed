/// How a message or a diff quotes text that may be very long: whole up to a limit, else its start,
/// an ellipsis and its length.
///
/// `"Never miss a reminder"` stays as it is; a 10 MB title becomes its first ``lineLimit``
/// characters followed by `… (10000002 characters)`. Every message that quotes input goes through
/// here, so no value can make a message or a diff line longer than the limit plus a few words, and
/// the cost is linear in the text's length.
public enum TextExcerpt {
    /// The most characters a quoted line (a diff line, a spec line in a message) shows: more than
    /// any line PrimerSpec generates (the longest, a sample alert with its purpose string, is about
    /// 200), so only hostile or broken input is ever cut. A choice.
    public static let lineLimit = 1_000

    /// The most characters a quoted word or name shows (a keyword, a state, a value on the command
    /// line): every valid one is shorter. A choice.
    public static let wordLimit = 40

    /// `text` when it has at most `limit` characters; else its first `limit` characters, `…` and
    /// `(N characters)` with its full length.
    ///
    /// The head is taken from the first `4 × limit` scalars, so that a character of millions of
    /// combining marks is cut too, and is not walked twice.
    public static func shortened(_ text: String, limit: Int = lineLimit) -> String {
        let limit = max(1, limit)
        // Each character is at least one UTF-8 byte: a short text needs no counting.
        if text.utf8.count <= limit { return text }
        let scalars = text.unicodeScalars
        let cap = scalars.index(scalars.startIndex, offsetBy: 4 * limit, limitedBy: scalars.endIndex) ?? scalars.endIndex
        let window = String(scalars[..<cap])
        let head = window.prefix(limit)
        if cap == scalars.endIndex, head.endIndex == window.endIndex { return text }
        let count = text.count
        return "\(head)… (\(count) \(count == 1 ? "character" : "characters"))"
    }

    /// How a message quotes input: ``shortened(_:limit:)``, then ``visible(_:)``.
    public static func shown(_ text: String, limit: Int = lineLimit) -> String {
        visible(shortened(text, limit: limit))
    }

    /// `text` with each invisible character written as `\u{HEX}`: control characters (a NUL, a
    /// carriage return), format characters such as the byte order mark U+FEFF or a zero-width
    /// space, and whitespace other than a space. A character that also holds something visible (an
    /// emoji joined with U+200D) is kept as it is.
    public static func visible(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isInvisible) else { return text }
        var result = ""
        for character in text {
            if character.unicodeScalars.allSatisfy(isInvisible) {
                for scalar in character.unicodeScalars {
                    result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
                }
            } else {
                result.append(character)
            }
        }
        return result
    }

    private static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        let properties = scalar.properties
        return properties.generalCategory == .control || properties.generalCategory == .format
            || properties.isDefaultIgnorableCodePoint
            || (properties.isWhitespace && scalar != " ")
    }
}
