import PrimerModel
import PrimerSyntax

/// The `tint "COLOR" ["DARK"]` header field of the blocks drawn in one tint (`primer-screen`,
/// `permission-priming`): one colour for both appearances, or two sRGB hex colours, light then dark,
/// as an asset-catalog colour with a dark variant gives them. A third colour is the parser's error.
package enum TintField {
    /// The field, with the block's help line; the second colour is optional.
    package static func field(help: String) -> HeaderField {
        HeaderField("tint", [.string("COLOR"), .string("DARK").optional], help: help)
    }

    /// What a pair is written as, for messages.
    package static let pairForms = "two sRGB hex colours, light then dark, such as tint \"#1E6B52\" \"#5FD4A5\""

    /// The tint a `tint` line gives, or nil with a located error in `diagnostics`. `forms` says what one
    /// colour may be (the block's words: a system colour or sRGB hex).
    package static func tint(_ directive: Directive, forms: String, diagnostics: inout [Finding]) -> Tint? {
        guard let lightToken = directive.arguments.first else { return nil }
        guard let light = Tint(parsingOne: lightToken.value) else {
            diagnostics.append(unknown(lightToken, what: "tint", forms: forms,
                                       suggestion: Suggestion.didYouMean(lightToken.value, among: SystemColor.allCases.map(\.rawValue))))
            return nil
        }
        guard directive.arguments.count > 1 else { return light }
        let darkToken = directive.arguments[1]
        guard case .srgb(let lightColor) = light else {
            diagnostics.append(systemColourInPair(lightToken))
            return nil
        }
        guard let dark = Tint(parsingOne: darkToken.value) else {
            diagnostics.append(unknown(darkToken, what: "dark tint", forms: "sRGB hex such as #5FD4A5", suggestion: ""))
            return nil
        }
        guard case .srgb(let darkColor) = dark else {
            diagnostics.append(systemColourInPair(darkToken))
            return nil
        }
        return .srgbPair(light: lightColor, dark: darkColor)
    }

    private static func unknown(_ token: Token, what: String, forms: String, suggestion: String) -> Finding {
        .error("unknown \(what) \(StringLiteral.quoted(TextExcerpt.shown(token.value, limit: TextExcerpt.wordLimit))); "
                + "expected \(forms)\(suggestion)", at: token.range, offendingText: token.text, expected: forms)
    }

    /// A system colour has its own dark value, so it cannot be half of a fixed pair.
    private static func systemColourInPair(_ token: Token) -> Finding {
        .error("\(StringLiteral.quoted(token.value)) is a system colour, which has its own dark value; expected \(pairForms)",
               at: token.range, offendingText: token.text, expected: pairForms)
    }
}
