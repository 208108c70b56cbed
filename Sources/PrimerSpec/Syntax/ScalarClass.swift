import PrimerModel

/// Character classes the lexer and the canonical form share.
enum ScalarClass: Sendable {
    /// Control characters (Unicode category Cc) and the line/paragraph separators, which may
    /// not appear raw in a spec file: inside strings they must be written as escapes.
    static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        StringLiteral.needsEscape(scalar)
    }

    /// Whitespace that separates tokens: space and tab.
    static func isSeparator(_ scalar: Unicode.Scalar) -> Bool {
        scalar == " " || scalar == "\t"
    }
}
