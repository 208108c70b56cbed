import PrimerSyntax

/// A place in a document as the Language Server Protocol counts it: a 0-based line and a 0-based
/// offset in UTF-16 code units from the start of that line.
///
/// Both numbers are the protocol's `uinteger`, 0 to 2^31 − 1: a position read from a client outside
/// that range is refused (``init(json:field:)``), and one made in code is clamped into it, so the
/// arithmetic the handlers do on a line or a character cannot overflow.
package struct TextPosition: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The largest line or character the protocol allows (its `uinteger`'s maximum, 2^31 − 1).
    package static let maximum = Int(Int32.max)

    /// The 0-based line.
    package var line: Int
    /// The 0-based UTF-16 offset in the line.
    package var character: Int

    /// Creates a position; each number is clamped to 0…``maximum``.
    package init(line: Int, character: Int) {
        self.line = min(max(line, 0), Self.maximum)
        self.character = min(max(character, 0), Self.maximum)
    }

    package static func < (lhs: TextPosition, rhs: TextPosition) -> Bool {
        (lhs.line, lhs.character) < (rhs.line, rhs.character)
    }

    package var description: String { "\(line):\(character)" }

    /// The 1-based line number a spec ``SourceLocation`` gives this line (never overflowing).
    package var lineNumber: Int { line < Int.max ? line + 1 : line }

    /// The position as the protocol's `Position` object.
    package var json: JSONValue { ["line": .int(line), "character": .int(character)] }

    /// Reads a `Position` object; nil unless both fields are integers from 0 to ``maximum``.
    package init?(json: JSONValue?) {
        guard let position = try? TextPosition(json: json, field: "position") else { return nil }
        self = position
    }

    /// Reads the `Position` object of the parameter `field` (a dotted path such as `range.start`);
    /// throws the protocol's InvalidParams (-32602), naming the field, the value sent and what was
    /// expected, unless both numbers are integers from 0 to ``maximum``.
    package init(json: JSONValue?, field: String) throws(ResponseError) {
        guard let json, json.isObject else {
            throw .invalidParams("'\(field)' is \(Self.shown(json)); expected a position {\"line\": N, \"character\": N}")
        }
        self.init(line: try Self.number(json["line"], field: field + ".line"),
                  character: try Self.number(json["character"], field: field + ".character"))
    }

    /// A `uinteger` field's value, or InvalidParams.
    private static func number(_ value: JSONValue?, field: String) throws(ResponseError) -> Int {
        guard let number = value?.intValue, number >= 0, number <= maximum else {
            throw .invalidParams("'\(field)' is \(shown(value)); expected an integer from 0 to \(maximum)")
        }
        return number
    }

    /// A value as an error message quotes it: its JSON text, cut at 40 bytes, or "missing".
    static func shown(_ value: JSONValue?) -> String {
        guard let value else { return "missing" }
        let text = String(decoding: value.serialized(), as: UTF8.self)
        return text.utf8.count <= 40 ? text : String(decoding: Array(text.utf8.prefix(40)), as: UTF8.self) + "…"
    }
}

/// A span of a document between two ``TextPosition``s, the end exclusive (the protocol's `Range`).
package struct TextRange: Hashable, Sendable, CustomStringConvertible {
    /// The first position.
    package var start: TextPosition
    /// The position just past the end.
    package var end: TextPosition

    /// Creates a range.
    package init(start: TextPosition, end: TextPosition) {
        self.start = start
        self.end = end
    }

    /// An empty range at a position.
    package init(at position: TextPosition) {
        self.init(start: position, end: position)
    }

    package var description: String { "\(start)-\(end)" }

    /// The range as the protocol's `Range` object.
    package var json: JSONValue { ["start": start.json, "end": end.json] }

    /// Reads a `Range` object; nil unless both ends are positions and the start is not after the end.
    package init?(json: JSONValue?) {
        guard let range = try? TextRange(json: json, field: "range") else { return nil }
        self = range
    }

    /// Reads the `Range` object of the parameter `field`; throws InvalidParams (-32602) naming what
    /// is wrong unless both ends are positions (``TextPosition/init(json:field:)``) in order.
    package init(json: JSONValue?, field: String) throws(ResponseError) {
        guard let json, json.isObject else {
            throw .invalidParams("'\(field)' is \(TextPosition.shown(json)); expected a range {\"start\": POSITION, \"end\": POSITION}")
        }
        let start = try TextPosition(json: json["start"], field: field + ".start")
        let end = try TextPosition(json: json["end"], field: field + ".end")
        guard start <= end else {
            throw .invalidParams("'\(field)' ends at \(end), before its start \(start); expected the start first")
        }
        self.init(start: start, end: end)
    }

    /// Whether the position lies in the range (its end included, as a cursor at the end of a word is on it).
    package func contains(_ position: TextPosition) -> Bool { start <= position && position <= end }
}
