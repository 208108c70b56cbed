@testable import PrimerSyntax
@testable import PrimerTestSupport
import Testing

/// Tokens keep UTF-8 byte offsets; ``LineColumns`` turns one into the character column a message
/// names: each byte gets the column of the character (grapheme cluster) that holds it.
struct LineColumnsTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var line: String
        /// Byte offsets and the columns they are in.
        var columns: [(offset: Int, column: Int)]
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "plain ASCII", line: "abc", columns: [(0, 1), (1, 2), (2, 3), (3, 4)]),
        Case(name: "a tab is one column", line: "\tx", columns: [(0, 1), (1, 2), (2, 3)]),
        Case(name: "a Latin-1 letter of two bytes", line: "café x",
             columns: [(2, 3), (3, 4), (4, 4), (5, 5), (6, 6), (7, 7)]),
        Case(name: "a combining mark joins the letter before it", line: "e\u{301}x",
             columns: [(0, 1), (1, 1), (2, 1), (3, 2), (4, 3)]),
        Case(name: "a space with a combining mark is one character", line: "a \u{301}b",
             columns: [(0, 1), (1, 2), (2, 2), (3, 2), (4, 3), (5, 4)]),
        Case(name: "an emoji with a skin tone", line: "👋🏽 hi",
             columns: [(0, 1), (4, 1), (7, 1), (8, 2), (9, 3), (11, 5)]),
        Case(name: "a family of joined emoji", line: "👩‍👩‍👧x", columns: [(0, 1), (17, 1), (18, 2), (19, 3)]),
        Case(name: "a flag", line: "🇫🇷a", columns: [(0, 1), (4, 1), (8, 2), (9, 3)]),
        Case(name: "a curly apostrophe", line: "\"Don’t\" x",
             columns: [(0, 1), (4, 5), (6, 5), (7, 6), (8, 7), (10, 9), (11, 10)]),
        Case(name: "right-to-left text", line: "\"لا\"", columns: [(0, 1), (1, 2), (3, 3), (5, 4), (6, 5)]),
        Case(name: "a CR LF inside plain ASCII is two columns, as the lexer always counted", line: "a\r\nb",
             columns: [(1, 2), (2, 3), (3, 4)]),
        Case(name: "a CR LF beside non-ASCII text is one character", line: "é\r\nb",
             columns: [(2, 2), (3, 2), (4, 3), (5, 4)]),
    ]

    @Test(arguments: cases)
    func byteOffsetsTurnIntoCharacterColumns(_ testCase: Case) {
        let columns = LineColumns(testCase.line)
        for (offset, column) in testCase.columns {
            #expect(columns.column(at: offset) == column, "byte \(offset)")
        }
    }

    /// The column of each scalar's first byte, by walking the line's characters: the reference.
    static func walkedColumns(_ line: String) -> [(offset: Int, column: Int)] {
        var result: [(Int, Int)] = []
        var offset = 0
        for (index, character) in line.enumerated() {
            for scalar in character.unicodeScalars {
                result.append((offset, index + 1))
                offset += String(scalar).utf8.count
            }
        }
        result.append((offset, line.count + 1))
        return result
    }

    /// On lines made of the lexer's awkward pieces (marks, emoji, separators, controls), every scalar
    /// gets the column of its character, and the end of the line one past the last character.
    @Test func everyScalarOfRandomLinesHasItsCharactersColumn() {
        var generator = SeededGenerator(seed: 0xC0_1D)
        for _ in 0..<3000 {
            var line = ""
            for _ in 0..<Int.random(in: 0...10, using: &generator) {
                line += LineLexerEquivalenceTests.pieces.randomElement(using: &generator) ?? ""
            }
            guard !line.contains("\n") else { continue }
            let columns = LineColumns(line)
            for (offset, column) in Self.walkedColumns(line) {
                #expect(columns.column(at: offset) == column, "\(line.debugDescription) byte \(offset)")
            }
        }
    }

    @Test func plainASCIIKeepsNoTable() {
        #expect(LineColumns("  0.00  +0.35  title  opacity 0 -> 1") == .oneBytePerCharacter)
        #expect(LineColumns("a\r\nb").isOneBytePerCharacter)
        #expect(!LineColumns("Don’t").isOneBytePerCharacter)
    }

    @Test func aSpaceIsAWholeCharacterUnlessAMarkJoinsIt() {
        let columns = LineColumns("a b \u{301}c")
        #expect(columns.isWholeCharacter(at: 1))
        #expect(!columns.isWholeCharacter(at: 3))
    }

    struct TokenCase: CustomTestStringConvertible, Sendable {
        var name: String
        var line: String
        /// Each token's text, byte range and character columns.
        var tokens: [(text: String, bytes: Range<Int>, columns: Range<Int>)]
        var testDescription: String { name }
    }

    static let tokenCases: [TokenCase] = [
        TokenCase(name: "ASCII", line: "  title \"Allow\"",
                  tokens: [("title", 2..<7, 3..<8), ("\"Allow\"", 8..<15, 9..<16)]),
        TokenCase(name: "a curly apostrophe", line: "  \"Don’t\" priority high",
                  tokens: [("\"Don’t\"", 2..<11, 3..<10), ("priority", 12..<20, 11..<19), ("high", 21..<25, 20..<24)]),
        TokenCase(name: "emoji and a decomposed accent", line: "\"👋🏽 cafe\u{301}\" x",
                  tokens: [("\"👋🏽 cafe\u{301}\"", 0..<17, 1..<9), ("x", 18..<19, 10..<11)]),
        TokenCase(name: "a tab between tokens", line: "a\t\"é\"\tb",
                  tokens: [("a", 0..<1, 1..<2), ("\"é\"", 2..<6, 3..<6), ("b", 7..<8, 7..<8)]),
    ]

    /// The lexer stores byte ranges; a token's range gives the character columns a message names.
    @Test(arguments: tokenCases)
    func tokensKeepBytesAndGiveColumns(_ testCase: TokenCase) throws {
        let lexed = try LineLexer.lex(testCase.line, file: Fixture.path, line: 4)
        #expect(lexed.tokens.map(\.text) == testCase.tokens.map(\.text))
        for (token, expected) in zip(lexed.tokens, testCase.tokens) {
            #expect(token.utf8Range == expected.bytes, "\(expected.text)")
            #expect(token.range == SourceRange(lowerBound: SourceLocation(file: Fixture.path, line: 4, column: expected.columns.lowerBound),
                                               upperBound: SourceLocation(file: Fixture.path, line: 4, column: expected.columns.upperBound)),
                    "\(expected.text)")
        }
    }

    /// A token made from a range (not lexed from a line) gives that range back, and equals the lexed
    /// token at the same place.
    @Test func aTokenMadeFromARangeEqualsTheLexedOne() throws {
        let lexed = try LineLexer.lex("  \"Don’t\" x", file: Fixture.path, line: 2)
        let range = SourceRange(lowerBound: SourceLocation(file: Fixture.path, line: 2, column: 3),
                                upperBound: SourceLocation(file: Fixture.path, line: 2, column: 10))
        let made = Token(kind: .string, text: "\"Don’t\"", value: "Don’t", range: range)
        #expect(made.range == range)
        #expect(lexed.tokens.first == made)
        #expect(lexed.tokens.first?.hashValue == made.hashValue)
    }
}
