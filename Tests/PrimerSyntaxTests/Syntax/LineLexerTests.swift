import PrimerModel
@testable import PrimerMotion
@testable import PrimerSpec
@testable import PrimerSyntax
@testable import PrimerTestSupport
import Testing

/// Words, strings, escapes, comments and columns.
struct LineLexerTests {
    static func lex(_ line: String) throws -> LexedLine {
        try LineLexer.lex(line, file: Fixture.path, line: 1)
    }

    struct StringCase: CustomTestStringConvertible, Sendable {
        var name: String
        var source: String
        var value: String
        var testDescription: String { name }
    }

    static let strings: [StringCase] = [
        StringCase(name: "plain", source: #""Allow""#, value: "Allow"),
        StringCase(name: "curly apostrophe", source: #""Don’t Allow""#, value: "Don’t Allow"),
        StringCase(name: "curly quotes", source: #""“Reminders” would like to send you notifications""#, value: "“Reminders” would like to send you notifications"),
        StringCase(name: "emoji and ZWJ sequence", source: #""🔔 👩‍👩‍👧 🇫🇷""#, value: "🔔 👩‍👩‍👧 🇫🇷"),
        StringCase(name: "right-to-left text", source: #""السماح بالإشعارات""#, value: "السماح بالإشعارات"),
        StringCase(name: "Hebrew with a mark", source: #""אפשר\u{200F}""#, value: "אפשר\u{200F}"),
        StringCase(name: "decomposed accent", source: "\"Cafe\u{301}\"", value: "Cafe\u{301}"),
        StringCase(name: "combining mark right after the quote", source: "\"\u{301}x\"", value: "\u{301}x"),
        StringCase(name: "escaped quote and backslash", source: #""say \"hi\" \\ bye""#, value: #"say "hi" \ bye"#),
        StringCase(name: "newline and tab escapes", source: #""a\nb\tc""#, value: "a\nb\tc"),
        StringCase(name: "unicode escapes", source: #""\u{1F600}\u{41}\u{00000042}""#, value: "😀AB"),
        StringCase(name: "hash inside a string", source: ##""#1 # not a comment""##, value: "#1 # not a comment"),
        StringCase(name: "raw tab inside a string", source: "\"a\tb\"", value: "a\tb"),
        StringCase(name: "empty", source: #""""#, value: ""),
    ]

    @Test(arguments: strings)
    func stringsDecodeExactly(_ testCase: StringCase) throws {
        let line = try Self.lex(testCase.source)
        #expect(line.tokens.map(\.kind) == [.string])
        #expect(line.tokens.first?.value == testCase.value)
        #expect(line.tokens.first?.text == testCase.source)
        let canonical = try #require(line.tokens.first?.canonicalText)
        #expect(try Self.lex(canonical).tokens.first?.value == testCase.value)
    }

    @Test(arguments: [
        ("Allow", #""Allow""#),
        ("say \"hi\" \\", #""say \"hi\" \\""#),
        ("a\nb\tc", #""a\nb\tc""#),
        ("bell\u{7} nul\u{0} sep\u{2028}", #""bell\u{7} nul\u{0} sep\u{2028}""#),
        ("“curly” 😀 عربى", "\"“curly” 😀 عربى\""),
    ])
    func canonicalStringsEscapeOnlyWhatTheyMust(_ value: String, _ canonical: String) {
        #expect(StringLiteral.quoted(value) == canonical)
    }

    @Test func wordsAreRunsWithoutWhitespaceQuotesOrHash() throws {
        let line = try Self.lex("motion requesting -> granted\t+0.20 onGranted(granted)# comment")
        #expect(line.tokens.map(\.text) == ["motion", "requesting", "->", "granted", "+0.20", "onGranted(granted)"])
        #expect(line.tokens.allSatisfy { $0.kind == .word })
        #expect(line.comment == "# comment")
    }

    @Test func columnsCountCharactersNotBytesOrScalars() throws {
        let line = try Self.lex("title \"👩‍👩‍👧 é\" x")
        #expect(line.tokens.map(\.range.lowerBound.column) == [1, 7, 13])
        #expect(line.tokens[1].range == Fixture.range("1:7-1:12"))
        #expect(line.endColumn == 14)
    }

    @Test func indentationIsCountedInSpaces() throws {
        let line = try Self.lex("    hint \"x\"   ")
        #expect(line.indent == 4)
        #expect(line.tokens.first?.range.lowerBound.column == 5)
    }

    @Test func whitespaceOnlyLinesAreBlankEvenWithTabs() throws {
        #expect(try Self.lex("  \t  ").isBlank)
        #expect(try Self.lex("").isBlank)
    }

    @Test(arguments: [
        (#""\u41""#, #"\u"#, "1:2-1:4"),
        (#""\u{}""#, #"\u{}"#, "1:2-1:6"),
        (#""\u{123456789}""#, #"\u{123456789}"#, "1:2-1:15"),
        (#""\u{41 }""#, #"\u{41 }"#, "1:2-1:9"),
        (#""\u{41""#, #"\u{41"#, "1:2-1:7"),
    ])
    func malformedUnicodeEscapes(_ source: String, _ escape: String, _ span: String) {
        #expect(throws: Fixture.error(
            span, "malformed escape '\(escape)'; expected \\u{…} with 1 to 8 hex digits", offending: escape
        )) {
            try Self.lex(source)
        }
    }

    @Test func unicodeEscapeAboveTheLastScalarIsRejected() {
        #expect(throws: Fixture.error(
            "1:2-1:12",
            "escape '\\u{110000}' is not a Unicode scalar value; expected a value up to 10FFFF outside the surrogates D800–DFFF",
            offending: "\\u{110000}"
        )) {
            try Self.lex(#""\u{110000}""#)
        }
    }

    @Test func backslashAtTheEndOfTheLineLeavesTheStringUnterminated() {
        #expect(throws: Fixture.error(
            "1:1-1:5", "unterminated string \"ab\\; expected a closing '\"' before the end of the line", offending: "\"ab\\"
        )) {
            try Self.lex(#""ab\"#)
        }
    }

    @Test func lineSeparatorIsNotAllowedRaw() {
        #expect(throws: Fixture.error(
            "1:3-1:4",
            "line separator U+2028 is not allowed; expected visible text (inside a string write it as \\u{2028})",
            offending: "\u{2028}"
        )) {
            try Self.lex("\"a\u{2028}\"")
        }
    }
}
