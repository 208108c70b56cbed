@testable import PrimerCode
import Testing

/// String literals decoded as the compiler decodes them, read through the lexer: escapes, multi-line
/// literals, raw literals and interpolation.
@Suite("String literal decoder")
struct StringLiteralDecoderTests {
    /// The first string token of a source: its value and whether it interpolates.
    static func literal(_ source: String) -> (String, Bool)? {
        SwiftLexer.tokens(Array(source.utf8)).first { $0.kind == .string }.map { ($0.text, $0.isInterpolated) }
    }

    @Test(arguments: [
        // Escapes.
        (#"x = "a\nb""#, "a\nb", false),
        (#"x = "a\tb""#, "a\tb", false),
        (#"x = "say \"hi\"""#, "say \"hi\"", false),
        (#"x = "back\\slash""#, "back\\slash", false),
        (#"x = "hike\u{2019}s""#, "hike\u{2019}s", false),
        (#"x = "nul\0end""#, "nul\0end", false),
        (#"x = "it\'s\r""#, "it's\r", false),
        (#"x = "\u{1F600}!""#, "\u{1F600}!", false),
        // An escape the compiler rejects is kept as written.
        (#"x = "a\qb \u{zz}""#, #"a\qb \u{zz}"#, false),
        // A literal ’ character is itself.
        ("x = \"We\u{2019}ll\"", "We\u{2019}ll", false),
        // Multi-line: the closing delimiter's indentation removed, deeper indentation kept.
        ("x = \"\"\"\n    first\n      second\n    \"\"\"", "first\n  second", false),
        // A `\` at a line's end joins the lines.
        ("x = \"\"\"\n    Let Trailhead look \\\n    through your library.\n    \"\"\"", "Let Trailhead look through your library.", false),
        // Escapes inside a multi-line literal, and a `"` that does not close it.
        ("x = \"\"\"\n  a \"quote\"\\tb\n  \"\"\"", "a \"quote\"\tb", false),
        // CR LF line breaks read as LF.
        ("x = \"\"\"\r\n  a\r\n  b\r\n  \"\"\"", "a\nb", false),
        // Raw: backslashes and quotes kept as written, `\#n` is an escape, `\#(…)` interpolates.
        (##"x = #"say "mark" \n \(x)"#"##, #"say "mark" \n \(x)"#, false),
        (##"x = #"one\#ntwo"#"##, "one\ntwo", false),
        (##"x = #"a \#(name) b"#"##, "", true),
        (###"x = ##"a "# b \#n"##"###, ##"a "# b \#n"##, false),
        (###"x = ##"a\##tb"##"###, "a\tb", false),
        // Interpolation is flagged and the value is left empty.
        (#"x = "Hi, \(name)!""#, "", true),
        ("x = \"\"\"\n  How does \\(trail.name) look?\n  \"\"\"", "", true),
        (#"x = "a\\(b)""#, #"a\(b)"#, false),
        // An empty literal.
        (#"x = """#, "", false),
    ] as [(String, String, Bool)])
    func decodes(source: String, value: String, interpolated: Bool) throws {
        let found = try #require(Self.literal(source))
        #expect(found.0 == value)
        #expect(found.1 == interpolated)
    }

    /// The token after a literal starts where the literal ends: the lexer and the decoder agree on its end.
    @Test(arguments: [
        ("\"\"\"\n  a \\\n  b\n  \"\"\" z", "z@4:7"),
        ("##\"a \"# \"## z", "z@1:13"),
        ("\"\"\"\r\n  a\r\n  \"\"\" z", "z@3:7"),
    ] as [(String, String)])
    func nextTokenAfterLiteral(source: String, expected: String) {
        let names = SwiftLexer.tokens(Array(source.utf8)).filter { $0.kind == .identifier }.map { "\($0.text)@\($0.line):\($0.column)" }
        #expect(names == [expected])
    }
}
