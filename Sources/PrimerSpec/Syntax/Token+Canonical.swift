import PrimerModel

extension Token {
    /// The token in canonical form, for comparing lines regardless of how they were written.
    ///
    /// A word is itself. A string is re-quoted from its decoded ``value``: `"` and `\` are
    /// escaped as `\"` and `\\`, newline and tab as `\n` and `\t`, any other control
    /// character and U+2028/U+2029 as `\u{…}` (uppercase hex); every other character,
    /// including curly quotes, emoji and right-to-left text, is written verbatim.
    public var canonicalText: String {
        switch kind {
        case .word: value
        // A string with nothing to escape is usually written as its canonical form already: then its
        // source text is given back rather than re-quoted into a new string.
        case .string: StringLiteral.isQuoted(value, as: text) ? text : Token.quoted(value)
        }
    }

    /// The tokens' canonical texts separated by single spaces, their bytes copied into one string
    /// allocated once (the standard library's `joined(separator:)` is not specialised for `[String]`
    /// here and cost about 2,800 instructions for a section header of a few words; appending piece
    /// by piece cost more still).
    static func joinedCanonicalText(_ tokens: [Token]) -> String {
        guard tokens.count > 1 else { return tokens.first?.canonicalText ?? "" }
        let pieces = tokens.map(\.canonicalText)
        let count = pieces.reduce(pieces.count - 1) { $0 + $1.utf8.count }
        return String(unsafeUninitializedCapacity: count) { buffer in
            var offset = 0
            for index in pieces.indices {
                if index > 0 {
                    buffer[offset] = ByteValue.space
                    offset += 1
                }
                var piece = pieces[index]  // `withUTF8` lends a native string's own bytes
                offset += piece.withUTF8 { bytes in
                    UnsafeMutableRawBufferPointer(UnsafeMutableBufferPointer(rebasing: buffer[offset..<(offset + bytes.count)]))
                        .copyMemory(from: UnsafeRawBufferPointer(bytes))
                    return bytes.count
                }
            }
            return offset
        }
    }

    /// `value` as a canonical string literal, quotes included.
    public static func quoted(_ value: String) -> String {
        StringLiteral.quoted(value)
    }
}
