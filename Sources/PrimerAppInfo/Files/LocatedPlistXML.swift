import PrimerModel
import PrimerSyntax

/// An XML property list (Apple's `PropertyList-1.0.dtd`) with the line and column each value starts
/// at, for readers whose messages point into a plist file (`Localizable.stringsdict`).
///
/// The reader takes the elements the DTD defines (`plist`, `dict`, `key`, `array`, `string`,
/// `integer`, `real`, `true`, `false`, `date`, `data`), the XML declaration, a DOCTYPE, comments,
/// CDATA sections, and the five named entities and numeric character references. Anything else is
/// an error naming its place, the text and what was expected. One pass.
package indirect enum LocatedPlistXML: Hashable, Sendable {
    /// `<dict>`: its keys and values in file order.
    case dictionary([Entry], at: SourceLocation)
    /// `<array>`.
    case array([LocatedPlistXML], at: SourceLocation)
    /// `<string>`, its entities decoded.
    case string(String, at: SourceLocation)
    /// Any other scalar (`integer`, `real`, `true`, `false`, `date`, `data`): its element name and text.
    case scalar(element: String, text: String, at: SourceLocation)

    /// One `<key>` and the value after it.
    package struct Entry: Hashable, Sendable {
        /// The key's text.
        package var key: String
        /// Where `<key>` opens.
        package var keyLocation: SourceLocation
        /// The value.
        package var value: LocatedPlistXML
    }

    /// How deeply containers may nest (a `.stringsdict` nests three levels). A choice.
    package static let maximumDepth = 64

    /// Where the value's element opens.
    package var location: SourceLocation {
        switch self {
        case .dictionary(_, let at), .array(_, let at), .string(_, let at), .scalar(_, _, let at): at
        }
    }

    /// The entries, if this is a dictionary.
    package var entries: [Entry]? {
        if case .dictionary(let entries, _) = self { return entries }
        return nil
    }

    /// The string, if this is one.
    package var string: String? {
        if case .string(let text, _) = self { return text }
        return nil
    }

    /// The value of a key of a dictionary (the last one written); nil otherwise.
    package subscript(key: String) -> LocatedPlistXML? { entries?.last { $0.key == key }?.value }

    /// The entry of a key of a dictionary, with where the key is.
    package func entry(_ key: String) -> Entry? { entries?.last { $0.key == key } }

    /// What the value is, for messages: `a dictionary`, `a string`, `an integer`, …
    package var kindName: String {
        switch self {
        case .dictionary: "a dictionary"
        case .array: "an array"
        case .string: "a string"
        case .scalar(let element, _, _): element == "integer" ? "an integer" : element == "true" || element == "false"
            ? "a boolean" : "<\(element)>"
        }
    }

    /// Parses the bytes of an XML property list; locations name `file`.
    package static func parse(_ bytes: [UInt8], file: String) -> Result<LocatedPlistXML, Finding> {
        TextScalars.decode(bytes, file: file, noun: "property list").flatMap { scalars in
            var parser = PlistXMLParser(scalars: scalars, file: file)
            return Result { () throws(Finding) -> LocatedPlistXML in try parser.document() }
        }
    }
}

/// The XML property-list grammar over decoded scalars.
private struct PlistXMLParser: ScalarWalking {
    let scalars: [Unicode.Scalar]
    let file: String
    var index = 0
    var position = TextScalars.Position()

    init(scalars: [Unicode.Scalar], file: String) {
        self.scalars = scalars
        self.file = file
    }

    /// A tag as read: its name, whether it closes (`</x>`) or is empty (`<x/>`), and where it opens.
    struct Tag {
        var name: String
        var closing: Bool
        var empty: Bool
        var at: SourceLocation
    }

    mutating func document() throws(Finding) -> LocatedPlistXML {
        skipMisc()
        guard let open = try tag() else {
            throw error("the file holds no element", at: here, offending: restOfLine(), expected: "<plist version=\"1.0\">")
        }
        let value: LocatedPlistXML
        if open.name == "plist", !open.closing {
            guard !open.empty else {
                throw error("<plist/> is empty", at: open.at, offending: "<plist/>", expected: "<plist> holding one value")
            }
            skipMisc()
            guard let first = try tag() else { throw endOfFile(expected: "a value inside <plist>") }
            value = try self.value(first, depth: 0)
            skipMisc()
            let start = index
            let close = try tag()
            guard let close, close.closing, close.name == "plist" else {
                throw error(close == nil ? "<plist> is not closed" : "<plist> holds more than one value",
                            at: close?.at ?? here, offending: lineText(from: start),
                            expected: "</plist>")
            }
        } else {
            value = try self.value(open, depth: 0)
        }
        skipMisc()
        if current != nil {
            throw error("text after the property list", at: here, offending: restOfLine(), expected: "the end of the file")
        }
        return value
    }

    mutating func value(_ open: Tag, depth: Int) throws(Finding) -> LocatedPlistXML {
        guard !open.closing else {
            throw error("</\(open.name)> closes nothing here", at: open.at, offending: "</\(open.name)>", expected: "a value")
        }
        guard depth < LocatedPlistXML.maximumDepth else {
            throw error("the property list nests deeper than \(LocatedPlistXML.maximumDepth) levels", at: open.at,
                        offending: "<\(open.name)>", expected: "at most \(LocatedPlistXML.maximumDepth) nested containers")
        }
        switch open.name {
        case "dict":
            var entries: [LocatedPlistXML.Entry] = []
            if open.empty { return .dictionary([], at: open.at) }
            while true {
                skipMisc()
                guard let next = try tag() else { throw endOfFile(expected: "</dict> to close the <dict> at \(open.at.line):\(open.at.column)") }
                if next.closing, next.name == "dict" { return .dictionary(entries, at: open.at) }
                guard next.name == "key", !next.closing else {
                    throw error("<\(next.closing ? "/" : "")\(next.name)> where a dictionary's key belongs", at: next.at,
                                offending: "<\(next.closing ? "/" : "")\(next.name)>", expected: "<key> or </dict>")
                }
                let key = next.empty ? "" : try text(closing: "key", opened: next)
                skipMisc()
                guard let valueTag = try tag() else { throw endOfFile(expected: "a value after <key>\(TextExcerpt.shown(key, limit: FilePath.quotedLimit))</key>") }
                if valueTag.closing || valueTag.name == "key" {
                    throw error("the key '\(TextExcerpt.shown(key, limit: FilePath.quotedLimit))' has no value", at: valueTag.at,
                                offending: "<\(valueTag.closing ? "/" : "")\(valueTag.name)>", expected: "a value after each <key>")
                }
                entries.append(.init(key: key, keyLocation: next.at, value: try value(valueTag, depth: depth + 1)))
            }
        case "array":
            var values: [LocatedPlistXML] = []
            if open.empty { return .array([], at: open.at) }
            while true {
                skipMisc()
                guard let next = try tag() else { throw endOfFile(expected: "</array> to close the <array> at \(open.at.line):\(open.at.column)") }
                if next.closing, next.name == "array" { return .array(values, at: open.at) }
                values.append(try value(next, depth: depth + 1))
            }
        case "string":
            return .string(open.empty ? "" : try text(closing: "string", opened: open), at: open.at)
        case "integer", "real", "date", "data":
            return .scalar(element: open.name, text: open.empty ? "" : try text(closing: open.name, opened: open), at: open.at)
        case "true", "false":
            if !open.empty {
                let inside = try text(closing: open.name, opened: open)
                guard inside.allSatisfy(\.isWhitespace) else {
                    throw error("<\(open.name)> holds text", at: open.at, offending: inside, expected: "<\(open.name)/>")
                }
            }
            return .scalar(element: open.name, text: "", at: open.at)
        default:
            throw error("<\(open.name)> is not a property-list element", at: open.at, offending: "<\(open.name)>",
                        expected: "one of dict, array, string, integer, real, true, false, date, data")
        }
    }

    /// The character data up to `</name>`, entities and CDATA decoded; no element may open inside.
    mutating func text(closing name: String, opened: Tag) throws(Finding) -> String {
        var result = String.UnicodeScalarView()
        while let scalar = current {
            if scalar == "<" {
                if starts(with: "<![CDATA[") {
                    let start = here
                    skip("<![CDATA[".unicodeScalars.count)
                    while current != nil, !starts(with: "]]>") {
                        if let inside = current { result.append(inside) }
                        advance()
                    }
                    guard current != nil else { throw error("the CDATA section is not closed", at: start, offending: "<![CDATA[", expected: "]]>") }
                    skip(3)
                    continue
                }
                if starts(with: "<!--") {
                    skipComment()
                    continue
                }
                let at = here
                let start = index
                guard let close = try tag(), close.closing, close.name == name else {
                    throw error("an element inside <\(name)>", at: at, offending: lineText(from: start),
                                expected: "text, then </\(name)> to close the <\(name)> at \(opened.at.line):\(opened.at.column)")
                }
                return String(result)
            }
            if scalar == "&" {
                result.append(try entity())
                continue
            }
            result.append(scalar)
            advance()
        }
        throw endOfFile(expected: "</\(name)> to close the <\(name)> at \(opened.at.line):\(opened.at.column)")
    }

    /// `&amp;` `&lt;` `&gt;` `&quot;` `&apos;`, `&#NN;`, `&#xNN;`.
    mutating func entity() throws(Finding) -> Unicode.Scalar {
        let start = here
        var name = ""
        advance()
        while let scalar = current, scalar != ";", name.count < 10 {
            name.unicodeScalars.append(scalar)
            advance()
        }
        guard current == ";" else {
            throw error("the entity '&\(TextExcerpt.shown(name, limit: FilePath.quotedLimit))' is not closed with ';'", at: start, offending: "&" + name,
                        expected: "&amp; &lt; &gt; &quot; &apos; or &#NN;")
        }
        advance()
        switch name {
        case "amp": return "&"
        case "lt": return "<"
        case "gt": return ">"
        case "quot": return "\""
        case "apos": return "'"
        default:
            let number: UInt32? = name.hasPrefix("#x") || name.hasPrefix("#X") ? UInt32(name.dropFirst(2), radix: 16)
                : name.hasPrefix("#") ? UInt32(name.dropFirst()) : nil
            guard let number, let scalar = Unicode.Scalar(number), number != 0 else {
                throw error("'&\(TextExcerpt.shown(name, limit: FilePath.quotedLimit));' is not an entity XML property lists know", at: start,
                            offending: "&\(name);", expected: "&amp; &lt; &gt; &quot; &apos; or &#NN;")
            }
            return scalar
        }
    }

    /// The tag starting here (after any whitespace), or nil at the end of the file.
    mutating func tag() throws(Finding) -> Tag? {
        skipMisc()
        guard let scalar = current else { return nil }
        let at = here
        guard scalar == "<" else {
            throw error("text where an element belongs", at: at, offending: restOfLine(), expected: "an element such as <dict>")
        }
        advance()
        let closing = current == "/"
        if closing { advance() }
        var name = ""
        while let next = current, next.properties.isAlphabetic || ("0"..."9").contains(next) || next == "-" || next == "_" {
            name.unicodeScalars.append(next)
            advance()
        }
        guard !name.isEmpty else {
            throw error("'<' starts no element", at: at, offending: restOfLine(), expected: "an element name such as dict")
        }
        // Attributes (`version="1.0"`) are read past, quotes respected.
        var quote: Unicode.Scalar?
        while let next = current {
            if let open = quote {
                if next == open { quote = nil }
            } else if next == "\"" || next == "'" {
                quote = next
            } else if next == ">" || next == "/" && peek(1) == ">" {
                break
            }
            advance()
        }
        guard current != nil else { throw endOfFile(expected: "'>' to end the tag <\(name)") }
        let empty = current == "/"
        if empty { advance() }
        advance()
        return Tag(name: name, closing: closing, empty: empty, at: at)
    }

    /// Whitespace, the XML declaration, processing instructions, DOCTYPE and comments.
    mutating func skipMisc() {
        while let scalar = current {
            if scalar == " " || scalar == "\t" || scalar == "\n" || scalar == "\r" || scalar == "\u{FEFF}" {
                advance()
            } else if starts(with: "<?") {
                while current != nil, !starts(with: "?>") { advance() }
                skip(2)
            } else if starts(with: "<!--") {
                skipComment()
            } else if starts(with: "<!DOCTYPE") {
                while let next = current, next != ">" { advance() }
                advance()
            } else {
                return
            }
        }
    }

    mutating func skipComment() {
        skip(4)
        while current != nil, !starts(with: "-->") { advance() }
        skip(3)
    }

    func starts(with text: String) -> Bool {
        var offset = 0
        for scalar in text.unicodeScalars {
            guard peek(offset) == scalar else { return false }
            offset += 1
        }
        return true
    }

    mutating func skip(_ count: Int) {
        for _ in 0..<count { advance() }
    }

    func endOfFile(expected: String) -> Finding {
        error("the file ends too early", at: here, offending: "", expected: expected)
    }

    func error(_ message: String, at location: SourceLocation, offending: String, expected: String) -> Finding {
        .error("\(message); expected \(expected)", at: SourceRange(at: location), offendingText: TextExcerpt.shown(offending),
               expected: expected)
    }
}
