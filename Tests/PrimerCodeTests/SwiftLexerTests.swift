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

    /// Strings in interpolations in strings, and brackets, nested 1 to 100,000 deep on one line (or,
    /// for multi-line strings, over 200,000 lines): the lexer keeps its nesting on an explicit stack,
    /// so every depth reads to the end with the same tokens, and the string ends where it closes.
    @Test(arguments: DeepNesting.allCases, [1, 2, 10, 1_000, 100_000])
    func deepNestingReadsToTheEnd(nesting: DeepNesting, depth: Int) {
        let (source, expected) = nesting.sample(depth: depth)
        let tokens = SwiftLexer.tokens(Array(source.utf8))
        #expect(tokens.count == expected.count)
        #expect(tokens == expected)
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

/// A shape of nesting, with a generated source `x = <nested> + y` and the tokens it must give.
enum DeepNesting: String, CaseIterable, CustomTestStringConvertible, Sendable {
    /// `"\("\(…a…)")"`: a string in each interpolation.
    case interpolation
    /// `#"\#(##"\##(…a…)"##)"#`: raw strings, one and two `#`s by turns, each interpolating with its own.
    case rawString
    /// `"""` newline `\(` … `)` newline `"""`: multi-line strings, each on lines of its own.
    case multiLineString
    /// A multi-line string whose interpolation holds a single-line string holding a raw one, by turns,
    /// with a closure and a comment in each interpolation.
    case mixedStrings
    /// `((((a))))`.
    case parentheses
    /// `{ { { a } } }`.
    case closures
    /// `[[[a]]]`.
    case arrays

    var testDescription: String { rawValue }

    /// The source and its expected tokens at `depth`.
    func sample(depth: Int) -> (String, [SwiftToken]) {
        var writer = TokenWriter()
        writer.add(.identifier, "x")
        writer.write(" ")
        writer.add(.punctuation, "=")
        writer.write(" ")
        switch self {
        case .interpolation, .rawString, .multiLineString, .mixedStrings:
            var literal = ""
            var closings: [String] = []
            for level in 0..<depth {
                let (open, close) = stringLevel(level)
                literal += open
                closings.append(close)
            }
            literal += "a" + closings.reversed().joined()
            writer.add(.string, "", source: literal, interpolated: true)
        case .parentheses, .closures, .arrays:
            let (open, close) = self == .parentheses ? ("(", ")") : self == .closures ? ("{", "}") : ("[", "]")
            for _ in 0..<depth {
                writer.add(.punctuation, open)
                if self == .closures { writer.write(" ") }
            }
            writer.add(.identifier, "a")
            for _ in 0..<depth {
                if self == .closures { writer.write(" ") }
                writer.add(.punctuation, close)
            }
        }
        writer.write(" ")
        writer.add(.punctuation, "+")
        writer.write(" ")
        writer.add(.identifier, "y")
        return (writer.source, writer.tokens)
    }

    /// What opens and closes one level of a nested string.
    private func stringLevel(_ level: Int) -> (String, String) {
        switch self {
        case .rawString:
            let hashes = String(repeating: "#", count: 1 + level % 2)
            return (hashes + "\"\\" + hashes + "(", ")\"" + hashes)
        case .multiLineString:
            return ("\"\"\"\n\\(", ")\n\"\"\"")
        case .mixedStrings:
            switch level % 3 {
            case 0: return ("\"\"\"\n\\( { /* ) */ } + ", " // )\n)\n\"\"\"")
            case 1: return ("\"(\\(", ")\"")
            default: return ("##\"\"#\\##((", "))\"##")
            }
        default:
            return ("\"\\(", ")\"")
        }
    }
}

/// Writes a source piece by piece with the token each piece is, tracking bytes, lines and columns
/// (the pieces are ASCII).
struct TokenWriter {
    var source = ""
    var tokens: [SwiftToken] = []
    private var offset = 0
    private var line = 1
    private var column = 1

    /// Adds a token whose source is `source` (its text by default).
    mutating func add(_ kind: SwiftToken.Kind, _ text: String, source: String? = nil, interpolated: Bool = false) {
        let written = source ?? text
        tokens.append(SwiftToken(kind, text, line: line, column: column, isInterpolated: interpolated,
                                 utf8Range: offset..<(offset + written.utf8.count)))
        write(written)
    }

    /// Adds source that is no token.
    mutating func write(_ text: String) {
        source += text
        offset += text.utf8.count
        for byte in text.utf8 {
            if byte == 0x0A {
                line += 1
                column = 1
            } else {
                column += 1
            }
        }
    }
}
