@testable import PrimerSyntax
@testable import PrimerTestSupport
import Testing

/// Locations keep a UTF-8 byte offset and their line's ``LineColumns``; the character column is
/// worked out when a message, a report or an editor reads it. These hold that it is the column it
/// always was, and that a location made from bytes and one made from a column are the same place.
struct SourceLocationTests {
    struct TokenCase: CustomTestStringConvertible, Sendable {
        var name: String
        /// One line of a spec file.
        var line: String
        /// The token the location is made from.
        var token: String
        /// The character columns of the token's first character and just past its last.
        var columns: Range<Int>
        var testDescription: String { name }
    }

    static let tokenCases: [TokenCase] = [
        TokenCase(name: "ASCII", line: "  title \"Allow\" high", token: "high", columns: 17..<21),
        TokenCase(name: "after curly quotes", line: "title \"“Allow” notifications\" x", token: "x", columns: 31..<32),
        TokenCase(name: "a string holding curly quotes", line: "  \"“Allow”\" priority high",
                  token: "\"“Allow”\"", columns: 3..<12),
        TokenCase(name: "after an emoji with a skin tone", line: "  \"👋🏽 Hi\" priority", token: "priority",
                  columns: 10..<18),
        TokenCase(name: "after a family of joined emoji and a flag", line: "\"👩‍👩‍👧🇫🇷\" next", token: "next",
                  columns: 6..<10),
        TokenCase(name: "after combining marks", line: "  \"cafe\u{301} e\u{301}\u{302}\" end", token: "end",
                  columns: 12..<15),
        TokenCase(name: "a word with a combining mark", line: "a e\u{301}x b", token: "e\u{301}x", columns: 3..<5),
        TokenCase(name: "right-to-left text", line: "\"لا\" x", token: "x", columns: 6..<7),
    ]

    /// A location made from a lexed token names the token's character column, in `file:line:column`
    /// and as ``SourceLocation/column``, and keeps the token's byte offset.
    @Test(arguments: tokenCases)
    func aTokensLocationRendersItsCharacterColumn(_ testCase: TokenCase) throws {
        let lexed = try LineLexer.lex(testCase.line, file: Fixture.path, line: 7)
        let token = try #require(lexed.tokens.first { $0.text == testCase.token })
        let range = token.range
        #expect(range.lowerBound.utf8Offset == token.utf8Range.lowerBound)
        #expect(range.upperBound.utf8Offset == token.utf8Range.upperBound)
        #expect(range.lowerBound.column == testCase.columns.lowerBound)
        #expect(range.upperBound.column == testCase.columns.upperBound)
        #expect(range.lowerBound.description == "a.primerspec:7:\(testCase.columns.lowerBound)")
        #expect(range.description == "a.primerspec:7:\(testCase.columns.lowerBound)-7:\(testCase.columns.upperBound)")
    }

    /// A CR LF line ending is not part of the line the lexer reads; inside a line's text it is one
    /// character beside non-ASCII text.
    @Test func aCRLFBesideNonASCIITextIsOneCharacter() {
        let columns = LineColumns("é\r\nb")
        let atB = SourceLocation(file: Fixture.path, line: 1, utf8Offset: 4, columns: columns)
        #expect(atB.column == 3)
        #expect(atB == SourceLocation(file: Fixture.path, line: 1, column: 3))
        #expect(atB.description == "a.primerspec:1:3")
    }

    struct OrderCase: CustomTestStringConvertible, Sendable {
        var name: String
        var line: String
        /// A byte offset in the line, and the character column it is in.
        var offset: Int
        var column: Int
        var testDescription: String { name }
    }

    static let orderCases: [OrderCase] = [
        OrderCase(name: "ASCII", line: "title \"Allow\"", offset: 6, column: 7),
        OrderCase(name: "curly quotes", line: "“a” b", offset: 8, column: 5),
        OrderCase(name: "an emoji with a skin tone", line: "👋🏽 hi", offset: 9, column: 3),
        OrderCase(name: "a combining mark", line: "e\u{301}\u{302} x", offset: 6, column: 3),
        OrderCase(name: "the end of a line", line: "Don’t", offset: 7, column: 6),
    ]

    /// A location made from a byte offset equals, hashes as and sorts with the location made from its
    /// character column; one column either side sorts before and after it.
    @Test(arguments: orderCases)
    func byteMadeAndColumnMadeLocationsAreTheSamePlace(_ testCase: OrderCase) {
        let fromBytes = SourceLocation(file: Fixture.path, line: 2, utf8Offset: testCase.offset,
                                       columns: LineColumns(testCase.line))
        let fromColumn = SourceLocation(file: Fixture.path, line: 2, column: testCase.column)
        let before = SourceLocation(file: Fixture.path, line: 2, column: testCase.column - 1)
        let after = SourceLocation(file: Fixture.path, line: 2, column: testCase.column + 1)
        #expect(fromBytes.column == testCase.column)
        #expect(fromBytes == fromColumn)
        #expect(fromBytes.hashValue == fromColumn.hashValue)
        #expect(Set([fromBytes, fromColumn]).count == 1)
        #expect(!(fromBytes < fromColumn) && !(fromColumn < fromBytes))
        #expect(before < fromBytes && fromBytes < after)
        #expect([after, fromBytes, before].sorted() == [before, fromColumn, after])
        #expect(SourceLocation(file: Fixture.path, line: 1, column: 99) < fromBytes)
        #expect(fromBytes < SourceLocation(file: Fixture.path, line: 3, column: 1))
    }

    /// A range made from a line's bytes equals the range made from the same columns, and says whether
    /// it is empty by characters.
    @Test func byteMadeAndColumnMadeRangesAreEqual() {
        let columns = LineColumns("  \"👋🏽\" x")
        let fromBytes = SourceRange(file: Fixture.path, line: 5, utf8Range: 2..<12, columns: columns)
        let fromColumns = SourceRange(lowerBound: SourceLocation(file: Fixture.path, line: 5, column: 3),
                                      upperBound: SourceLocation(file: Fixture.path, line: 5, column: 6))
        #expect(fromBytes == fromColumns)
        #expect(fromBytes.hashValue == fromColumns.hashValue)
        #expect(fromBytes.description == "a.primerspec:5:3-5:6")
        #expect(!fromBytes.isEmpty)
        // The skin tone's bytes are in the emoji's column: the range from its first to its last byte
        // covers no character boundary, but it is not one place either.
        #expect(SourceRange(file: Fixture.path, line: 5, utf8Range: 3..<7, columns: columns).description
            == "a.primerspec:5:4-5:4")
        #expect(SourceRange(file: Fixture.path, line: 5, utf8Range: 3..<7, columns: columns).isEmpty)
    }

    /// A range's bounds can sit on two lines of different columns; each keeps its own line's.
    @Test func aRangeOverTwoLinesKeepsEachLinesColumns() throws {
        let first = try LineLexer.lex("motion “fade”", file: Fixture.path, line: 3)
        let last = try LineLexer.lex("  \"é\" end", file: Fixture.path, line: 4)
        let firstToken = try #require(first.tokens.last)
        let lastToken = try #require(last.tokens.last)
        let range = SourceRange(lowerBound: firstToken.range.lowerBound, upperBound: lastToken.range.upperBound)
        #expect(range.description == "a.primerspec:3:8-4:10")
        var moved = range
        moved.upperBound = firstToken.range.upperBound
        #expect(moved.description == "a.primerspec:3:8-3:14")
    }

    /// A span from one token through a later one (a section header's, a directive's) names their
    /// characters, whether both come from the line's bytes or one was made from columns.
    @Test func aSpanThroughALaterTokenNamesCharacters() throws {
        let lexed = try LineLexer.lex("title \"“Allow”\" \"👋🏽\" x", file: Fixture.path, line: 2)
        let first = try #require(lexed.tokens.first)
        let last = try #require(lexed.tokens.last)
        #expect(first.range(through: last).description == "a.primerspec:2:1-2:22")
        #expect(first.range(through: first) == first.range)
        let made = Token(kind: .word, text: "x", value: "x",
                         range: SourceRange(lowerBound: SourceLocation(file: Fixture.path, line: 2, column: 21),
                                            upperBound: SourceLocation(file: Fixture.path, line: 2, column: 22)))
        #expect(first.range(through: made) == first.range(through: last))
        #expect(Directive(keyword: first, arguments: Array(lexed.tokens.dropFirst())).range.description
            == "a.primerspec:2:1-2:22")
    }

    /// Moving by characters gives the location that many columns along, whatever it was made from.
    @Test(arguments: [(0, 5), (2, 7), (-4, 1)])
    func advancingByCharactersCountsCharacters(_ count: Int, _ column: Int) {
        let location = SourceLocation(file: Fixture.path, line: 1, utf8Offset: 8, columns: LineColumns("“a” b c"))
        #expect(location.advanced(byCharacters: count) == SourceLocation(file: Fixture.path, line: 1, column: column))
        #expect(location.advanced(byCharacters: count).description == "a.primerspec:1:\(column)")
    }

    /// Column 0 ("no place": a finding about no file, a value given on the command line) stays 0.
    @Test func columnZeroStaysZero() {
        let unplaced = Finding(severity: .error, range: nil, message: "m")
        #expect(!unplaced.isLocated && unplaced.range.lowerBound.column == 0)
        #expect(unplaced.range.description == ":0:0-0:0")
        #expect(SourceLocation(file: "command line", line: 0, column: 0).description == "command line:0:0")
    }

    struct RenderCase: CustomTestStringConvertible, Sendable {
        var name: String
        var spec: String
        /// The parser's findings, rendered.
        var rendered: [String]
        var testDescription: String { name }
    }

    static let renderCases: [RenderCase] = [
        RenderCase(
            name: "an unknown escape after curly quotes",
            spec: "primer notifications\ntitle \"“Allow” \\q\"\n",
            rendered: ["a.primerspec:2:16: error: unknown escape '\\q' in string; expected one of \\\" \\\\ \\n \\r \\t \\u{…}"]),
        RenderCase(
            name: "an unterminated string after an emoji",
            spec: "primer notifications\nvoiceover ready\n  \"👋🏽 Hi\" \"open\n",
            rendered: ["a.primerspec:3:10: error: unterminated string \"open; expected a closing '\"' before the end of the line"]),
        RenderCase(
            name: "a control character after combining marks, with CR LF line endings",
            spec: "primer notifications\r\ntitle \"cafe\u{301} e\u{301}\u{302}\u{7}\"\r\n",
            rendered: ["a.primerspec:2:14: error: control character U+0007 is not allowed; expected visible text (inside a string write it as \\u{7})"]),
    ]

    /// A parse error on a line with non-ASCII text renders `file:line:column` in characters, as it
    /// always did.
    @Test(arguments: renderCases)
    func aFindingOnANonASCIILineRendersItsCharacterColumn(_ testCase: RenderCase) {
        let result = SpecParser.parse(text: testCase.spec, path: Fixture.path)
        expectSameLines(result.diagnostics.map(\.rendered), testCase.rendered)
    }
}
