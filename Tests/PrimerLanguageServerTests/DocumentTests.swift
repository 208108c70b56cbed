@testable import PrimerLanguageServer
import PrimerSyntax
import Testing

/// Open documents: full and incremental changes at UTF-16 positions, and the conversion between the
/// protocol's positions and the spec format's character columns, on lines with “ ” ’ and emoji.
@Suite("documents and positions")
struct DocumentTests {
    static let text = "primer camera\napp \"Bob’s\"\n  \"“Hi” 😀 there\"\r\nlast"

    static func position(_ line: Int, _ character: Int) -> TextPosition { TextPosition(line: line, character: character) }

    @Test("lines end at \\n, a \\r before it belongs to the ending")
    func lines() {
        let document = TextDocument(uri: "file:///s.primerspec", version: 1, text: Self.text)
        #expect(document.lineCount == 4)
        #expect(document.line(2) == "  \"“Hi” 😀 there\"")
        #expect(document.line(3) == "last")
        #expect(document.line(4) == nil)
    }

    @Test(arguments: [
        // (edit range, new text, expected text): an emoji is two UTF-16 units, “ ” ’ one each.
        (TextRange(start: position(2, 8), end: position(2, 10)), "🎉", "  \"“Hi” 🎉 there\""),
        (TextRange(start: position(2, 3), end: position(2, 4)), "\"", "  \"\"Hi” 😀 there\""),
        (TextRange(start: position(2, 11), end: position(2, 16)), "you", "  \"“Hi” 😀 you\""),
        // Past the end of the line: the end of the line (the protocol's clamping).
        (TextRange(start: position(2, 17), end: position(2, 99)), "!", "  \"“Hi” 😀 there\"!"),
        // Inside the emoji's surrogate pair: before the pair.
        (TextRange(start: position(2, 9), end: position(2, 9)), "x", "  \"“Hi” x😀 there\""),
    ])
    func incrementalEdit(range: TextRange, newText: String, line: String) throws {
        var store = DocumentStore()
        store.open(TextDocument(uri: "u", version: 1, text: Self.text))
        try store.change("u", version: 2, changes: [DocumentStore.Change(range: range, text: newText)])
        let document = try #require(store["u"])
        #expect(document.version == 2)
        #expect(document.line(2).map(String.init) == line)
        #expect(document.line(3) == "last")
    }

    @Test("changes apply in order, across lines, and a change without a range replaces everything")
    func changesInOrder() throws {
        var store = DocumentStore()
        store.open(TextDocument(uri: "u", version: 1, text: Self.text))
        try store.change("u", version: 2, changes: [
            DocumentStore.Change(range: TextRange(start: Self.position(1, 5), end: Self.position(2, 4)), text: "Al"),
            DocumentStore.Change(range: TextRange(at: Self.position(0, 0)), text: "# ’\n"),
        ])
        #expect(store["u"]?.text == "# ’\nprimer camera\napp \"AlHi” 😀 there\"\r\nlast")
        try store.change("u", version: 3, changes: [DocumentStore.Change(range: nil, text: "x")])
        #expect(store["u"]?.text == "x")
        #expect(store["u"]?.lineCount == 1)
    }

    @Test("a change to a document never opened is refused")
    func notOpen() {
        var store = DocumentStore()
        #expect(throws: DocumentStore.ChangeProblem.notOpen("v")) {
            try store.change("v", version: 1, changes: [])
        }
    }

    @Test(arguments: [
        // (1-based character column, 0-based UTF-16 offset) on `  "“Hi” 😀 there"`.
        (1, 0), (4, 3), (8, 7), (9, 8), (10, 10), (11, 11), (17, 17), (18, 17),
    ])
    func characterColumnsToUTF16(column: Int, character: Int) {
        let document = TextDocument(uri: "u", version: 1, text: Self.text)
        let location = SourceLocation(file: "s", line: 3, column: column)
        #expect(document.position(of: location) == Self.position(2, character))
        if column <= 17 { #expect(document.sourceColumn(of: Self.position(2, character)) == column) }
    }

    @Test("a flag and a letter with a combining accent are one column and several UTF-16 units")
    func graphemes() {
        let document = TextDocument(uri: "u", version: 1, text: "a🇫🇷e\u{301}z")
        #expect(document.position(of: SourceLocation(file: "s", line: 1, column: 3)) == Self.position(0, 5))
        #expect(document.position(of: SourceLocation(file: "s", line: 1, column: 4)) == Self.position(0, 7))
        #expect(document.sourceColumn(of: Self.position(0, 7)) == 4)
    }

    @Test("a byte order mark, which spec columns skip, counts one UTF-16 unit")
    func byteOrderMark() {
        let document = TextDocument(uri: "u", version: 1, text: "\u{FEFF}primer camera")
        #expect(document.position(of: SourceLocation(file: "s", line: 1, column: 8)) == Self.position(0, 8))
    }

    @Test("positions round-trip through string indices")
    func roundTrip() {
        let document = TextDocument(uri: "u", version: 1, text: Self.text)
        for line in 0..<document.lineCount {
            let length = document.line(line)?.utf16.count ?? 0
            for character in 0...length {
                let index = document.index(of: Self.position(line, character))
                let back = document.position(of: index)
                // Inside a surrogate pair the position moves back one unit.
                #expect(back == Self.position(line, character) || back == Self.position(line, character - 1))
            }
        }
    }
}
