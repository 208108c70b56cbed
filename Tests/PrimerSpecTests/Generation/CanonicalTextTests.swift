@testable import PrimerModel
@testable import PrimerSpec
@testable import PrimerSyntax
@testable import PrimerTestSupport
import Testing

/// The shortcuts to a token's canonical text (its source text when a string needs no escape, the
/// pieces joined into one buffer, the lexer's entry point for lines outside a file) must give what
/// re-quoting every value and joining with `joined(separator:)` gives, for any text.
@Suite("Canonical text shortcuts")
struct CanonicalTextTests {
    /// Every line of the checker's fast-path tests: spaces, tabs, quotes, escapes, controls, separators,
    /// byte order marks, accents, emoji, right-to-left text and CR LF, in random mixtures.
    static let lines = FastPathTests.awkward + [
        #""plain" word "two words""#, #""a\"b" "\\" "\n" "\t" "\u{41}""#, "\"raw\ttab\" x", "\"é ü 👋🏽\" \"\u{2019}\"",
    ]

    /// The canonical text the long way: every string's value quoted again, joined by the standard library.
    static func slowCanonical(_ tokens: [Token]) -> String {
        tokens.map { $0.isWord ? $0.value : StringLiteral.quoted($0.value) }.joined(separator: " ")
    }

    @Test("a token's canonical text and the joined texts are the re-quoted values, for every line that lexes")
    func tokensAndJoined() {
        for line in Self.lines {
            guard let lexed = try? LineLexer.lex(line, file: "f.primerspec", line: 1) else { continue }
            for token in lexed.tokens {
                let slow = token.isWord ? token.value : StringLiteral.quoted(token.value)
                #expect(Array(token.canonicalText.utf8) == Array(slow.utf8), "\(line)")
            }
            // Compared as bytes: `==` on strings compares by canonical equivalence.
            let slow = Array(Self.slowCanonical(lexed.tokens).utf8)
            #expect(Array(CanonicalText.joined(lexed.tokens).utf8) == slow, "\(line)")
            #expect(CanonicalText.ofLine(line).map { Array($0.utf8) } == slow, "\(line)")
        }
    }

    @Test("the lexer's canonical text is nil exactly when the line does not lex")
    func canonicalNilWhenNotLexing() {
        for line in Self.lines {
            let lexes = (try? LineLexer.lex(line, file: "f.primerspec", line: 1)) != nil
            #expect((CanonicalText.ofLine(line) != nil) == lexes, "\(line)")
        }
    }

    @Test("a string token whose text is not its value quoted is quoted again, not given back")
    func madeUpTokens() {
        let range = SourceRange(at: SourceLocation(file: "f", line: 1, column: 1))
        let cases: [(text: String, value: String)] = [
            ("\"a\"", "a"), ("\"a\"", "b"), ("a", "a"), ("\"ab", "a"), ("x\"a\"", "a"), ("\"\t\"", "\t"),
            ("\"\"", ""), ("\"", ""), ("\"é\"", "é"), ("\"e\u{301}\"", "é"), ("\"a\\\"b\"", "a\"b"), ("\"\u{2028}\"", "\u{2028}"),
        ]
        for (text, value) in cases {
            let token = Token(kind: .string, text: text, value: value, range: range)
            // Compared as bytes: `==` on strings would take e + U+0301 for é.
            #expect(Array(token.canonicalText.utf8) == Array(StringLiteral.quoted(value).utf8), "\(text) / \(value)")
            #expect(StringLiteral.isQuoted(value, as: text)
                == (Array(StringLiteral.quoted(value).utf8) == Array(text.utf8) && !StringLiteral.needsAnyEscape(value)))
        }
        #expect(CanonicalText.joined([]) == "")
    }
}
