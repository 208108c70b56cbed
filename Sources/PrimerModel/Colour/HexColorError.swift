/// Why a piece of text is not a colour `SRGBColor(hex:)` can read.
///
/// Every case carries the text as given, so a message can quote it.
public enum HexColorError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The text is empty.
    case empty
    /// The text does not start with `#`.
    case missingHash(text: String)
    /// The text after `#` is not 6 or 8 characters long.
    case wrongLength(text: String, digits: Int)
    /// A character after `#` is not an ASCII hex digit (0–9, a–f, A–F); `position` counts
    /// characters of the whole text from 1, so the first digit after `#` is at 2.
    case notAHexDigit(text: String, character: Character, position: Int)
    /// The `@alpha` suffix is not one space, `@` and a plain decimal number from 0 to 1.
    case badAlpha(text: String, alpha: String)

    /// The text the error is about.
    public var text: String {
        switch self {
        case .empty: ""
        case .missingHash(let text), .wrongLength(let text, _), .notAHexDigit(let text, _, _),
             .badAlpha(let text, _):
            text
        }
    }

    /// What went wrong and what was expected.
    public var description: String {
        let expected = "expected #RRGGBB or #RRGGBBAA, optionally followed by ' @alpha' (0 to 1)"
        switch self {
        case .empty:
            return "no colour given; \(expected)"
        case .missingHash(let text):
            return "'\(TextExcerpt.shown(text, limit: TextExcerpt.wordLimit))' is not a hex colour: it does not start with '#'; \(expected)"
        case .wrongLength(let text, let digits):
            return "'\(TextExcerpt.shown(text, limit: TextExcerpt.wordLimit))' has \(digits) character\(digits == 1 ? "" : "s") after '#'; \(expected)"
        case .notAHexDigit(let text, let character, let position):
            return "'\(TextExcerpt.shown(text, limit: TextExcerpt.wordLimit))' has '\(character)' at position \(position), which is not a hex digit (0-9, a-f); "
                + expected
        case .badAlpha(let text, let alpha):
            return "'\(TextExcerpt.shown(text, limit: TextExcerpt.wordLimit))' has a bad alpha suffix '@\(TextExcerpt.shown(alpha, limit: TextExcerpt.wordLimit))': write one space, '@' and a decimal number "
                + "from 0 to 1; \(expected)"
        }
    }
}
