/// How ``JSONValue/written(_:)`` lays a value out.
package enum JSONLayout: Sendable {
    /// One line, no spaces: `{"a":[1,2]}`, as a language-server message.
    case compact
    /// Two-space indents and `"key" : value`, an empty array or object over two lines, as the
    /// reports are written (the layout of Foundation's pretty printing).
    case pretty
}

extension JSONValue {
    /// The value as JSON text, the same bytes on every machine: object keys in Unicode code point
    /// order, slashes and non-ASCII characters as they are, `"`, `\` and control characters escaped
    /// (`\n`, `\t`, `\u001b`), an integral number without a fraction (`1`, `2.5`, `1e+16`), and no
    /// final newline. A number that is not finite is written as `null`.
    package func written(_ layout: JSONLayout) -> String {
        var writer = JSONWriter(layout: layout)
        writer.write(self, indent: 0)
        return writer.output
    }

    /// Pretty JSON with a final newline: how every report file ends.
    package var document: String { written(.pretty) + "\n" }
}

/// Writes a ``JSONValue`` as text in one pass.
struct JSONWriter {
    let layout: JSONLayout
    var output = ""

    init(layout: JSONLayout) { self.layout = layout }

    mutating func write(_ value: JSONValue, indent: Int) {
        switch value {
        case .null: output += "null"
        case .bool(let value): output += value ? "true" : "false"
        case .int(let value): output += String(value)
        case .double(let value): output += Self.number(value)
        case .string(let value): writeString(value)
        case .array(let elements):
            writeContainer("[", "]", elements.count, indent: indent) { writer, index in
                writer.write(elements[index], indent: indent + 2)
            }
        case .object(let members):
            let keys = members.keys.sorted { $0.unicodeScalars.lexicographicallyPrecedes($1.unicodeScalars) }
            writeContainer("{", "}", keys.count, indent: indent) { writer, index in
                writer.writeString(keys[index])
                writer.output += writer.layout == .pretty ? " : " : ":"
                writer.write(members[keys[index]] ?? .null, indent: indent + 2)
            }
        }
    }

    /// An array or object: its elements one a line, indented, or side by side.
    private mutating func writeContainer(_ open: String, _ close: String, _ count: Int, indent: Int,
                                         element: (inout JSONWriter, Int) -> Void) {
        output += open
        guard layout == .pretty else {
            for index in 0..<count {
                if index > 0 { output += "," }
                element(&self, index)
            }
            output += close
            return
        }
        output += "\n"
        let inner = String(repeating: " ", count: indent + 2)
        for index in 0..<count {
            if index > 0 { output += ",\n" }
            output += inner
            element(&self, index)
        }
        output += "\n" + String(repeating: " ", count: indent) + close
    }

    private mutating func writeString(_ text: String) {
        output += "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\t": output += "\\t"
            case "\r": output += "\\r"
            case "\u{8}": output += "\\b"
            case "\u{C}": output += "\\f"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    output.unicodeScalars.append(scalar)
                }
            }
        }
        output += "\""
    }

    /// A double as Foundation writes it: the shortest form that reads back, `.0` dropped.
    static func number(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        let text = value.description
        return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
    }
}
