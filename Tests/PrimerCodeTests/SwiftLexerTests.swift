@testable import PrimerCode
@testable import PrimerTestSupport
import Testing

/// The Swift lexer: comments and strings are never code, every token has its line and column, and
/// no input traps.
@Suite("Swift lexer")
struct SwiftLexerTests {
    /// The identifiers of a source, as `name@line:column`.
    static func names(_ source: String) -> [String] {
        SwiftLexer.tokens(Array(source.utf8)).filter { $0.kind == .identifier }.map { "\($0.text)@\($0.line):\($0.column)" }
    }

    @Test(arguments: [
        ("a // b c\nd", ["a@1:1", "d@2:1"]),
        ("a /* b /* c */ d */ e", ["a@1:1", "e@1:21"]),
        ("a /* b /* c */ d", ["a@1:1"]),
        ("x = \"f(g)\" + y", ["x@1:1", "y@1:14"]),
        ("x = #\"a \"quoted\" b\"# ; y", ["x@1:1", "y@1:24"]),
        ("x = ##\"a \"# still\"## ; y", ["x@1:1", "y@1:24"]),
        ("x = \"\"\"\n  requestAccess()\n  \"\"\"\ny", ["x@1:1", "y@4:1"]),
        ("x = \"a \\(f(\"b)\", g(1))) c\" + y", ["x@1:1", "y@1:30"]),
        ("x = \"a \\(f(\"b)\", g(1)) c\" +\ny", ["x@1:1", "y@2:1"]),
        ("x = \"\\(a /* ) */ + \")\")\" ; y", ["x@1:1", "y@1:28"]),
        ("x = #\"\\#(a) \\(b)\"# ; y", ["x@1:1", "y@1:22"]),
        ("x = \"unterminated\ny", ["x@1:1", "y@2:1"]),
        ("`default`.call", ["default@1:1", "call@1:11"]),
        ("a\r\nb\rc", ["a@1:1", "b@2:1", "c@3:1"]),
        ("é = 1; ñame", ["é@1:1", "ñame@1:8"]),
        ("#if DEBUG\nf()\n#endif", ["if@1:2", "DEBUG@1:5", "f@2:1", "endif@3:2"]),
        ("x = \"\\\"\" ; y", ["x@1:1", "y@1:12"]),
    ] as [(String, [String])])
    func identifiers(source: String, expected: [String]) {
        #expect(Self.names(source) == expected)
    }

    @Test func plainStringsKeepTheirTextAndInterpolatedOnesDoNot() {
        let strings = SwiftLexer.tokens(Array(##"f("key", "a\(b)", #"raw"#, "")"##.utf8)).filter { $0.kind == .string }
        #expect(strings.map(\.text) == ["key", "", "raw", ""])
        #expect(strings.map(\.column) == [3, 10, 19, 28])
    }

    /// Interpolations nested past ``SwiftLexer/interpolationLimit`` read as the string's own characters,
    /// so a line of 50,000 nested interpolations (each a string inside an interpolation, which the
    /// lexer reads by recursing) lexes to the end without exhausting the stack.
    @Test func deeplyNestedInterpolationsEndAtTheLine() {
        let depth = 50_000
        let source = "x = " + String(repeating: "\"\\(", count: depth) + "a" + String(repeating: ")\"", count: depth)
            + " + y\nz"
        #expect(Self.names(source) == ["x@1:1", "y@1:\(9 + 5 * depth)", "z@2:1"])
        // Within the limit the string still ends where it closes: `+ y` after it is code.
        let shallow = SwiftLexer.interpolationLimit
        let inside = "x = " + String(repeating: "\"\\(", count: shallow) + "a" + String(repeating: ")\"", count: shallow)
            + " + y"
        #expect(Self.names(inside) == ["x@1:1", "y@1:\(9 + 5 * shallow)"])
    }

    @Test func punctuationAndNumbersAreTokens() {
        let tokens = SwiftLexer.tokens(Array("a.b(c: 12)".utf8))
        #expect(tokens.map(\.text) == ["a", ".", "b", "(", "c", ":", "12", ")"])
        #expect(tokens.map(\.kind) == [.identifier, .punctuation, .identifier, .punctuation, .identifier, .punctuation,
                                       .number, .punctuation])
    }

    /// Random bytes, and Swift-shaped fragments cut anywhere, never trap, and tokens run forward.
    @Test(arguments: [1, 2, 3, 4] as [UInt64])
    func anyInputGivesOrderedTokens(seed: UInt64) {
        var generator = SeededGenerator(seed: seed)
        let pieces = ["\"", "\"\"\"", "#", "\\(", ")", "(", "/*", "*/", "//", "\n", "\r", "\\", "`", "é", "a", " ",
                      "requestAccess", ".", "\u{FF}", "\u{0}"].map { Array($0.utf8) }
        for _ in 0..<300 {
            var bytes: [UInt8] = []
            for _ in 0..<Int.random(in: 0...60, using: &generator) {
                if Bool.random(using: &generator) {
                    bytes += pieces[Int.random(in: 0..<pieces.count, using: &generator)]
                } else {
                    bytes.append(UInt8.random(in: 0...255, using: &generator))
                }
            }
            let tokens = SwiftLexer.tokens(bytes)
            let places = tokens.map { ($0.line, $0.column) }
            #expect(zip(places, places.dropFirst()).allSatisfy { $0 < $1 }, "tokens out of order for \(bytes)")
            #expect(tokens.allSatisfy { $0.line >= 1 && $0.column >= 1 })
        }
    }
}
