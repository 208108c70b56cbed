@testable import PrimerSyntax
import Testing

/// ``LineTable`` converts between characters (spec columns) and UTF-16 offsets (editor positions),
/// with a byte order mark, CR LF endings, accents, combining marks and characters outside the BMP,
/// and keeps its line starts right through edits.
@Suite("line table")
struct LineTableTests {
    /// A byte order mark, a CR LF line, an emoji of two scalars, a combining mark, and an empty last line.
    static let text = "\u{FEFF}block camera\r\n  \"Caf\u{E9} 👋🏽 e\u{301}x\"\nlast\n"

    struct Conversion: Sendable, CustomTestStringConvertible {
        /// A 1-based line and character column.
        var line: Int
        var column: Int
        /// The 0-based line and UTF-16 offset it is at.
        var position: (line: Int, utf16: Int)
        var testDescription: String { "\(line):\(column)" }
    }

    static let conversions: [Conversion] = [
        Conversion(line: 1, column: 1, position: (0, 1)),  // after the byte order mark
        Conversion(line: 1, column: 13, position: (0, 13)),  // the end of `block camera`
        Conversion(line: 2, column: 7, position: (1, 6)),  // `é`, one unit
        Conversion(line: 2, column: 9, position: (1, 8)),  // the emoji
        Conversion(line: 2, column: 10, position: (1, 12)),  // after the emoji's four units
        Conversion(line: 2, column: 12, position: (1, 15)),  // after `e` and its mark
        Conversion(line: 3, column: 5, position: (2, 4)),
    ]

    @Test("a character column is a UTF-16 offset and back", arguments: conversions)
    func convertsBothWays(conversion: Conversion) {
        let table = LineTable(Self.text)
        let position = table.utf16Position(line: conversion.line, column: conversion.column)
        #expect(position.line == conversion.position.line && position.utf16 == conversion.position.utf16)
        #expect(table.column(line: position.line, utf16: position.utf16) == conversion.column)
    }

    @Test func clampsAndStopsBeforeASurrogatePair() {
        let table = LineTable(Self.text)
        #expect(table.lineCount == 4)
        #expect(table.line(0) == "\u{FEFF}block camera")
        #expect(table.line(4) == nil)
        #expect(table.utf16Length(ofLine: 1) == 17)
        // Inside the emoji's surrogate pair: the pair's start.
        let inside = table.index(line: 1, utf16: 9)
        #expect(table.utf16Position(of: inside).line == 1 && table.utf16Position(of: inside).utf16 == 8)
        // Past the line's end: its end; past the last line: the text's end.
        #expect(table.index(line: 2, utf16: 99) == table.line(2)?.endIndex)
        #expect(table.index(line: 9, utf16: 0) == Self.text.endIndex)
        let pastEnd = table.utf16Position(line: 2, column: 99)
        #expect(pastEnd.line == 1 && pastEnd.utf16 == 17)
        #expect(table.text(ofLines: 1..<2) == "  \"Caf\u{E9} 👋🏽 e\u{301}x\"\n")
        #expect(table.text(ofLines: 2..<9) == "last\n")
    }

    struct Edit: Sendable, CustomTestStringConvertible {
        var line: Int
        var from: Int
        var to: Int
        var text: String
        var testDescription: String { "\(line):\(from)-\(to) \(text.debugDescription)" }
    }

    @Test("an edit leaves the table a fresh one of the new text gives", arguments: [
        Edit(line: 0, from: 1, to: 1, text: "x"),
        Edit(line: 1, from: 2, to: 4, text: "\n\n"),
        Edit(line: 0, from: 6, to: 13, text: ""),
        Edit(line: 1, from: 0, to: 17, text: "é\r\nü"),
        Edit(line: 3, from: 0, to: 0, text: "tail\n"),
    ])
    func edits(edit: Edit) {
        var table = LineTable(Self.text)
        let start = table.index(line: edit.line, utf16: edit.from)
        let end = table.index(line: edit.line, utf16: edit.to)
        var expected = Self.text
        expected.replaceSubrange(start..<end, with: edit.text)
        table.replace(start..<end, with: edit.text)
        #expect(table == LineTable(expected))
    }
}
