import PrimerModel

/// Character classes the lexer and the canonical form share.
enum ScalarClass: Sendable {
    /// Control characters (Unicode category Cc) and the line/paragraph separators, which may
    /// not appear raw in a spec file: inside strings they must be written as escapes.
    static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        StringLiteral.needsEscape(scalar)
    }

    /// U+FEFF, the byte order mark: allowed once at the very start of a file (the splitter removes
    /// it) and inside strings; anywhere else an error that names it, since it is invisible.
    static let byteOrderMark: Unicode.Scalar = "\u{FEFF}"

    /// Whitespace that separates tokens: space and tab.
    static func isSeparator(_ scalar: Unicode.Scalar) -> Bool {
        scalar == " " || scalar == "\t"
    }
}
