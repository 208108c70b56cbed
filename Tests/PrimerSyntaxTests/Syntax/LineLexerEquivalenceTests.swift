@testable import PrimerModel
@testable import PrimerSpec
@testable import PrimerSyntax
@testable import PrimerTestSupport
import Testing

/// The byte lexer gives exactly what the scalar lexer it replaced gave (``ReferenceLineLexer``):
/// the same tokens with the same columns (in characters), and the same error at the same place,
/// on plain ASCII and on lines with combining marks, emoji, C1 controls, separators and BOMs.
struct LineLexerEquivalenceTests {
    static func outcome(_ lex: () throws(Finding) -> LexedLine) -> Result<LexedLine, Finding> {
        Result { () throws(Finding) in try lex() }
    }

    static func expectSame(_ line: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let new = outcome { () throws(Finding) in try LineLexer.lex(line, file: Fixture.path, line: 3) }
        let old = outcome { () throws(Finding) in try ReferenceLineLexer.lex(line, file: Fixture.path, line: 3) }
        #expect(new == old, "\(line.debugDescription)", sourceLocation: sourceLocation)
    }

    /// Pieces that meet every rule of the lexer, ASCII and not.
    static let pieces: [String] = [
        "voiceover", "ready", "->", "+0.20", "x", " ", "  ", "\t", "\"", "\\", "\\\"", "\\\\", "\\n", "\\t",
        "\\r", "\\q", "\\u{41}", "\\u{1F600}", "\\u{}", "\\u{110000}", "\\u{D800}", "\\u{123456789}", "\\u41",
        "\\u{4", "{", "}", "#", "# note", "\r", "\u{0}", "\u{7}", "\u{1B}", "\u{7F}", "\u{80}", "\u{85}",
        "\u{9F}", "\u{A0}", "\u{2028}", "\u{2029}", "\u{2027}", "\u{FEFF}", "\u{FEFE}", "é", "e\u{301}",
        "\u{301}", "😀", "👩‍👩‍👧", "🇫🇷", "\u{1F1EB}", "عربى", "“", "’", "\u{200F}", "\u{0600}", "\r\n", "\n",
        "\u{E2}", "\u{C2}", "\\u{FF10}", "\\\u{301}", "\\😀", "a\u{0308}\u{0304}",
        "—", "…", "‘", "”", "\u{AD}", "\u{A0}", "©", "ÿ", "\u{2027}", "\u{2010}", "\u{2028}\u{301}", "\u{200D}", "Ō", "\u{240}",
    ]

    @Test func randomLinesLexAsBefore() {
        var generator = SeededGenerator(seed: 0xB17E5)
        for _ in 0..<6000 {
            var line = ""
            for _ in 0..<Int.random(in: 0...12, using: &generator) {
                line += Self.pieces.randomElement(using: &generator) ?? ""
            }
            Self.expectSame(line)
        }
    }

    @Test func everyPieceAloneAndInContextLexesAsBefore() {
        for piece in Self.pieces {
            for line in [piece, "  \(piece)", "a\(piece)", "\"\(piece)\"", "\"a\(piece)b\" c", "# \(piece)",
                         "\"x\"\(piece)", "\(piece) \"y\"", "\t\(piece)", " \u{301}\(piece)"] {
                Self.expectSame(line)
            }
        }
    }

    /// Strings are scanned eight bytes at a time (``LineCursor/skipStringContent()``): every piece,
    /// and every ASCII byte, at every offset of a long string, on either side of a chunk boundary.
    @Test func everyPieceAtEveryOffsetOfALongStringLexesAsBefore() {
        let asciiBytes = (0..<0x80).map { String(UnicodeScalar(UInt8($0))) }
        for piece in Self.pieces + asciiBytes {
            for offset in 0..<20 {
                let before = String(repeating: "a", count: offset)
                Self.expectSame("x \"\(before)\(piece)bcdefghijklmnopqrstuvwxyz\" y")
                Self.expectSame("\"\(before)\(piece)\"")
            }
        }
    }

    /// A line's tokens are held on the stack up to ``LineLexer/TokenRun/stackCapacity`` and moved to the
    /// heap past it (``LineLexer/TokenRun``): lines of every number of tokens below, at and past it,
    /// ending well or in an error (the tokens read so far are then destroyed), lex as before.
    @Test(arguments: 0...(3 * LineLexer.TokenRun.stackCapacity))
    func linesOfManyTokensLexAsBefore(count: Int) {
        let tokens = (0..<count).map { $0 % 3 == 0 ? "\"string \($0), long enough to be allocated\"" : "word\($0)" }
        let line = "  " + tokens.joined(separator: " ")
        for ending in ["", " # note", " \"unterminated", " \u{7}", "\"x\"", " \"\\q\""] {
            Self.expectSame(line + ending)
        }
    }

    @Test func bundledSpecLinesLexAsBefore() throws {
        let text = SpecParserTests.example
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            Self.expectSame(String(line))
        }
    }

    /// The scalars ``LineCursor`` takes as characters of their own without walking characters
    /// (U+00A0–U+023F but U+00AD, U+2010–U+2027) are: between ASCII letters, before a combining
    /// mark (which joins them) and at either end of a line, with the same columns as before.
    @Test func standaloneScalarsAreCharactersOfTheirOwn() {
        let scalars = (0xA0...0x23F).filter { $0 != 0xAD } + Array(0x2010...0x2027)
        for value in scalars {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let text = String(scalar)
            #expect("a\(text)b".count == 3, "U+\(String(value, radix: 16))")
            for line in ["a\(text)b", "\(text)", "x \(text)\u{301} y", "\"\(text)\(text)\" \(text)", "\u{301}\(text)z", "\(text)\r\n"] {
                Self.expectSame(line)
            }
        }
    }

    /// Quoting finds what to escape on bytes as it did on scalars, for every piece and random runs of them.
    @Test func quotingEscapesWhatItDidOnScalars() {
        var generator = SeededGenerator(seed: 0x0_0ED)
        var values = Self.pieces
        for _ in 0..<2000 {
            values.append((0..<Int.random(in: 0...6, using: &generator)).map { _ in Self.pieces.randomElement(using: &generator) ?? "" }.joined())
        }
        for value in values {
            let onScalars = value.unicodeScalars.contains { $0 == "\"" || $0 == "\\" || StringLiteral.needsEscape($0) }
            #expect(StringLiteral.needsAnyEscape(value) == onScalars, "\(value.debugDescription)")
        }
    }

    /// The byte forms of the classes agree with the scalar forms for every scalar up to U+FFFF
    /// and a sample above (U+0000–U+00FF hold every case below 0x100; U+2028, U+2029 and U+FEFF
    /// are in the BMP).
    @Test func byteClassesAgreeWithScalarClasses() {
        let scalars = (0...0xFFFF).compactMap(Unicode.Scalar.init) + [0x1_0000, 0x1_F600, 0x10_FFFF].compactMap(Unicode.Scalar.init)
        for scalar in scalars {
            var bytes = Array(String(scalar).utf8)
            bytes.append(0x41)  // something after it, so that a look past the scalar would be noticed
            bytes.withUnsafeBufferPointer { buffer in
                #expect(ScalarClass.needsEscape(in: buffer, at: 0) == ScalarClass.needsEscape(scalar))
                #expect(ScalarClass.isByteOrderMark(in: buffer, at: 0) == (scalar == ScalarClass.byteOrderMark))
                #expect(ScalarClass.utf8Length(lead: buffer[0]) == UTF8.width(scalar))
            }
        }
    }
}
