import PrimerModel

/// How `app-info` prints a value it read (an app name, a purpose string), so that what the file
/// holds cannot be mistaken for other text.
///
/// The value is quoted as a Swift string literal quotes it (`\"`, `\\`, `\n`, `\t`), except that each
/// other invisible character (a control character, a format character such as U+200B ZERO WIDTH SPACE,
/// U+FEFF BYTE ORDER MARK or U+200F RIGHT-TO-LEFT MARK, whitespace other than a space such as U+00A0
/// NO-BREAK SPACE) is written `⟨U+200B⟩`. Text typed in the file is never written that way: a typed
/// `\u{200B}` shows as `\\u{200B}` (its backslash escaped), and a typed `⟨` as `\u{27E8}`. A
/// character that also holds something visible (an emoji joined with U+200D) is kept as it is. A
/// choice of form; ``legend(for:)`` says what each mark stands for.
package enum ShownValue {
    /// The value quoted, cut to `limit` characters as messages cut text (`TextExcerpt.shortened`).
    package static func quoted(_ value: String, limit: Int = TextExcerpt.lineLimit) -> String {
        let text = TextExcerpt.shortened(value, limit: limit)
        var result = "\""
        for character in text {
            if character.unicodeScalars.allSatisfy(isInvisible) {
                for scalar in character.unicodeScalars {
                    switch scalar {
                    case "\n": result += "\\n"
                    case "\t": result += "\\t"
                    default: result += mark(scalar)
                    }
                }
                continue
            }
            for scalar in character.unicodeScalars {
                switch scalar {
                case "\"": result += "\\\""
                case "\\": result += "\\\\"
                case "⟨": result += "\\u{27E8}"
                default: result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }

    /// The invisible characters ``quoted(_:limit:)`` marks in `value`, in the order met, each once
    /// (a line break and a tab, written `\n` and `\t`, are not marked).
    package static func marked(in value: String, limit: Int = TextExcerpt.lineLimit) -> [Unicode.Scalar] {
        var seen: [Unicode.Scalar] = []
        for character in TextExcerpt.shortened(value, limit: limit)
        where character.unicodeScalars.allSatisfy(isInvisible) {
            for scalar in character.unicodeScalars where scalar != "\n" && scalar != "\t" && !seen.contains(scalar) {
                seen.append(scalar)
            }
        }
        return seen
    }

    /// One line a mark: `⟨U+200B⟩ is U+200B ZERO WIDTH SPACE, an invisible character in the file`.
    package static func legend(for scalars: [Unicode.Scalar]) -> [String] {
        scalars.map { "\(mark($0)) is \(name(of: $0)), an invisible character in the file" }
    }

    /// `⟨U+200B⟩`: four hex digits at least, as Unicode writes code points.
    package static func mark(_ scalar: Unicode.Scalar) -> String {
        "⟨\(codePoint(scalar))⟩"
    }

    /// `U+200B ZERO WIDTH SPACE`; a control character, which has no name, by its alias when it has one.
    static func name(of scalar: Unicode.Scalar) -> String {
        let name = scalar.properties.name ?? scalar.properties.nameAlias
        return name.map { "\(codePoint(scalar)) \($0)" } ?? "\(codePoint(scalar)) (a control character)"
    }

    private static func codePoint(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }

    /// Invisible as `TextExcerpt.visible` takes it: a control or format character, a default-ignorable
    /// code point, or whitespace other than a space.
    static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        let properties = scalar.properties
        return properties.generalCategory == .control || properties.generalCategory == .format
            || properties.isDefaultIgnorableCodePoint
            || (properties.isWhitespace && scalar != " ")
    }
}
