import Foundation
@testable import PrimerCLI
import PrimerModel
import PrimerMotion
@testable import PrimerSpec
@testable import PrimerSyntax
@testable import PrimerTestSupport
import Testing

/// The checker's shortcuts for ASCII and plain text must give what the general code gives, for any
/// text: canonical forms, quoting, source text by columns, padding and line comparison.
@Suite("Check fast paths")
struct FastPathTests {
    /// Pieces that exercise every special case of the byte scans: spaces, tabs, quotes, comments,
    /// backslashes, controls (C0, DEL, C1), the line and paragraph separators, a byte order mark,
    /// accents (precomposed and combining), curly quotes, emoji, right-to-left text and CR LF.
    static let pieces = [
        " ", " ", "  ", "\t", "\"", "#", "\\", "a", "word", "0.30", "+0.70", "->", "é", "e\u{301}", "\u{301}",
        "\u{201C}", "\u{2019}", "👋🏽", "\u{05E9}\u{05DC}", "\u{07}", "\u{7F}", "\u{85}", "\u{9F}", "\u{A0}",
        "\u{2028}", "\u{2029}", "\u{2027}", "\u{202A}", "\u{FEFF}", "\u{FEFE}", "\r", "\r\n", "\n", "Ā", "\u{100}",
    ]

    /// `count` lines of up to `maxPieces` pieces, from a fixed seed (a linear congruential generator: the same
    /// lines on every run).
    static func lines(count: Int, seed: UInt64 = 15, maxPieces: Int = 8) -> [String] {
        var state = seed
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        return (0..<count).map { _ in
            (0..<next(maxPieces + 1)).map { _ in pieces[next(pieces.count)] }.joined()
        }
    }

    static let awkward = [
        "", " ", "a", "a b", "a  b", " a", "a ", "\"a b\"", "\"a  b\"", "\"a\"  b", "a \"b\"", "\"a\"b", "a\"b\"",
        "\"a\\\"b\"", "\"tab\there\"", "\"é\" e\u{301}  x", "0.00  +0.35  title  text  easeInOut", "a # c",
        "\"\u{2028}\"", "x\u{2029}", "\u{FEFF}a", "\"\u{FEFF}\"", "\"\u{85}\"", "é  ü", "\"unterminated", "👋🏽  👋🏽",
    ] + lines(count: 3000)

    /// The canonical form as the lexer gives it, or the line itself when it does not lex.
    static func lexedCanonical(_ line: String) -> String {
        guard let lexed = try? LineLexer.lex(line, file: "x", line: 1) else { return line }
        return lexed.tokens.map(\.canonicalText).joined(separator: " ")
    }

    /// The scalar-by-scalar test the byte scan replaced.
    static func scalarPlainlyCanonical(_ line: String) -> Bool {
        var previousWasSpace = true
        for scalar in line.unicodeScalars {
            if scalar == " " {
                if previousWasSpace { return false }
                previousWasSpace = true
                continue
            }
            previousWasSpace = false
            if scalar == "\t" || scalar == "#" || scalar == "\\" || StringLiteral.needsEscape(scalar)
                || scalar == ScalarClass.byteOrderMark {
                return false
            }
        }
        return !previousWasSpace || line.isEmpty
    }

    @Test func canonicalFormIsTheLexersForEveryLine() {
        for line in Self.awkward {
            #expect(CanonicalText.ofGenerated(line) == Self.lexedCanonical(line), "\(line.debugDescription)")
        }
    }

    @Test func theByteScanFindsThePlainlyCanonicalLinesTheScalarScanFound() {
        for line in Self.awkward {
            #expect(CanonicalText.isPlainlyCanonical(line) == Self.scalarPlainlyCanonical(line), "\(line.debugDescription)")
        }
    }

    @Test func spacedWordsAreJoinedBySingleSpaces() {
        #expect(CanonicalText.collapsingSpaces("  0.00  +0.35   title  é  ") == "0.00 +0.35 title é")
        #expect(CanonicalText.collapsingSpaces("   ") == "")
        #expect(CanonicalText.collapsingSpaces("") == "")
        #expect(CanonicalShape(of: "0.00  +0.35  title") == .spacedWords)
        #expect(CanonicalShape(of: "0.00 +0.35 title") == .canonical)
        #expect(CanonicalShape(of: "\"a\"  b") == .needsLexing)
        #expect(CanonicalShape(of: "a\u{2028} b") == .needsLexing)
    }

    @Test func aBodyLinesCanonicalTextIsTheLexersForEveryLine() {
        for text in Self.awkward {
            guard let lexed = try? LineLexer.lex(text, file: "x", line: 1), !lexed.tokens.isEmpty else { continue }
            let line = BodyLine(line: 1, tokens: lexed.tokens, range: lexed.tokens[0].range, indent: lexed.indent,
                                commentStart: lexed.commentStart, kind: .motion)
            #expect(CanonicalText.of(line) == line.canonicalText, "\(text.debugDescription)")
            // Matching a generated line byte for byte without building the canonical text.
            #expect(CanonicalText.of(line, is: line.canonicalText), "\(text.debugDescription)")
            for other in [line.canonicalText + " ", String(line.canonicalText.dropLast()), "", "x " + line.canonicalText,
                          line.canonicalText.replacingOccurrences(of: "\u{E9}", with: "e\u{301}")]
            where !LineDiff.sameBytes(other, line.canonicalText) {
                #expect(!CanonicalText.of(line, is: other), "\(text.debugDescription) \(other.debugDescription)")
            }
        }
    }

    @Test func expectedLinesCanonicalTextsDoNotDependOnWhatIsGenerated() {
        // Every awkward line as a motion body line (any tokens), indented by two or four spaces.
        // (Lines that lex and hold tokens: a blank line would end the body, one in error may.)
        let bodies = Self.awkward.prefix(3000).filter {
            !$0.contains("\n") && !$0.contains("\r")
                && !((try? LineLexer.lex("  " + $0, file: "x", line: 1))?.tokens.isEmpty ?? true)
        }
        let text = "primer notifications\n\nmotion requesting -> granted\n"
            + bodies.enumerated().map { ($0.offset % 2 == 0 ? "  " : "    ") + $0.element }.joined(separator: "\n") + "\n"
        let file = SpecParser.parse(text: text, path: "x").recovered
        guard let section = file.sections.first else { Issue.record("no section"); return }
        let lines = section.contentLines
        #expect(lines.count > 500)
        let written = lines.map(\.canonicalText)
        // What a builder might generate at each place: the line as written, respaced, canonical, or another.
        let sources = lines.map { file.line($0.line)?.text ?? "" }
        let candidates: [[String]] = [
            sources, sources.map { "  " + $0 }, sources.map { $0.replacingOccurrences(of: " ", with: "  ") }, written,
            written.map { $0 + " x" }, Array(written.reversed()), Array(written.dropFirst()), [],
        ]
        for generated in candidates {
            let canonical = generated.map { CanonicalText.ofGenerated($0) }
            let texts = CanonicalText.expected(lines, in: file, generated: generated, canonical: canonical)
            #expect(texts.count == written.count)
            for (text, expected) in zip(texts, written) {
                #expect(LineDiff.sameBytes(text, expected), "\(expected.debugDescription)")
            }
            #expect(CanonicalText.expected(lines, in: nil, generated: generated, canonical: canonical) == written)
        }
    }

    @Test func aMotionLineReadAgainIsWhatItReadAsAndOnlyTheSameBytesAreReused() {
        var readings = MotionLines.Readings(vocabulary: .any)
        let lines = ["0.00  announce  high  \"caf\u{E9}\"", "0.00  announce  high  \"cafe\u{301}\"",
                     "0.00  +0.35  title  text  easeInOut", "0.00  +0.35  title  text  easeInOut", "0.3  haptic  success"]
        for line in lines + lines {
            let read = readings.read(line)
            let fresh = TimelineFormat.parse(line, vocabulary: .any, checksDurations: false)
            #expect(read == fresh)
            // Equal entries may still differ in bytes (canonically equivalent text): compare those too.
            if case .success(.cue(let cue)) = read, case .announcement(let said) = cue.event,
               case .success(.cue(let freshCue)) = fresh, case .announcement(let freshSaid) = freshCue.event {
                #expect(said.text.unicodeScalars.elementsEqual(freshSaid.text.unicodeScalars), "\(line.debugDescription)")
            }
        }
    }

    @Test func paddingIsFoundationsForEveryCell() {
        for cell in Self.awkward.prefix(400) {
            for width in [0, 1, 3, 8, 20] {
                #expect(ColumnLines.padded(cell, to: width) == cell.padding(toLength: width, withPad: " ", startingAt: 0),
                        "\(cell.debugDescription) \(width)")
            }
        }
    }

    @Test func bodiesOfTheSameBytesAreUnchangedAsTheFullDiffSays() {
        let lines = Array(Self.awkward.prefix(200))
        #expect(LineDiff.unchanged(lines, lines) == LineDiff.compute(lines, lines).changes)
        #expect(!LineDiff(expected: lines, actual: lines).hasDifferences)
        // Canonically equivalent lines of different bytes go through the full diff, which takes them as equal.
        let composed = ["caf\u{E9}", "x"]
        let decomposed = ["cafe\u{301}", "x"]
        #expect(LineDiff.unchanged(composed, decomposed) == nil)
        #expect(LineDiff(expected: composed, actual: decomposed).changes == LineDiff.compute(composed, decomposed).changes)
        #expect(LineDiff.unchanged(["a"], ["a", "b"]) == nil)
        #expect(LineDiff.unchanged(["a", "b"], ["a", "c"]) == nil)
        #expect(LineDiff.sameBytes("", ""))
        #expect(!LineDiff.sameBytes("ab", "ac"))
    }
}
