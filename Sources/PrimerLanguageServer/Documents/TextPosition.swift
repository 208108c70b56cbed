import PrimerSyntax

/// A place in a document as the Language Server Protocol counts it: a 0-based line and a 0-based
/// offset in UTF-16 code units from the start of that line.
package struct TextPosition: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The 0-based line.
    package var line: Int
    /// The 0-based UTF-16 offset in the line.
    package var character: Int

    /// Creates a position.
    package init(line: Int, character: Int) {
        self.line = line
        self.character = character
    }

    package static func < (lhs: TextPosition, rhs: TextPosition) -> Bool {
        (lhs.line, lhs.character) < (rhs.line, rhs.character)
    }

    package var description: String { "\(line):\(character)" }

    /// The position as the protocol's `Position` object.
    package var json: JSONValue { ["line": .int(line), "character": .int(character)] }

    /// Reads a `Position` object; nil unless both fields are non-negative integers.
    package init?(json: JSONValue?) {
        guard let line = json?["line"]?.intValue, let character = json?["character"]?.intValue,
              line >= 0, character >= 0 else { return nil }
        self.init(line: line, character: character)
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
        guard let start = TextPosition(json: json?["start"]), let end = TextPosition(json: json?["end"]),
              start <= end else { return nil }
        self.init(start: start, end: end)
    }

    /// Whether the position lies in the range (its end included, as a cursor at the end of a word is on it).
    package func contains(_ position: TextPosition) -> Bool { start <= position && position <= end }
}
